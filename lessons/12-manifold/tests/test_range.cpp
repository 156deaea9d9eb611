// Lesson 12, precision checks: the documented cases scaled to the ends of the double range. A
// pair scaled by a power of two has the scaled manifold, up to rounding, from about 1e-300 to
// 1e300 (manifold.hpp, "Range").
#include <cmath>
#include <string>

#include "course_test.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"
#include "manifold_checks.hpp"

using collide::Manifold;
using collide::Polygon;
using collide::Vec2;
using course::describe;

namespace {

Polygon scaled(Polygon p, double k) {
    for (Vec2& v : p) v = v * k;
    return p;
}

// @p got is @p want scaled by @p k: the same count and normal, each point and depth times k
// (rounding allowed: 1e-12 of k).
void check_scaled(const Manifold& got, const Manifold& want, double k) {
    INFO("scaled by " << k << ": got " << describe(got) << "\nunscaled: " << describe(want));
    REQUIRE(want.count > 0);   // every case scaled here is a contact
    REQUIRE(got.count == want.count);
    manifold_checks::check_vec(got.normal, want.normal, "normal", 1e-12);
    for (int i = 0; i < want.count; ++i) {
        Vec2 g = got.points[i].point * (1 / k), w = want.points[i].point;
        manifold_checks::check_vec(g, w, "point / k", 1e-12);
        INFO("depth / k: got " << got.points[i].depth / k << ", want " << want.points[i].depth);
        CHECK(std::fabs(got.points[i].depth / k - want.points[i].depth) <= 1e-12);
    }
}

} // namespace

TEST_CASE("two polygons at 1e-300 and 1e300: the scaled manifold",
          "[precision][reread:The ends of the double range]") {
    for (const char* name : {"resting-box", "wide-on-narrow", "box-on-slope", "wedge-into-face",
                             "nearly-equal-faces", "contained"}) {
        collide::ManifoldCase c = collide::find_case(name);
        Manifold want = polygon_manifold(c.a, c.b);
        for (double k : {std::ldexp(1.0, -996), std::ldexp(1.0, 996)}) {
            INFO(name);
            check_scaled(polygon_manifold(scaled(c.a, k), scaled(c.b, k)), want, k);
        }
    }
}

TEST_CASE("circles at 1e-300 and 1e300: the scaled manifold",
          "[precision][reread:The ends of the double range]") {
    for (double k : {std::ldexp(1.0, -996), std::ldexp(1.0, 996)}) {
        for (const char* name : {"circles-overlapping", "circle-on-ground", "circle-at-corner",
                                 "circle-centre-inside"}) {
            collide::ManifoldCase c = collide::find_case(name);
            Manifold want = collide::manifold_of(c);
            c.a = scaled(c.a, k);
            c.b = scaled(c.b, k);
            c.c1 = c.c1 * k;
            c.c2 = c.c2 * k;
            c.r1 *= k;
            c.r2 *= k;
            INFO(name);
            check_scaled(collide::manifold_of(c), want, k);
        }
    }
}
