// Lesson 09: the rules of resolve() on the chapter's column and other cases worked by hand.
#include <cmath>
#include <stdexcept>

#include "bodies.hpp"
#include "course_test.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;
using course::near;

namespace {

void check_at(const Body& body, Vec2 centre) {
    Vec2 c = centroid(body.shape);
    INFO("centre (" << c.x << ", " << c.y << "), expected (" << centre.x << ", " << centre.y
                     << ")");
    CHECK(near(c.x, centre.x));
    CHECK(near(c.y, centre.y));
}

bool all_same_bits(const std::vector<Body>& p, const std::vector<Body>& q) {
    if (p.size() != q.size()) return false;
    for (std::size_t k = 0; k < p.size(); ++k)
        if (!course::same_bits(p[k], q[k])) return false;
    return true;
}

} // namespace

TEST_CASE("one pass over the column, in index order: each push is seen by the next pair",
          "[reread:The order of the pairs]") {
    std::vector<Body> column = lesson_column();
    CHECK(resolve(column, 1, 0) == 1);
    // (floor, 1): box 1 up by 0.25, to 0.5; (1, 2): now 0.5 deep, a quarter each way.
    check_at(column[1], {0, 0.25});
    check_at(column[2], {0.125, 1.25});
}

TEST_CASE("the same column listed top down is another order, and another answer",
          "[reread:The order of the pairs]") {
    std::vector<Body> column = lesson_column();
    std::vector<Body> top_down = {column[2], column[1], column[0]};
    CHECK(resolve(top_down, 1, 0) == 1);
    // (2, 1) first: an eighth each way; then (1, floor): box 1 is 0.375 deep, up it goes.
    check_at(top_down[0], {0.125, 1.125});
    check_at(top_down[1], {0, 0.5});
}

TEST_CASE("a pushed pair is left half the slop deep: a resting contact stays a contact",
          "[reread:Slop]") {
    std::vector<Body> bodies = {lesson_column()[0], lesson_column()[1]};   // 0.25 inside the floor
    resolve(bodies, 10, 0.125);
    check_at(bodies[1], {0, 0.4375});                                      // 0.0625 inside
    Hit h = sat_push_out(bodies[0].shape, bodies[1].shape);
    {
        INFO("the depth left: " << h.depth << ", expected 0.0625 (half the slop)");
        CHECK(h.hit);
        CHECK(near(h.depth, 0.0625));
    }
    std::vector<Body> after = bodies;
    resolve(bodies, 10, 0.125);
    INFO("the next frame finds it inside the slop and leaves it alone");
    CHECK(all_same_bits(bodies, after));
}

TEST_CASE("a depth up to the slop is left alone; slop 0 pushes to touching", "[reread:Slop]") {
    {
        std::vector<Body> column = lesson_column(), before = column;
        INFO("every overlap is 0.25: slop 0.25 or more moves nothing");
        resolve(column, 100, 0.25);
        resolve(column, 100, 0.5);
        CHECK(all_same_bits(column, before));
    }
    std::vector<Body> column = lesson_column();
    resolve(column, 100, 0);
    check_at(column[1], {0, 0.5});
    check_at(column[2], {0.125, 1.5});
    CHECK_FALSE(sat_push_out(column[0].shape, column[1].shape).hit);   // touching is no hit
    CHECK_FALSE(sat_push_out(column[1].shape, column[2].shape).hit);
}

TEST_CASE("the column settles: every pair within the slop, the pass count exact",
          "[reread:Why one pass is not enough]") {
    std::vector<Body> column = lesson_column();
    int passes = resolve(column, 100, kSlop);
    CHECK(passes == 7);
    check_at(column[1], {0, 0.4911718750});
    check_at(column[2], {0.125, 1.4861718750});
    for (std::size_t i = 0; i < 2; ++i) {
        Hit h = sat_push_out(column[i].shape, column[i + 1].shape);
        INFO("pair " << i << "-" << i + 1 << ": depth " << h.depth);
        CHECK(h.hit);                       // still a contact ...
        CHECK(h.depth <= kSlop);            // ... inside the slop
    }
}

TEST_CASE("too few passes: resolve returns max_passes, and the pile is not settled",
          "[reread:Why one pass is not enough]") {
    std::vector<Body> column = lesson_column();
    CHECK(resolve(column, 3, kSlop) == 3);
    CHECK(deepest_overlap(column) > kSlop);
}

TEST_CASE("a box squeezed between two static walls never settles: every pass is used",
          "[reread:Why one pass is not enough]") {
    std::vector<Body> bodies = {{box_shape({-1.7, 0}, {1.3, 5}), 0},
                                {box_shape({1.7, 0}, {1.3, 5}), 0},
                                course::square({0.05, 0}, 0.5, 1)};
    CHECK(resolve(bodies, 100, kSlop) == 100);
    CHECK(deepest_overlap(bodies) > kSlop);
}

