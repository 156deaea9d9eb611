// Lesson 06, going further: the branchless slab test gives ray_aabb()'s answers, including
// the cases where the classic branchless form is fooled by 0 x infinity = NaN.
#include <algorithm>
#include <cmath>

#include "course_random.hpp"
#include "course_test.hpp"
#include "ray_branchless.hpp"
#include "special_values.hpp"

using course::kNaN;

using collide::Aabb;
using collide::RayHit;
using collide::Vec2;

namespace {

const Aabb kBox = {-1, -1, 1, 1};

// [classic]
// The branchless form as it is usually written: correct for most rays, but when the origin
// lies exactly on a slab's line and that component is 0, (line - o) * inv_d is 0 x inf = NaN.
RayHit classic_branchless(Vec2 o, Vec2 inv_d, const Aabb& box) {
    double t1 = (box.minx - o.x) * inv_d.x, t2 = (box.maxx - o.x) * inv_d.x;
    double tmin = std::min(t1, t2), tmax = std::max(t1, t2);
    t1 = (box.miny - o.y) * inv_d.y;
    t2 = (box.maxy - o.y) * inv_d.y;
    tmin = std::max(tmin, std::min(t1, t2));
    tmax = std::min(tmax, std::max(t1, t2));
    bool hit = tmax >= std::max(tmin, 0.0);
    return {hit, hit ? std::max(tmin, 0.0) : 0.0};
}
// [end classic]

RayHit branchless(Vec2 o, Vec2 d, const Aabb& box) {
    return collide::ray_aabb_branchless(collide::prepare_ray(o, d), box);
}

bool same(RayHit a, RayHit b) {
    return a.hit == b.hit && std::fabs(a.t - b.t) <= course::kRoundoff * (1 + std::fabs(b.t));
}

// A multiple of 1/4 in [lo/4, hi/4].
double grid(course::Random& rng, int lo, int hi) { return 0.25 * rng.integer(lo, hi); }

} // namespace

TEST_CASE("the classic branchless form misses a ray sliding along the top edge",
          "[reread:Going further]") {
    Vec2 o = {-4, 1}, d = {1, 0};                 // o.y is on the line y = maxy, d.y = 0
    RayHit want = collide::ray_aabb(o, d, kBox);
    REQUIRE(want.hit);
    RayHit classic = classic_branchless(o, {1 / d.x, 1 / d.y}, kBox);
    INFO("classic form gave {" << classic.hit << ", " << classic.t << "}");
    CHECK_FALSE(classic.hit);                     // (maxy - o.y) * inf = 0 * inf = NaN
    // On the bottom edge the same NaN is dropped by max and min, and the answer is right:
    // which edge works depends only on the order of their arguments.
    RayHit bottom = classic_branchless({-4, -1}, {1 / d.x, 1 / d.y}, kBox);
    CHECK(same(bottom, collide::ray_aabb({-4, -1}, d, kBox)));
    RayHit fixed = branchless(o, d, kBox);
    INFO("branchless form gave {" << fixed.hit << ", " << fixed.t << "}");
    CHECK(same(fixed, want));
}

TEST_CASE("a corner graze survives the rounding of 1/d thanks to the widened tmax",
          "[reread:Going further]") {
    // The ray passes exactly through the corner (0, 1) at t = 1: (1 - o.y) / d.y = 49 / 49,
    // but (1 - o.y) * (1 / 49) = 0.9999999999999999, just before the x slab starts at t = 1.
    Vec2 o = {-1, -48}, d = {1, 49};
    const Aabb box = {0, 0, 1, 1};
    RayHit want = collide::ray_aabb(o, d, box);
    REQUIRE(want.hit);
    CHECK(want.t == 1.0);
    RayHit classic = classic_branchless(o, {1 / d.x, 1 / d.y}, box);
    INFO("classic form gave {" << classic.hit << ", " << classic.t << "}");
    CHECK_FALSE(classic.hit);
    RayHit got = branchless(o, d, box);
    INFO("branchless form gave {" << got.hit << ", " << got.t << "}");
    CHECK(same(got, want));
}

