// Lesson 11: step_world(): its order, static bodies, swept bodies at each edge of the step, the
// checks before anything moves, resolution and velocities, and the lab sheet's scene.
#include <cmath>
#include <cstring>
#include <iomanip>
#include <sstream>
#include <string>
#include <stdexcept>
#include <vector>

#include "course_test.hpp"
#include "pieces.hpp"
#include "special_values.hpp"
#include "world_checks.hpp"

using namespace collide;
using course::close_to;

namespace {

const double kDt = 1.0 / 60;

World world_of(std::vector<Body> bodies, Vec2 gravity = {0, 0}, int passes = 8,
               double slop = 0.01) {
    return {std::move(bodies), gravity, passes, slop, {}};
}

bool same_bits(const Body& p, const Body& q) {
    const Shape &a = p.shape, &b = q.shape;
    return a.is_circle == b.is_circle && p.swept == q.swept &&
           std::memcmp(&a.centre, &b.centre, sizeof(Vec2)) == 0 &&
           std::memcmp(&a.radius, &b.radius, sizeof(double)) == 0 &&
           std::memcmp(&p.velocity, &q.velocity, sizeof(Vec2)) == 0 &&
           std::memcmp(&p.inv_mass, &q.inv_mass, sizeof(double)) == 0 &&
           a.vertices.size() == b.vertices.size() &&
           (a.vertices.empty() ||
            std::memcmp(a.vertices.data(), b.vertices.data(),
                        a.vertices.size() * sizeof(Vec2)) == 0);
}

// A body as a failed check shows it: its shape's coordinates (a -0.0 printed as -0) and velocity.
std::string shown(const Body& b) {
    std::ostringstream out;
    out << std::setprecision(17);
    if (b.shape.is_circle)
        out << "circle (" << b.shape.centre.x << ", " << b.shape.centre.y << ") r "
            << b.shape.radius;
    else
        for (Vec2 v : b.shape.vertices) out << "(" << v.x << ", " << v.y << ") ";
    out << ", velocity (" << b.velocity.x << ", " << b.velocity.y << ")";
    return out.str();
}

// A world's bodies and pushes as a failed check shows them.
std::string shown(const World& w) {
    std::ostringstream out;
    for (const Body& b : w.bodies) out << "[" << shown(b) << "] ";
    for (const Push& p : w.pushes)
        out << "push (" << p.i << ", " << p.j << ", " << p.removed << ") ";
    return out.str();
}

bool unchanged(const World& before, const World& after) {
    if (before.bodies.size() != after.bodies.size()) return false;
    if (before.pushes.size() != after.pushes.size()) return false;
    for (std::size_t k = 0; k < before.pushes.size(); ++k)
        if (std::memcmp(&before.pushes[k], &after.pushes[k], sizeof(Push)) != 0) return false;
    for (std::size_t k = 0; k < before.bodies.size(); ++k)
        if (!same_bits(before.bodies[k], after.bodies[k])) return false;
    return true;
}

double left_of(const Body& b) { return bounding_box(b.shape).minx; }
double right_of(const Body& b) { return bounding_box(b.shape).maxx; }

// A thin static wall with its left face at x = 1, and a circle of radius 0.25 at x = -1
// flying right at @p speed units per second.
World shot(double speed, bool swept, double wall_left = 1) {
    return world_of({course::body(course::box(wall_left, -2, wall_left + 0.1, 2), 0),
                     course::body(course::circle({-1, 0}, 0.25), 1, {speed, 0}, swept)});
}

// The fastest moving body's speed, and the fastest closing speed of a contact.
double fastest_body(const World& w) {
    double most = 0;
    for (const Body& b : w.bodies)
        if (b.inv_mass > 0) most = std::fmax(most, std::hypot(b.velocity.x, b.velocity.y));
    return most;
}

double fastest_closing(const World& w) {
    double most = 0;
    for (const Contact& c : find_contacts(w.bodies).contacts) {
        const Body &a = w.bodies[c.i], &b = w.bodies[c.j];
        Vec2 v = b.velocity - a.velocity;
        most = std::fmax(most, -(v.x * c.hit.normal.x + v.y * c.hit.normal.y));
    }
    return most;
}

// A floor whose top is y = 0 and a column of ten unit boxes on it, falling from touching.
World column() {
    std::vector<Body> bodies = {course::body(course::box(-5, -1, 5, 0), 0)};
    for (int k = 0; k < 10; ++k) bodies.push_back(course::body(course::box(-0.5, k, 0.5, k + 1)));
    return world_of(bodies, kGravity, kPasses, kSlop);
}

} // namespace

