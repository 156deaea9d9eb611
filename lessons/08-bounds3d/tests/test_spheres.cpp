// sphere_hit(): lesson 02 in space, its degenerate rules, lengths at the ends of the double
// range, and random pairs against a distance computed another way.
#include <cmath>
#include <limits>

#include "bounds3d_cases.hpp"
#include "bounds_checks.hpp"
#include "course_random.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;
using course::describe;

namespace {


// Random pairs this close to touching are left out: the oracle's rounding could call them
// either way.
const double kUndecided = 1e-9;

std::string call(const Sphere& a, const Sphere& b) {
    return "sphere_hit(" + describe(a) + ", " + describe(b) + ")";
}

void hit(const Sphere& a, const Sphere& b, Vec3 normal, double depth) {
    course::check_hit(sphere_hit(a, b), call(a, b), normal, depth);
}

void no_hit(const Sphere& a, const Sphere& b) {
    course::check_no_hit(sphere_hit(a, b), call(a, b));
}

// The oracle's distance: std::hypot with three arguments, no code shared with the lesson.
double oracle_distance(Vec3 a, Vec3 b) { return std::hypot(b.x - a.x, b.y - a.y, b.z - a.z); }

// A random unit vector: a point of the unit ball by rejection, scaled to the surface.
Vec3 random_direction(course::Random& rng) {
    for (;;) {
        Vec3 v = {rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)};
        double n = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
        if (n > 0.1 && n <= 1) return v * (1 / n);
    }
}

} // namespace

TEST_CASE("overlapping spheres: the normal from a to b, depth = ra + rb - distance",
          "[reread:Spheres: lesson 02 in space]") {
    hit({{0, 0, 0}, 1}, {{1.5, 0, 0}, 1}, {1, 0, 0}, 0.5);
    hit({{0, 0, 0}, 3}, {{2, 3, 6}, 4.5}, {2.0 / 7, 3.0 / 7, 6.0 / 7}, 0.5);  // 7 apart
    hit({{1, 1, 1}, 3}, {{-1, -2, -5}, 4.5}, {-2.0 / 7, -3.0 / 7, -6.0 / 7}, 0.5);
    hit({{0, 0, 0}, 5}, {{0, 0, 1}, 1}, {0, 0, 1}, 5);  // one inside the other
}

TEST_CASE("spheres that touch do not hit; spheres that are apart do not either",
          "[reread:Spheres: lesson 02 in space]") {
    no_hit({{0, 0, 0}, 3}, {{2, 3, 6}, 4});  // 7 = 3 + 4 exactly
    no_hit({{0, 0, 0}, 1}, {{0, 0, -2}, 1});
    no_hit({{0, 0, 0}, 7}, {{2, 3, 6}, 0});  // a point on the surface
    no_hit({{0, 0, 0}, 1}, {{0, 5, 0}, 1});
    no_hit({{10, 10, 10}, 1}, {{-10, 10, 10}, 2});
}

TEST_CASE("an overlap smaller than the rounding of a square root is still a hit",
          "[reread:Spheres: lesson 02 in space]") {
    double r = std::sqrt(2.0) / 2;  // the sum is the double above sqrt 2, the distance sqrt 2
    Hit3 h = sphere_hit({{0, 0, 5}, r}, {{1, 0, 6}, r});
    INFO(call({{0, 0, 5}, r}, {{1, 0, 6}, r}) << " = " << describe(h));
    CHECK(h.hit);
    CHECK(course::near(h.depth, 0));
}

TEST_CASE("equal centres: normal (1, 0, 0) and depth ra + rb",
          "[reread:Spheres: lesson 02 in space]") {
    hit({{2, 2, 2}, 1}, {{2, 2, 2}, 2}, {1, 0, 0}, 3);
    hit({{0, 0, 0}, 0}, {{0, 0, 0}, 0.5}, {1, 0, 0}, 0.5);
    no_hit({{2, 2, 2}, 0}, {{2, 2, 2}, 0});  // two points: 0 is not less than 0
}

TEST_CASE("a radius of zero is a point, which hits only a sphere it is strictly inside",
          "[reread:Spheres: lesson 02 in space]") {
    hit({{0, 0, 0}, 2}, {{0, 1, 0}, 0}, {0, 1, 0}, 1);
    hit({{0, 1, 0}, 0}, {{0, 0, 0}, 2}, {0, -1, 0}, 1);
    no_hit({{0, 0, 0}, 0}, {{0, 1, 0}, 0});
}

