// Lesson 11: circle_polygon_hit() on the chapter's cases, its degenerate rules, and random
// pairs against an oracle that measures distances with std::hypot.
#include <cmath>
#include <stdexcept>

#include "world_cases.hpp"
#include "course_test.hpp"
#include "special_values.hpp"
#include "world_checks.hpp"

using namespace collide;
using course::check_hit;
using course::close_to;

namespace {

// circle_polygon_hit on the documented case @p name (world_cases.hpp).
void check_case(const char* name) {
    CirclePolygonCase c = find_case(name);
    INFO("case " << c.name << ": centre (" << c.centre.x << ", " << c.centre.y << "), radius "
                 << c.radius);
    check_hit(circle_polygon_hit(c.centre, c.radius, c.polygon), c.expected);
}

// circle_polygon_hit on the documented case @p name: its hit and normal only, or (@p depth)
// its hit and depth only, so that a wrong depth does not fail a check of the normal.
void check_part(const char* name, bool depth) {
    CirclePolygonCase c = find_case(name);
    Hit got = circle_polygon_hit(c.centre, c.radius, c.polygon);
    INFO("case " << c.name << ": centre (" << c.centre.x << ", " << c.centre.y << "), radius "
                 << c.radius << "; got " << course::describe(got) << "; expected "
                 << course::describe(c.expected));
    CHECK(got.hit == c.expected.hit);
    if (depth) {
        CHECK(close_to(got.depth, c.expected.depth));
    } else {
        CHECK(close_to(got.normal.x, c.expected.normal.x));
        CHECK(close_to(got.normal.y, c.expected.normal.y));
    }
}

} // namespace

TEST_CASE("beside an edge: the normal points from the circle towards the polygon",
          "[reread:The missing pair]") {
    for (const char* name : {"beside-an-edge", "clockwise-square", "below-a-triangle"})
        check_part(name, false);
}

TEST_CASE("beside an edge: the depth is the shorter way out along the axis of least depth",
          "[reread:The missing pair]") {
    for (const char* name : {"beside-an-edge", "clockwise-square", "below-a-triangle"})
        check_part(name, true);
}

TEST_CASE("touching is no hit, at an edge and for a point on an edge",
          "[reread:The missing pair]") {
    check_case("touching-an-edge");
    check_case("point-on-an-edge");
    check_case("beside-an-edge");       // control: a hair closer is a hit
}

TEST_CASE("near a corner the closest vertex's axis decides", "[reread:The corner's axis]") {
    check_case("near-a-corner-apart");
    check_case("near-a-corner");
}

TEST_CASE("a centre inside, on an edge, on a vertex, at the polygon's centre",
          "[reread:A centre inside the polygon]") {
    check_case("centre-inside");
    check_case("centre-on-an-edge");
    check_case("centre-on-a-vertex");
    check_case("equal-centres");
    check_case("point-inside");
}

TEST_CASE("an edge of length zero is skipped", "[reread:The missing pair]") {
    check_case("repeated-vertex");
}

TEST_CASE("degenerate input: fewer than three vertices throws; a bad radius or coordinate is "
          "no hit; an infinite radius hits", "[reread:Degenerate shapes]") {
    CHECK_THROWS_AS(circle_polygon_hit({0, 0}, 1, {{0, 0}, {1, 0}}), std::invalid_argument);
    CHECK_THROWS_AS(circle_polygon_hit({0, 0}, 1, {}), std::invalid_argument);
    CHECK_THROWS_AS(circle_polygon_hit({course::kNaN, 0}, -1, {{0, 0}}), std::invalid_argument);
    check_case("negative-radius");
    check_case("nan-radius");
    check_case("nan-centre");
    check_case("infinite-vertex");
    check_case("infinite-radius");
    check_hit(circle_polygon_hit({course::kInf, 0}, 1, lesson_square()), {false, {0, 0}, 0});
    check_hit(circle_polygon_hit({0, 0}, 0.5, lesson_square()), {true, {0, -1}, 1.5});  // control
}

