// Lesson 04's given sat_push_out against lesson 03's reference sat_hit, on random convex
// polygons (both windings) and on a few hand-made edge cases. Built only with the reference.
#include "course_test.hpp"
#include "push_out.hpp"
#include "random_polygons.hpp"
#include "sat.hpp"

using collide::Hit;
using collide::Vec2;

namespace {

bool same(const Hit& p, const Hit& q) {
    return p.hit == q.hit && std::fabs(p.depth - q.depth) < course::kTolerance &&
           collide::length(p.normal - q.normal) < course::kTolerance;
}

} // namespace

TEST_CASE("sat_push_out gives sat_hit's answer", "[reread:The given push-out]") {
    course::Random rng(404);
    int wrong = 0, hits = 0;
    for (int i = 0; i < 3000; ++i) {
        std::vector<Vec2> a = course::random_convex_polygon(rng, course::random_point(rng, 0.5));
        std::vector<Vec2> b = course::random_convex_polygon(rng, course::random_point(rng, 3.0));
        if (i % 2) b = std::vector<Vec2>(b.rbegin(), b.rend());
        Hit given = collide::sat_push_out(a, b), reference = collide::sat_hit(a, b);
        hits += reference.hit;
        if (!same(given, reference) && ++wrong <= 3) {
            INFO("pair " << i << ": given (" << given.normal.x << ", " << given.normal.y << ") "
                         << given.depth << ", reference (" << reference.normal.x << ", "
                         << reference.normal.y << ") " << reference.depth);
            CHECK(same(given, reference));
        }
    }
    CHECK(wrong == 0);
    CHECK(hits > 500);
}

TEST_CASE("sat_push_out follows sat_hit's rules on ties, touching and bad input",
          "[reread:The given push-out]") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<Vec2> sq = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    auto at = [&](Vec2 c) {
        std::vector<Vec2> p = sq;
        for (Vec2& v : p) v = v + c;
        return p;
    };
    std::vector<std::vector<Vec2>> bs = {at({1.5, 1.5}), at({0, 0}), at({2, 0.5}), at({2, 2}),
                                         {{0, 0}, {nan, 0}, {0, 1}},
                                         {{-1, -1}, {1, -1}, {1, -1}, {1, 1}, {-1, 1}}};
    for (size_t i = 0; i < bs.size(); ++i) {
        INFO("case " << i);
        CHECK(same(collide::sat_push_out(sq, bs[i]), collide::sat_hit(sq, bs[i])));
    }
}
