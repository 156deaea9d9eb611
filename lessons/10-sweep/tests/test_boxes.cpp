// swept_aabb(): the worked examples and every rule of the lesson, on shots whose answers can
// be worked out by hand. Most are shot at the square S = (0, 0, 2, 2).
#include <cmath>

#include "sweep_checks.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Aabb;
using collide::Vec2;
using course::Boxes;
using course::boxes;
using course::check_impact;
using course::check_no_impact;
using course::check_normal;

namespace {
const Aabb kS = {0, 0, 2, 2};
} // namespace

TEST_CASE("the still box is grown by the moving box's half-size, not just met by its centre",
          "[reread:A moving box is a ray]") {
    check_impact(Boxes{kS, {-5, 0.5, -2, 1.5}, {4, 0}}, 0.5, {-1, 0});     // 3 wide
    check_impact(Boxes{kS, {0.5, 4, 1.5, 8}, {0, -8}}, 0.25, {0, 1});      // 4 high
    check_impact(Boxes{kS, {-3, 2.5, -2, 3.5}, {4, -2}}, 0.5, {-1, 0});    // its corner clips S's
    check_no_impact(Boxes{kS, {0.5, 2.5, 1.5, 4.5}, {0, 1}});
}

TEST_CASE("a box shot at a face meets it where its edge reaches the face",
          "[reread:Worked example: boxes]") {
    check_impact(boxes("face"), 0.5, {-1, 0});
    check_impact(boxes("from-above"), 0.5, {0, 1});
    check_impact(boxes("slanted"), 0.5, {-1, 0});   // slanted, x face
    check_impact(Boxes{kS, {-1.5, -3, -0.5, -2}, {2, 4}}, 0.5, {0, -1});   // slanted, y face
}

TEST_CASE("a thin wall stops a box that would jump over it in one step", "[reread:Tunnelling]") {
    check_impact(boxes("thin-wall"), 0.4, {-1, 0});
    check_impact(Boxes{{2, 0, 2.1, 4}, {9.5, 1, 10, 1.5}, {-10, 0}}, 0.74, {1, 0});
}

TEST_CASE("moving towards -x or -y: the normal faces the other way",
          "[reread:A moving box is a ray]") {
    check_normal(Boxes{kS, {3, 0.5, 4, 1.5}, {-4, 0}}, {1, 0});
    check_normal(Boxes{kS, {0.5, -4, 1.5, -3}, {0, 6}}, {0, -1});
    check_normal(Boxes{kS, {3, 3, 4, 5}, {-4, -2}}, {0, 1});
}

TEST_CASE("a corner: both axes enter at the same t, and the x face wins",
          "[reread:A moving box is a ray]") {
    check_normal(boxes("corner"), {-1, 0});
    check_normal(Boxes{kS, {3, 3, 4, 4}, {-2, -2}}, {1, 0});
    check_normal(Boxes{kS, {-2, 3, -1, 4}, {4, -4}}, {-1, 0});
}

TEST_CASE("a box sliding flush along a face never enters: no impact",
          "[reread:Touching at the start and on the way]") {
    check_no_impact(boxes("flush-slide"));       // along the top
    check_no_impact(Boxes{kS, {-3, -1, -2, 0}, {6, 0}});      // along the bottom
    check_no_impact(Boxes{kS, {-1, -3, 0, -2}, {0, 6}});      // up the left side
    check_no_impact(Boxes{kS, {2, 5, 3, 6}, {-0.0, -8}});     // down the right side, -0 in x
    check_impact(Boxes{kS, {-3, 1.99, -2, 2.99}, {6, 0}}, 1.0 / 3, {-1, 0});  // 0.01 lower
}

TEST_CASE("passing corner to corner never enters: no impact",
          "[reread:Touching at the start and on the way]") {
    check_no_impact(boxes("corner-to-corner"));       // meets S's top-left corner at 0.5
    check_no_impact(Boxes{kS, {3, 1, 4, 2}, {-2, 2}});        // top-right
    check_no_impact(Boxes{kS, {1, -2, 2, -1}, {2, 2}});       // bottom-right
    check_impact(Boxes{kS, {-2, 0.9, -1, 1.9}, {2, 2}}, 0.5, {-1, 0});  // 0.1 lower: it clips
}

