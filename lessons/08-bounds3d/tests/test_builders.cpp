// aabb_of(), bounding_aabb() and bounding_sphere(): the worked cases of the text, the exact
// steps of Ritter's algorithm, and bad input.
#include <cmath>
#include <stdexcept>

#include "bounds3d_cases.hpp"
#include "bounds_checks.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;
using course::describe;

namespace {


void check_box(const Aabb3& got, Vec3 min, Vec3 max, const std::string& what) {
    INFO(what << " = " << describe(got) << "; expected " << describe(Aabb3{min, max}));
    CHECK(course::near(got.min, min));
    CHECK(course::near(got.max, max));
}

void check_sphere(const std::vector<Vec3>& points, Vec3 center, double radius) {
    Sphere s = bounding_sphere(points);
    std::string list;
    for (Vec3 p : points) list += describe(p) + " ";
    INFO("bounding_sphere({" << list << "}) = " << describe(s) << "; expected centre "
                             << describe(center) << ", radius " << radius);
    CHECK(course::near(s.center, center));
    CHECK(course::near(s.radius, radius));
}

// Calls @p f and checks that it throws std::invalid_argument whose message contains @p words.
template <class F>
void check_throws(F f, const std::string& words, const std::string& what) {
    INFO(what << " must throw std::invalid_argument mentioning \"" << words << "\"");
    try {
        f();
        FAIL_CHECK("it returned normally");
    } catch (const std::invalid_argument& e) {
        INFO("message: " << e.what());
        CHECK(std::string(e.what()).find(words) != std::string::npos);
    }
}

Obb case_box(const std::string& name) {
    for (const ObbCase8& c : aabb_of_cases())
        if (c.name == name) return c.box;
    FAIL("no case named " << name);
    return {};
}

} // namespace

TEST_CASE("aabb_of an aligned box is the box itself", "[reread:The box around an oriented box]") {
    check_box(aabb_of(case_box("aligned")), {0, 1.5, 2.75}, {2, 2.5, 3.25}, "aabb_of(aligned)");
}

TEST_CASE("aabb_of a turned box: every axis adds its reach, whichever way it points",
          "[reread:The box around an oriented box]") {
    const double c = std::sqrt(3.0) / 2, r = std::sqrt(2.0);
    check_box(aabb_of(case_box("turned-30-about-z")), {-(2 * c + 0.5), -(1 + c), -0.5},
              {2 * c + 0.5, 1 + c, 0.5}, "aabb_of(turned-30-about-z)");
    check_box(aabb_of(case_box("cube-turned-45-about-z")), {-r, -r, -1}, {r, r, 1},
              "aabb_of(cube-turned-45-about-z)");
    // Turned the other way (-30 degrees): axis[1] now has a negative x component.
    Obb other = make_obb({0, 0, 0}, {2, 1, 0.5},
                         quat_from_axis_angle({0, 0, 1}, -3.14159265358979323846 / 6));
    check_box(aabb_of(other), {-(2 * c + 0.5), -(1 + c), -0.5}, {2 * c + 0.5, 1 + c, 0.5},
              "aabb_of(turned -30 about z)");
    check_box(aabb_of(case_box("flat-square-stood-up")), {-1, 0, -1}, {1, 0, 1},
              "aabb_of(flat-square-stood-up)");
}

TEST_CASE("aabb_of lesson 07's bar holds its eight corners",
          "[reread:The box around an oriented box]") {
    Obb bar = case_box("lesson-07-bar");
    Aabb3 b = aabb_of(bar);
    Vec3 corners[8];
    obb_corners(bar, corners);
    for (Vec3 p : corners) {
        INFO("corner " << describe(p) << ", box " << describe(b));
        CHECK(p.x >= b.min.x - course::kRoundoff);
        CHECK(p.x <= b.max.x + course::kRoundoff);
        CHECK(p.y >= b.min.y - course::kRoundoff);
        CHECK(p.y <= b.max.y + course::kRoundoff);
        CHECK(p.z >= b.min.z - course::kRoundoff);
        CHECK(p.z <= b.max.z + course::kRoundoff);
    }
}

TEST_CASE("aabb_of a box with a NaN is an invalid box", "[reread:Conventions]") {
    Aabb3 b = aabb_of(case_box("nan-centre"));
    INFO("aabb_of(nan-centre) = " << describe(b));
    CHECK(std::isnan(b.min.x));
    CHECK(std::isnan(b.max.x));
    CHECK(course::near(b.min.y, -1));  // the other axes as for any box, rounded outward
    CHECK(course::near(b.max.z, 1));
    CHECK_FALSE(aabb3_overlap(b, b));
}