TEST_CASE("negative or NaN radii and NaN or infinite coordinates are no hit",
          "[reread:Conventions]") {
    no_hit({{0, 0, 0}, -1}, {{1, 0, 0}, 3});
    no_hit({{0, 0, 0}, 3}, {{1, 0, 0}, -1});
    no_hit({{0, 0, 0}, -2}, {{0, 0, 0}, 3});
    no_hit({{0, 0, 0}, kNaN}, {{1, 0, 0}, 1});
    no_hit({{0, 0, 0}, 1}, {{1, 0, 0}, kNaN});
    for (int k = 0; k < 3; ++k) {
        Vec3 c = {0, 0, 0};
        (k == 0 ? c.x : k == 1 ? c.y : c.z) = kNaN;
        no_hit({c, 1}, {{0.5, 0, 0}, 1});
        no_hit({{0.5, 0, 0}, 1}, {c, 1});
        (k == 0 ? c.x : k == 1 ? c.y : c.z) = kInf;
        no_hit({c, 1}, {{0.5, 0, 0}, 1});
        no_hit({{0.5, 0, 0}, 1}, {c, 1});
    }
}

TEST_CASE("an infinite radius reaches every sphere with a finite centre",
          "[reread:Conventions]") {
    Hit3 h = sphere_hit({{0, 0, 0}, kInf}, {{2, 3, 6}, 1});
    INFO(call({{0, 0, 0}, kInf}, {{2, 3, 6}, 1}) << " = " << describe(h));
    CHECK(h.hit);
    CHECK(course::near(h.normal, {2.0 / 7, 3.0 / 7, 6.0 / 7}));
    CHECK(h.depth == kInf);
    Hit3 g = sphere_hit({{1, 1, 1}, 1}, {{1, 1, 1}, kInf});
    INFO(call({{1, 1, 1}, 1}, {{1, 1, 1}, kInf}) << " = " << describe(g));
    CHECK(g.hit);
    CHECK(course::near(g.normal, {1, 0, 0}));
    CHECK(g.depth == kInf);
}

TEST_CASE("centres a tiny distance apart still give the true direction",
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    // The squared distance underflows to 0 here; length() does not, so the normal is right.
    hit({{0, 0, 0}, 1}, {{0, 3e-170, 4e-170}, 1}, {0, 0.6, 0.8}, 2);
    const double tiny = std::numeric_limits<double>::denorm_min();  // 2^-1074
    hit({{0, 0, 0}, 1}, {{3 * tiny, 0, 4 * tiny}, 1}, {0.6, 0, 0.8}, 2);
    hit({{0, 0, 0}, 1e-160}, {{0, -1e-161, 0}, 1e-160}, {0, -1, 0}, 1.9e-160);
}

TEST_CASE("huge spheres within lesson 02's range: the normal is unit and the depth exact",
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    Hit3 h = sphere_hit({{0, 0, 0}, 3e152}, {{2e152, 3e152, 6e152}, 4.5e152});
    INFO(describe(h));
    REQUIRE(h.hit);
    CHECK(course::near(h.normal, {2.0 / 7, 3.0 / 7, 6.0 / 7}));
    CHECK(std::fabs(h.depth - 0.5e152) <= 1e138);
}

TEST_CASE("huge and tiny spheres follow the same rules, where the squares cannot decide",
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    // The radius sum 2e200 and the distance 1e160 both have squares that overflow.
    Hit3 h = sphere_hit({{0, 0, 0}, 1e200}, {{0, 1e160, 0}, 1e200});
    INFO(call({{0, 0, 0}, 1e200}, {{0, 1e160, 0}, 1e200}) << " = " << describe(h));
    CHECK(h.hit);
    CHECK(course::near(h.normal, {0, 1, 0}));
    CHECK(course::within_relative(h.depth, 2e200, 1e-15));
    no_hit({{0, 0, 0}, 1e200}, {{0, 0, 2e200}, 1e200});                 // touching, exactly
    no_hit({{0, 0, 0}, 1e200}, {{2e200, 3e200, 6e200}, 1e200});        // 7e200 apart
    Hit3 far = sphere_hit({{0, 0, 0}, kInf}, {{2e300, 3e300, 6e300}, 1});  // squares: inf, inf
    INFO(call({{0, 0, 0}, kInf}, {{2e300, 3e300, 6e300}, 1}) << " = " << describe(far));
    CHECK(far.hit);
    CHECK(course::near(far.normal, {2.0 / 7, 3.0 / 7, 6.0 / 7}));
    CHECK(far.depth == kInf);
    no_hit({{-1e308, 0, 0}, kInf}, {{1e308, 0, 0}, 1});            // d overflows
    no_hit({{0, 0, 0}, kInf}, {{1.5e308, 0, 1.5e308}, 1});         // its length does
    // The radius sum 2e-170 and every distance below it have squares of 0.
    Hit3 t = sphere_hit({{1e-170, 0, 0}, 1e-170}, {{1e-170, 0, 0}, 1e-170});
    INFO(call({{1e-170, 0, 0}, 1e-170}, {{1e-170, 0, 0}, 1e-170}) << " = " << describe(t));
    CHECK(t.hit);
    CHECK(course::near(t.normal, {1, 0, 0}));
    CHECK(t.depth == 2e-170);
    Hit3 c = sphere_hit({{0, 0, 0}, 1e-170}, {{0, 0, -1.5e-170}, 1e-170});
    INFO(call({{0, 0, 0}, 1e-170}, {{0, 0, -1.5e-170}, 1e-170}) << " = " << describe(c));
    CHECK(c.hit);
    CHECK(course::near(c.normal, {0, 0, -1}));
    CHECK(std::fabs(c.depth - 0.5e-170) <= 1e-185);
    no_hit({{0, 0, 0}, 1e-170}, {{0, 2e-170, 0}, 1e-170});              // touching, exactly
    no_hit({{0, 0, 0}, 1e-170}, {{2e-170, 3e-170, 6e-170}, 1e-170});
}

