// Lesson 09: properties on random pairs and piles (fixed seeds), and resolve() against an
// independent re-implementation of the documented order.
#include <algorithm>
#include <cmath>

#include "bodies.hpp"
#include "course_test.hpp"

using namespace collide;

namespace {

bool both_static(const Body& p, const Body& q) { return p.inv_mass == 0 && q.inv_mass == 0; }

// [oracle]
// The documented order written again, another way: every body keeps its starting shape and
// an offset, the shares are the contract's formula as it reads, and the moves are summed.
struct Oracle {
    std::vector<Body> start;
    std::vector<Vec2> offset;
    int passes = 0;

    Polygon shape(std::size_t k) const {
        Polygon p = start[k].shape;
        for (Vec2& v : p) v = v + offset[k];
        return p;
    }

    Oracle(const std::vector<Body>& bodies, int max_passes, double slop)
        : start(bodies), offset(bodies.size(), Vec2{0, 0}) {
        for (int pass = 0; pass < max_passes; ++pass) {
            bool any = false;
            for (std::size_t i = 0; i < start.size(); ++i)
                for (std::size_t j = i + 1; j < start.size(); ++j) {
                    if (both_static(start[i], start[j])) continue;
                    Hit h = sat_push_out(shape(i), shape(j));
                    if (!h.hit || !(h.depth > slop)) continue;
                    double wa = start[i].inv_mass, wb = start[j].inv_mass, d = h.depth - slop / 2;
                    offset[i] = offset[i] - h.normal * (d * wa / (wa + wb));
                    offset[j] = offset[j] + h.normal * (d * wb / (wa + wb));
                    any = true;
                }
            if (!any) return;
            ++passes;
        }
    }
};
// [end oracle]

} // namespace

TEST_CASE("random pairs: separate keeps the mass-weighted centre and leaves them touching",
          "[reread:Who moves]") {
    course::Random rng(909);
    int hits = 0, centre_moved = 0, still_inside = 0;
    for (int n = 0; n < 2000; ++n) {
        Polygon near_origin = course::random_convex_polygon(rng, course::random_point(rng, 0.5));
        Polygon around = course::random_convex_polygon(rng, course::random_point(rng, 2.5));
        Body a = {near_origin, rng.uniform(0.05, 5)}, b = {around, rng.uniform(0.05, 5)};
        Hit h = sat_push_out(a.shape, b.shape);
        if (!h.hit) continue;
        ++hits;
        Vec2 before = course::mass_centre(a, b);
        separate(a, b, h);
        Vec2 after = course::mass_centre(a, b);
        double scale = std::max(1.0, length(before));
        if (length(after - before) > course::kTolerance * scale && ++centre_moved <= 3) {
            INFO("pair " << n << ": the centre moved by " << length(after - before));
            CHECK(length(after - before) <= course::kTolerance * scale);
        }
        Hit left = sat_push_out(a.shape, b.shape);
        if (left.hit && left.depth > course::kTolerance && ++still_inside <= 3) {
            INFO("pair " << n << ": still " << left.depth << " deep after the full push");
            CHECK(left.depth <= course::kTolerance);
        }
    }
    CHECK(centre_moved == 0);
    CHECK(still_inside == 0);
    CHECK(hits > 500);
}

// resolve() on 1000 random piles against the documented order: the positions (@p count
// false) or the pass count (@p count true), each rule on its own.
void check_against_the_documented_order(bool count) {
    course::Random rng(2009);
    int wrong = 0, settled = 0, unsettled = 0;
    for (int n = 0; n < 1000; ++n) {
        std::vector<Body> pile = course::random_pile(rng);
        int max_passes = int(rng.integer(1, 12));
        // Not slop 0: then a pair pushed to touching counts again or not as rounding decides,
        // and two correct programs may disagree on the pass count (the chapter's Slop section).
        double slop = rng.uniform(0.001, 0.1);
        Oracle oracle(pile, max_passes, slop);
        int passes = resolve(pile, max_passes, slop);
        (passes < max_passes ? settled : unsettled) += 1;
        if (count) {
            if (passes != oracle.passes && ++wrong <= 3) {
                INFO("pile " << n << " (" << pile.size() << " bodies, max_passes " << max_passes
                             << ", slop " << slop << ")");
                CHECK(passes == oracle.passes);
            }
            continue;
        }
        std::size_t body = 0, vertex = 0;
        double off = 0;
        for (std::size_t k = 0; k < pile.size(); ++k) {
            Polygon expected = oracle.shape(k);
            for (std::size_t v = 0; v < expected.size(); ++v)
                if (length(pile[k].shape[v] - expected[v]) > off)
                    off = length(pile[k].shape[v] - expected[v]), body = k, vertex = v;
        }
        if (off > course::kTolerance && ++wrong <= 3) {
            Vec2 got = pile[body].shape[vertex], expected = oracle.shape(body)[vertex];
            INFO("pile " << n << " (" << pile.size() << " bodies, max_passes " << max_passes
                         << ", slop " << slop << "): body " << body << ", vertex " << vertex
                         << " is at (" << got.x << ", " << got.y << "), the documented order "
                         << "puts it at (" << expected.x << ", " << expected.y << ")");
            CHECK(off <= course::kTolerance);
        }
    }
    CHECK(wrong == 0);
    CHECK(settled > 50);
    CHECK(unsettled > 50);
}

