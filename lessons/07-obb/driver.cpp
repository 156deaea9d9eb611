// Lesson 07 driver: writes OUT_DIR/07-obb.txt (every documented case) and OUT_DIR/07-obb.png
// (the edge-edge case, separated on top and pushed into contact below).
#include <cmath>
#include <fstream>
#include <stdexcept>

#include "draw_obb.hpp"
#include "driver.hpp"
#include "make_obb.hpp"
#include "obb.hpp"
#include "obb_cases.hpp"

using namespace collide;

namespace {

const gfx::Rgb kWhite = {255, 255, 255};
const gfx::Rgb kYellow = {255, 255, 0};
const gfx::Rgb kRed = {255, 0, 0};
const gfx::Rgb kGreen = {0, 255, 0};
const gfx::Rgb kGrey = {96, 96, 96};

void write_text(std::ostream& out) {
    out << "# lesson 07: case, result; 3D: obb_hit's axis (separating or least overlap), "
           "depth and normal, then obb_overlap's answer\n";
    for (const Obb2Case& c : lesson_cases_2d())
        out << c.name << " " << (obb2_overlap(c.a, c.b) ? "overlap" : "separate") << "\n";
    for (const ObbCase& c : lesson_cases_3d()) {
        ObbHit h = obb_hit(c.a, c.b);
        out << c.name << " " << (h.hit ? "hit" : "no-hit") << " axis " << h.axis << " depth "
            << course::fixed6(h.depth) << " normal " << course::fixed6(h.normal.x) << " "
            << course::fixed6(h.normal.y) << " " << course::fixed6(h.normal.z) << " "
            << (obb_overlap(c.a, c.b) ? "overlap" : "apart") << "\n";
    }
}

// The axis obb_hit() named, as a short green line through the middle of the gap (or of the
// overlap) between the two boxes along it. Nothing is drawn for a number outside 0..14.
void draw_axis(gfx::Canvas& canvas, const View& view, const Obb& a, const Obb& b, int k) {
    Vec3 L = normalized(candidate_axis(a, b, k));
    if (length(L) == 0) return;
    Vec3 ca[8], cb[8];
    obb_corners(a, ca);
    obb_corners(b, cb);
    double a_max = dot(ca[0], L), b_min = dot(cb[0], L);
    for (int i = 1; i < 8; ++i) {
        a_max = std::fmax(a_max, dot(ca[i], L));
        b_min = std::fmin(b_min, dot(cb[i], L));
    }
    Vec3 mid = (a.center + b.center) * 0.5;
    Vec3 p = mid + L * ((a_max + b_min) / 2 - dot(mid, L));
    draw_segment(canvas, view, p - L * 0.5, p + L * 0.5, kGreen);
}

void draw_panel(gfx::Canvas& canvas, double cy, const Obb& a, const Obb& b) {
    View view = lesson_view(93, cy);
    ObbHit h = obb_hit(a, b);
    draw_obb(canvas, view, a, kWhite);
    draw_obb(canvas, view, b, h.hit ? kRed : kYellow);
    draw_axis(canvas, view, a, b, h.axis);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        course::write_text_file(course::join(out, "07-obb.txt"), write_text);
        gfx::Canvas canvas(256, 256);
        canvas.line(0, 128, 255, 128, kGrey);
        draw_panel(canvas, 64, edge_case_a(), edge_case_b(0.25));   // top: 0.25 apart
        draw_panel(canvas, 192, edge_case_a(), edge_case_b(-0.1));  // bottom: 0.1 into each other
        canvas.write_png(course::join(out, "07-obb.png"));
    });
}
