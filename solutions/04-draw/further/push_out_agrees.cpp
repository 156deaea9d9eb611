// Lesson 04's given sat_push_out against lesson 03's reference sat_hit, on random convex
// polygons (both windings), on rotated ties and on a few hand-made edge cases. Built only
// with the reference. Hit and depth must agree always; the normals must agree except at a
// tie, where the two answers are different axes that are equally short ways out (lesson 03,
// "Ties and winding": which tied axis wins is settled by rounding).
#include <cmath>

#include "course_test.hpp"
#include "push_out.hpp"
#include "random_polygons.hpp"
#include "sat.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Hit;
using collide::Vec2;
using collide::Polygon;

namespace {

// How far b must travel along the unit direction n to clear a: the test's own support
// points, neither implementation's code.
double way_out(const Polygon& a, const Polygon& b, Vec2 n) {
    double a_far = -kInf;
    double b_near = kInf;
    for (Vec2 v : a) a_far = std::fmax(a_far, dot(v, n));
    for (Vec2 v : b) b_near = std::fmin(b_near, dot(v, n));
    return a_far - b_near;
}

bool same_normal(const Hit& p, const Hit& q) {
    return collide::length(p.normal - q.normal) < course::kTolerance;
}

// Either normal is a shortest way out: each moves b out by exactly the common depth.
bool tied(const Polygon& a, const Polygon& b, const Hit& p, const Hit& q) {
    return std::fabs(way_out(a, b, p.normal) - p.depth) < course::kTolerance &&
           std::fabs(way_out(a, b, q.normal) - q.depth) < course::kTolerance;
}

bool agree(const Polygon& a, const Polygon& b, const Hit& p, const Hit& q) {
    return p.hit == q.hit && std::fabs(p.depth - q.depth) < course::kTolerance &&
           (same_normal(p, q) || (p.hit && tied(a, b, p, q)));
}

Polygon moved(Polygon p, Vec2 by) {
    for (Vec2& v : p) v = v + by;
    return p;
}

} // namespace

TEST_CASE("sat_push_out gives sat_hit's answer", "[reread:The given push-out]") {
    course::Random rng(404);
    int wrong = 0, hits = 0;
    for (int i = 0; i < 3000; ++i) {
        Polygon a = course::random_convex_polygon(rng, course::random_point(rng, 0.5));
        Polygon b = course::random_convex_polygon(rng, course::random_point(rng, 3.0));
        if (i % 2) b = Polygon(b.rbegin(), b.rend());
        Hit given = collide::sat_push_out(a, b), reference = collide::sat_hit(a, b);
        hits += reference.hit;
        if (!agree(a, b, given, reference) && ++wrong <= 3) {
            INFO("pair " << i << ": given (" << given.normal.x << ", " << given.normal.y << ") "
                         << given.depth << ", reference (" << reference.normal.x << ", "
                         << reference.normal.y << ") " << reference.depth);
            CHECK(agree(a, b, given, reference));
        }
    }
    CHECK(wrong == 0);
    CHECK(hits > 500);
}

TEST_CASE("at a tie under rotation the normals may differ, the depths may not",
          "[reread:The given push-out]") {
    const double pi = 3.14159265358979323846;
    int differ = 0;
    for (int degrees = 0; degrees < 90; ++degrees) {
        double t = degrees * pi / 180;
        Vec2 u = {std::cos(t), std::sin(t)}, v = {-std::sin(t), std::cos(t)};
        Polygon a = {-1 * u - v, u - v, u + v, -1 * u + v};
        Polygon b = moved(a, 1.5 * (u + v));
        Hit given = collide::sat_push_out(a, b), reference = collide::sat_hit(a, b);
        INFO(degrees << " degrees: given (" << given.normal.x << ", " << given.normal.y << ") "
                     << given.depth << ", reference (" << reference.normal.x << ", "
                     << reference.normal.y << ") " << reference.depth);
        REQUIRE(reference.hit);
        CHECK(course::near(reference.depth, 0.5));
        CHECK(agree(a, b, given, reference));
        differ += !same_normal(given, reference);
    }
    // The text's example, 3 degrees, is one of them: the check above must allow for ties.
    INFO(differ << " of 90 rotations give different tied normals");
    CHECK(differ > 0);
}

TEST_CASE("sat_push_out follows sat_hit's rules on ties, touching and bad input",
          "[reread:The given push-out]") {
    Polygon sq = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    const double s = 1e160;
    Polygon huge = {{-s, -s}, {s, -s}, {s, s}, {-s, s}};
    std::vector<std::pair<Polygon, Polygon>> cases = {
        {sq, moved(sq, {1.5, 1.5})}, {sq, sq}, {sq, moved(sq, {2, 0.5})}, {sq, moved(sq, {2, 2})},
        {sq, {{0, 0}, {kNaN, 0}, {0, 1}}}, {sq, {{-1, -1}, {1, -1}, {1, -1}, {1, 1}, {-1, 1}}},
        {{{-1, -1}, {0, -1}, {1e-170, -1}, {1, -1}, {1, 1}, {-1, 1}},
         {{0.5, -1}, {2.5, -1}, {2.5, 1}, {0.5, 1}}},                  // an edge 1e-170 long
        {huge, moved(huge, {1.5 * s, 0})},                             // squares overflow
        {{{-1.7e308, -1}, {1.7e308, -1}, {1.7e308, 1}, {-1.7e308, 1}}, sq}};  // edges overflow
    for (size_t i = 0; i < cases.size(); ++i) {
        const Polygon& a = cases[i].first;
        const Polygon& b = cases[i].second;
        Hit given = collide::sat_push_out(a, b), reference = collide::sat_hit(a, b);
        INFO("case " << i << ": given " << given.hit << " (" << given.normal.x << ", "
                     << given.normal.y << ") " << given.depth << ", reference " << reference.hit
                     << " (" << reference.normal.x << ", " << reference.normal.y << ") "
                     << reference.depth);
        bool same = given.hit == reference.hit && same_normal(given, reference) &&
                    (given.depth == reference.depth ||
                     std::fabs(given.depth / reference.depth - 1) < course::kRoundoff);
        CHECK(same);
    }
}