TEST_CASE("resolution: the inverse masses share the push, half the slop is left",
          "[reread:One step, in order]") {
    World w = world_of({course::body(course::box(-1, -1, 1, 1), 1),
                        course::body(course::box(0.5, -1, 2.5, 1), 3)}, {0, 0}, 1, 0.1);
    step_world(w, 0);
    // 0.5 deep, pushed by 0.45 in one pass: a quarter of it to body 0, three quarters to body 1.
    CHECK(close_to(left_of(w.bodies[0]), -1 - 0.1125));
    CHECK(close_to(left_of(w.bodies[1]), 0.5 + 0.3375));
    World shallow = world_of({course::body(course::box(-1, -1, 1, 1), 1),
                              course::body(course::box(0.95, -1, 2.95, 1), 1)}, {0, 0}, 8, 0.1);
    step_world(shallow, 0);
    CHECK(left_of(shallow.bodies[1]) == 0.95);            // 0.05 deep: inside the slop
    World none = world_of(w.bodies, {0, 0}, 0, 0.1);
    none.bodies[1].shape = course::box(0.5, -1, 2.5, 1);
    step_world(none, 0);
    CHECK(left_of(none.bodies[1]) == 0.5);                // no passes: nothing pushed
}

TEST_CASE("the velocity into each contact is removed, shared by the inverse masses",
          "[reread:One step, in order]") {
    World w = world_of({course::body(course::circle({0, 0}, 1), 1, {2, 0}),
                        course::body(course::circle({1.9, 0}, 1), 1, {-2, 0})}, {0, 0}, 8, 0.01);
    step_world(w, 0);
    CHECK(close_to(w.bodies[0].velocity.x, 0));
    CHECK(close_to(w.bodies[1].velocity.x, 0));
    World apart = world_of({course::body(course::circle({0, 0}, 1), 1, {-2, 0}),
                            course::body(course::circle({1.9, 0}, 1), 1, {2, 0})});
    step_world(apart, 0);
    CHECK(apart.bodies[0].velocity.x == -2);    // already separating: kept
}

TEST_CASE("positions: over several passes, each pushing by the depth now, a column settles "
          "within the slop",
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

TEST_CASE("positions: each pass updates a contact's depth by how far its bodies were pushed",
          "[reread:One step, in order]") {
    // A box 0.4 into the floor and a second box 0.4 into the first, pushed over many passes:
    // every contact ends inside the slop, none pushed apart (an out-of-date depth over-pushes).
    World w = world_of({course::body(course::box(-3, -1, 3, 0), 0),
                        course::body(course::box(-0.5, -0.4, 0.5, 0.6), 1),
                        course::body(course::box(-0.5, 0.2, 0.5, 1.2), 1)}, {0, 0}, 64, 0.01);
    step_world(w, 0);
    for (int k = 0; k < 2; ++k) {
        Hit h = sat_push_out(w.bodies[k].shape.vertices, w.bodies[k + 1].shape.vertices);
        INFO("pair " << k << "-" << k + 1 << " depth " << h.depth);
        CHECK(h.hit);
        CHECK(h.depth <= 0.01);
        CHECK(h.depth >= 0.004);                    // stopped as soon as within the slop
    }
}

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
    CHECK(close_to(moved.shape.centre.x, 2 - 0.005));       // pushed out, half the slop left
    CHECK(close_to(moved.velocity.x, 0));                   // and it no longer closes
    CHECK(w.bodies[0].shape.centre.x == 0);
}

