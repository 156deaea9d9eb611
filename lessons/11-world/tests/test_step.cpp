// Lesson 11: step_world(): its order, static bodies, bullets at each edge of the step, the checks
// before anything moves, resolution and velocities, and the lab sheet's scene.
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "course_test.hpp"
#include "pieces.hpp"
#include "special_values.hpp"
#include "world_checks.hpp"

using namespace collide;
using course::near;

namespace {

const double kDt = 1.0 / 60;

World world_of(std::vector<Body> bodies, Vec2 gravity = {0, 0}, int passes = 8,
               double slop = 0.01) {
    return {std::move(bodies), gravity, passes, slop};
}

bool same_bits(const Body& p, const Body& q) {
    const Shape &a = p.shape, &b = q.shape;
    return a.is_circle == b.is_circle && p.bullet == q.bullet &&
           std::memcmp(&a.centre, &b.centre, sizeof(Vec2)) == 0 &&
           std::memcmp(&a.radius, &b.radius, sizeof(double)) == 0 &&
           std::memcmp(&p.velocity, &q.velocity, sizeof(Vec2)) == 0 &&
           std::memcmp(&p.inv_mass, &q.inv_mass, sizeof(double)) == 0 &&
           a.vertices.size() == b.vertices.size() &&
           (a.vertices.empty() ||
            std::memcmp(a.vertices.data(), b.vertices.data(),
                        a.vertices.size() * sizeof(Vec2)) == 0);
}

bool unchanged(const World& before, const World& after) {
    if (before.bodies.size() != after.bodies.size()) return false;
    for (std::size_t k = 0; k < before.bodies.size(); ++k)
        if (!same_bits(before.bodies[k], after.bodies[k])) return false;
    return true;
}

double left_of(const Body& b) { return bounding_box(b.shape).minx; }
double right_of(const Body& b) { return bounding_box(b.shape).maxx; }

// A thin static wall with its left face at x = 1, and a circle of radius 0.25 at x = -1
// flying right at @p speed units per second.
World shot(double speed, bool bullet, double wall_left = 1) {
    return world_of({course::body(course::box(wall_left, -2, wall_left + 0.1, 2), 0),
                     course::body(course::circle({-1, 0}, 0.25), 1, {speed, 0}, bullet)});
}

} // namespace

TEST_CASE("the bodies move first, then the contacts are found and resolved",
          "[reread:One step, in order]") {
    // The moving circle reaches 0.5 into the static one during the step.
    World w = world_of({course::body(course::circle({0, 0}, 1), 0),
                        course::body(course::circle({2.5, 0}, 1), 1, {-60, 0})});
    Counts c = step_world(w, kDt);
    CHECK(c.pairs == 1);
    CHECK(c.candidates == 1);
    CHECK(c.contacts == 1);
    const Body& moved = w.bodies[1];
    INFO("the moving circle's centre x " << moved.shape.centre.x);
    CHECK(near(moved.shape.centre.x, 2 - 0.005));       // pushed out, half the slop left
    CHECK(near(moved.velocity.x, 0));                   // and it no longer closes
    CHECK(w.bodies[0].shape.centre.x == 0);
}

TEST_CASE("resolution: the inverse masses share the push, half the slop is left",
          "[reread:One step, in order]") {
    World w = world_of({course::body(course::box(-1, -1, 1, 1), 1),
                        course::body(course::box(0.5, -1, 2.5, 1), 3)}, {0, 0}, 8, 0.1);
    step_world(w, 0);
    // 0.5 deep, pushed by 0.45: a quarter of it to body 0, three quarters to body 1.
    CHECK(near(left_of(w.bodies[0]), -1 - 0.1125));
    CHECK(near(left_of(w.bodies[1]), 0.5 + 0.3375));
    World shallow = world_of({course::body(course::box(-1, -1, 1, 1), 1),
                              course::body(course::box(0.95, -1, 2.95, 1), 1)}, {0, 0}, 8, 0.1);
    step_world(shallow, 0);
    CHECK(left_of(shallow.bodies[1]) == 0.95);            // 0.05 deep: inside the slop
    World none = world_of(w.bodies, {0, 0}, 0, 0.1);
    none.bodies[1].shape = course::box(0.5, -1, 2.5, 1);
    step_world(none, 0);
    CHECK(left_of(none.bodies[1]) == 0.5);                // no passes: nothing pushed
}

