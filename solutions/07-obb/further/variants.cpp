// The two other ways to answer lesson 07's yes/no question, for the benchmark.
#include "variants.hpp"

#include <cmath>

#include "make_obb.hpp"

namespace collide {

namespace {

bool too_short(Vec3 L) { return length_squared(L) < kParallelEpsilon * kParallelEpsilon; }

} // namespace

bool overlap_by_corners(const Obb& a, const Obb& b) {
    Vec3 ca[8], cb[8];
    obb_corners(a, ca);
    obb_corners(b, cb);
    for (int k = 0; k < kAxisCount; ++k) {
        Vec3 L = candidate_axis(a, b, k);
        if (too_short(L)) continue;
        double a_min = dot(ca[0], L), a_max = a_min, b_min = dot(cb[0], L), b_max = b_min;
        for (int i = 1; i < 8; ++i) {
            double pa = dot(ca[i], L), pb = dot(cb[i], L);
            a_min = std::fmin(a_min, pa);
            a_max = std::fmax(a_max, pa);
            b_min = std::fmin(b_min, pb);
            b_max = std::fmax(b_max, pb);
        }
        if (b_min > a_max || a_min > b_max) return false;  // a gap; touching overlaps
    }
    return true;
}

bool overlap_in_world(const Obb& a, const Obb& b) {
    const Vec3 d = b.center - a.center;
    for (int k = 0; k < kAxisCount; ++k) {
        Vec3 L = candidate_axis(a, b, k);
        if (too_short(L)) continue;
        double ra = a.half.x * std::fabs(dot(a.axis[0], L)) +
                    a.half.y * std::fabs(dot(a.axis[1], L)) +
                    a.half.z * std::fabs(dot(a.axis[2], L));
        double rb = b.half.x * std::fabs(dot(b.axis[0], L)) +
                    b.half.y * std::fabs(dot(b.axis[1], L)) +
                    b.half.z * std::fabs(dot(b.axis[2], L));
        if (std::fabs(dot(d, L)) > ra + rb) return false;  // a gap; touching overlaps
    }
    return true;
}

} // namespace collide