TEST_CASE("random piles: resolve moves the bodies as the documented order does",
          "[reread:The order of the pairs]") {
    check_against_the_documented_order(false);
}

TEST_CASE("random piles: resolve counts the passes that pushed, as the documented order does",
          "[reread:Why one pass is not enough]") {
    check_against_the_documented_order(true);
}

TEST_CASE("random piles: settled means no pair deeper than the slop",
          "[reread:Why one pass is not enough]") {
    course::Random rng(4242);
    int settled = 0, too_deep = 0;
    for (int n = 0; n < 300; ++n) {
        std::vector<Body> pile = course::random_pile(rng);
        double slop = rng.uniform(0, 0.05);
        int max_passes = 60;
        if (resolve(pile, max_passes, slop) < max_passes) {
            ++settled;
            for (std::size_t i = 0; i < pile.size(); ++i)
                for (std::size_t j = i + 1; j < pile.size(); ++j) {
                    if (both_static(pile[i], pile[j])) continue;
                    Hit h = sat_push_out(pile[i].shape, pile[j].shape);
                    if (h.hit && h.depth > slop + course::kTolerance && ++too_deep <= 3) {
                        INFO("pile " << n << ", pair " << i << "-" << j << ": " << h.depth
                                     << " deep, slop " << slop);
                        CHECK(h.depth <= slop + course::kTolerance);
                    }
                }
        }
    }
    CHECK(too_deep == 0);
    CHECK(settled > 200);
}

TEST_CASE("random piles: static bodies keep every bit", "[reread:Static and kinematic bodies]") {
    course::Random rng(4242);
    int statics_moved = 0;
    for (int n = 0; n < 300; ++n) {
        std::vector<Body> pile = course::random_pile(rng), before = pile;
        double slop = rng.uniform(0, 0.05);
        resolve(pile, 60, slop);
        for (std::size_t k = 0; k < pile.size(); ++k)
            if (pile[k].inv_mass == 0 && !course::same_bits(pile[k], before[k]) &&
                ++statics_moved <= 3) {
                INFO("pile " << n << ", body " << k << " is static and was written to");
                CHECK(course::same_bits(pile[k], before[k]));
            }
    }
    CHECK(statics_moved == 0);
}

namespace {

// The largest coordinate magnitude of two bodies: the scale of their rounding.
double largest_coordinate(const Body& a, const Body& b) {
    double m = 0;
    for (const Body* body : {&a, &b})
        for (Vec2 v : body->shape) m = std::max({m, std::fabs(v.x), std::fabs(v.y)});
    return m;
}

} // namespace

TEST_CASE("random pairs far from the origin: a slop of 2^-47 M or more keeps the contact",
          "[precision][reread:A slop far from the origin]") {
    // M is the largest coordinate of the pair: a push rounds the coordinates to about ulp(M),
    // and the contract promises half the slop left, up to that, once slop >= 2^-47 M.
    course::Random rng(910);
    int pushed = 0;
    for (double offset : {1.0, 1e3, 1e6, 1e9, 1e12}) {
        for (int n = 0; n < 1500; ++n) {
            Vec2 at = course::random_point(rng, 1) * offset;
            Polygon first = course::random_convex_polygon(rng, at);
            Polygon second = course::random_convex_polygon(rng, at + course::random_point(rng, 2));
            std::vector<Body> pair = {{first, rng.integer(0, 2) == 0 ? 0 : rng.uniform(0.1, 4)},
                                      {second, rng.uniform(0.1, 4)}};
            double slop = 0x1p-47 * largest_coordinate(pair[0], pair[1]) * rng.uniform(1, 4);
            Hit before = sat_push_out(pair[0].shape, pair[1].shape);
            if (!before.hit || before.depth <= slop) continue;
            ++pushed;
            REQUIRE(resolve(pair, 1, slop) == 1);
            Hit after = sat_push_out(pair[0].shape, pair[1].shape);
            INFO("offset " << offset << ", pair " << n << ": " << before.depth
                           << " deep, slop " << slop << "; after the push: hit " << after.hit
                           << ", " << after.depth << " deep");
            REQUIRE(after.hit);                  // still a contact ...
            REQUIRE(after.depth <= slop);        // ... inside the slop
            REQUIRE(resolve(pair, 1, slop) == 0);  // and the next frame leaves it alone
        }
    }
    CHECK(pushed > 3000);
}
