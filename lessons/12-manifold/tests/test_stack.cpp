// Lesson 12: what the points are for. The given rigid-body step (rigid.hpp) runs a stack of ten
// boxes and a pyramid for 600 steps of 1/60 s with your polygon_manifold: both stand. With the
// deepest point of each manifold only, the stack topples, on a ground that still holds it.
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "course_test.hpp"
#include "manifold.hpp"
#include "rigid.hpp"
#include "stack_film.hpp"

using namespace collide;

namespace {

// What "stands" allows after 600 steps, for every box. Each contact rests kAllowedPenetration
// deep (the step corrects only what lies beyond), so the tenth box may sink by ten of them;
// the rest of each bound is room for the solver's wobble. A right manifold's stack ends within
// sideways 0.013, drop 0.077 and turn 0.0038 radians (expected/12-stack.txt), and its worst
// moment of the run is within 0.042, 0.126 and 0.0078.
constexpr double kAllowedSideways = 0.1;
constexpr double kAllowedDrop = 10 * kAllowedPenetration + 0.05;
constexpr double kAllowedRise = 0.05;   // resting boxes do not climb
constexpr double kAllowedTurn = 0.02;   // radians, about 1.1 degrees
// A box that rests on the ground, at any angle, has its centre at least this high: below it,
// the ground let the box through.
constexpr double kAboveGround = 0.4;

RigidWorld run(RigidWorld world) {
    for (int step = 0; step < kStackSteps; ++step) rigid_step(world, kStackStep);
    return world;
}

// Where box @p i of @p now is after the run, against where it started in @p start (what a
// failed check shows), and what a box below the ground tells.
std::string where(const RigidWorld& start, const RigidWorld& now, std::size_t i) {
    const RigidBox &s = start.boxes[i], &b = now.boxes[i], &ground = start.boxes[0];
    std::ostringstream out;
    out << "box " << i << " (1 is the lowest) started at (" << s.position.x << ", "
        << s.position.y << "), is at (" << b.position.x << ", " << b.position.y
        << ") turned " << b.angle << " radians after " << kStackSteps << " steps";
    if (b.position.y >= kAboveGround) return out.str();
    if (std::fabs(b.position.x - ground.position.x) <= ground.half.x)
        out << ": below the ground, so no contact held it (does polygon_manifold find any?)";
    else
        out << ": thrown past the ground's edge; contacts that pull boxes together fling them "
               "apart (does the normal point from a towards b?)";
    return out.str();
}

// Every box of @p now against where it started in @p start, within the bounds of "stands";
// the checks show the first box that is not.
void check_stands(const RigidWorld& start, const RigidWorld& now) {
    REQUIRE(now.boxes.size() == start.boxes.size());
    for (std::size_t i = 1; i < now.boxes.size(); ++i) {
        const RigidBox &b = now.boxes[i], &s = start.boxes[i];
        double sideways = std::fabs(b.position.x - s.position.x);
        double drop = s.position.y - b.position.y, turn = std::fabs(b.angle - s.angle);
        if (sideways <= kAllowedSideways && drop <= kAllowedDrop && -drop <= kAllowedRise &&
            turn <= kAllowedTurn)
            continue;
        INFO(where(start, now, i));
        CHECK(sideways <= kAllowedSideways);
        CHECK(drop <= kAllowedDrop);
        CHECK(-drop <= kAllowedRise);
        CHECK(turn <= kAllowedTurn);
        return;
    }
}

// A manifold function that always answers @p m, whatever the polygons.
ManifoldFunction always(Manifold m) {
    return [m](const Polygon&, const Polygon&) { return m; };
}

} // namespace

TEST_CASE("two points per contact: a stack of ten boxes stands for 600 steps",
          "[reread:Why two points]") {
    RigidWorld start = box_stack(polygon_manifold, 10);
    check_stands(start, run(start));
}

TEST_CASE("two points per contact: a pyramid of six rows stands for 600 steps",
          "[reread:Why two points]") {
    RigidWorld start = box_pyramid(polygon_manifold, 6);
    check_stands(start, run(start));
}

TEST_CASE("one point per contact, the deepest: the same stack topples, and the ground holds",
          "[reread:Why two points]") {
    RigidWorld start = box_stack(deepest_point_only(polygon_manifold), 10);
    RigidWorld now = run(start);
    int toppled = 0;
    for (std::size_t i = 1; i < now.boxes.size(); ++i) {
        const RigidBox &b = now.boxes[i], &s = start.boxes[i];
        if (b.position.y < kAboveGround) {
            INFO(where(start, now, i));
            CHECK(b.position.y >= kAboveGround);
            return;
        }
        if (std::fabs(b.angle - s.angle) > kToppledAngle ||
            s.position.y - b.position.y > kToppledDrop)
            ++toppled;
    }
    INFO("boxes turned past " << kToppledAngle << " radians or dropped more than "
                              << kToppledDrop << ": " << toppled << " of 10");
    CHECK(toppled > 0);
}

TEST_CASE("given: deepest_point_only keeps the deeper point, its depth, id and the normal",
          "[given][reread:Why two points]") {
    Manifold m;
    m.count = 2;
    m.normal = {0, 1};
    m.points[0] = {{-1, 0}, 0.25, {false, 2, 0, -1}};
    m.points[1] = {{1, 0}, 0.5, {false, 2, 0, 1}};
    Manifold one = deepest_point_only(always(m))({}, {});
    CHECK(one.count == 1);
    CHECK(one.normal.x == 0);
    CHECK(one.normal.y == 1);
    CHECK(one.points[0].point.x == 1);
    CHECK(one.points[0].depth == 0.5);
    CHECK(one.points[0].id.clipped_by == 1);
    m.points[1].depth = 0.25 + kDeeperBy / 2;   // a tie, or nearly one, keeps the first
    one = deepest_point_only(always(m))({}, {});
    CHECK(one.points[0].point.x == -1);
}

TEST_CASE("given: with no contact, a box falls as the step integrates gravity",
          "[given][reread:Why two points]") {
    RigidWorld world = box_stack(always(Manifold()), 1);
    world.boxes[1].position = {0, 100};
    const int steps = 60;
    for (int s = 0; s < steps; ++s) rigid_step(world, kStackStep);
    // Velocity first, then position: after n steps the box has fallen g dt^2 n (n + 1) / 2.
    double fallen = 10 * kStackStep * kStackStep * steps * (steps + 1) / 2;
    CHECK(std::fabs(world.boxes[1].position.y - (100 - fallen)) <= 1e-9);
    CHECK(world.boxes[1].angle == 0);
    CHECK(world.boxes[0].position.y == -0.5);
}