TEST_CASE("Gauss-Seidel passes: a column settles within the slop",
          "[reread:One step, in order]") {
    World w = world_of({course::body(course::box(-3, -1, 3, 0), 0),
                        course::body(course::box(-0.5, -0.25, 0.5, 0.75), 1),
                        course::body(course::box(-0.5, 0.5, 0.5, 1.5), 1)}, {0, 0}, 50, 0.01);
    step_world(w, 0);
    for (int k = 0; k < 2; ++k) {   // measured by the given push-out, not by your shape_hit
        Hit h = sat_push_out(w.bodies[k].shape.vertices, w.bodies[k + 1].shape.vertices);
        INFO("pair " << k << "-" << k + 1 << " depth " << h.depth);
        CHECK(h.hit);                 // still a contact, resting inside the slop
        CHECK(h.depth <= 0.01);
    }
}

TEST_CASE("a static body never moves: not by its velocity, not by a push, not by zero",
          "[reread:Static bodies]") {
    const double nz = -0.0;
    Body wall = course::body(course::polygon({{nz, nz}, {1, nz}, {1, 1}, {nz, 1}}), 0, {5, 5});
    Body ball = course::body(course::circle({0.5, 1.2}, 0.5), 1, {1, -1});
    World w = world_of({wall, ball}, {0, -10});
    World before = w;
    Counts c = step_world(w, kDt);
    CHECK(c.contacts == 1);
    CHECK(same_bits(w.bodies[0], before.bodies[0]));
    CHECK(!same_bits(w.bodies[1], before.bodies[1]));   // control: the ball moved
    World pile = world_of({ball, wall}, {0, -10});
    World pile_before = pile;
    step_world(pile, kDt);
    CHECK(same_bits(pile.bodies[1], pile_before.bodies[1]));
}

TEST_CASE("two static bodies that overlap stay where they are", "[reread:Static bodies]") {
    World w = world_of({course::body(course::box(0, 0, 2, 1), 0),
                        course::body(course::box(1, 0, 3, 1), 0)});
    World before = w;
    CHECK(step_world(w, kDt).contacts == 1);
    CHECK(unchanged(before, w));
}

TEST_CASE("a bullet is stopped by a thin static wall; without the sweep it tunnels",
          "[reread:Bullets]") {
    World swept = shot(240, true);             // 4 units in a step
    step_world(swept, kDt);
    INFO("bullet's right edge " << right_of(swept.bodies[1]));
    CHECK(near(right_of(swept.bodies[1]), 1));
    CHECK(near(swept.bodies[1].velocity.x, 0));
    World plain = shot(240, false);
    step_world(plain, kDt);
    CHECK(near(plain.bodies[1].shape.centre.x, 3));        // straight through
    CHECK(near(plain.bodies[1].velocity.x, 240));
}

TEST_CASE("a bullet at each edge of the step: touching at the start, at the very end, just "
          "out of reach", "[reread:Bullets]") {
    World start = shot(240, true, -0.75);      // touching the wall at t = 0, moving in
    step_world(start, kDt);
    CHECK(start.bodies[1].shape.centre.x == -1);
    CHECK(start.bodies[1].velocity.x == 0);
    World end = shot(60, true, 0.25);          // 1 unit in the step: touching at t = 1
    step_world(end, kDt);
    CHECK(near(end.bodies[1].shape.centre.x, 0));
    CHECK(near(end.bodies[1].velocity.x, 0));
    World beyond = shot(60, true, 0.5);        // out of reach: a full step, the speed kept
    step_world(beyond, kDt);
    CHECK(near(beyond.bodies[1].shape.centre.x, 0));
    CHECK(beyond.bodies[1].velocity.x == 60);
    World away = shot(-240, true, 0.5);        // moving away from the wall
    step_world(away, kDt);
    CHECK(near(away.bodies[1].shape.centre.x, -5));
}

TEST_CASE("a bullet is swept against static bodies only: a moving body is no wall",
          "[reread:Bullets]") {
    World w = shot(240, true);
    w.bodies[0].inv_mass = 1;                  // the wall is a moving body now
    step_world(w, kDt);
    CHECK(near(w.bodies[1].shape.centre.x, 3));
    World wall = shot(240, true);              // control
    step_world(wall, kDt);
    CHECK(near(wall.bodies[1].shape.centre.x, 0.75));
}

TEST_CASE("a bullet stops at the first of several walls", "[reread:Bullets]") {
    World w = shot(240, true, 2);
    w.bodies.push_back(course::body(course::box(1, -2, 1.1, 2), 0));
    step_world(w, kDt);
    CHECK(near(right_of(w.bodies[1]), 1));
}

TEST_CASE("gravity speeds up moving bodies only", "[reread:One step, in order]") {
    World w = world_of({course::body(course::circle({0, 0}, 1), 0, {0, 0}),
                        course::body(course::circle({5, 0}, 1), 1, {0, 0})}, {0, -10});
    step_world(w, 0.5);
    CHECK(w.bodies[0].velocity.y == 0);
    CHECK(near(w.bodies[1].velocity.y, -5));
    CHECK(near(w.bodies[1].shape.centre.y, -2.5));
}