TEST_CASE("far from the origin the slop must be large against the coordinates' rounding",
          "[precision][reread:A slop far from the origin]") {
    // A box resting 0.05 deep on a floor whose top is at y = 1e9, where the doubles are
    // 1.2e-7 apart (ulp(1e9)).
    auto resting = [] {
        return std::vector<Body>{{box_shape({0, 1e9 - 0.5}, {5, 0.5}), 0},
                                 {box_shape({0.3, 1e9 + 0.45}, {0.5, 0.5}), 1}};
    };
    std::vector<Body> large = resting();  // slop 1e-5, above 2^-47 x 1e9 = 7.1e-6
    CHECK(resolve(large, 10, 1e-5) == 1);
    Hit kept = sat_push_out(large[0].shape, large[1].shape);
    INFO("slop 1e-5: after the push, hit " << kept.hit << ", " << kept.depth << " deep");
    CHECK(kept.hit);
    CHECK(kept.depth <= 1e-5);
    std::vector<Body> small = resting();  // slop 1e-7: half of it is below one ulp of 1e9
    CHECK(resolve(small, 10, 1e-7) == 1);
    Hit lost = sat_push_out(small[0].shape, small[1].shape);
    INFO("slop 1e-7: after the push, hit " << lost.hit << ", " << lost.depth << " deep");
    CHECK_FALSE(lost.hit);  // the depth 5e-8 rounded away: touching, no contact
}

TEST_CASE("nothing to push: resolve returns 0, and max_passes 0 moves nothing",
          "[reread:Conventions]") {
    std::vector<Body> apart = {course::square({0, 0}, 1, 1), course::square({3, 0}, 1, 1)};
    std::vector<Body> before = apart;
    CHECK(resolve(apart, 10, kSlop) == 0);
    CHECK(all_same_bits(apart, before));
    std::vector<Body> column = lesson_column(), column_before = column;
    CHECK(resolve(column, 0, kSlop) == 0);
    CHECK(all_same_bits(column, column_before));
    std::vector<Body> none, one = {course::square({0, 0}, 1, 1)};
    CHECK(resolve(none, 10, kSlop) == 0);
    CHECK(resolve(one, 10, kSlop) == 0);
}

TEST_CASE("two static bodies that overlap are skipped and never counted",
          "[reread:Static and kinematic bodies]") {
    // A block sunk into the floor (both static) and a box resting inside the slop.
    std::vector<Body> bodies = {lesson_column()[0], course::square({2, 0.25}, 0.5, 0),
                                course::square({-1.5, 0.495}, 0.5, 1)};
    std::vector<Body> before = bodies;
    CHECK(resolve(bodies, 100, kSlop) == 0);
    CHECK(all_same_bits(bodies, before));
    INFO("with a box deep in the floor, one pass pushes it; the static pair still never counts");
    bodies[2] = course::square({-1.5, 0.25}, 0.5, 1);
    CHECK(resolve(bodies, 100, kSlop) == 1);
}

TEST_CASE("the kinematic bar and the floor never move, bit for bit, while the pile does",
          "[reread:Static and kinematic bodies]") {
    std::vector<Body> pile = lesson_pile();
    std::vector<Body> before = pile;
    CHECK(resolve(pile, kFramePasses, kSlop) == kFramePasses);   // the pile as placed needs more
    CHECK(course::same_bits(pile[kFloorIndex], before[kFloorIndex]));
    CHECK(course::same_bits(pile[kBarIndex], before[kBarIndex]));
    CHECK(deepest_overlap(pile) < deepest_overlap(before));
}

TEST_CASE("bad arguments throw std::invalid_argument before anything moves",
          "[reread:Conventions]") {
    const std::vector<Body> column = lesson_column();
    auto throws_untouched = [&](std::vector<Body> bodies, int passes, double slop) {
        std::vector<Body> before = bodies;
        CHECK_THROWS_AS(resolve(bodies, passes, slop), std::invalid_argument);
        CHECK(all_same_bits(bodies, before));
    };
    INFO("max_passes -1");
    throws_untouched(column, -1, kSlop);
    for (double slop : {-0.01, kNaN, kInf, -kInf}) {
        INFO("slop " << slop << ", also with max_passes 0");
        throws_untouched(column, 10, slop);
        throws_untouched(column, 0, slop);
    }
    for (double inv_mass : {-1.0, kNaN, kInf}) {
        INFO("the last body's inv_mass " << inv_mass << ": checked before the column moves");
        std::vector<Body> bodies = column;
        bodies.push_back(course::square({5, 5}, 1, inv_mass));
        throws_untouched(bodies, 10, kSlop);
        throws_untouched(bodies, 0, kSlop);
    }
    INFO("a last body of two vertices");
    std::vector<Body> bodies = column;
    bodies.push_back({{{5, 5}, {6, 5}}, 1});
    throws_untouched(bodies, 10, kSlop);
}

TEST_CASE("a body with a NaN or infinite coordinate overlaps nothing and is never moved",
          "[reread:Conventions]") {
    std::vector<Body> bodies = {lesson_column()[0], {{{0, -0.25}, {kNaN, -0.25}, {0, 0.5}}, 1},
                                {{{1, -0.25}, {kInf, -0.25}, {1, 0.5}}, 1}};
    std::vector<Body> before = bodies;
    CHECK(resolve(bodies, 10, kSlop) == 0);
    CHECK(all_same_bits(bodies, before));
}