TEST_CASE("a box that first touches after the step is no impact; one exactly at t = 1 is",
          "[reread:A moving box is a ray]") {
    check_impact(boxes("contact-at-t-1"), 1, {-1, 0});
    check_no_impact(boxes("after-the-step"));        // t = 2
    check_no_impact(Boxes{kS, {0.5, 5, 1.5, 6}, {0, -2.999}});
    check_no_impact(Boxes{kS, {3, 3, 4, 4}, {-0.5, -0.5}});
}

TEST_CASE("boxes that overlap at the start: t = 0, along the shortest way out",
          "[reread:Touching at the start and on the way]") {
    check_impact(boxes("overlapping"), 0, {1, 0});        // 0.5 by 0.5: x
    check_impact(boxes("overlapping-on-top"), 0, {0, 1});     // 1 by 0.2: y
    check_impact(Boxes{kS, {-0.5, 0.5, 0.5, 1}, {-1, 3}}, 0, {-1, 0});     // on the left
    check_impact(Boxes{kS, {0.5, -0.8, 1.5, 0.2}, {0, 0}}, 0, {0, -1});    // below, no motion
    check_impact(boxes("equal-centres"), 0, {1, 0});      // equal centres
    check_impact(Boxes{kS, {0.5, 0.9, 1.5, 1.1}, {3, 3}}, 0, {0, 1});      // level in y: +
    check_impact(Boxes{kS, {-1, -1, 3, 3.5}, {0, 0}}, 0, {1, 0});          // around S
    // Deep inside a big box: the overlap is narrower across y (1) than across x (2), but the
    // way out is 3 towards -x and 50 towards -y. The widths would push it out 50.
    const Aabb big = {0, 0, 100, 100};
    check_impact(Boxes{big, {1, 49, 3, 50}, {0, 0}}, 0, {-1, 0});
    check_impact(Boxes{big, {97, 49, 99, 50}, {1, 1}}, 0, {1, 0});
    check_impact(Boxes{big, {49, 1, 50, 3}, {0, 0}}, 0, {0, -1});
    check_impact(Boxes{big, {50, 96, 52, 99.5}, {-1, 0}}, 0, {0, 1});
}

TEST_CASE("boxes that touch at the start meet at t = 0 only when moving into each other",
          "[reread:Touching at the start and on the way]") {
    check_impact(Boxes{kS, {-1, 0, 0, 1}, {1, 0}}, 0, {-1, 0});
    check_impact(boxes("touching-moving-in"), 0, {1, 0});             // t is +0, not -0
    check_impact(Boxes{kS, {0.5, 2, 1.5, 3}, {1, -1}}, 0, {0, 1});
    check_impact(Boxes{kS, {2, 2, 3, 3}, {-1, -1}}, 0, {1, 0});            // corners touching
    check_no_impact(boxes("touching-moving-out"));                      // moving out
    check_no_impact(Boxes{kS, {2, 0, 3, 1}, {0, 1}});                      // sliding
    check_no_impact(Boxes{kS, {2, 2, 3, 3}, {-1, 1}});                     // corner, sliding off
}

TEST_CASE("touching with decimal coordinates: the grown box's edges are exact at a touch",
          "[reread:A moving box is a ray]") {
    // 0.1 + 0.2 is not 0.3 in doubles: a grown box built from the moving box's centre and
    // half-extents gets a sliver of 5.6e-17 here, and these touches turn into overlaps.
    const Aabb tall = {0, 0, 0.1, 1}, flat = {0, 0, 1, 0.1};
    const Aabb beside = {0.1, 0.2, 0.5, 0.6}, above = {0.2, 0.1, 0.6, 0.5};
    check_no_impact(Boxes{tall, beside, {1, 0}});                          // moving out
    check_no_impact(Boxes{tall, beside, {0, 1}});                          // sliding up its side
    check_no_impact(Boxes{{1.9, 0, 2.5, 1}, {0.2, 0.3, 1.9, 0.6}, {-1, 0}});  // out to the left
    check_no_impact(Boxes{flat, above, {1, 0}});                           // a flush slide
    check_impact(Boxes{tall, beside, {-1, 0}}, 0, {1, 0});                 // moving in
    check_impact(Boxes{flat, above, {0.3, -0.2}}, 0, {0, 1});
}