TEST_CASE("a static body never moves: not by its velocity, not by a push",
          "[reread:Static bodies]") {
    Body wall = course::body(course::box(0, 0, 1, 1), 0, {5, 5});
    Body ball = course::body(course::circle({0.5, 1.2}, 0.5), 1, {1, -1});
    World w = world_of({wall, ball}, {0, -10});
    World before = w;
    Counts c = step_world(w, kDt);
    CHECK(c.contacts == 1);
    INFO("the static body before the step: " << shown(before.bodies[0]) << "; after: "
                                             << shown(w.bodies[0]));
    CHECK(same_bits(w.bodies[0], before.bodies[0]));
    CHECK(!same_bits(w.bodies[1], before.bodies[1]));   // control: the ball moved
    World pile = world_of({ball, wall}, {0, -10});
    World pile_before = pile;
    step_world(pile, kDt);
    INFO("listed second, before: " << shown(pile_before.bodies[1]) << "; after: "
                                   << shown(pile.bodies[1]));
    CHECK(same_bits(pile.bodies[1], pile_before.bodies[1]));
}

TEST_CASE("a static body keeps every bit: not even a push of zero (-0.0 stays -0.0)",
          "[precision][reread:The ends of the double range]") {
    const double nz = -0.0;
    Body wall = course::body(course::polygon({{nz, nz}, {1, nz}, {1, 1}, {nz, 1}}), 0, {5, 5});
    Body ball = course::body(course::circle({0.5, 1.2}, 0.5), 1, {1, -1});
    World w = world_of({wall, ball}, {0, -10});
    World before = w;
    Counts c = step_world(w, kDt);
    CHECK(c.contacts == 1);
    INFO("the static body before the step: " << shown(before.bodies[0]) << "; after: "
                                             << shown(w.bodies[0]));
    CHECK(same_bits(w.bodies[0], before.bodies[0]));
    CHECK(!same_bits(w.bodies[1], before.bodies[1]));   // control: the ball moved
    World pile = world_of({ball, wall}, {0, -10});
    World pile_before = pile;
    step_world(pile, kDt);
    INFO("listed second, before: " << shown(pile_before.bodies[1]) << "; after: "
                                   << shown(pile.bodies[1]));
    CHECK(same_bits(pile.bodies[1], pile_before.bodies[1]));
}

TEST_CASE("two static bodies that overlap stay where they are", "[reread:Static bodies]") {
    World w = world_of({course::body(course::box(0, 0, 2, 1), 0),
                        course::body(course::box(1, 0, 3, 1), 0)});
    World before = w;
    CHECK(step_world(w, kDt).contacts == 1);
    INFO("before: " << shown(before.bodies[0]) << " and " << shown(before.bodies[1])
                    << "; after: " << shown(w.bodies[0]) << " and " << shown(w.bodies[1]));
    CHECK(same_bits(before.bodies[0], w.bodies[0]));
    CHECK(same_bits(before.bodies[1], w.bodies[1]));
}

TEST_CASE("a swept body is stopped by a thin static wall; without the sweep it tunnels",
          "[reread:Swept bodies]") {
    World swept = shot(240, true);             // 4 units in a step
    step_world(swept, kDt);
    INFO("the swept body's right edge " << right_of(swept.bodies[1]));
    CHECK(close_to(right_of(swept.bodies[1]), 1));
    CHECK(close_to(swept.bodies[1].velocity.x, 0));
    World plain = shot(240, false);
    step_world(plain, kDt);
    CHECK(close_to(plain.bodies[1].shape.centre.x, 3));        // straight through
    CHECK(close_to(plain.bodies[1].velocity.x, 240));
}