TEST_CASE("a flat polygon (every vertex on one line) has no inside: no hit",
          "[reread:Degenerate shapes]") {
    check_hit(circle_polygon_hit({0.5, 0}, 1, {{0, 0}, {1, 0}, {2, 0}}), {false, {0, 0}, 0});
    CHECK(circle_polygon_hit({0.5, 0.5}, 1, {{0, 0}, {1, 0}, {0, 1}}).hit);  // control
}

TEST_CASE("the ends of the double range: huge and subnormal sizes",
          "[precision][reread:The ends of the double range]") {
    const double big = 1e150, tiny = 1e-310;
    Polygon huge = {{-big, -big}, {big, -big}, {big, big}, {-big, big}};
    check_hit(circle_polygon_hit({1.5 * big, 0}, big, huge), {true, {-1, 0}, 0.5 * big});
    Polygon small = {{-tiny, -tiny}, {tiny, -tiny}, {tiny, tiny}, {-tiny, tiny}};
    Hit h = circle_polygon_hit({1.5 * tiny, 0}, tiny, small);
    CHECK(h.hit);
    CHECK(h.normal.x == -1);
    CHECK(h.normal.y == 0);
    CHECK(std::fabs(h.depth - 0.5 * tiny) <= 0.01 * tiny);
}

namespace {

// The shapes of the scaled cases, in sixteenths (exact at every scale from 2^-1060 to 2^1000):
// square corners, slanted ones, either winding.
std::vector<Polygon> scaled_case_polygons() {
    return {lesson_square(),
            {{-1, 0}, {1, 0}, {0, 1}},
            {{0, -1.5}, {1.25, -0.5}, {0.75, 1.25}, {-0.75, 1.25}, {-1.25, -0.5}},
            {{-2, -0.25}, {-2, 0.25}, {2, 0.5}, {2, -0.5}}};
}

Polygon scaled(const Polygon& p, double s) {
    Polygon out;
    for (Vec2 v : p) out.push_back(v * s);
    return out;
}

// circle_polygon_hit on the case scaled by s (a power of two).
Hit scaled_hit(Vec2 c, double r, const Polygon& p, double s) {
    return circle_polygon_hit(c * s, r * s, scaled(p, s));
}

} // namespace

TEST_CASE("a case scaled by a power of two gives the scaled answer, huge to subnormal",
          "[precision][reread:The ends of the double range]") {
    // The chapter's "near a corner, apart", at each corner of the square, 2^-540 times
    // smaller: every square of a distance is 0 there, so a nearest vertex chosen by squares is
    // the first, (-1, -1), whose axis separates nothing from the three other corners.
    CirclePolygonCase apart = find_case("near-a-corner-apart");
    for (Vec2 corner : lesson_square())
        for (double s : {1.0, 0x1p-540, 0x1p-900, 0x1p600, 0x1p1000}) {
            Vec2 c = {apart.centre.x * corner.x, apart.centre.y * corner.y};
            INFO("near-a-corner-apart at " << course::describe(c) << ", scaled by " << s);
            CHECK_FALSE(scaled_hit(c, apart.radius, apart.polygon, s).hit);
        }
    int cases = 0, hits = 0;
    const std::vector<Polygon> polygons = scaled_case_polygons();
    for (std::size_t k = 0; k < polygons.size(); ++k)
        for (int x = -40; x <= 40; x += 5)
            for (int y = -40; y <= 40; y += 5)
                for (double r : {0.0625, 0.5, 1.0, 1.25}) {
                    const Polygon& p = polygons[k];
                    Vec2 c = {x / 16.0, y / 16.0};
                    Hit unit = circle_polygon_hit(c, r, p);
                    ++cases;
                    hits += unit.hit;
                    // Scales whose coordinates stay normal doubles: exactly the scaled answer.
                    for (double s : {0x1p-540, 0x1p-900, 0x1p600, 0x1p1000}) {
                        Hit h = scaled_hit(c, r, p, s);
                        INFO("polygon " << k << ", centre " << course::describe(c) << ", r "
                                        << r << ", scaled by " << s << ": unscaled "
                                        << course::describe(unit) << ", scaled "
                                        << course::describe(h));
                        REQUIRE(h.hit == unit.hit);
                        REQUIRE(h.normal.x == unit.normal.x);
                        REQUIRE(h.normal.y == unit.normal.y);
                        REQUIRE(h.depth == unit.depth * s);
                    }
                    // Subnormal coordinates round to multiples of 2^-1074, so the projections
                    // lose bits: the same hit where a sixteenth more or less radius would not
                    // change it, and the depth to within a 64th of the scale.
                    bool decided = circle_polygon_hit(c, r - 0.0625, p).hit == unit.hit &&
                                   circle_polygon_hit(c, r + 0.0625, p).hit == unit.hit;
                    for (double s : {0x1p-1040, 0x1p-1060}) {
                        Hit h = scaled_hit(c, r, p, s);
                        INFO("polygon " << k << ", centre " << course::describe(c) << ", r "
                                        << r << ", scaled by " << s << ": unscaled "
                                        << course::describe(unit) << ", scaled "
                                        << course::describe(h));
                        if (decided) REQUIRE(h.hit == unit.hit);
                        if (decided && h.hit)
                            REQUIRE(std::fabs(h.depth - unit.depth * s) <= s / 64);
                    }
                }
    CHECK(cases == 4 * 17 * 17 * 4);
    CHECK(hits > cases / 4);                   // controls: hits and misses at every scale
    CHECK(hits < cases * 3 / 4);
}

