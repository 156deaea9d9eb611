// Lesson 03 driver: writes OUT_DIR/03-sat.txt, sat_hit over the lesson's documented cases
// (sat_cases.hpp), OUT_DIR/03-containment.png, the containment case drawn, and
// OUT_DIR/03-centres.png, the pair where the sign from the centres goes wrong.
#include <cmath>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>

#include "canvas.hpp"
#include "driver.hpp"
#include "sat.hpp"
#include "sat_cases.hpp"

using collide::Hit;
using collide::kCentresA;
using collide::kCentresB;
using collide::rectangle;
using collide::shifted;
using collide::Polygon;
using collide::Vec2;

namespace {

void write_table(std::ostream& out) {
    const Polygon sq = rectangle(-1, -1, 1, 1);
    out << "# 03-sat: sat_hit(a, b); moving b by normal * depth leaves the polygons touching\n";
    for (const collide::SatCase& c : collide::lesson_cases())
        out << collide::case_row(c.name, c.a, c.b) << '\n';
    try {
        collide::sat_hit({{0, 0}, {1, 0}}, sq);
        out << "two-vertices  throws=none\n";
    } catch (const std::invalid_argument&) {
        out << "two-vertices  throws=invalid_argument\n";
    }
}

// Given drawing helpers: the world (y up) at `scale` pixels per unit, `centre` at the middle of
// the 256 x 256 canvas.
struct View {
    Vec2 centre;
    double scale;
};

std::pair<int, int> pixel(const View& view, Vec2 p) {
    return {int(std::lround(128 + view.scale * (p.x - view.centre.x))),
            int(std::lround(128 - view.scale * (p.y - view.centre.y)))};
}

void outline(gfx::Canvas& canvas, const View& view, const Polygon& p, gfx::Rgb colour) {
    for (size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) {
        auto from = pixel(view, p[j]), to = pixel(view, p[i]);
        canvas.line(from.first, from.second, to.first, to.second, colour);
    }
}

void arrow(gfx::Canvas& canvas, const View& view, Vec2 from, Vec2 by) {
    auto a = pixel(view, from), b = pixel(view, from + by);
    canvas.line(a.first, a.second, b.first, b.second, {255, 60, 60});
}

Vec2 centre_of(const Polygon& p) {
    Vec2 sum = {0, 0};
    for (Vec2 v : p) sum = sum + v;
    return sum * (1.0 / double(p.size()));
}

// sat_hit's push, kept on the canvas: a wrong answer (NaN, huge) draws a wrong picture, never
// a line that takes for ever.
Vec2 push_of(const Hit& h) {
    Vec2 push = h.normal * h.depth;
    bool drawable = std::fabs(push.x) < 100 && std::fabs(push.y) < 100;  // false for NaN too
    return drawable ? push : Vec2{0, 0};
}

// The containment picture: a long box (white), a small box inside it (yellow), where the
// small box lands when moved by sat_hit's push (green, red arrow) and by the shadows' overlap
// with the sign taken from the centres, the rule this lesson warns about (blue).
void write_containment(const std::string& path) {
    const collide::SatCase c = collide::find_case("containment");
    const Polygon& a = c.a;
    const Polygon& b = c.b;
    const View view = {{0, 0}, 30};
    gfx::Canvas canvas(256, 256);
    Vec2 push = push_of(collide::sat_hit(a, b));
    // The overlap rule: both shadows on the first axis (0,-1) overlap by 0.8 and the centres
    // differ only in x, so the rule keeps (0,-1) and pushes b down by 0.8, still inside a.
    Vec2 overlap_rule = {0, -0.8};
    outline(canvas, view, a, {255, 255, 255});
    outline(canvas, view, shifted(b, overlap_rule), {80, 140, 255});
    outline(canvas, view, shifted(b, push), {60, 255, 120});
    outline(canvas, view, b, {255, 220, 60});
    arrow(canvas, view, {2.2, 0}, push);
    canvas.write_png(path);
}

// The centres picture: two polygons that only partly overlap, where the sign taken from the
// centres turns sat_hit's push round. A white, B yellow, B moved by sat_hit's push (green, red
// arrow from B's centre), and B moved the other way, as the centres' rule does (blue).
void write_centres(const std::string& path) {
    const View view = {{0.45, -0.5}, 40};
    gfx::Canvas canvas(256, 256);
    Vec2 push = push_of(collide::sat_hit(kCentresA, kCentresB));
    outline(canvas, view, kCentresA, {255, 255, 255});
    outline(canvas, view, shifted(kCentresB, -push), {80, 140, 255});
    outline(canvas, view, shifted(kCentresB, push), {60, 255, 120});
    outline(canvas, view, kCentresB, {255, 220, 60});
    arrow(canvas, view, centre_of(kCentresB), push);
    canvas.write_png(path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        course::write_text_file(course::join(out, "03-sat.txt"), write_table);
        write_containment(course::join(out, "03-containment.png"));
        write_centres(course::join(out, "03-centres.png"));
    });
}
