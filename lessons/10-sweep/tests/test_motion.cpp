// The given code of motion.hpp: the instantaneous tests the driver's tunnelling oracle uses
// ([given]: they pass before you start), and the circle swept against a box, which is built
// from your two functions.
#include <cmath>

#include "course_random.hpp"
#include "motion.hpp"
#include "sweep_checks.hpp"
#include "special_values.hpp"

using course::kInf;

using collide::Aabb;
using collide::Impact;
using collide::Vec2;

namespace {
const Aabb kFloor = {0, 0, 10, 1};

// swept_circle_box() on one shot, with what it returned and what was expected.
void check_circle_box(Vec2 c, double r, Vec2 v, bool hit, double t, Vec2 normal) {
    Impact i = collide::swept_circle_box(kFloor, c, r, v);
    INFO("swept_circle_box(" << course::describe(kFloor) << ", " << course::describe(c) << ", "
                             << r << ", " << course::describe(v) << ") = "
                             << course::describe(i) << "; expected {hit "
                             << (hit ? "true" : "false") << ", t " << t << ", normal "
                             << course::describe(normal) << "}");
    CHECK(i.hit == hit);
    CHECK(course::near(i.t, t));
    CHECK(course::near(i.normal.x, normal.x));
    CHECK(course::near(i.normal.y, normal.y));
}
} // namespace

TEST_CASE("instant_overlap of two circles is lesson 02's test over the whole double range",
          "[reread:Tunnelling][given]") {
    using collide::instant_overlap;
    CHECK(instant_overlap({0, 0}, 1, {1.5, 0}, 1));
    CHECK_FALSE(instant_overlap({0, 0}, 1, {2, 0}, 1));                    // touching
    CHECK(instant_overlap({0, 0}, 1e-170, {1e-171, 0}, 1e-170));          // squares 0
    CHECK_FALSE(instant_overlap({0, 0}, 1e-170, {3e-170, 0}, 1e-170));
    CHECK(instant_overlap({0, 0}, 1e200, {0, 1e199}, 1e200));              // squares infinite
    CHECK(instant_overlap({0, 0}, kInf, {1e155, 0}, 1));
    CHECK_FALSE(instant_overlap({-1e308, 0}, kInf, {1e308, 0}, 1));        // beyond DBL_MAX
    CHECK_FALSE(instant_overlap({0, 0}, -1, {0.5, 0}, 3));
}

TEST_CASE("instant_overlap of a circle and a box: nearer than the radius, or inside",
          "[reread:Tunnelling][given]") {
    using collide::instant_overlap;
    CHECK(instant_overlap(kFloor, {5, 1.2}, 0.5));
    CHECK_FALSE(instant_overlap(kFloor, {5, 1.5}, 0.5));                   // touching the top
    CHECK_FALSE(instant_overlap(kFloor, {10.3, 1.4}, 0.5));                // touching a corner
    CHECK(instant_overlap(kFloor, {5, 0.5}, 0));                           // a point inside
    CHECK_FALSE(instant_overlap(kFloor, {5, 1}, 0));                       // one on the top
    const Aabb tiny = {0, 0, 1e-160, 1e-160};
    CHECK(instant_overlap(tiny, {1e-160 + 1e-171, 0}, 1e-170));            // squares 0
    CHECK_FALSE(instant_overlap({2, 0, 1, 1}, {1.5, 0.5}, 1));              // min above max
    CHECK_FALSE(instant_overlap(kFloor, {5, 0.5}, -1));
}

TEST_CASE("a circle against a box: the earliest of the six pieces",
          "[reread:Tunnelling]") {
    check_circle_box({-2, 0.5}, 0.5, {3, 0}, true, 0.5, {-1, 0});          // the left face
    check_circle_box({5, 3}, 0.5, {0, -3}, true, 0.5, {0, 1});             // the top
    check_circle_box({11.5, 3}, 0.5, {-1.5, -2}, true, 0.8, {0.6, 0.8});   // the top right corner
    check_circle_box({5, 1.5}, 0.5, {0, -1}, true, 0, {0, 1});             // touching, moving in
    check_circle_box({5, 1.5}, 0.5, {1, 0}, false, 0, {0, 0});             // touching, sliding
}

TEST_CASE("a circle that overlaps a box at the start: t = 0, its own shortest way out",
          "[reread:Tunnelling]") {
    check_circle_box({5, 0.9}, 0.5, {1, 0}, true, 0, {0, 1});              // sunk into the top
    check_circle_box({5, 0.9}, 0.5, {0, 0}, true, 0, {0, 1});
    check_circle_box({5, 0.2}, 0.5, {0, 1}, true, 0, {0, -1});             // near the bottom
    check_circle_box({5, 0.5}, 0.2, {0, 0}, true, 0, {0, -1});             // level: lesson 08's tie
    check_circle_box({0.3, 0.5}, 0.5, {0, 0}, true, 0, {-1, 0});           // near the left side
    check_circle_box({10.2, 0.9}, 0.5, {0, 0}, true, 0, {1, 0});           // beside, below the top
    check_circle_box({5, 1.2}, 0.5, {0, 0}, true, 0, {0, 1});              // above, overlapping
    check_circle_box({10.2, 1.2}, 0.5, {0, 0}, true, 0, {std::sqrt(0.5), std::sqrt(0.5)});
    check_circle_box({5, 0.9}, 0.5, {kInf, 0}, false, 0, {0, 0});          // infinite velocity
}

TEST_CASE("a circle sunk into a face of a box leaves along that face's exact normal",
          "[reread:Tunnelling]") {
    // An axis-aligned face has an exact normal: (0, 1), not normalized((0, d)), which is one
    // unit in the last place off the axis for about one d in seven.
    course::Random rng(1030);
    const Vec2 outward[] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};   // top, bottom, right, left
    int shots = 0;
    for (int k = 0; k < 20000; ++k) {
        double x0 = rng.uniform(-5, 5), y0 = rng.uniform(-5, 5);
        const Aabb box = {x0, y0, x0 + rng.uniform(0.5, 5), y0 + rng.uniform(0.5, 5)};
        double r = rng.uniform(0.1, 2), sunk = rng.uniform(0.001, 0.999) * r;
        Vec2 out = outward[rng.integer(0, 3)];
        // A point of the face, and the centre r - sunk beyond it: the circle overlaps the
        // box by sunk.
        Vec2 on_face = {rng.uniform(box.minx, box.maxx), rng.uniform(box.miny, box.maxy)};
        if (out.x != 0) on_face.x = out.x > 0 ? box.maxx : box.minx;
        if (out.y != 0) on_face.y = out.y > 0 ? box.maxy : box.miny;
        Vec2 c = on_face + out * (r - sunk);
        if (c.x == box.minx || c.x == box.maxx || c.y == box.miny || c.y == box.maxy)
            continue;   // level with a corner: not beside the face
        Vec2 v = k % 4 == 0 ? Vec2{0, 0} : Vec2{rng.uniform(-3, 3), rng.uniform(-3, 3)};
        Impact i = collide::swept_circle_box(box, c, r, v);
        auto say = [&] {
            return "swept_circle_box(" + course::describe(box) + ", " + course::describe(c) +
                   ", " + std::to_string(r) + ", " + course::describe(v) + ") = " +
                   course::describe(i) + ", sunk into the face of normal " +
                   course::describe(out);
        };
        ++shots;
        REQUIRE_SAYING((i.hit && i.t == 0));
        REQUIRE_SAYING((i.normal.x == out.x && i.normal.y == out.y));
    }
    CHECK(shots > 19000);
}
