// circle_hit(): the worked examples and every rule of the lesson.
#include "circle_checks.hpp"

#include <cmath>
#include <iomanip>
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Vec2;
using course::check_hit;
using course::check_no_hit;

TEST_CASE("circles that touch do not hit", "[reread:The test]") {
    check_no_hit("touching");      // distance 5 = 2 + 3, exactly
    check_no_hit({0, 0}, 1, {2, 0}, 1);
    check_no_hit({-1, 3}, 0.5, {-1, 0}, 2.5);
    check_no_hit({0, 0}, 5, {3, 4}, 0);      // a point on the circle
}

TEST_CASE("circles that are apart do not hit", "[reread:The test]") {
    check_no_hit("apart");
    check_no_hit({0, 0}, 1, {-3, -3}, 1);
    check_no_hit({100, 100}, 2, {-100, 100}, 3);
}

// Only the direction is held here, so that a normal of the wrong length (the unit-length
// case below) or a wrong depth (the worked examples) fails a case of its own rule.
TEST_CASE("the normal points from circle 1 towards circle 2",
          "[reread:Which way the normal points]") {
    struct Pair {
        Vec2 c1;
        double r1;
        Vec2 c2;
        double r2;
        Vec2 towards;  // the unit vector from c1 towards c2
    };
    const Pair pairs[] = {{{0, 0}, 1, {-1, 0}, 1, {-1, 0}},      // circle 2 to the left
                          {{0, 0}, 1, {0, -1}, 1, {0, -1}},      // below
                          {{2, 2}, 1, {2, 3}, 1, {0, 1}},        // above
                          {{3, 4}, 3.5, {0, 0}, 2, {-0.6, -0.8}}};  // the 3-4-5 pair swapped
    for (const Pair& p : pairs) {
        collide::Hit h = collide::circle_hit(p.c1, p.r1, p.c2, p.r2);
        double length = std::hypot(h.normal.x, h.normal.y);
        Vec2 direction = {h.normal.x / length, h.normal.y / length};
        INFO("circle_hit(" << course::describe(p.c1) << ", " << p.r1 << ", "
                           << course::describe(p.c2) << ", " << p.r2 << ") = "
                           << course::describe(h) << ": the normal's direction "
                           << course::describe(direction) << ", expected "
                           << course::describe(p.towards));
        CHECK(h.hit);
        CHECK(course::near(direction.x, p.towards.x));
        CHECK(course::near(direction.y, p.towards.y));
    }
}

TEST_CASE("on a hit the normal is a unit vector, however far apart the centres",
          "[reread:The test]") {
    const Vec2 offsets[] = {{1.5, 0}, {0, -0.25}, {3, 4}, {-6, 8}, {0.001, 0.001}};
    for (Vec2 d : offsets) {
        collide::Hit h = collide::circle_hit({1, 1}, 10, {1 + d.x, 1 + d.y}, 2);
        double length = std::hypot(h.normal.x, h.normal.y);
        INFO("circle_hit((1, 1), 10, " << course::describe(Vec2{1 + d.x, 1 + d.y}) << ", 2) = "
                                       << course::describe(h) << ": the normal's length is "
                                       << length << ", expected 1");
        CHECK(h.hit);
        CHECK(course::near(length, 1));
    }
}

TEST_CASE("two unit circles 1.5 apart: normal (1, 0), depth 0.5", "[reread:Worked example]") {
    check_hit("overlapping", {1, 0}, 0.5);
}

TEST_CASE("centres on a 3-4-5 triangle: normal (0.6, 0.8), depth 0.5", "[reread:Worked example]") {
    check_hit("three-four-five", {0.6, 0.8}, 0.5);
    check_hit({1, 1}, 10, {4, 5}, 1, {0.6, 0.8}, 6);  // deep: the normal is still unit length
}

TEST_CASE("one circle inside the other is a hit, pushed out along the centre line",
          "[reread:Worked example]") {
    check_hit("containment", {1, 0}, 5);
    check_hit({0, 0}, 1, {0, -0.5}, 4, {0, -1}, 4.5);  // the bigger one second
}

TEST_CASE("an overlap smaller than the rounding of a square root is still a hit",
          "[reread:No square root when apart]") {
    // The centres are sqrt(2) = 1.41421356237309504... apart; the radius sum is the double
    // nearest sqrt(2), 1.41421356237309514..., so the circles overlap by about 1e-16. The
    // squared distance, 2, is exact; a rounded square root equals the radius sum and would
    // call this touching.
    double r = std::sqrt(2.0) / 2;
    collide::Hit h = collide::circle_hit({0, 0}, r, {1, 1}, r);
    INFO("circle_hit((0, 0), " << std::setprecision(17) << r << ", (1, 1), " << r
                                << ") = " << course::describe(h));
    CHECK(h.hit);
    CHECK(course::near(h.depth, 0));
}

TEST_CASE("equal centres: normal (1, 0) and depth r1 + r2", "[reread:Equal centres]") {
    check_hit("equal-centres", {1, 0}, 3);
    check_hit({0, 0}, 0, {0, 0}, 0.5, {1, 0}, 0.5);   // a point at a circle's centre
    check_hit({-7, 1e6}, 3, {-7, 1e6}, 3, {1, 0}, 6);
    check_hit({2, 2}, 2, {2, 2}, 1, {1, 0}, 3);       // swapped: still (1, 0), not turned round
}