TEST_CASE("a swept body at each edge of the step: touching at the start, at the very end, just "
          "out of reach", "[reread:Swept bodies]") {
    World start = shot(240, true, -0.75);      // touching the wall at t = 0, moving in
    step_world(start, kDt);
    CHECK(start.bodies[1].shape.centre.x == -1);
    CHECK(start.bodies[1].velocity.x == 0);
    World end = shot(60, true, 0.25);          // 1 unit in the step: touching at t = 1
    step_world(end, kDt);
    CHECK(close_to(end.bodies[1].shape.centre.x, 0));
    CHECK(close_to(end.bodies[1].velocity.x, 0));
    World beyond = shot(60, true, 0.5);        // out of reach: a full step, the speed kept
    step_world(beyond, kDt);
    CHECK(close_to(beyond.bodies[1].shape.centre.x, 0));
    CHECK(beyond.bodies[1].velocity.x == 60);
    World away = shot(-240, true, 0.5);        // moving away from the wall
    step_world(away, kDt);
    CHECK(close_to(away.bodies[1].shape.centre.x, -5));
}

TEST_CASE("a body is swept against static bodies only: a moving body is no wall",
          "[reread:Swept bodies]") {
    World w = shot(240, true);
    w.bodies[0].inv_mass = 1;                  // the wall is a moving body now
    step_world(w, kDt);
    CHECK(close_to(w.bodies[1].shape.centre.x, 3));
    World wall = shot(240, true);              // control
    step_world(wall, kDt);
    CHECK(close_to(wall.bodies[1].shape.centre.x, 0.75));
}

TEST_CASE("a swept body stops at the first of several walls", "[reread:Swept bodies]") {
    World w = shot(240, true, 2);
    w.bodies.push_back(course::body(course::box(1, -2, 1.1, 2), 0));
    step_world(w, kDt);
    CHECK(close_to(right_of(w.bodies[1]), 1));
}

TEST_CASE("gravity speeds up moving bodies only, after they have moved",
          "[reread:One step, in order]") {
    World w = world_of({course::body(course::circle({0, 0}, 1), 0, {0, 0}),
                        course::body(course::circle({5, 0}, 1), 1, {0, 0})}, {0, -10});
    step_world(w, 0.5);
    CHECK(w.bodies[0].velocity.y == 0);
    CHECK(close_to(w.bodies[1].velocity.y, -5));
    CHECK(w.bodies[1].shape.centre.y == 0);                // it moves with it next step
    step_world(w, 0.5);
    CHECK(close_to(w.bodies[1].shape.centre.y, -2.5));
}

