// Randomized property tests with fixed seeds, each against an oracle written another way:
// the sphere against the box by sampling, aabb_of() by the eight corners, bounding_aabb() and
// bounding_sphere() by what they must hold, and Ritter's sphere against the smallest one.
#include <cmath>
#include <vector>

#include "bounds_checks.hpp"
#include "course_random.hpp"
#include "make_obb.hpp"
#include "random_obb.hpp"  // lesson 07's random_rotation()
#include "oracles.hpp"

using namespace collide;
using course::describe;

namespace {

// Pairs this close to touching are left out by the sampling: its own rounding could call them
// either way.
const double kUndecided = 1e-9;

// A few of the smallest subnormals: the rounding of Ritter's steps on a subnormal cloud.
const double kFewSubnormals = 8 * 4.9406564584124654e-324;

Vec3 random_point(course::Random& rng, double spread) {
    return {rng.uniform(-spread, spread), rng.uniform(-spread, spread),
            rng.uniform(-spread, spread)};
}

Aabb3 random_box(course::Random& rng) {
    Vec3 c = random_point(rng, 1),
         h = {rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5)};
    return {c - h, c + h};
}

std::vector<Vec3> random_cloud(course::Random& rng, int n, double spread) {
    std::vector<Vec3> points;
    for (int i = 0; i < n; ++i) points.push_back(random_point(rng, spread));
    return points;
}

std::string describe(const std::vector<Vec3>& points) {
    std::string s = "{";
    for (Vec3 p : points) s += course::describe(p) + " ";
    return s + "}";
}

} // namespace

TEST_CASE("random spheres and boxes: sphere_aabb_hit agrees with sampling the ball",
          "[reread:The sphere against the box]") {
    course::Random rng(811);
    int hits = 0, misses = 0, unclear = 0;
    for (int i = 0; i < 2000; ++i) {
        Aabb3 box = random_box(rng);
        Sphere s = {random_point(rng, 2.5), rng.uniform(0, 2)};
        course::Sampled expected = course::sample_ball_against_box(box, s, kUndecided);
        if (expected == course::Sampled::unclear) {
            ++unclear;
            continue;
        }
        Hit3 h = sphere_aabb_hit(box, s);
        INFO("pair " << i << ": box " << describe(box) << ", sphere " << describe(s) << " = "
                     << describe(h) << "; sampling says "
                     << (expected == course::Sampled::hit ? "hit" : "no hit"));
        if (expected == course::Sampled::hit) {
            ++hits;
            REQUIRE(h.hit);
        } else {
            ++misses;
            REQUIRE(course::is_no_hit(h));
        }
    }
    INFO(hits << " hits, " << misses << " misses, " << unclear << " unclear");
    CHECK(hits > 400);
    CHECK(misses > 400);
    CHECK(unclear < 300);  // most pairs must be decided, or this proves little
}

TEST_CASE("random hits: moving the sphere by normal * depth leaves it just touching the box",
          "[reread:The sphere against the box]") {
    course::Random rng(812);
    int hits = 0, inside = 0;
    for (int i = 0; i < 6000; ++i) {
        Aabb3 box = random_box(rng);
        Sphere s = {random_point(rng, 2.5), rng.uniform(0, 1.5)};
        Hit3 h = sphere_aabb_hit(box, s);
        if (!h.hit) continue;
        ++hits;
        bool centre_inside = course::inside_margin(box, s.center) >= 0;
        inside += centre_inside;
        INFO("pair " << i << ": box " << describe(box) << ", sphere " << describe(s) << " = "
                     << describe(h));
        REQUIRE(course::near(length(h.normal), 1));
        REQUIRE(h.depth > 0);
        Sphere out = {s.center + h.normal * (h.depth * (1 + course::kTolerance)), s.radius};
        Sphere half_out = {s.center + h.normal * (h.depth * 0.999), s.radius};
        INFO("moved out: " << describe(out));
        REQUIRE(course::distance_to_box(box, out.center) >= s.radius * (1 - course::kTolerance));
        REQUIRE(course::is_no_hit(sphere_aabb_hit(box, out)));
        REQUIRE(sphere_aabb_hit(box, half_out).hit);
        if (centre_inside) {
            // Out through the nearest face: no face offers a shorter way out.
            double nearest = course::inside_margin(box, s.center);
            REQUIRE(course::near(h.depth, nearest + s.radius));
        }
    }
    INFO(hits << " hits, " << inside << " with the centre inside");
    CHECK(hits > 1000);
    CHECK(inside > 150);
}

