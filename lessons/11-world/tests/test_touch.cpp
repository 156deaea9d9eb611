// Lesson 11, given code: first_touch(), the time of impact of a moving shape against a still
// one, against oracles that share no code with it (a circle's distance to a polygon by
// std::hypot; two polygons by the given push-out), sampled along the motion. These pass before
// you start: they check the given code the step relies on.
#include <cmath>
#include <vector>

#include "course_test.hpp"
#include "pieces.hpp"
#include "special_values.hpp"
#include "world_checks.hpp"

using namespace collide;
using course::close_to;

namespace {

constexpr int kSamples = 4000;   // points of the motion the oracle looks at
constexpr double kDeep = 1e-9;   // deeper than this, the oracle calls it an overlap

Vec2 plus(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
Vec2 times(Vec2 a, double s) { return {a.x * s, a.y * s}; }

// The first sampled fraction of the motion at which @p overlaps(s) is true, or -1.
template <class Overlaps> double first_sampled(Overlaps overlaps) {
    for (int k = 0; k <= kSamples; ++k)
        if (overlaps(double(k) / kSamples)) return double(k) / kSamples;
    return -1;
}

// The oracle's verdict against @p touch: no overlap before t, none sampled when there is no
// hit, and the first sampled overlap no later than one sample after t.
template <class Overlaps> void check_against_samples(const Touch& touch, Overlaps overlaps) {
    double sampled = first_sampled(overlaps);
    INFO("first_touch hit " << touch.hit << " at t " << touch.t << "; first overlap sampled at "
                            << sampled);
    if (sampled >= 0) {
        CHECK(touch.hit);
        CHECK(touch.t <= sampled);
        CHECK(touch.t >= sampled - 1.0 / kSamples - 1e-12);
    }
    if (touch.hit) {
        CHECK(!overlaps(touch.t));                  // touching at most, never inside
        CHECK(touch.t >= 0);
        CHECK(touch.t <= 1);
        CHECK(close_to(std::hypot(touch.normal.x, touch.normal.y), 1));
    }
}

} // namespace

TEST_CASE("first_touch: a moving circle against a polygon, the first sampled overlap",
          "[given]") {
    course::Random rng(1132);
    int hits = 0, misses = 0;
    for (int n = 0; n < 400; ++n) {
        Polygon p = course::random_convex_polygon(rng, course::random_point(rng, 1));
        Vec2 c = course::random_point(rng, 4);
        double r = rng.uniform(0.1, 1.2);
        Vec2 d = course::random_point(rng, 6);
        if (course::oracle_depth(c, r, p) > 0) continue;   // overlapping: the next test case
        Touch touch = first_touch(course::polygon(p), course::circle(c, r), d);
        INFO("case " << n);
        check_against_samples(touch, [&](double s) {
            return course::oracle_depth(plus(c, times(d, s)), r, p) > kDeep;
        });
        if (touch.hit) {
            ++hits;
            CHECK(touch.normal.x * d.x + touch.normal.y * d.y < 0);   // it moves into p
        } else {
            ++misses;
        }
    }
    CHECK(hits > 50);       // both answers are exercised
    CHECK(misses > 50);
}

TEST_CASE("first_touch: a moving polygon against a polygon, the first sampled overlap",
          "[given]") {
    course::Random rng(2232);
    int hits = 0, misses = 0;
    for (int n = 0; n < 300; ++n) {
        Polygon p = course::random_convex_polygon(rng, course::random_point(rng, 1));
        Polygon q = course::random_convex_polygon(rng, course::random_point(rng, 4));
        Vec2 d = course::random_point(rng, 6);
        if (sat_push_out(p, q).hit) continue;
        Touch touch = first_touch(course::polygon(p), course::polygon(q), d);
        INFO("case " << n);
        check_against_samples(touch, [&](double s) {
            Hit h = sat_push_out(p, course::moved(q, times(d, s)));
            return h.hit && h.depth > kDeep;
        });
        hits += touch.hit;
        misses += !touch.hit;
    }
    CHECK(hits > 30);
    CHECK(misses > 30);
}

TEST_CASE("first_touch: a polygon against a still circle is the circle moving the other way",
          "[given]") {
    course::Random rng(3332);
    for (int n = 0; n < 200; ++n) {
        Polygon q = course::random_convex_polygon(rng, course::random_point(rng, 4));
        Vec2 c = course::random_point(rng, 1), d = course::random_point(rng, 6);
        double r = rng.uniform(0.1, 1.2);
        Touch forward = first_touch(course::circle(c, r), course::polygon(q), d);
        Touch back = first_touch(course::polygon(q), course::circle(c, r), times(d, -1));
        INFO("case " << n);
        CHECK(forward.hit == back.hit);
        CHECK(forward.t == back.t);
        CHECK(forward.normal.x == -back.normal.x);
        CHECK(forward.normal.y == -back.normal.y);
    }
}

TEST_CASE("first_touch: two circles, at the sum of their radii", "[given]") {
    Touch touch = first_touch(course::circle({0, 0}, 1), course::circle({-5, 0}, 1), {8, 0});
    CHECK(touch.hit);
    CHECK(close_to(touch.t, 3.0 / 8));
    CHECK(close_to(touch.normal.x, -1));
    Touch past = first_touch(course::circle({0, 0}, 1), course::circle({-5, 2}, 1), {8, 0});
    CHECK(!past.hit);                               // grazes at distance 2: touching, no entry
}

TEST_CASE("first_touch: overlapping at t = 0 hits at t = 0 only when moving deeper",
          "[given]") {
    course::Random rng(4432);
    int checked = 0;
    for (int n = 0; n < 400; ++n) {
        Polygon p = course::random_convex_polygon(rng, course::random_point(rng, 1));
        Vec2 c = course::random_point(rng, 3);
        double r = rng.uniform(0.2, 1.5);
        if (!(course::oracle_depth(c, r, p) > 0) || course::strictly_inside(c, p)) continue;
        Vec2 middle = {0, 0};                       // a point of p: its vertices' mean
        for (Vec2 v : p) middle = plus(middle, times(v, 1.0 / double(p.size())));
        Vec2 out = {c.x - middle.x, c.y - middle.y};   // away from p, for a centre outside it
        Touch leaving = first_touch(course::polygon(p), course::circle(c, r), out);
        Touch entering = first_touch(course::polygon(p), course::circle(c, r), times(out, -1));
        INFO("case " << n);
        CHECK(!leaving.hit);
        CHECK(entering.hit);
        CHECK(entering.t == 0);
        ++checked;
    }
    CHECK(checked > 50);
    // Two overlapping boxes: the way out is the axis of least depth, +x here.
    Shape wall = course::box(0, 0, 2, 2), box = course::box(1.9, 0.5, 2.9, 1.5);
    CHECK(first_touch(wall, box, {-1, 0}).hit);
    CHECK(close_to(first_touch(wall, box, {-1, 0}).normal.x, 1));
    CHECK(!first_touch(wall, box, {0, 5}).hit);     // along the surface: it may move
    CHECK(!first_touch(wall, box, {1, 0}).hit);     // out: it may move
}

TEST_CASE("first_touch: bad input and far shapes are no hit", "[given]") {
    Shape wall = course::box(0, 0, 1, 1), ball = course::circle({-2, 0.5}, 0.25);
    CHECK(first_touch(wall, ball, {4, 0}).hit);     // control
    CHECK(!first_touch(wall, ball, {course::kNaN, 0}).hit);
    CHECK(!first_touch(wall, ball, {course::kInf, 0}).hit);
    CHECK(!first_touch(wall, course::circle({-2, 0.5}, -1), {4, 0}).hit);
    CHECK(!first_touch(course::polygon({{0, 0}, {1, 0}}), ball, {4, 0}).hit);
    CHECK(!first_touch(wall, ball, {1, 0}).hit);    // stops short: its swept box misses
    Touch none = first_touch(wall, ball, {-4, 0});
    CHECK(!none.hit);
    CHECK(none.t == 0);
    CHECK(none.normal.x == 0);
}

TEST_CASE("first_touch: a polygon whose vertices are one point is a point", "[given]") {
    Shape point = course::polygon({{0, 0}, {0, 0}, {0, 0}});
    Touch touch = first_touch(point, course::circle({-3, 0}, 1), {4, 0});
    CHECK(touch.hit);
    CHECK(close_to(touch.t, 0.5));
    CHECK(close_to(touch.normal.x, -1));
}