TEST_CASE("dt = 0: nothing moves, the overlaps are still resolved", "[reread:Bad arguments]") {
    World w = world_of({course::body(course::circle({0, 0}, 1), 0),
                        course::body(course::circle({1.5, 0}, 1), 1, {7, 0})}, {0, -10});
    Counts c = step_world(w, 0);
    CHECK(c.contacts == 1);
    CHECK(w.bodies[1].velocity.y == 0);
    CHECK(near(w.bodies[1].shape.centre.x, 1.995));
}

TEST_CASE("bad arguments throw std::invalid_argument before anything changes",
          "[reread:Bad arguments]") {
    const World good = world_of({course::body(course::circle({0, 0}, 1), 0),
                                 course::body(course::circle({1.5, 0}, 1), 1, {1, 1})},
                                {0, -10});
    for (double dt : {-kDt, course::kNaN, course::kInf, -course::kInf}) {
        World w = good;
        INFO("dt " << dt);
        CHECK_THROWS_AS(step_world(w, dt), std::invalid_argument);
        CHECK(unchanged(good, w));
    }
    auto check_bad = [&](World w, const char* what) {
        INFO(what);
        World before = w;
        CHECK_THROWS_AS(step_world(w, kDt), std::invalid_argument);
        CHECK(unchanged(before, w));
    };
    World w = good;
    w.passes = -1;
    check_bad(w, "passes -1");
    for (double slop : {-0.01, course::kNaN, course::kInf}) {
        w = good;
        w.slop = slop;
        check_bad(w, "a bad slop");
    }
    for (double inv_mass : {-1.0, course::kNaN, course::kInf}) {
        w = good;
        w.bodies.push_back(course::body(course::circle({9, 9}, 1), inv_mass));
        check_bad(w, "a bad inverse mass, last");
    }
    w = good;
    w.bodies.push_back(course::body(course::circle({9, 9}, 1), 1, {course::kNaN, 0}));
    check_bad(w, "a NaN velocity, last");
    const Shape shapes[] = {course::circle({9, 9}, -1), course::circle({9, 9}, course::kInf),
                            course::polygon({{9, 9}, {10, 9}}),
                            course::polygon({{9, 9}, {course::kInf, 9}, {9, 10}})};
    for (const Shape& s : shapes) {
        w = good;
        w.bodies.push_back(course::body(s));
        check_bad(w, "an invalid shape, last");
    }
    w = good;
    CHECK_NOTHROW(step_world(w, kDt));              // control
}

TEST_CASE("step on an empty world and on a world of one body", "[reread:Bad arguments]") {
    World empty = world_of({}, {0, -10});
    Counts c = step_world(empty, kDt);
    CHECK(c.pairs == 0);
    CHECK(c.contacts == 0);
    World one = world_of({course::body(course::circle({0, 0}, 1))}, {0, -10});
    c = step_world(one, kDt);
    CHECK(c.pairs == 0);
    CHECK(near(one.bodies[0].velocity.y, -10 * kDt));   // it still falls
}

TEST_CASE("the velocity into each contact is removed, shared by the inverse masses",
          "[reread:One step, in order]") {
    World w = world_of({course::body(course::circle({0, 0}, 1), 1, {2, 0}),
                        course::body(course::circle({1.9, 0}, 1), 1, {-2, 0})}, {0, 0}, 8, 0.01);
    step_world(w, 0);
    CHECK(near(w.bodies[0].velocity.x, 0));
    CHECK(near(w.bodies[1].velocity.x, 0));
    World apart = world_of({course::body(course::circle({0, 0}, 1), 1, {-2, 0}),
                            course::body(course::circle({1.9, 0}, 1), 1, {2, 0})});
    step_world(apart, 0);
    CHECK(apart.bodies[0].velocity.x == -2);    // already separating: kept
}

TEST_CASE("the lab sheet's scene: 19,900 pairs each step, fewer than 300 contacts, nothing "
          "escapes the container", "[reread:The lab sheet's figure]") {
    World w = lesson_scene();
    long long most = 0;
    for (int s = 1; s <= 150; ++s) {
        Counts c = step_world(w, kStep);
        INFO("step " << s);
        REQUIRE(c.pairs == 19900);
        REQUIRE(c.candidates >= c.contacts);
        most = std::max(most, c.contacts);
    }
    CHECK(most > 100);        // the pile has formed
    CHECK(most < 300);
    for (std::size_t k = 3; k < w.bodies.size(); ++k) {
        Aabb b = bounding_box(w.bodies[k].shape);
        INFO("body " << k);
        CHECK(b.minx > -12.1);
        CHECK(b.maxx < 12.1);
        CHECK(b.miny > -0.2);
    }
}
