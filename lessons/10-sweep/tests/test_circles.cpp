// swept_circles(): the worked examples and every rule of the lesson, on shots whose answers
// can be worked out by hand.
#include <cmath>

#include "sweep_checks.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Vec2;
using course::Circles;
using course::circles;
using course::check_impact;
using course::check_no_impact;
using course::check_normal;

namespace {
const Vec2 kStill = {0, 0};
} // namespace

TEST_CASE("only the relative motion matters: both circles may move",
          "[reread:Two moving circles]") {
    check_impact(circles("both-moving"), 0.75, {1, 0});
    check_impact(Circles{{10, 10}, 1, {7, 3}, {15, 10}, 1, {1, 3}}, 0.5, {1, 0});
}

TEST_CASE("head-on and slanted shots meet at the near root", "[reread:Worked example: circles]") {
    check_impact(circles("head-on"), 0.5, {1, 0});
    check_impact(circles("three-four-five"), 0.25, {0.8, 0.6});
    // Off centre: (5 - 8t)^2 + 1 = 4 first at t = (5 - sqrt 3) / 8.
    check_impact(circles("off-centre"), (5 - std::sqrt(3.0)) / 8,
                 {std::sqrt(3.0) / 2, 0.5});
}

TEST_CASE("a small fast circle that jumps over a target in one step still meets it",
          "[reread:Tunnelling]") {
    // At t = 0 and t = 1 the bullet is 10 away from the target; on the way it passes 0.2 from
    // its centre, inside the radius sum 0.55.
    double x = std::sqrt(0.55 * 0.55 - 0.2 * 0.2);
    check_impact(circles("bullet"), (10 - x) / 20,
                 {-x / 0.55, 0.2 / 0.55});
}

TEST_CASE("the normal points from circle 1 towards circle 2", "[reread:Two moving circles]") {
    check_normal(Circles{{5, 0}, 1, {-6, 0}, {0, 0}, 1, kStill}, {-1, 0});
    check_normal(Circles{{0, 0}, 1, kStill, {0, -5}, 1, {0, 6}}, {0, -1});
    check_normal(Circles{{-4, -3}, 1.5, {8, 6}, {0, 0}, 1, kStill}, {0.8, 0.6});
}

TEST_CASE("circles moving apart never meet", "[reread:Two moving circles]") {
    check_no_impact(circles("receding"));
    check_no_impact(Circles{{0, 0}, 1, kStill, {3, 4}, 1, {3, 4}});
    check_no_impact(Circles{{0, 0}, 1, {-1, 0}, {3, 0}, 1, {1, 0}});
    check_no_impact(Circles{{0, 0}, 2, kStill, {-3, 0.5}, 0.5, {-0.5, 0}});
}

TEST_CASE("a tangent pass, whose closest distance is exactly r1 + r2, is no impact",
          "[reread:Two moving circles]") {
    check_no_impact(circles("tangent-pass"));
    check_no_impact(Circles{{0, 0}, 1, kStill, {-3, -2}, 1, {6, 0}});
    check_no_impact(Circles{{0, 0}, 0.5, kStill, {0.5, 2}, 0, {0, -4}});  // a point, grazing
    // A hair closer is an impact: (5 - 10t)^2 + 1.999^2 = 4.
    double x = std::sqrt(4 - 1.999 * 1.999);
    check_impact(Circles{{0, 0}, 1, kStill, {5, 1.999}, 1, {-10, 0}}, (5 - x) / 10,
                 {x / 2, 1.999 / 2});
}

TEST_CASE("a first contact after the step is no impact; one exactly at t = 1 is",
          "[reread:Two moving circles]") {
    check_no_impact(circles("after-the-step"));   // t = 2
    check_no_impact(Circles{{0, 0}, 1, kStill, {6, 0}, 1, {-3.999, 0}});
    check_impact(circles("contact-at-t-1"), 1, {1, 0});
}

TEST_CASE("circles that overlap at the start: t = 0 with lesson 02's normal",
          "[reread:Touching at the start and on the way]") {
    check_impact(circles("overlapping"), 0, {1, 0});
    check_impact(Circles{{0, 0}, 1, kStill, {0, -1}, 1, {0, -3}}, 0, {0, -1});  // moving apart
    check_impact(Circles{{1, 1}, 2, {1, 1}, {4, 5}, 3.5, {1, 1}}, 0, {0.6, 0.8});  // no motion
    check_impact(circles("equal-centres"), 0, {1, 0});    // equal centres
    check_impact(Circles{{0, 0}, 0, kStill, {0, 0}, 0.5, kStill}, 0, {1, 0}); // a point in it
}