TEST_CASE("dt = 0: nothing moves, the overlaps are still resolved", "[reread:Bad arguments]") {
    World w = world_of({course::body(course::circle({0, 0}, 1), 0),
                        course::body(course::circle({1.5, 0}, 1), 1, {7, 0})}, {0, -10});
    Counts c = step_world(w, 0);
    CHECK(c.contacts == 1);
    CHECK(w.bodies[1].velocity.y == 0);
    CHECK(close_to(w.bodies[1].shape.centre.x, 1.995));
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
        INFO("before: " << shown(good) << "; after: " << shown(w));
        CHECK(unchanged(good, w));
    }
    auto check_bad = [&](World w, const char* what) {
        INFO(what);
        World before = w;
        CHECK_THROWS_AS(step_world(w, kDt), std::invalid_argument);
        INFO("before: " << shown(before) << "; after: " << shown(w));
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
    for (double speed : {course::kNaN, course::kInf}) {
        w = good;
        w.bodies.push_back(course::body(course::circle({9, 9}, 1), 0, {0, speed}));
        check_bad(w, "a static body's NaN or infinite velocity, last");
    }
    for (Vec2 gravity : {Vec2{0, course::kNaN}, Vec2{course::kInf, 0}}) {
        w = good;
        w.gravity = gravity;
        check_bad(w, "a NaN or infinite gravity");
    }
    for (double removed : {-1.0, course::kNaN, course::kInf}) {
        w = good;
        w.pushes = {{0, 1, removed}};
        check_bad(w, "a push whose removed is negative, NaN or infinite");
    }
    w = good;
    w.pushes = {{0, 2, 1.0}, {0, 1, 1.0}};
    check_bad(w, "pushes out of order");
    w = good;
    w.pushes = {{0, 1, 1.0}, {0, 1, 1.0}};
    check_bad(w, "a push listed twice");
    const Shape shapes[] = {course::circle({9, 9}, -1), course::circle({9, 9}, course::kInf),
                            course::polygon({{9, 9}, {10, 9}}),
                            course::polygon({{9, 9}, {course::kInf, 9}, {9, 10}})};
    for (const Shape& s : shapes) {
        w = good;
        w.bodies.push_back(course::body(s));
        check_bad(w, "an invalid shape, last");
    }
    w = good;
    w.pushes = {{0, 1, 1.0}, {5, 9, 0.0}};          // sorted, finite: unknown pairs are ignored
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
    CHECK(close_to(one.bodies[0].velocity.y, -10 * kDt));   // it still falls
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

TEST_CASE("a pair's push shares do not overflow: two bodies of inverse mass 1e308",
          "[precision][reread:The ends of the double range]") {
    World w = world_of({course::body(course::box(-1, -1, 1, 1), 1e308),
                        course::body(course::box(0.5, -1, 2.5, 1), 1e308)}, {0, 0}, 8, 0.01);
    step_world(w, 0);
    // 0.5 deep, pushed by 0.495: half to each.
    CHECK(close_to(right_of(w.bodies[0]), 1 - 0.2475));
    CHECK(close_to(left_of(w.bodies[1]), 0.5 + 0.2475));
}

TEST_CASE("velocities: the passes remove every closing speed of the step's contacts",
          "[reread:Piles come to rest]") {
    // Three boxes on a floor, in contact, falling at 3, 2 and 1 units a second: one pass
    // leaves the lower pairs closing again; the passes leave none closing.
    World w = world_of({course::body(course::box(-3, -1, 3, 0), 0),
                        course::body(course::box(-0.5, -0.005, 0.5, 0.995), 1, {0, -1}),
                        course::body(course::box(-0.5, 0.99, 0.5, 1.99), 1, {0, -2}),
                        course::body(course::box(-0.5, 1.985, 0.5, 2.985), 1, {0, -3})},
                       {0, 0}, 100, 0.01);
    step_world(w, 0);
    for (int k = 1; k <= 3; ++k) {
        INFO("body " << k << " velocity " << w.bodies[k].velocity.y);
        CHECK(close_to(w.bodies[k].velocity.y, 0));
    }
    REQUIRE(w.pushes.size() == 3);                  // kept for the next step, in order
    for (int k = 0; k < 3; ++k) {
        CHECK(w.pushes[k].i == k);
        CHECK(w.pushes[k].j == k + 1);
        CHECK(w.pushes[k].removed > 0);
    }
}

TEST_CASE("velocities: a contact never pulls, and gives back what it removed when its bodies "
          "separate", "[reread:Piles come to rest]") {
    // Last step's push between two resting boxes was 1: warm-started, it sends them apart at
    // 1 a second; the contact then gives it back, and they end at rest, not flying apart.
    World w = world_of({course::body(course::box(-1, -1, 1, 1), 1),
                        course::body(course::box(0.995, -1, 2.995, 1), 1)}, {0, 0}, 8, 0.01);
    w.pushes = {{0, 1, 1.0}};
    step_world(w, 0);
    CHECK(close_to(w.bodies[0].velocity.x, 0));
    CHECK(close_to(w.bodies[1].velocity.x, 0));
    REQUIRE(w.pushes.size() == 1);
    CHECK(w.pushes[0].i == 0);
    CHECK(w.pushes[0].j == 1);
    CHECK(close_to(w.pushes[0].removed, 0));
    // Closing at 2: it removes exactly 2, and never pulls the pair back together after.
    World closing = world_of(w.bodies);
    closing.bodies[0].velocity = {1, 0};
    closing.bodies[1].velocity = {-1, 0};
    step_world(closing, 0);
    REQUIRE(closing.pushes.size() == 1);
    CHECK(close_to(closing.pushes[0].removed, 2));
    CHECK(close_to(closing.bodies[0].velocity.x, 0));
    World apart = world_of(w.bodies);
    apart.bodies[1].velocity = {3, 0};
    step_world(apart, 0);
    CHECK(apart.bodies[1].velocity.x == 3);         // separating: nothing to push
    REQUIRE(apart.pushes.size() == 1);
    CHECK(apart.pushes[0].removed == 0);
}

TEST_CASE("piles come to rest: a column of ten boxes after 300 steps",
          "[reread:Piles come to rest]") {
    World w = column();
    for (int s = 0; s < 300; ++s) step_world(w, kStep);
    INFO("fastest body " << fastest_body(w) << ", fastest closing " << fastest_closing(w));
    CHECK(fastest_body(w) < 0.1);
    CHECK(fastest_closing(w) < 10 * kStep);         // less than one step of gravity
    for (int k = 1; k <= 10; ++k) {                 // and still a column, on the floor
        Aabb b = bounding_box(w.bodies[k].shape);
        INFO("box " << k << " miny " << b.miny);
        CHECK(b.miny > k - 1 - 0.01 * k);
        CHECK(b.miny < k - 1 + 0.01);
    }
}

TEST_CASE("piles come to rest: the lab sheet's scene after 300 steps",
          "[reread:Piles come to rest]") {
    World w = lesson_scene();
    for (int s = 0; s < 300; ++s) step_world(w, kStep);
    INFO("fastest body " << fastest_body(w) << ", fastest closing " << fastest_closing(w));
    CHECK(fastest_body(w) < 0.1);
    CHECK(fastest_closing(w) < 10 * kStep);
}

// The slanted plank of the issue: a static polygon 0.07 thick along y = x, from (-5, -5) to
// (5, 5), whose bounding box covers every place a body is shot from below it.
Body plank() {
    return course::body(course::polygon({{-5, -5}, {-4.95, -5.05}, {5.05, 4.95}, {5, 5}}), 0);
}

// How far the centre of @p b is from the plank's middle line, on the side it was shot from.
double below_plank(const Body& b) {
    Vec2 c = b.shape.is_circle ? b.shape.centre
                               : (b.shape.vertices[0] + b.shape.vertices[2]) * 0.5;
    return (c.x - c.y) / std::sqrt(2.0);
}

TEST_CASE("a swept body is stopped by a slanted plank whose box holds it: 18 shots",
          "[reread:Swept bodies]") {
    int tunnelled_unswept = 0;
    for (Vec2 at : {Vec2{0.6, -0.6}, Vec2{-2, -3.2}, Vec2{3.1, 1.9}})
        for (double speed : {60.0, 120.0, 240.0})
            for (bool round : {true, false}) {
                Shape s = round ? course::circle(at, 0.25)
                                : course::box(at.x - 0.2, at.y - 0.2, at.x + 0.2, at.y + 0.2);
                Vec2 v = {-speed / std::sqrt(2.0), speed / std::sqrt(2.0)};
                World swept = world_of({plank(), course::body(s, 1, v, true)});
                World plain = world_of({plank(), course::body(s, 1, v, false)});
                step_world(swept, kDt);
                step_world(plain, kDt);
                INFO("from (" << at.x << ", " << at.y << ") at " << speed << ", "
                              << (round ? "circle" : "box") << ": ends "
                              << below_plank(swept.bodies[1]) << " from the plank's line");
                CHECK(below_plank(swept.bodies[1]) > 0.035);   // on its side, stopped
                CHECK(close_to(dot(swept.bodies[1].velocity, {-1, 1}), 0));
                tunnelled_unswept += below_plank(plain.bodies[1]) < 0;
            }
    CHECK(tunnelled_unswept > 0);                   // control: the plank is thin enough
}

TEST_CASE("a swept body already inside a thin floor and moving deeper stops; moving out or "
          "along, it moves", "[reread:Swept bodies]") {
    Body floor = course::body(course::box(-5, -0.1, 5, 0), 0);
    Body in = course::body(course::circle({0, 0.25 - 0.0098}, 0.25), 1, {0, -60}, true);
    World down = world_of({floor, in});
    step_world(down, kDt);
    INFO("centre y " << down.bodies[1].shape.centre.y);
    CHECK(down.bodies[1].shape.centre.y > 0);        // still above the floor
    CHECK(down.bodies[1].velocity.y == 0);
    World plain = down;                              // control: not swept, it ends below
    plain.bodies[1] = in;
    plain.bodies[1].swept = false;
    step_world(plain, kDt);
    CHECK(plain.bodies[1].shape.centre.y < -0.1);
    World out = world_of({floor, in});
    out.bodies[1].velocity = {0, 60};
    step_world(out, kDt);
    CHECK(close_to(out.bodies[1].shape.centre.y, 0.25 - 0.0098 + 1));
    World along = world_of({floor, in});
    along.bodies[1].velocity = {60, 0};
    step_world(along, kDt);
    CHECK(close_to(along.bodies[1].shape.centre.x, 1));
}

TEST_CASE("a swept body that passes a wall's corner without touching it keeps its motion",
          "[reread:Swept bodies]") {
    // It passes the corner (0, 10) of the wall [0, 1] x [0, 10] at 0.601: its box would stop it.
    World w = world_of({course::body(course::box(0, 0, 1, 10), 0),
                        course::body(course::circle({-2, 8.85}, 0.5), 1, {180, 180}, true)});
    step_world(w, kDt);
    CHECK(close_to(w.bodies[1].shape.centre.x, 1));
    CHECK(close_to(w.bodies[1].shape.centre.y, 11.85));
    CHECK(w.bodies[1].velocity.x == 180);
    World nearer = w;                               // control: 0.35 lower, it touches
    nearer.bodies[1] = course::body(course::circle({-2, 8.5}, 0.5), 1, {180, 180}, true);
    step_world(nearer, kDt);
    CHECK(nearer.bodies[1].shape.centre.x < 0);
}

TEST_CASE("velocities use the normals found in part 3, not the shapes after the pushes",
          "[reread:One step, in order]") {
    // A circle deep in the corner of a static box and against a static wall beside it: the
    // wall's push moves the circle, which turns the corner's axis. Along the normals the
    // contacts were found with, nothing may close after the step.
    World w = world_of({course::body(course::box(-2, -2, 0, 0), 0),
                        course::body(course::circle({0.5, 0.3}, 1), 1, {-3, -2}),
                        course::body(course::box(1.2, -2, 3, 2), 0)}, {0, 0}, 100, 0.01);
    std::vector<Contact> found = find_contacts(w.bodies).contacts;
    REQUIRE(found.size() == 2);
    step_world(w, 0);
    for (const Contact& c : found) {
        Vec2 v = w.bodies[c.j].velocity - w.bodies[c.i].velocity;
        INFO("contact " << c.i << "-" << c.j << " closes at " << -dot(v, c.hit.normal));
        CHECK(dot(v, c.hit.normal) >= -1e-9);
    }
    Vec2 corner_axis = normalized(w.bodies[1].shape.centre);   // control: the axis turned
    CHECK(std::fabs(corner_axis.x - found[0].hit.normal.x) > 1e-3);
}
