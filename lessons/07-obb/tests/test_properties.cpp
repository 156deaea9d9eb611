// Randomized properties with fixed seeds: obb_hit() against checks that use no axis test.
#include <cmath>

#include "course_test.hpp"
#include "independent.hpp"
#include "obb_checks.hpp"
#include "obb.hpp"
#include "random_obb.hpp"

using namespace collide;

namespace {

constexpr int kPairs = 20000;

// Every fourth pair shares a's axes exactly (three pairs of parallel edges), every fourth
// after that is a's axes turned 90 degrees about a2 (parallel edges, exact swaps); the rest
// are turned at random. Then one pair in three has a's frame mirrored (one axis turned
// round: a left-handed frame, the same box), and one in five b's.
void random_pair(course::Random& rng, int n, Obb& a, Obb& b) {
    a = random_obb(rng);
    b = random_obb(rng);
    if (n % 4 == 1) {
        for (int k = 0; k < 3; ++k) b.axis[k] = a.axis[k];
    } else if (n % 4 == 2) {
        b.axis[0] = a.axis[1];
        b.axis[1] = -a.axis[0];
        b.axis[2] = a.axis[2];
    }
    if (n % 3 == 0) a.axis[n % 7 % 3] = -a.axis[n % 7 % 3];
    if (n % 5 == 0) b.axis[n % 11 % 3] = -b.axis[n % 11 % 3];
}

// Near touching, rounding may decide either way: those pairs are left out (and counted).
bool near_touching(const Obb& a, const Obb& b) {
    return course::boxes_meet(a, course::scaled(b, 1 + 1e-7)) !=
           course::boxes_meet(a, course::scaled(b, 1 - 1e-7));
}

} // namespace

TEST_CASE("random pairs: obb_hit agrees with the edge-by-edge check",
          "[reread:The idea: project and compare]") {
    course::Random rng(7);
    int checked = 0, hits = 0, wrong = 0;
    for (int n = 0; n < kPairs; ++n) {
        Obb a, b;
        random_pair(rng, n, a, b);
        if (near_touching(a, b)) continue;
        bool meet = course::boxes_meet(a, b);
        ObbHit h = obb_hit(a, b);
        ++checked;
        hits += meet;
        if (h.hit != meet && ++wrong <= 3) {
            INFO("pair " << n << " (seed 7): the boxes " << (meet ? "meet" : "do not meet")
                          << ", obb_hit says hit = " << h.hit << ", axis " << h.axis);
            CHECK(h.hit == meet);
        }
    }
    INFO(checked << " pairs checked, " << hits << " meeting, " << wrong << " wrong");
    CHECK(wrong == 0);
    CHECK(checked > kPairs * 99 / 100);
}

TEST_CASE("random pairs: obb_overlap is obb_hit's answer, touching aside",
          "[reread:Conventions]") {
    course::Random rng(11);
    int wrong = 0, pushed = 0, pushed_overlap = 0;
    for (int n = 0; n < kPairs; ++n) {
        Obb a, b;
        random_pair(rng, n, a, b);
        ObbHit h = obb_hit(a, b);
        bool overlap = obb_overlap(a, b);
        // A hit always overlaps; they may differ only where the boxes touch, which random
        // pairs do not (near_touching leaves out the few that come close).
        if ((h.hit && !overlap) || (overlap != h.hit && !near_touching(a, b))) {
            if (++wrong <= 3) {
                INFO("pair " << n << " (seed 11): obb_hit says " << h.hit << ", obb_overlap "
                              << overlap);
                CHECK(false);
            }
        }
        if (!h.hit) continue;
        // Pushed out until they touch, where rounding decides either way: whatever obb_hit
        // says, a hit must still be an overlap.
        Obb touching = b;
        touching.center = b.center + h.normal * h.depth;
        bool touch_hit = obb_hit(a, touching).hit, touch_overlap = obb_overlap(a, touching);
        ++pushed;
        pushed_overlap += touch_overlap;
        if (touch_hit && !touch_overlap && ++wrong <= 3) {
            INFO("pair " << n << " (seed 11) pushed to touching: a hit, but no overlap");
            CHECK(false);
        }
    }
    CHECK(wrong == 0);
    CHECK(pushed > kPairs / 5);
    INFO(pushed_overlap << " of " << pushed << " pairs pushed to touching still overlap");
    CHECK(pushed_overlap > 0);
}

TEST_CASE("random pairs: the axis named is right, the depth is the least overlap",
          "[reread:Conventions]") {
    course::Random rng(23);
    int wrong = 0;
    for (int n = 0; n < kPairs && wrong < 3; ++n) {
        Obb a, b;
        random_pair(rng, n, a, b);
        ObbHit h = obb_hit(a, b);
        INFO("pair " << n << " (seed 23): hit " << h.hit << ", axis " << h.axis << ", depth "
                     << h.depth);
        REQUIRE(h.axis >= 0);
        REQUIRE(h.axis < kAxisCount);
        Vec3 L = candidate_axis(a, b, h.axis);
        REQUIRE(length(L) >= kParallelEpsilon);
        double gap = course::shadow_gap(a, b, L);  // from the 16 corners
        if (!h.hit) {
            bool ok = gap >= -course::kTolerance && h.depth == 0 && length(h.normal) == 0;
            if (!ok) ++wrong;
            CHECK(gap >= -course::kTolerance);
            CHECK(h.depth == 0);
            CHECK(length(h.normal) == 0);
            continue;
        }
        bool ok = course::near(h.depth, -gap) && course::near(length(h.normal), 1) &&
                  course::near(std::fabs(dot(h.normal, normalized(L))), 1) &&
                  dot(h.normal, b.center - a.center) >= -course::kRoundoff;
        for (int k = 0; k < kAxisCount; ++k) {
            Vec3 M = candidate_axis(a, b, k);
            if (length(M) < kParallelEpsilon) continue;
            double overlap_k = -course::shadow_gap(a, b, M);
            if (overlap_k < h.depth - course::kTolerance) {
                ok = false;
                INFO("axis " << k << " overlaps less: " << overlap_k);
                CHECK(overlap_k >= h.depth - course::kTolerance);
            }
        }
        if (!ok) ++wrong;
        CHECK(course::close_to(h.depth, -gap));
        CHECK(course::close_to(length(h.normal), 1));
        CHECK(course::close_to(std::fabs(dot(h.normal, normalized(L))), 1));
        CHECK(dot(h.normal, b.center - a.center) >= -course::kRoundoff);
    }
    CHECK(wrong == 0);
}

TEST_CASE("random hits: moving b by normal * depth separates them, by less does not",
          "[reread:Conventions]") {
    course::Random rng(31);
    int moved = 0, wrong = 0;
    for (int n = 0; n < kPairs && wrong < 3; ++n) {
        Obb a, b;
        random_pair(rng, n, a, b);
        ObbHit h = obb_hit(a, b);
        if (!h.hit || h.depth < 1e-6) continue;  // below that, 1e-9 of it is lost in rounding
        ++moved;
        Obb out = b, still_in = b;
        out.center = b.center + h.normal * (h.depth * (1 + 1e-9));
        still_in.center = b.center + h.normal * (h.depth * 0.999);
        bool ok = !obb_hit(a, out).hit && obb_hit(a, still_in).hit;
        if (!ok) {
            ++wrong;
            INFO("pair " << n << " (seed 31): axis " << h.axis << ", depth " << h.depth);
            CHECK_FALSE(obb_hit(a, out).hit);
            CHECK(obb_hit(a, still_in).hit);
        }
    }
    CHECK(wrong == 0);
    CHECK(moved > kPairs / 5);
}
