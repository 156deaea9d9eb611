// Grader probe for lesson 07: obb2_overlap(), obb_hit(), obb_overlap(). A 2D box is given as
// centre, axis 0, axis 1, half-extents (8 numbers); a 3D box as centre, axes 0-2, half-extents
// (15 numbers).
#include "obb.hpp"
#include "probe.hpp"

namespace {
using namespace collide;
using probe::Args;
using probe::fmt;

Vec2 vec2(Args& a) { return Vec2{a.num(), a.num()}; }
Vec3 vec3(Args& a) { return Vec3{a.num(), a.num(), a.num()}; }

Obb2 box2(Args& a) {
    Obb2 b;
    b.center = vec2(a);
    b.axis[0] = vec2(a);
    b.axis[1] = vec2(a);
    b.half = vec2(a);
    return b;
}

Obb box3(Args& a) {
    Obb b;
    b.center = vec3(a);
    for (Vec3& axis : b.axis) axis = vec3(a);
    b.half = vec3(a);
    return b;
}

std::string call_obb2_overlap(Args& a) {
    Obb2 p = box2(a), q = box2(a);
    return probe::fmt_bool(obb2_overlap(p, q));
}

std::string call_obb_hit(Args& a) {
    Obb p = box3(a), q = box3(a);
    ObbHit h = obb_hit(p, q);
    return probe::fmt_bool(h.hit) + " " + fmt(h.normal.x) + " " + fmt(h.normal.y) + " " +
           fmt(h.normal.z) + " " + fmt(h.depth) + " " + std::to_string(h.axis);
}

std::string call_obb_overlap(Args& a) {
    Obb p = box3(a), q = box3(a);
    return probe::fmt_bool(obb_overlap(p, q));
}
} // namespace

int main() {
    return probe::run({{"obb2_overlap", call_obb2_overlap},
                       {"obb_hit", call_obb_hit},
                       {"obb_overlap", call_obb_overlap}});
}
