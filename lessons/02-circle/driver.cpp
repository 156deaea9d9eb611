// Lesson 02 driver: writes OUT_DIR/02-circle.txt, circle_hit() over the cases the lesson's
// text works through, one row each.
#include "circle.hpp"
#include "driver.hpp"

#include <cmath>
#include <fstream>
#include <stdexcept>
#include <string>

namespace {

using collide::Vec2;

struct Case {
    const char* name;
    Vec2 c1;
    double r1;
    Vec2 c2;
    double r2;
};

const double kNaN = std::nan("");

// The documented cases, in the order the README discusses them.
const Case kCases[] = {
    {"overlapping", {0, 0}, 1, {1.5, 0}, 1},
    {"three-four-five", {0, 0}, 2, {3, 4}, 3.5},
    {"touching", {0, 0}, 2, {3, 4}, 3},
    {"apart", {0, 0}, 1, {5, 0}, 1},
    {"second-to-the-left", {0, 0}, 1, {-1, 0}, 1},
    {"containment", {0, 0}, 5, {1, 0}, 1},
    {"equal-centres", {2, 2}, 1, {2, 2}, 2},
    {"two-points", {2, 2}, 0, {2, 2}, 0},
    {"point-inside", {0, 0}, 2, {0, 1}, 0},
    {"root-rounds-up", {0, 0}, std::sqrt(2.0) / 2, {1, 1}, std::sqrt(2.0) / 2},
    {"negative-radius", {0, 0}, -1, {1, 0}, 3},
    {"nan-radius", {0, 0}, kNaN, {1, 0}, 1},
    {"nan-centre", {kNaN, 0}, 1, {1, 0}, 1},
};

std::string vec_text(Vec2 v) {
    return "(" + course::fixed6(v.x) + ", " + course::fixed6(v.y) + ")";
}

void write_table(const std::string& path) {
    std::ofstream out(path);
    if (!out) throw std::runtime_error("cannot write " + path);
    out << "# 02-circle: circle_hit(c1, r1, c2, r2); the normal points from circle 1 to circle 2\n";
    for (const Case& c : kCases) {
        collide::Hit h = collide::circle_hit(c.c1, c.r1, c.c2, c.r2);
        out << c.name << "  c1=" << vec_text(c.c1) << " r1=" << course::fixed6(c.r1)
            << "  c2=" << vec_text(c.c2) << " r2=" << course::fixed6(c.r2)
            << "  hit=" << (h.hit ? "true" : "false") << "  normal=" << vec_text(h.normal)
            << "  depth=" << course::fixed6(h.depth) << "\n";
    }
    if (!out) throw std::runtime_error("error while writing " + path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        write_table(course::join(out, "02-circle.txt"));
    });
}