TEST_CASE("random spheres: hit, normal and depth agree with the distance from std::hypot",
          "[reread:Spheres: lesson 02 in space]") {
    course::Random rng(802);
    int hits = 0, misses = 0;
    for (int i = 0; i < 20000; ++i) {
        Sphere a = {{rng.uniform(-20, 20), rng.uniform(-20, 20), rng.uniform(-20, 20)},
                    rng.uniform(0, 15)};
        Sphere b = {{rng.uniform(-20, 20), rng.uniform(-20, 20), rng.uniform(-20, 20)},
                    rng.uniform(0, 15)};
        double distance = oracle_distance(a.center, b.center), reach = a.radius + b.radius;
        if (std::fabs(distance - reach) < kUndecided) continue;
        Hit3 h = sphere_hit(a, b);
        INFO("pair " << i << ": " << call(a, b) << " = " << describe(h) << "; distance "
                     << distance);
        if (distance < reach) {
            ++hits;
            Vec3 d = b.center - a.center;
            REQUIRE(h.hit);
            REQUIRE(course::near(h.normal, d * (1 / distance)));
            REQUIRE(course::near(h.depth, reach - distance));
        } else {
            ++misses;
            REQUIRE(course::is_no_hit(h));
        }
    }
    CHECK(hits > 3000);
    CHECK(misses > 3000);
}

TEST_CASE("random overlapping spheres: moving b by normal * depth leaves them touching",
          "[reread:Spheres: lesson 02 in space]") {
    course::Random rng(803);
    for (int i = 0; i < 20000; ++i) {
        Sphere a = {{rng.uniform(-20, 20), rng.uniform(-20, 20), rng.uniform(-20, 20)},
                    rng.uniform(0.1, 10)};
        double rb = rng.uniform(0.1, 10);
        Sphere b = {
            a.center + random_direction(rng) * (rng.uniform(0.001, 0.999) * (a.radius + rb)), rb};
        Hit3 h = sphere_hit(a, b);
        INFO("pair " << i << ": " << call(a, b) << " = " << describe(h));
        REQUIRE(h.hit);
        Sphere moved = {b.center + h.normal * h.depth, b.radius};
        REQUIRE(course::near(oracle_distance(a.center, moved.center), a.radius + b.radius));
        Hit3 back = sphere_hit(b, a);  // swapped: the normal flips, the depth stays
        REQUIRE(course::near(back.normal, -h.normal));
        REQUIRE(course::near(back.depth, h.depth));
    }
}

TEST_CASE("random damaged spheres are no hit", "[reread:Conventions]") {
    course::Random rng(804);
    const double bad[] = {-1, -1e-300, kNaN, -kInf};
    for (int i = 0; i < 5000; ++i) {
        Sphere a = {{rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)},
                    rng.uniform(1, 3)};
        Sphere b = {{rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)},
                    rng.uniform(1, 3)};
        switch (rng.integer(0, 3)) {
            case 0:
                a.radius = bad[rng.integer(0, 3)];
                break;
            case 1:
                b.radius = bad[rng.integer(0, 3)];
                break;
            case 2:
                a.center.y = rng.integer(0, 1) ? kNaN : -kInf;
                break;
            default:
                b.center.z = rng.integer(0, 1) ? kNaN : kInf;
                break;
        }
        INFO("pair " << i << ": " << call(a, b));
        REQUIRE(course::is_no_hit(sphere_hit(a, b)));
    }
}
