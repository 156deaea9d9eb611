// Grader probe for lesson 02: circle_hit().
#include "circle.hpp"
#include "probe.hpp"

namespace {
using namespace collide;
using probe::Args;
using probe::fmt;

std::string call_circle_hit(Args& a) {
    Vec2 c1{a.num(), a.num()};
    double r1 = a.num();
    Vec2 c2{a.num(), a.num()};
    double r2 = a.num();
    Hit h = circle_hit(c1, r1, c2, r2);
    return probe::fmt_bool(h.hit) + " " + fmt(h.normal.x) + " " + fmt(h.normal.y) + " " +
           fmt(h.depth);
}
} // namespace

int main() { return probe::run({{"circle_hit", call_circle_hit}}); }