TEST_CASE("a box with no motion: no impact unless it already overlaps",
          "[reread:A moving box is a ray]") {
    check_no_impact(boxes("no-motion-apart"));
    check_no_impact(Boxes{kS, {2, 0, 3, 1}, {0, 0}});                      // touching
    check_no_impact(Boxes{kS, {3, 0.5, 4, 1.5}, {0, -3}});                 // no motion in x
}

TEST_CASE("flat boxes: a segment hits a solid box, two segments on one line never",
          "[reread:Conventions]") {
    check_impact(boxes("flat-box"), 0.5, {-1, 0});     // moving segment
    check_impact(Boxes{{1, 0, 1, 2}, {-2, 0.5, -1, 1.5}, {4, 0}}, 0.5, {-1, 0});  // still one
    check_impact(Boxes{kS, {-3, 1, -3, 1}, {6, 0}}, 0.5, {-1, 0});         // a point
    check_no_impact(boxes("two-flat-boxes"));           // on one line
    check_no_impact(Boxes{{1, 0, 1, 2}, {1, 4, 1, 5}, {0, -6}});
    check_no_impact(Boxes{kS, {-3, 2, -3, 2}, {6, 0}});                    // a point along the top
    // A horizontal and a vertical segment: their grown box has an area, so they meet.
    check_impact(boxes("crossing-segments"), 1.0 / 3, {0, 1});
}

TEST_CASE("an invalid box, an infinity or a NaN is no impact", "[reread:Conventions]") {
    check_no_impact(boxes("min-above-max"));          // min above max
    check_no_impact(Boxes{kS, {-2, 0, -2.5, 1}, {4, 0}});
    check_no_impact(Boxes{{0, 2, 2, 0}, {-3, -0.5, -1, 3}, {4, 0}});
    check_no_impact(boxes("nan-coordinate"));
    check_no_impact(Boxes{kS, {-3, 0, kNaN, 1}, {4, 0}});
    check_no_impact(Boxes{kS, {-3, 0, -2, 1}, {4, kNaN}});
    check_no_impact(boxes("infinite-delta"));
    check_no_impact(Boxes{{-kInf, 0, 2, 2}, {-3, 0, -2, 1}, {4, 0}});
    check_no_impact(Boxes{kS, {0.5, 0.5, 1.5, kInf}, {0, 0}});             // would overlap
    check_impact(Boxes{{1, 0, 2, 2}, {-3, 0, -1, 1}, {4, 0}}, 0.5, {-1, 0});  // control
}

TEST_CASE("a box's t is never -0.0, and a tiny delta keeps it in [0, 1]",
          "[reread:The ends of the double range][precision]") {
    Boxes shots[] = {
        {kS, {2, 0, 3, 1}, {-1, 0}},     // 0 / -1 is -0.0
        {kS, {0, 2, 1, 3}, {0, -1}},
        {kS, {2, 2, 3, 3}, {-1, -1}},
        {kS, {2, 0.5, 3, 1.5}, {-1e-300, 0}},
    };
    for (const Boxes& shot : shots) {
        collide::Impact i = sweep(shot);
        INFO(describe(shot) << " = " << course::describe(i) << "; expected an impact at t +0");
        REQUIRE(i.hit);
        CHECK(i.t == 0);
        CHECK_FALSE(std::signbit(i.t));
    }
}

TEST_CASE("a tiny or huge delta: t stays finite and in the step",
          "[reread:The ends of the double range][precision]") {
    check_no_impact(Boxes{kS, {-3, 0, -2, 1}, {1e-320, 0}});     // t would overflow to infinity
    check_no_impact(Boxes{kS, {-3, -5, -2, -4}, {1e-320, 4e-320}});
    check_impact(Boxes{kS, {-3, 0, -2, 1}, {1e300, 0}}, 2e-300, {-1, 0});
}