TEST_CASE("the branchless form gives ray_aabb's answer on the degenerate cases",
          "[reread:Going further]") {
    const Vec2 cases[][2] = {
        {{-4, 1}, {1, 0}},   {{-4, -1}, {1, 0}},  {{1, -5}, {0, 1}},   {{-1, 5}, {0, -1}},
        {{1, 5}, {-0.0, -1}}, {{0.5, 4}, -Vec2{0, 1}}, {{4, 0.5}, -Vec2{1, 0}},
        {{0, 0}, {0, 0}},    {{1, 1}, {0, 0}},    {{2, 0}, {0, 0}},    {{1, 1}, {-0.0, -0.0}},
        {{0, 2}, {1, -1}},   {{-2, 0}, {1, 1}},   {{3, 0}, {1, 0}},    {{0, 0}, {1, 0}},
        {{kNaN, 0}, {1, 0}},  {{-3, 0}, {kNaN, 0}}, {{-3, 0}, {1, kNaN}}, {{-4, 1.5}, {1, 0}},
    };
    const Aabb boxes[] = {kBox, {0, -1, 0, 1}, {0.5, 0.5, 0.5, 0.5}, {1, -1, -1, 1},
                          {-1, -1, 1, kNaN}};
    for (const Aabb& box : boxes)
        for (const auto& c : cases) {
            RayHit want = collide::ray_aabb(c[0], c[1], box);
            RayHit got = branchless(c[0], c[1], box);
            INFO("o=(" << c[0].x << ", " << c[0].y << ") d=(" << c[1].x << ", " << c[1].y
                       << ") box=(" << box.minx << ", " << box.miny << ", " << box.maxx << ", "
                       << box.maxy << "): ray_aabb {" << want.hit << ", " << want.t
                       << "}, branchless {" << got.hit << ", " << got.t << "}");
            CHECK(same(got, want));
        }
}

TEST_CASE("the branchless form agrees with ray_aabb on random rays, grazes included",
          "[reread:Going further]") {
    course::Random rng(2026);
    int mismatches = 0;
    for (int i = 0; i < 200000; ++i) {
        bool on_grid = i % 2 == 0;   // the grid makes exact grazes and zero components common
        auto coord = [&](int g, double r) {
            return on_grid ? grid(rng, -g, g) : rng.uniform(-r, r);
        };
        double ax = coord(8, 4), bx = coord(8, 4), ay = coord(8, 4), by = coord(8, 4);
        Aabb box = {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
        Vec2 o = {coord(12, 8), coord(12, 8)}, d = {coord(4, 2), coord(4, 2)};
        RayHit want = collide::ray_aabb(o, d, box);
        RayHit got = branchless(o, d, box);
        if (!same(got, want) && ++mismatches <= 5) {
            INFO("o=(" << o.x << ", " << o.y << ") d=(" << d.x << ", " << d.y << ") box=("
                       << box.minx << ", " << box.miny << ", " << box.maxx << ", " << box.maxy
                       << "): ray_aabb {" << want.hit << ", " << want.t << "}, branchless {"
                       << got.hit << ", " << got.t << "}");
            CHECK(same(got, want));
        }
    }
    CHECK(mismatches == 0);
}

TEST_CASE("the branchless form follows ray_aabb down to subnormal directions",
          "[reread:Going further]") {
    // A direction component below 2^-1024 has no finite inverse: 1 / d is infinity, as it is
    // for 0, but the ray does move along that axis. Scaled as a whole (both components) and
    // one component at a time, grazes and origins on a slab's line included.
    course::Random rng(2027);
    int mismatches = 0;
    for (int i = 0; i < 2000; ++i) {
        double ax = grid(rng, -8, 8), bx = grid(rng, -8, 8);
        double ay = grid(rng, -8, 8), by = grid(rng, -8, 8);
        Aabb box = {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
        Vec2 o = {grid(rng, -12, 12), grid(rng, -12, 12)}, d = {grid(rng, -4, 4), grid(rng, -4, 4)};
        for (int k : {0, 500, 1000, 1022, 1025, 1040, 1060, 1072}) {
            const Vec2 scaled[] = {{std::ldexp(d.x, -k), std::ldexp(d.y, -k)},
                                   {std::ldexp(d.x, -k), d.y}, {d.x, std::ldexp(d.y, -k)}};
            for (Vec2 dk : scaled) {
                RayHit want = collide::ray_aabb(o, dk, box);
                RayHit got = branchless(o, dk, box);
                if (!same(got, want) && ++mismatches <= 5) {
                    INFO("o=(" << o.x << ", " << o.y << ") d=(" << dk.x << ", " << dk.y
                               << ") box=(" << box.minx << ", " << box.miny << ", " << box.maxx
                               << ", " << box.maxy << "): ray_aabb {" << want.hit << ", "
                               << want.t << "}, branchless {" << got.hit << ", " << got.t
                               << "}");
                    CHECK(same(got, want));
                }
            }
        }
    }
    CHECK(mismatches == 0);
    // The lesson's example: both slabs overflow to [inf, inf], a miss for both forms.
    CHECK_FALSE(branchless({-3, -5}, {1e-320, 4e-320}, kBox).hit);
    CHECK_FALSE(branchless({1, -2}, {1e-320, 1}, kBox).hit);  // leaves x = 1 at once
}
