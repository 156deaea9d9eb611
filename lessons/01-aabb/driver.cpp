// Lesson 01 driver: writes OUT_DIR/01-aabb.txt, overlap() and penetration() over the cases
// the lesson's text works through, one row each.
#include "aabb.hpp"
#include "driver.hpp"

#include <cmath>
#include <fstream>
#include <stdexcept>
#include <string>

namespace {

using collide::Aabb;

struct Case {
    const char* name;
    Aabb a;
    Aabb b;
};

const double kNaN = std::nan("");

// The documented cases, in the order the README discusses them.
const Case kCases[] = {
    {"overlapping", {0, 0, 2, 2}, {1, 1, 3, 3}},
    {"gap-in-x", {0, 0, 1, 1}, {2, 0, 3, 1}},
    {"gap-in-y-only", {0, 0, 2, 2}, {1, 3, 3, 4}},
    {"touching-edge", {0, 0, 1, 1}, {1, 0, 2, 1}},
    {"touching-corner", {0, 0, 1, 1}, {1, 1, 2, 2}},
    {"containment", {0, 0, 4, 4}, {1, 1, 2, 3}},
    {"point-inside", {0, 0, 2, 2}, {1, 1, 1, 1}},
    {"segment-on-edge", {0, 0, 2, 2}, {2, -1, 2, 3}},
    {"nan-coordinate", {kNaN, 0, 1, 1}, {0, 0, 1, 1}},
    {"min-above-max", {2, 0, 1, 1}, {0, 0, 3, 1}},
};

std::string box_text(const Aabb& box) {
    return "(" + course::fixed6(box.minx) + ", " + course::fixed6(box.miny) + ", " +
           course::fixed6(box.maxx) + ", " + course::fixed6(box.maxy) + ")";
}

void write_table(const std::string& path) {
    std::ofstream out(path);
    if (!out) throw std::runtime_error("cannot write " + path);
    out << "# 01-aabb: overlap(a, b) and penetration(a, b); boxes are (minx, miny, maxx, maxy)\n";
    for (const Case& c : kCases) {
        collide::Vec2 p = collide::penetration(c.a, c.b);
        out << c.name << "  a=" << box_text(c.a) << "  b=" << box_text(c.b)
            << "  overlap=" << (collide::overlap(c.a, c.b) ? "true" : "false")
            << "  dx=" << course::fixed6(p.x) << "  dy=" << course::fixed6(p.y) << "\n";
    }
    if (!out) throw std::runtime_error("error while writing " + path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        write_table(course::join(out, "01-aabb.txt"));
    });
}