TEST_CASE("bounding_aabb: the min and the max of each coordinate",
          "[reread:The box around points]") {
    check_box(bounding_aabb({{1, 2, 3}}), {1, 2, 3}, {1, 2, 3}, "bounding_aabb(one point)");
    check_box(bounding_aabb({{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}), {1, 2, 3}, {1, 2, 3},
              "bounding_aabb(one point three times)");
    check_box(bounding_aabb({{10, 12, 11}, {11, 10, 13}, {12, 11, 10}}), {10, 10, 10}, {12, 12, 13},
              "bounding_aabb(far from the origin)");
    check_box(bounding_aabb({{-10, -12, -11}, {-11, -10, -13}}), {-11, -12, -13}, {-10, -10, -11},
              "bounding_aabb(all negative)");
    check_box(bounding_aabb({{0, 5, 0}, {1, -5, 2}, {-3, 0, 1}, {2, 1, -1}}), {-3, -5, -1},
              {2, 5, 2}, "bounding_aabb(each extreme from another point)");
}

TEST_CASE("bounding_aabb: infinite coordinates make an unbounded box",
          "[reread:The box around points]") {
    Aabb3 b = bounding_aabb({{0, 0, 0}, {1, 1, kInf}, {-kInf, 2, 0}});
    INFO(describe(b));
    CHECK(b.min.x == -kInf);
    CHECK(b.max.z == kInf);
    CHECK(b.max.y == 2);
}

TEST_CASE("bounding_aabb: points all at +infinity on an axis make no box (they are no points)",
          "[reread:The box around points]") {
    for (double end : {kInf, -kInf}) {
        Aabb3 b = bounding_aabb({{end, 0, 0}, {end, 1, 1}});  // the two points of x = end
        INFO("bounding_aabb({(" << end << ", 0, 0), (" << end << ", 1, 1)}) = " << describe(b));
        CHECK(b.min.x == end);  // the min and the max, as for any points
        CHECK(b.max.x == end);
        CHECK(b.max.z == 1);
        CHECK_FALSE(aabb3_overlap(b, b));  // [end, end] holds no real number
        CHECK_FALSE(aabb3_overlap(b, {{-kInf, -kInf, -kInf}, {kInf, kInf, kInf}}));
    }
    Aabb3 half = bounding_aabb({{0, 0, 0}, {kInf, 1, 1}});  // one real point: [0, inf] on x
    INFO(describe(half));
    CHECK(aabb3_overlap(half, half));
}

TEST_CASE("bounding_aabb and bounding_sphere: no points, or a NaN, throws",
          "[reread:Conventions]") {
    check_throws([] { bounding_aabb({}); }, "no points", "bounding_aabb({})");
    check_throws([] { bounding_sphere({}); }, "no points", "bounding_sphere({})");
    check_throws(
        [] {
            bounding_aabb({{0, 0, 0}, {1, kNaN, 0}});
        },
        "point 1", "bounding_aabb with a NaN in point 1");
    check_throws(
        [] {
            bounding_aabb({{kNaN, 0, 0}, {1, 1, 0}});
        },
        "point 0", "bounding_aabb with a NaN in point 0");
    check_throws(
        [] {
            bounding_sphere({{0, 0, 0}, {1, 1, 0}, {0, 0, kNaN}});
        },
        "point 2", "bounding_sphere with a NaN in point 2");
    check_throws(
        [] {
            bounding_sphere({{0, 0, 0}, {1, 1, kInf}});
        },
        "point 1", "bounding_sphere with an infinity in point 1");
}

TEST_CASE("Ritter's sphere of one point, or copies of one point, has radius 0",
          "[reread:Ritter's sphere]") {
    check_sphere({{1, 2, 3}}, {1, 2, 3}, 0);
    check_sphere({{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}, {1, 2, 3}, 0);
}

TEST_CASE("Ritter's first sphere: the two points found by the two searches",
          "[reread:Ritter's sphere]") {
    check_sphere({{0, 0, 0}, {2, 0, 0}}, {1, 0, 0}, 1);
    // x = (0,0,0); farthest from it (4,0,0); farthest from that (0,0,0): no growth after.
    check_sphere({{0, 0, 0}, {4, 0, 0}, {2, 1, 0}}, {2, 0, 0}, 2);
    // The farthest pair is not the first point: x = (1,0,0), y = (-3,0,0), z = (5,0,0).
    check_sphere({{1, 0, 0}, {-3, 0, 0}, {5, 0, 0}, {2, 0.5, 0}}, {1, 0, 0}, 4);
}

TEST_CASE("Ritter's growth step: the worked example of the text", "[reread:Ritter's sphere]") {
    // First sphere (2, 0, 0), radius 2; (2, 3, 0) is 3 away: r' = 2.5, c' = c + (0, 3, 0) / 6.
    check_sphere({{0, 0, 0}, {4, 0, 0}, {2, 3, 0}}, {2, 0.5, 0}, 2.5);
    // Two growths in a row.
    check_sphere({{0, 0, 0}, {4, 0, 0}, {2, 3, 0}, {2, -3, 0}}, {2, 0, 0}, 3);
}

TEST_CASE("Ritter's last pass: the rounding of the centre leaves no point outside",
          "[reread:Ritter's sphere]") {
    for (const PointsCase& c : points_cases()) {
        std::string name = c.name;
        if (name != "first-sphere-rounds" && name != "far-out-two-points") continue;
        Sphere s = bounding_sphere(c.points);
        for (Vec3 p : c.points) {
            INFO(name << ": bounding_sphere = " << describe(s) << "; the point " << describe(p)
                      << " is " << length(p - s.center) << " from its centre");
            CHECK(length(p - s.center) <= s.radius);
        }
    }
}

TEST_CASE("Ritter's searches keep the first of two equally far points",
          "[reread:Ritter's sphere]") {
    // (3,0,0) and (0,3,0) are both 3 from x = (0,0,0): y = (3,0,0), then z = (-2.5,0,0).
    Sphere s = bounding_sphere({{0, 0, 0}, {3, 0, 0}, {0, 3, 0}, {-2.5, 0, 0}});
    INFO(describe(s));
    Sphere first = {{0.25, 0, 0}, 2.75};  // before the pass over the points
    double d = std::hypot(0 - first.center.x, 3.0, 0.0), r = (first.radius + d) / 2;
    Vec3 c = first.center + (Vec3{0, 3, 0} - first.center) * ((d - r) / d);
    CHECK(course::near(s.center, c));
    CHECK(course::near(s.radius, r));
}
