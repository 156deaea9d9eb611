// Lesson 12 driver: writes OUT_DIR/12-manifold.txt, the manifolds of the chapter's scenes by
// your functions, and OUT_DIR/12-manifold.png, the three polygon scenes drawn: two boxes
// resting one on the other, a box on a slope, and a corner into a face, each with the
// reference face, the incident edge, the two clip planes and the points kept.
#include <cmath>
#include <ostream>
#include <stdexcept>
#include <string>

#include "canvas.hpp"
#include "driver.hpp"
#include "manifold.hpp"
#include "text.hpp"
#include "world_view.hpp"

using collide::ContactId;
using collide::ContactPoint;
using collide::Manifold;
using collide::Polygon;
using collide::Vec2;
using course::fixed6;
using course::vec_text;

namespace {

const gfx::Rgb kWhite = {255, 255, 255}, kYellow = {255, 220, 60}, kGreen = {60, 255, 120},
               kRed = {255, 60, 60}, kBlue = {80, 140, 255}, kMagenta = {255, 90, 255},
               kLabel = {200, 200, 200}, kDivider = {60, 60, 60};
constexpr int kPanel = 256;

// One polygon scene of the picture: a (white) below or behind, b (yellow) resting on it.
struct Scene {
    std::string name;   // the row's name in 12-manifold.txt
    std::string label;  // the panel's caption
    Polygon a;
    Polygon b;
    course::View view;  // where the panel looks
};

// The lower box of the first and third scenes: [-2, 2] x [-1, 0], counter-clockwise, so that
// its edge 2 is the top face, from (2, 0) to (-2, 0).
Polygon lower_box() { return {{-2, -1}, {2, -1}, {2, 0}, {-2, 0}}; }

// The box on the slope: 1.2 x 0.8, turned 3 degrees more than the slope, its first corner
// 0.1 below the slope's face at (1.2, 0.9).
Polygon box_on_slope() {
    const double kPi = 3.14159265358979323846;
    const double turn = std::atan2(3.0, 4.0) + 3 * kPi / 180;
    const double c = std::cos(turn), s = std::sin(turn);
    const Vec2 corner = {1.2 + 0.6 * 0.1, 0.9 - 0.8 * 0.1};
    Polygon box;
    for (Vec2 v : Polygon{{0, 0}, {1.2, 0}, {1.2, 0.8}, {0, 0.8}})
        box.push_back({corner.x + c * v.x - s * v.y, corner.y + s * v.x + c * v.y});
    return box;
}

std::vector<Scene> scenes() {
    return {
        {"boxes-resting", "resting", lower_box(),
         {{0.5, -0.25}, {2.5, -0.25}, {2.5, 1.75}, {0.5, 1.75}}, {128, 150, 40, {0.5, 0}}},
        // The slope: its face runs from (3.2, 2.4) down to (0, 0), normal (-0.6, 0.8).
        {"box-on-slope", "on a slope", {{0, 0}, {3.2, 0}, {3.2, 2.4}}, box_on_slope(),
         {128, 128, 62, {1.6, 1.3}}},
        // A square turned so that its edges run along (0.8, 0.6) and (-0.6, 0.8), its corner
        // 0.4 deep in the lower box's top face.
        {"corner-into-face", "corner into a face", lower_box(),
         {{0, -0.4}, {0.8, 0.2}, {0.2, 1.0}, {-0.6, 0.4}}, {128, 140, 60, {0, 0.2}}},
    };
}

std::string id_text(const ContactId& id) {
    return std::string("(") + (id.reference_on_b ? "true" : "false") + ", " +
           std::to_string(id.reference_edge) + ", " + std::to_string(id.incident_edge) + ", " +
           std::to_string(id.clipped_by) + ", " + std::to_string(id.incident_end) + ")";
}

// One row: the count, the normal, then each point kept with its depth and its id.
void write_row(std::ostream& out, const std::string& name, const Manifold& m) {
    out << name << "  count=" << m.count << "  normal=" << vec_text(m.normal);
    for (int k = 0; k < m.count && k < 2; ++k)
        out << "  point" << k << '=' << vec_text(m.points[k].point) << "  depth" << k << '='
            << fixed6(m.points[k].depth) << "  id" << k << '=' << id_text(m.points[k].id);
    out << '\n';
}

void write_table(std::ostream& out) {
    out << "# 12-manifold: polygon_manifold(a, b), circle_polygon_manifold(c, r, p), "
           "circle_manifold(c1, r1, c2, r2); id = (reference_on_b, reference_edge, "
           "incident_edge, clipped_by, incident_end)\n";
    for (const Scene& s : scenes()) write_row(out, s.name, collide::polygon_manifold(s.a, s.b));
    // The same pair the other way round: b's face is the reference, the normal still a to b.
    const Scene first = scenes()[0];
    write_row(out, "boxes-resting-swapped", collide::polygon_manifold(first.b, first.a));
    write_row(out, "circle-on-box",
              collide::circle_polygon_manifold({0.5, 0.75}, 1, lower_box()));
    write_row(out, "two-circles", collide::circle_manifold({0, 0}, 1, {1.5, 0}, 1));
    write_row(out, "apart", collide::polygon_manifold(lower_box(), {{0, 1}, {1, 1}, {1, 2}}));
    try {
        collide::polygon_manifold({{0, 0}, {1, 0}}, lower_box());
        out << "two-vertices  throws=none\n";
    } catch (const std::invalid_argument&) {
        out << "two-vertices  throws=invalid_argument\n";
    }
}

void outline(gfx::Canvas& canvas, const course::View& view, const Polygon& p, gfx::Rgb c) {
    for (std::size_t i = 0; i < p.size(); ++i)
        course::segment(canvas, view, p[i], p[(i + 1) % p.size()], c);
}

// A solid square of side 2 * half + 1 pixels around a world point.
void dot_at(gfx::Canvas& canvas, const course::View& view, Vec2 p, int half, gfx::Rgb c) {
    int x = course::screen_x(view, p.x), y = course::screen_y(view, p.y);
    for (int dy = -half; dy <= half; ++dy)
        for (int dx = -half; dx <= half; ++dx) canvas.set(x + dx, y + dy, c);
}

// Every other stretch of `dash` pixels of the world segment from p to q.
void dashed(gfx::Canvas& canvas, const course::View& view, Vec2 p, Vec2 q, gfx::Rgb c) {
    const int steps = 12;
    for (int k = 0; k < steps; k += 2)
        course::segment(canvas, view, p + (q - p) * (double(k) / steps),
                        p + (q - p) * (double(k + 1) / steps), c);
}

// One panel: a white, b yellow; from the manifold's first point's id, the reference face
// and the normal from its middle (green), the incident edge (magenta) and the clip planes
// through the reference face's ends (blue, dashed); the points kept (red).
// An id out of range (a wrong answer) draws nothing of its own, never a crash.
void draw_scene(gfx::Canvas& canvas, int left, const Scene& s) {
    gfx::Canvas panel(kPanel, kPanel);
    const Manifold m = collide::polygon_manifold(s.a, s.b);
    outline(panel, s.view, s.a, kWhite);
    outline(panel, s.view, s.b, kYellow);
    if (m.count >= 1 && m.count <= 2) {
        const ContactId& id = m.points[0].id;
        const Polygon& ref = id.reference_on_b ? s.b : s.a;
        const Polygon& inc = id.reference_on_b ? s.a : s.b;
        const int r = id.reference_edge, i = id.incident_edge;
        if (r >= 0 && r < int(ref.size())) {
            Vec2 start = ref[r], end = ref[(r + 1) % ref.size()];
            Vec2 across = {-(end - start).y, (end - start).x};      // along the normal
            across = across * (1.2 / std::sqrt(dot(across, across)));
            dashed(panel, s.view, start - across, start + across, kBlue);
            dashed(panel, s.view, end - across, end + across, kBlue);
            course::segment(panel, s.view, start, end, kGreen);
            Vec2 middle = (start + end) * 0.5;
            course::segment(panel, s.view, middle, middle + m.normal * 0.6, kGreen);
        }
        if (i >= 0 && i < int(inc.size()))
            course::segment(panel, s.view, inc[i], inc[(i + 1) % inc.size()], kMagenta);
        for (int k = 0; k < m.count; ++k) dot_at(panel, s.view, m.points[k].point, 2, kRed);
    }
    gfx::draw_text(panel, 4, 4, s.label, kLabel);
    for (int y = 0; y < kPanel; ++y)
        for (int x = 0; x < kPanel; ++x) canvas.set(left + x, y, panel.get(x, y));
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& dir) {
        course::write_text_file(course::join(dir, "12-manifold.txt"), write_table);
        const std::vector<Scene> all = scenes();
        gfx::Canvas picture(kPanel * int(all.size()), kPanel);
        for (std::size_t k = 0; k < all.size(); ++k) draw_scene(picture, kPanel * int(k), all[k]);
        for (std::size_t k = 1; k < all.size(); ++k)
            picture.line(kPanel * int(k), 0, kPanel * int(k), kPanel - 1, kDivider);
        picture.write_png(course::join(dir, "12-manifold.png"));
    });
}
