// Grader probe for lesson 03: sat_hit(). A polygon is given as its vertex count, then x y pairs.
#include "probe.hpp"
#include "sat.hpp"

namespace {
using namespace collide;
using probe::Args;
using probe::fmt;

Polygon polygon(Args& a) {
    Polygon p(a.count());
    for (Vec2& v : p) {
        v.x = a.num();
        v.y = a.num();
    }
    return p;
}

std::string call_sat_hit(Args& a) {
    Polygon p = polygon(a);
    Polygon q = polygon(a);
    Hit h = sat_hit(p, q);
    return probe::fmt_bool(h.hit) + " " + fmt(h.normal.x) + " " + fmt(h.normal.y) + " " +
           fmt(h.depth);
}
} // namespace

int main() { return probe::run({{"sat_hit", call_sat_hit}}); }