TEST_CASE("circles that touch at the start meet at t = 0 only when they move into each other",
          "[reread:Touching at the start and on the way]") {
    check_impact(circles("touching-moving-in"), 0, {1, 0});
    check_impact(Circles{{0, 0}, 2, kStill, {3, 4}, 3, {-1, 0}}, 0, {0.6, 0.8});
    check_no_impact(circles("touching-moving-out"));    // moving out
    check_no_impact(circles("touching-sliding"));    // sliding off sideways
    check_no_impact(Circles{{0, 0}, 2, kStill, {3, 4}, 3, {4, -3}});
}

TEST_CASE("no relative motion: no impact unless they already overlap",
          "[reread:Two moving circles]") {
    check_no_impact(circles("same-velocity"));
    check_no_impact(Circles{{0, 0}, 1, kStill, {5, 0}, 1, kStill});
    check_no_impact(Circles{{0, 0}, 1, kStill, {2, 0}, 1, kStill});     // touching
}

TEST_CASE("points: two never meet, a point meets a circle", "[reread:Conventions]") {
    check_no_impact(circles("two-points"));
    check_no_impact(Circles{{0, 0}, 0, kStill, {3, 4}, 0, {-6, -8}});
    check_impact(Circles{{-5, 0}, 0, {10, 0}, {0, 0}, 1, kStill}, 0.4, {1, 0});
}

TEST_CASE("a negative or NaN radius is no impact", "[reread:Conventions]") {
    check_no_impact(circles("negative-radius"));
    check_no_impact(Circles{{0, 0}, 3, kStill, {5, 0}, -1, {-6, 0}});
    check_no_impact(Circles{{0, 0}, -1, kStill, {1, 0}, 3, kStill});   // would overlap at 0
    check_no_impact(circles("nan-radius"));
    check_no_impact(Circles{{0, 0}, 1, kStill, {5, 0}, kNaN, {-6, 0}});
}

TEST_CASE("a NaN or an infinity in a centre or a velocity is no impact",
          "[reread:Conventions]") {
    check_no_impact(Circles{{kNaN, 0}, 1, kStill, {5, 0}, 1, {-6, 0}});
    check_no_impact(Circles{{0, 0}, 1, kStill, {5, kNaN}, 1, {-6, 0}});
    check_no_impact(circles("nan-velocity"));
    check_no_impact(Circles{{0, 0}, 1, kStill, {5, 0}, 1, {-6, kNaN}});
    check_no_impact(circles("infinite-velocity"));
    check_no_impact(Circles{{0, 0}, 1, {kInf, 0}, {5, 0}, 1, kStill});
    check_no_impact(Circles{{-kInf, 0}, 1, kStill, {5, 0}, 1, {-6, 0}});
    check_no_impact(Circles{{0, 0}, 1, kStill, {1, 0}, 1, {0, kInf}});  // overlapping, but
}

TEST_CASE("an infinite radius overlaps at the start, as in lesson 02",
          "[reread:Conventions]") {
    check_impact(circles("infinite-radius"), 0, {1, 0});
    check_impact(Circles{{0, 0}, 1, kStill, {3, 4}, kInf, kStill}, 0, {0.6, 0.8});
}

TEST_CASE("a shot that starts a hair from touching gets its t to the last digits",
          "[reread:Two moving circles]") {
    // Offset (1 + 2^-24, 0): |d|^2 and c are exact in double, so the near root in the form
    // c / (-b + sqrt(disc)) is too; -b - sqrt(disc) subtracts two numbers that agree in
    // their first 8 digits. The exact t, from 60-digit decimal arithmetic:
    const double exact_t = 1.98682149909212028209e-8;
    Circles shot{{0, 0}, 0.5, kStill, {1 + std::ldexp(1.0, -24), 0}, 0.5, {-3, 1}};
    collide::Impact i = sweep(shot);
    INFO(describe(shot) << " = " << course::describe(i) << "; expected an impact");
    REQUIRE(i.hit);
    CHECK(course::within_relative(i.t, exact_t, 1e-14));
}

