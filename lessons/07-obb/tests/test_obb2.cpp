// The 2D warm-up: four face axes, touching counts as overlap.
#include <cmath>

#include "course_test.hpp"
#include "obb.hpp"
#include "obb_cases.hpp"
#include "special_values.hpp"

using course::kNaN;

using namespace collide;

namespace {

Obb2 rect(Vec2 c, double angle, Vec2 half) {
    Vec2 u = {std::cos(angle), std::sin(angle)};
    return {c, {u, {-u.y, u.x}}, half};
}

} // namespace

TEST_CASE("2D: the documented cases", "[reread:The warm-up in 2D]") {
    auto cases = lesson_cases_2d();
    REQUIRE(cases.size() == 3);
    {
        INFO("2d-touching-sides: the sides touch along x = 1; touching counts as overlap in 2D");
        CHECK(obb2_overlap(cases[0].a, cases[0].b));
    }
    INFO("2d-overlap: a diamond over the square's corner");
    CHECK(obb2_overlap(cases[1].a, cases[1].b));
}

TEST_CASE("2D: only the diamond's own axis sees the gap off the corner",
          "[reread:The warm-up in 2D]") {
    Obb2Case c = lesson_cases_2d().at(2);
    // a's axes alone say overlap: |1.6| < 1 + 0.5 sqrt 2 on x and on y.
    CHECK(1.6 < 1 + 0.5 * std::sqrt(2.0));
    INFO("the diamond's axis (1,1)/sqrt 2 separates: 3.2/sqrt 2 > sqrt 2 + 0.5; test b's axes too");
    CHECK_FALSE(obb2_overlap(c.a, c.b));
    CHECK_FALSE(obb2_overlap(c.b, c.a));
}

TEST_CASE("2D: separated along each of the four axes, either order", "[reread:The warm-up in 2D]") {
    Obb2 a = rect({0, 0}, 0.3, {2, 0.5});
    // Slide b along each axis of a (and, with a turned b, its own) until just past touching.
    for (int k = 0; k < 2; ++k) {
        Vec2 L = a.axis[k];
        double reach = (k == 0 ? 2.0 : 0.5) + 0.25;  // b is a square of half 0.25, same angle
        Obb2 near_b = rect(L * (reach - 1e-6), 0.3, {0.25, 0.25});
        Obb2 far_b = rect(L * (reach + 1e-6), 0.3, {0.25, 0.25});
        INFO("along a's axis " << k);
        CHECK(obb2_overlap(a, near_b));
        CHECK_FALSE(obb2_overlap(a, far_b));
        CHECK_FALSE(obb2_overlap(far_b, a));
    }
}

TEST_CASE("2D: exact touching counts as overlap", "[reread:The warm-up in 2D]") {
    Obb2 a = {{0, 0}, {{1, 0}, {0, 1}}, {1, 1}};
    Obb2 corner = {{2, 2}, {{1, 0}, {0, 1}}, {1, 1}};  // corner to corner at (1, 1)
    CHECK(obb2_overlap(a, corner));
    Obb2 apart = {{2.5, 0}, {{1, 0}, {0, 1}}, {1, 1}};
    CHECK_FALSE(obb2_overlap(a, apart));
}

TEST_CASE("2D: a segment (zero half-height) works", "[reread:The warm-up in 2D]") {
    Obb2 a = {{0, 0}, {{1, 0}, {0, 1}}, {1, 1}};
    Obb2 stick = rect({1.5, 0}, 0.0, {1, 0});
    CHECK(obb2_overlap(a, stick));
    Obb2 stick_above = rect({0, 1.5}, 0.0, {1, 0});
    CHECK_FALSE(obb2_overlap(a, stick_above));
}

TEST_CASE("2D: a NaN anywhere overlaps nothing", "[reread:The warm-up in 2D]") {
    Obb2 square = rect({0, 0}, 0, {1, 1});
    Obb2 near_square = rect({0.5, 0.5}, 0.3, {1, 1});
    REQUIRE(obb2_overlap(square, near_square));   // the same pair, without a NaN, overlaps
    Obb2 bad_centre = near_square, bad_half = near_square, bad_axis = near_square;
    bad_centre.center.x = kNaN;
    bad_half.half.y = kNaN;
    bad_axis.axis[1].x = kNaN;
    for (const Obb2& bad : {bad_centre, bad_half, bad_axis}) {
        INFO("a filter that says yes to a NaN rectangle reports it touching everything");
        CHECK_FALSE(obb2_overlap(square, bad));
        CHECK_FALSE(obb2_overlap(bad, square));
    }
}