TEST_CASE("random oriented boxes: aabb_of is the box around the eight corners",
          "[reread:The box around an oriented box]") {
    course::Random rng(813);
    for (int i = 0; i < 5000; ++i) {
        Vec3 half = {rng.uniform(0, 2), rng.uniform(0, 2), rng.uniform(0, 2)};
        Obb box = make_obb(random_point(rng, 5), half, random_rotation(rng));
        Vec3 corners[8];
        obb_corners(box, corners);
        Aabb3 expected = {corners[0], corners[0]};
        for (Vec3 c : corners) {
            expected.min = {std::fmin(expected.min.x, c.x), std::fmin(expected.min.y, c.y),
                            std::fmin(expected.min.z, c.z)};
            expected.max = {std::fmax(expected.max.x, c.x), std::fmax(expected.max.y, c.y),
                            std::fmax(expected.max.z, c.z)};
        }
        Aabb3 got = aabb_of(box);
        INFO("box " << i << ": aabb_of = " << describe(got) << ", the corners span "
                    << describe(expected));
        REQUIRE(course::near(got.min, expected.min));
        REQUIRE(course::near(got.max, expected.max));
    }
}

TEST_CASE("random clouds: bounding_aabb holds every point and touches one on each face",
          "[reread:The box around points]") {
    course::Random rng(814);
    for (int i = 0; i < 2000; ++i) {
        Vec3 offset = random_point(rng, 50);
        std::vector<Vec3> points = random_cloud(rng, int(rng.integer(1, 20)), 3);
        for (Vec3& p : points) p = p + offset;
        Aabb3 b = bounding_aabb(points);
        INFO("cloud " << i << ": " << describe(points) << " -> " << describe(b));
        bool on_face[6] = {false, false, false, false, false, false};
        for (Vec3 p : points) {
            REQUIRE(course::inside_margin(b, p) >= 0);
            on_face[0] |= p.x == b.min.x, on_face[1] |= p.x == b.max.x;
            on_face[2] |= p.y == b.min.y, on_face[3] |= p.y == b.max.y;
            on_face[4] |= p.z == b.min.z, on_face[5] |= p.z == b.max.z;
        }
        for (bool f : on_face) REQUIRE(f);
    }
}

TEST_CASE("random clouds: Ritter's sphere holds every point", "[reread:Ritter's sphere]") {
    course::Random rng(815);
    for (int i = 0; i < 2000; ++i) {
        Vec3 offset = random_point(rng, 20);
        std::vector<Vec3> points = random_cloud(rng, int(rng.integer(1, 40)), rng.uniform(0.1, 5));
        for (Vec3& p : points) p = p + offset;
        Sphere s = bounding_sphere(points);
        INFO("cloud " << i << ": " << describe(points) << " -> " << describe(s));
        for (Vec3 p : points) {
            double d = std::hypot(p.x - s.center.x, p.y - s.center.y, p.z - s.center.z);
            REQUIRE(d <= s.radius * (1 + course::kRoundoff) + course::kRoundoff);
        }
    }
}

TEST_CASE("random small sets: Ritter's sphere is between 1 and 2 times the smallest sphere",
          "[reread:Ritter's sphere]") {
    course::Random rng(816);
    for (int i = 0; i < 500; ++i) {
        std::vector<Vec3> points = random_cloud(rng, int(rng.integer(2, 7)), 1);
        collide::Sphere best = course::smallest_sphere_brute_force(points);
        Sphere s = bounding_sphere(points);
        INFO("set " << i << ": " << describe(points) << " -> " << describe(s)
                    << "; the smallest has radius " << best.radius);
        REQUIRE(s.radius >= best.radius * (1 - course::kTolerance));
        REQUIRE(s.radius <= 2 * best.radius);
    }
}

TEST_CASE("points far apart in scale: subnormal and huge clouds are held too",
          "[reread:Ritter's sphere]") {
    for (double scale : {0x1p-1060, 1e-300, 1e300}) {
        course::Random rng(817);
        std::vector<Vec3> points;
        for (int i = 0; i < 12; ++i) points.push_back(random_point(rng, 1) * scale);
        Sphere s = bounding_sphere(points);
        INFO("scale " << scale << ": " << describe(s));
        REQUIRE(std::isfinite(s.radius));
        REQUIRE(s.radius > 0);
        for (Vec3 p : points)
            REQUIRE(length(p - s.center) <= s.radius * (1 + course::kTolerance) + kFewSubnormals);
        REQUIRE(s.radius <= 2 * std::sqrt(3.0) * scale);
    }
}