TEST_CASE("random circles and polygons against the distance oracle (fixed seed)",
          "[reread:The missing pair]") {
    course::Random rng(1101);
    const double kUndecided = 1e-7;   // pairs this close to touching are left out
    int hits = 0, misses = 0;
    for (int k = 0; k < 20000; ++k) {
        Polygon p = course::random_convex_polygon(rng, course::random_point(rng, 1));
        Vec2 c = course::random_point(rng, 3);
        double r = rng.uniform(0, 1.5);
        double depth = course::oracle_depth(c, r, p);
        bool inside = course::strictly_inside(c, p);
        double gap = inside ? 1 : std::fabs(r - course::boundary_distance(c, p));
        if (gap < kUndecided) continue;
        Hit h = circle_polygon_hit(c, r, p);
        INFO("pair " << k << ": centre (" << c.x << ", " << c.y << "), r " << r
                     << ", oracle depth " << depth << ", got depth " << h.depth);
        REQUIRE(h.hit == (depth > 0));
        if (!h.hit) {
            ++misses;
            continue;
        }
        ++hits;
        REQUIRE(close_to(std::hypot(h.normal.x, h.normal.y), 1, 1e-12));
        REQUIRE(close_to(h.depth, depth, 1e-9));
        // Moving the polygon by normal * depth leaves the circle touching it, outside it.
        Polygon out = course::moved(p, h.normal * h.depth);
        REQUIRE(!course::strictly_inside(c, out));
        REQUIRE(close_to(course::boundary_distance(c, out), r, 1e-9));
    }
    CHECK(hits > 5000);
    CHECK(misses > 5000);
}

TEST_CASE("random pairs: sampled points of the moved circle lie outside the polygon",
          "[reread:The missing pair]") {
    course::Random rng(1102);
    int hits = 0;
    for (int k = 0; k < 2000; ++k) {
        Polygon p = course::random_convex_polygon(rng, {0, 0});
        Vec2 c = course::random_point(rng, 2);
        double r = rng.uniform(0.1, 1);
        Hit h = circle_polygon_hit(c, r, p);
        if (!h.hit) continue;
        ++hits;
        Vec2 back = c - h.normal * (h.depth + 1e-9);   // the circle moved instead, a hair more
        for (int s = 0; s < 64; ++s) {
            double a = 6.283185307179586 * s / 64;
            for (double f : {0.0, 0.5, 0.999}) {
                Vec2 q = {back.x + f * r * std::cos(a), back.y + f * r * std::sin(a)};
                INFO("pair " << k << ", sample " << s << " at " << f << " of the radius");
                REQUIRE(!course::strictly_inside(q, p));
            }
        }
    }
    CHECK(hits > 500);
}