TEST_CASE("a far grazing shot is decided right: b^2 - a c would cancel",
          "[reread:Where precision is lost][precision]") {
    // From 5000 away, the first passes 1e-10 inside the radius sum 1, the second 1e-11
    // outside it. b^2 and a c are both about 1.6e15 here, so their difference is only known
    // to about 0.25, while the discriminant is 0.0128 for the first and -0.0013 for the
    // second. The exact t is from 60-digit decimal arithmetic; a grazing t moves by about
    // 1e-12 when an input moves by its last bit, so that is all it can be held to.
    Circles hit{{0, 0}, 0.5, kStill, {3000, 4000}, 0.5, {-4798.7199040001269, -6400.959871999903}};
    const double exact_t = 0.62499998573385060582;
    collide::Impact i = sweep(hit);
    INFO(describe(hit) << " = " << course::describe(i) << "; expected an impact at t "
                       << exact_t << ", to 1e-10");
    CHECK(i.hit);
    CHECK(std::fabs(i.t - exact_t) <= 1e-10);
    check_no_impact(Circles{{0, 0}, 0.5, kStill, {3000, 4000}, 0.5,
                            {-4798.7199039999859, -6400.9598720000085}});
}

TEST_CASE("the normal has length 1", "[reread:Two moving circles]") {
    Circles shots[] = {
        {{0, 0}, 1, kStill, {5, 1}, 2, {-8, 0}},     // normal at contact, radius sum 3
        {{0, 0}, 3, kStill, {1, 7}, 2, {0, -8}},
        {{0, 0}, 1, kStill, {1, 0.5}, 1, kStill},    // overlapping at the start
    };
    for (const Circles& shot : shots) {
        collide::Impact i = sweep(shot);
        double length = std::hypot(i.normal.x, i.normal.y);
        INFO(describe(shot) << " = " << course::describe(i) << "; the normal's length is "
                            << length << ", expected 1");
        REQUIRE(i.hit);
        CHECK(course::near(length, 1, course::kRoundoff));
    }
}

TEST_CASE("a circle's t is never -0.0", "[reread:The ends of the double range][precision]") {
    Circles shots[] = {
        {{0, 0}, 1, kStill, {-2, 0}, 1, {1, 0}},    // touching, moving in from the left
        {{0, 0}, 1, kStill, {0, -2}, 1, {0, 1}},
        {{0, 0}, 1, kStill, {1, 0}, 1, {-1, 0}},    // overlapping
    };
    for (const Circles& shot : shots) {
        collide::Impact i = sweep(shot);
        INFO(describe(shot) << " = " << course::describe(i) << "; expected t +0");
        REQUIRE(i.hit);
        CHECK(i.t == 0);
        CHECK_FALSE(std::signbit(i.t));
    }
}

TEST_CASE("tiny offsets still give a unit normal in the right direction",
          "[reread:The ends of the double range][precision]") {
    // Squared, these offsets underflow to 0; normalized() (vec2.hpp) scales them first.
    check_impact(Circles{{0, 0}, 1, kStill, {3e-200, 4e-200}, 1, kStill}, 0, {0.6, 0.8});
    check_impact(Circles{{1e-200, 0}, 1, kStill, {0, 0}, 1, {1, 0}}, 0, {-1, 0});
}

TEST_CASE("overlap at the start is lesson 02's test over the whole double range",
          "[reread:The ends of the double range][precision]") {
    // Squared, these radius sums and offsets underflow to 0 or overflow to infinity, and
    // 0 < 0 or inf < inf would call them apart: lesson 02 compares the lengths there.
    check_impact(Circles{{0, 0}, 1e-170, kStill, {1e-171, 0}, 1e-170, kStill}, 0, {1, 0});
    check_impact(Circles{{0, 0}, 1e200, kStill, {0, 1e199}, 1e200, {1, 0}}, 0, {0, 1});
    check_impact(Circles{{0, 0}, kInf, kStill, {1e155, 0}, 1, kStill}, 0, {1, 0});
    check_no_impact(Circles{{0, 0}, 1e-170, kStill, {3e-170, 0}, 1e-170, kStill});  // apart
    // Centres more than DBL_MAX apart have an infinite distance: lesson 02 says no hit, even
    // for an infinite radius.
    check_no_impact(Circles{{-1e308, 0}, kInf, kStill, {1e308, 0}, 1, kStill});
    // Apart by lesson 02's lengths, yet d . d - R^2 rounds below 0 in the squares' lost bits:
    // approaching fast (so that the discriminant is a plain number), they touch at once, at
    // t = +0, never before it.
    Vec2 d = {1.2627257204338947e-162, 2.5657513473348173e-162};
    double r = 2.8579723007466103e-162 / 2;
    const Circles sliver{{0, 0}, r, kStill, d, r, d * -1e170};
    check_impact(sliver, 0, collide::normalized(d));
    collide::Impact i = sweep(sliver);
    INFO(describe(sliver) << " = " << course::describe(i) << "; expected t +0 exactly");
    CHECK(i.t == 0);
    CHECK_FALSE(std::signbit(i.t));
}