TEST_CASE("two points at the same place do not hit", "[reread:Equal centres]") {
    check_no_hit("two-points");  // distance 0 is not less than 0 + 0
}

TEST_CASE("a negative radius is no hit", "[reread:Bad radii and NaN]") {
    check_no_hit("negative-radius");   // the sum, 2, would be more than the distance
    check_no_hit({0, 0}, 3, {1, 0}, -1);
    check_no_hit({0, 0}, -1, {0, 0}, -1);
    check_no_hit({0, 0}, -2, {0, 0}, 3);   // equal centres
}

TEST_CASE("a NaN radius or coordinate is no hit", "[reread:Bad radii and NaN]") {
    check_no_hit("nan-radius");
    check_no_hit({0, 0}, 1, {1, 0}, kNaN);
    check_no_hit("nan-centre");
    check_no_hit({0, kNaN}, 1, {1, 0}, 1);
    check_no_hit({0, 0}, 1, {kNaN, 0}, 1);
    check_no_hit({0, 0}, 1, {0, kNaN}, 1);
    check_no_hit({kNaN, kNaN}, 1, {kNaN, kNaN}, 1);
}

TEST_CASE("an infinite centre is no hit; an infinite radius reaches everything",
          "[precision][reread:The range of doubles]") {
    check_no_hit({0, 0}, 1, {kInf, 0}, 1);
    check_no_hit({0, -kInf}, 1, {0, 0}, 1);
    collide::Hit h = collide::circle_hit({0, 0}, kInf, {3, 4}, 1);
    INFO("circle_hit((0, 0), inf, (3, 4), 1) = " << course::describe(h));
    CHECK(h.hit);
    CHECK(course::near(h.normal.x, 0.6));
    CHECK(course::near(h.normal.y, 0.8));
    CHECK(std::isinf(h.depth));
    CHECK(h.depth > 0);
}

TEST_CASE("centres closer than 1e-154 still give a unit normal along c2 - c1",
          "[precision][reread:The range of doubles]") {
    // The squared offsets underflow: 9e-324 + 1.6e-323 keeps one significant bit, and the
    // root of 0 would make (0, 1e-170) look like equal centres.
    check_hit({0, 0}, 1, {3e-162, 4e-162}, 1, {0.6, 0.8}, 2);
    check_hit({0, 0}, 1, {0, 1e-170}, 1, {0, 1}, 2);
    check_hit({0, 0}, 0.5, {0, -5e-324}, 0.5, {0, -1}, 1);  // the smallest double apart
}

TEST_CASE("huge and tiny circles follow the same rules as circles in metres",
          "[precision][reread:The range of doubles]") {
    // Each range in a section of its own, so that a failure shows only its own call.
    SECTION("r1 + r2 = 2e200: its square overflows, and so does that of the distance, 1e160") {
        collide::Hit h = collide::circle_hit({0, 0}, 1e200, {1e160, 0}, 1e200);
        INFO("circle_hit((0, 0), 1e200, (1e160, 0), 1e200) = " << course::describe(h));
        CHECK(h.hit);
        CHECK(h.normal.x == 1);
        CHECK(h.normal.y == 0);
        CHECK(course::within_relative(h.depth, 2e200, 1e-15));
        check_no_hit({0, 0}, 1e200, {2e200, 0}, 1e200);      // touching, exactly
        check_no_hit({0, 0}, 1e200, {-3e200, 4e200}, 1e200);  // apart
    }
    SECTION("an infinite radius reaches centres whose squared distance overflows too") {
        collide::Hit far = collide::circle_hit({0, 0}, kInf, {3e300, 4e300}, 1);
        INFO("circle_hit((0, 0), inf, (3e300, 4e300), 1) = " << course::describe(far));
        CHECK(far.hit);
        CHECK(course::near(far.normal.x, 0.6));
        CHECK(course::near(far.normal.y, 0.8));
        CHECK(far.depth == kInf);
    }
    SECTION("beyond DBL_MAX the distance itself is infinite, and nothing reaches that far") {
        check_no_hit({-1e308, 0}, kInf, {1e308, 0}, 1);       // c2 - c1 overflows
        check_no_hit({0, 0}, kInf, {1.5e308, 1.5e308}, 1);    // its length does
    }
    SECTION("r1 + r2 = 2e-170: its square underflows to 0, like the squared distance") {
        collide::Hit tiny = collide::circle_hit({0, 0}, 1e-170, {0, 0}, 1e-170);
        {
            INFO("circle_hit((0, 0), 1e-170, (0, 0), 1e-170) = " << course::describe(tiny));
            CHECK(tiny.hit);
            CHECK(tiny.normal.x == 1);
            CHECK(course::within_relative(tiny.depth, 2e-170, 0));   // exactly
        }
        collide::Hit close = collide::circle_hit({0, 0}, 1e-170, {0, -1.5e-170}, 1e-170);
        {
            INFO("circle_hit((0, 0), 1e-170, (0, -1.5e-170), 1e-170) = "
                 << course::describe(close));
            CHECK(close.hit);
            CHECK(close.normal.y == -1);
            CHECK(course::within_relative(close.depth, 0.5e-170, 2e-15));
        }
        check_no_hit({0, 0}, 1e-170, {2e-170, 0}, 1e-170);    // touching, exactly
        check_no_hit({0, 0}, 1e-170, {3e-170, 4e-170}, 1e-170);
    }
}
