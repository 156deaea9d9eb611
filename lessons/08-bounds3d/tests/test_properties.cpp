// Randomized property tests with fixed seeds, each against an oracle written another way:
// the sphere against the box by sampling, aabb_of() by the eight corners (as rounded, and
// exactly), bounding_aabb() and bounding_sphere() by what they must hold (by length(), and
// exactly), Ritter's sphere against the smallest one, and against itself at other scales.
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <vector>

#include "bounds_checks.hpp"
#include "course_random.hpp"
#include "exact.hpp"
#include "make_obb.hpp"
#include "random_obb.hpp"  // lesson 07's random_rotation()
#include "oracles.hpp"

using namespace collide;
using course::describe;

namespace {

// Pairs this close to touching are left out by the sampling: its own rounding could call them
// either way.
const double kUndecided = 1e-9;

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

// A scale for a cloud's offset from the origin: 1, 1e4, 1e8 or 1e12. Far from the origin the
// coordinates' own rounding is large against a small cloud, and Ritter's centre cannot sit
// closer to the exact one than that rounding.
double random_offset_scale(course::Random& rng) {
    const double scales[] = {1, 1e4, 1e8, 1e12};
    return scales[rng.integer(0, 3)];
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

// Random hits of spheres against boxes, moved out by normal * depth (then apart) or by 0.999 of
// it (still a hit): only those whose centre is inside the box (@p inside), or only the others.
// Returns how many were checked.
int check_push_out(bool inside) {
    course::Random rng(812);
    int hits = 0;
    for (int i = 0; i < 6000; ++i) {
        Aabb3 box = random_box(rng);
        Sphere s = {random_point(rng, 2.5), rng.uniform(0, 1.5)};
        if ((course::inside_margin(box, s.center) >= 0) != inside) continue;
        Hit3 h = sphere_aabb_hit(box, s);
        if (!h.hit) continue;
        ++hits;
        INFO("pair " << i << ": box " << describe(box) << ", sphere " << describe(s) << " = "
                     << describe(h));
        INFO("the normal's length " << length(h.normal) << ", expected 1");
        REQUIRE(course::near(length(h.normal), 1));
        REQUIRE(h.depth > 0);
        Sphere out = {s.center + h.normal * (h.depth * (1 + course::kTolerance)), s.radius};
        Sphere half_out = {s.center + h.normal * (h.depth * 0.999), s.radius};
        INFO("moved out: " << describe(out) << ", " << course::distance_to_box(box, out.center)
                           << " from the box");
        REQUIRE(course::distance_to_box(box, out.center) >= s.radius * (1 - course::kTolerance));
        REQUIRE(course::is_no_hit(sphere_aabb_hit(box, out)));
        REQUIRE(sphere_aabb_hit(box, half_out).hit);
        if (inside) {
            // Out through the nearest face: no face offers a shorter way out.
            double nearest = course::inside_margin(box, s.center);
            INFO("the nearest face is " << nearest << " away: expected depth "
                                        << nearest + s.radius);
            REQUIRE(course::near(h.depth, nearest + s.radius));
        }
    }
    return hits;
}

TEST_CASE("random hits, centre outside: moving the sphere by normal * depth leaves it touching",
          "[reread:The sphere against the box]") {
    int hits = check_push_out(false);
    CHECK(hits > 800);
}

TEST_CASE("random hits, centre inside: out through the nearest face, then just touching",
          "[reread:Centre inside the box]") {
    int inside = check_push_out(true);
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

// The terms of the box's extreme on world axis `axis`, c + a[0] b[0] + a[1] b[1] + a[2] b[2],
// with b the half-extents and a the axes' coordinates, all pulling one way: `sign` -1 for the
// min, 1 for the max. c and b are scaled by 2^k (exactly), which makes the products of a
// subnormal box normal, so that the exact sums can take them; the test scales the box's sides
// alike, and the signs it asks for do not change.
void extreme_terms(const Obb& box, int axis, double sign, int k, double (&a)[3],
                   double (&b)[3], double& c) {
    const double Vec3::*coord[3] = {&Vec3::x, &Vec3::y, &Vec3::z};
    const double half[3] = {box.half.x, box.half.y, box.half.z};
    c = std::ldexp(box.center.*coord[axis], k);
    for (int i = 0; i < 3; ++i) {
        a[i] = sign * std::fabs(box.axis[i].*coord[axis]);
        b[i] = std::ldexp(half[i], k);
    }
}

// Every side of aabb_of(box) against the box's exact corners, on @p count random boxes: all of
// them near 2^-1060, where the products are subnormal (@p subnormal), or none.
void check_exact_corners(std::uint64_t seed, int count, bool subnormal) {
    course::Random rng(seed);
    const double Vec3::*coord[3] = {&Vec3::x, &Vec3::y, &Vec3::z};
    const double kSubnormalScale = 0x1p-1060;
    int checked = 0;
    for (int i = 0; i < count; ++i) {
        double offset = subnormal ? kSubnormalScale : random_offset_scale(rng);
        double size = subnormal ? kSubnormalScale : rng.integer(0, 1) ? 1 : 1e-3;
        Vec3 half = {rng.uniform(0, 2) * size, rng.uniform(0, 2) * size, rng.uniform(0, 2) * size};
        if (rng.integer(0, 9) == 0) half.z = 0;  // now and then a flat box
        Obb box = make_obb(random_point(rng, 5) * offset, half, random_rotation(rng));
        Aabb3 got = aabb_of(box);
        int k = subnormal ? 1000 : 0;
        INFO("box " << i << ": centre " << describe(box.center) << ", half " << describe(half)
                    << "; aabb_of = " << describe(got));
        for (int axis = 0; axis < 3; ++axis) {
            for (double sign : {-1.0, 1.0}) {
                double a[3], b[3], c;
                extreme_terms(box, axis, sign, k, a, b, c);
                double side = std::ldexp(sign < 0 ? got.min.*coord[axis] : got.max.*coord[axis], k);
                // The extreme corner, exactly, against the box's side: on the right side of it
                // (so every other corner is too).
                bool exact = true;
                int where = course::exact_sign_of(c, a, b, side, exact);
                INFO("axis " << axis << (sign < 0 ? ", min" : ", max") << ": the exact corner is "
                             << (where < 0 ? "below" : where > 0 ? "above" : "on") << " the side");
                REQUIRE(exact);
                REQUIRE((sign < 0 ? where >= 0 : where <= 0));
                // And the side is no farther out than the contract allows: 2e-15 of the larger
                // of the centre and the half-extent, plus 8 x 2^-1074 (scaled) for subnormals.
                double reach = std::fabs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]);
                double slack = 2e-15 * std::fmax(std::fabs(c), reach) + std::ldexp(0x1p-1071, k);
                course::ExactSum beyond;  // the side moved back in by the slack, less the corner
                beyond.add(side);
                beyond.add(-sign * slack);
                beyond.add(-c);
                for (int j = 0; j < 3; ++j) beyond.add_product(-a[j], b[j]);
                REQUIRE(beyond.exact());
                REQUIRE((sign < 0 ? beyond.sign() >= 0 : beyond.sign() <= 0));
                ++checked;
            }
        }
    }
    CHECK(checked == count * 6);
}

TEST_CASE("random oriented boxes: aabb_of holds the eight exact corners, and barely more",
          "[reread:The box around an oriented box]") {
    check_exact_corners(818, 3600, false);
}

TEST_CASE("random subnormal oriented boxes: aabb_of holds their exact corners too",
          "[precision][reread:Rounding in the builders]") {
    check_exact_corners(821, 400, true);
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

TEST_CASE("random clouds: Ritter's sphere holds every point, by length(), with no slack",
          "[reread:Ritter's sphere]") {
    course::Random rng(815);
    for (int i = 0; i < 2000; ++i) {
        Vec3 offset = random_point(rng, 20) * random_offset_scale(rng);
        double spread = rng.integer(0, 1) ? rng.uniform(0.1, 5) : rng.uniform(1e-3, 1e-2);
        std::vector<Vec3> points = random_cloud(rng, int(rng.integer(1, 40)), spread);
        for (Vec3& p : points) p = p + offset;
        Sphere s = bounding_sphere(points);
        INFO("cloud " << i << ": " << describe(points) << " -> " << describe(s));
        for (Vec3 p : points) {
            INFO("the point " << describe(p) << " is " << length(p - s.center) << " away");
            REQUIRE(length(p - s.center) <= s.radius);
        }
    }
}

TEST_CASE("random clouds: in exact arithmetic, no point is more than 6 ulps of r outside",
          "[precision][reread:Rounding in the builders]") {
    course::Random rng(819);
    for (int i = 0; i < 2000; ++i) {
        bool subnormal = i % 4 == 3;  // a quarter of the clouds, near 2^-1060
        Vec3 offset = random_point(rng, 20) * (subnormal ? 0x1p-1060 : random_offset_scale(rng));
        double spread = subnormal          ? rng.uniform(0.1, 5) * 0x1p-1060
                        : rng.integer(0, 1) ? rng.uniform(0.1, 5)
                                            : rng.uniform(1e-3, 1e-2);
        std::vector<Vec3> points = random_cloud(rng, int(rng.integer(1, 40)), spread);
        for (Vec3& p : points) p = p + offset;
        Sphere s = bounding_sphere(points);
        double extra = 6 * course::ulp(s.radius) + (s.radius < DBL_MIN ? 0x1p-1073 : 0);
        INFO("cloud " << i << ": " << describe(points) << " -> " << describe(s));
        for (Vec3 p : points) {
            bool exact = true;
            int outside = course::exact_distance_sign(p, s.center, s.radius, extra, exact);
            INFO("the point " << describe(p));
            REQUIRE(exact);
            REQUIRE(outside <= 0);
        }
    }
}

TEST_CASE("Ritter's sphere of a cloud scaled to 1e300 or 1e-300 is the same sphere, scaled",
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    // Scaling by a power of two is exact, and so is every step of Ritter's algorithm on the
    // scaled cloud while the lengths are taken by length(): the same points are chosen, and
    // the sphere is the same, scaled. 1e300 and 1e-300 round the points by a relative 1e-16,
    // which the comparison allows. Squared distances would all be infinite near 1e300 and all
    // 0 near 1e-300, and both searches would stop at points[0].
    course::Random rng(820);
    for (int i = 0; i < 200; ++i) {
        std::vector<Vec3> points = random_cloud(rng, int(rng.integer(2, 12)), 1);
        Sphere unit = bounding_sphere(points);
        for (double scale : {1e300, 0x1p997, 1e-300, 0x1p-997}) {
            std::vector<Vec3> scaled = points;
            for (Vec3& p : scaled) p = p * scale;
            Sphere s = bounding_sphere(scaled);
            INFO("cloud " << i << " " << describe(points) << " -> " << describe(unit)
                          << "; times " << scale << " -> " << describe(s));
            REQUIRE(course::near(s.center * (1 / scale), unit.center, course::kRoundoff));
            REQUIRE(course::near(s.radius / scale, unit.radius, course::kRoundoff));
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
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    for (double scale : {0x1p-1060, 1e-300, 1e300}) {
        course::Random rng(817);
        std::vector<Vec3> points;
        for (int i = 0; i < 12; ++i) points.push_back(random_point(rng, 1) * scale);
        Sphere s = bounding_sphere(points);
        INFO("scale " << scale << ": " << describe(s));
        REQUIRE(std::isfinite(s.radius));
        REQUIRE(s.radius > 0);
        for (Vec3 p : points) REQUIRE(length(p - s.center) <= s.radius);
        REQUIRE(s.radius <= 2 * std::sqrt(3.0) * scale);
    }
}
