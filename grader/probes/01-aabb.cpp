// Grader probe for lesson 01: overlap() and penetration().
#include "aabb.hpp"
#include "probe.hpp"

namespace {
using namespace collide;
using probe::Args;
using probe::fmt;

Aabb box(Args& a) {
    Aabb b;
    b.minx = a.num();
    b.miny = a.num();
    b.maxx = a.num();
    b.maxy = a.num();
    return b;
}

std::string call_overlap(Args& a) {
    Aabb p = box(a), q = box(a);
    return probe::fmt_bool(overlap(p, q));
}

std::string call_penetration(Args& a) {
    Aabb p = box(a), q = box(a);
    Vec2 v = penetration(p, q);
    return fmt(v.x) + " " + fmt(v.y);
}
} // namespace

int main() { return probe::run({{"overlap", call_overlap}, {"penetration", call_penetration}}); }
