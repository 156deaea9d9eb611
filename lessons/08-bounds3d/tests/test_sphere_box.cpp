// closest_point() and sphere_aabb_hit(): faces, edges, corners, a centre inside on each axis
// and on every tie, touching, and bad input.
#include <cmath>

#include "bounds3d_cases.hpp"
#include "bounds_checks.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;
using course::describe;

namespace {

const Aabb3 kCube = {{-1, -1, -1}, {1, 1, 1}};

std::string call(const Aabb3& box, const Sphere& s) {
    return "sphere_aabb_hit(" + describe(box) + ", " + describe(s) + ")";
}

void hit(const Aabb3& box, const Sphere& s, Vec3 normal, double depth) {
    course::check_hit(sphere_aabb_hit(box, s), call(box, s), normal, depth);
}

void no_hit(const Aabb3& box, const Sphere& s) {
    course::check_no_hit(sphere_aabb_hit(box, s), call(box, s));
}

void nearest(const Aabb3& box, Vec3 p, Vec3 expected) {
    Vec3 q = closest_point(box, p);
    INFO("closest_point(" << describe(box) << ", " << describe(p) << ") = " << describe(q)
                          << "; expected " << describe(expected));
    CHECK(q.x == expected.x);
    CHECK(q.y == expected.y);
    CHECK(q.z == expected.z);
}

} // namespace

TEST_CASE("closest_point clamps each coordinate to the box",
          "[reread:The sphere against the box]") {
    Aabb3 box = long_box();                    // [-1, 1] x [-2, 2] x [-3, 3]
    nearest(box, {0.5, -1, 2}, {0.5, -1, 2});  // inside: p itself
    nearest(box, {5, 1, 1}, {1, 1, 1});
    nearest(box, {0, -7, 1}, {0, -2, 1});
    nearest(box, {0, 1, 9}, {0, 1, 3});
    nearest(box, {-4, 3, 5}, {-1, 2, 3});
    nearest(box, {4, -3, -5}, {1, -2, -3});
    nearest(box, {1, 0.5, 0}, {1, 0.5, 0});  // on a face
}

TEST_CASE("closest_point of an infinite or NaN point follows the formula",
          "[reread:Conventions]") {
    nearest(long_box(), {kInf, 1, -kInf}, {1, 1, -3});
    Vec3 q = closest_point(long_box(), {kNaN, 1, 9});
    INFO("closest_point(long_box, (nan, 1, 9)) = " << describe(q));
    CHECK(std::isnan(q.x));
    CHECK(q.y == 1);
    CHECK(q.z == 3);
}

TEST_CASE("a sphere beyond a face is pushed out along that face's normal",
          "[reread:The sphere against the box]") {
    hit(kCube, {{1.5, 0, 0}, 1}, {1, 0, 0}, 0.5);
    hit(kCube, {{-1.5, 0.3, 0.2}, 1}, {-1, 0, 0}, 0.5);
    hit(kCube, {{0, -1.25, 0}, 0.5}, {0, -1, 0}, 0.25);
    hit(kCube, {{0.2, 1.25, -0.9}, 0.5}, {0, 1, 0}, 0.25);
    hit(kCube, {{0, 0, 1.75}, 1}, {0, 0, 1}, 0.25);
    hit(kCube, {{0.9, 0.9, -1.75}, 1}, {0, 0, -1}, 0.25);
}

TEST_CASE("beyond an edge or a corner the normal points from the nearest point",
          "[reread:The sphere against the box]") {
    const double r = std::sqrt(0.5);
    hit(kCube, {{1.5, 1.5, 0}, 1}, {r, r, 0}, 1 - std::sqrt(0.5));
    hit(kCube, {{0.3, -1.5, 1.5}, 1}, {0, -r, r}, 1 - std::sqrt(0.5));
    hit(kCube, {{-1.5, 0, -1.5}, 1}, {-r, 0, -r}, 1 - std::sqrt(0.5));
    const double s = 1 / std::sqrt(3.0);
    hit(kCube, {{2, 2, 2}, 2}, {s, s, s}, 2 - std::sqrt(3.0));
    // (2, 3, 6), 7 long, from the corner (1, 1, 1):
    hit(kCube, {{3, 4, 7}, 7.5}, {2.0 / 7, 3.0 / 7, 6.0 / 7}, 0.5);
    hit(kCube, {{-3, -4, -7}, 7.5}, {-2.0 / 7, -3.0 / 7, -6.0 / 7}, 0.5);
}

TEST_CASE("a sphere that touches a face, an edge or a corner does not hit",
          "[reread:The sphere against the box]") {
    no_hit(kCube, {{2, 0, 0}, 1});
    no_hit(kCube, {{0, 0, -3}, 2});
    no_hit(kCube, {{1, 1.75, 0}, 0.75});  // touches the face y = 1 (q = (1, 1, 0))
    no_hit(kCube, {{3, 4, 7}, 7});        // 7 from the corner (1, 1, 1)
    no_hit(kCube, {{-1, 4, 5}, 5});       // 5 from the edge x = -1, y = z = 1 (3-4-5)
    no_hit(kCube, {{0, 3, 0}, 1});        // apart
}

TEST_CASE("a centre inside leaves through the nearest face, on each axis",
          "[reread:Centre inside the box]") {
    Aabb3 box = long_box();  // [-1, 1] x [-2, 2] x [-3, 3]
    hit(box, {{0.75, 0, 0}, 0.5}, {1, 0, 0}, 0.75);
    hit(box, {{-0.6, 0.5, 1}, 0.5}, {-1, 0, 0}, 0.9);
    hit(box, {{0, -1.5, 0}, 0.5}, {0, -1, 0}, 1);
    hit(box, {{0.2, 1.9, -1}, 0.25}, {0, 1, 0}, 0.35);
    hit(box, {{0, 0, 2.6}, 0.5}, {0, 0, 1}, 0.9);
    hit(box, {{0, 1, -2.2}, 2}, {0, 0, -1}, 2.8);
}

TEST_CASE("a centre inside: ties go x before y before z, and the min face first",
          "[reread:Centre inside the box]") {
    hit(kCube, {{0, 0, 0}, 0.5}, {-1, 0, 0}, 1.5);                  // all six faces tie
    hit(kCube, {{0.5, -0.5, 0}, 0.5}, {1, 0, 0}, 1);                // +x and -y
    hit(kCube, {{-0.5, 0.5, 0}, 0.5}, {-1, 0, 0}, 1);               // -x and +y
    hit(kCube, {{0, 0.5, -0.5}, 0.5}, {0, 1, 0}, 1);                // +y and -z
    hit(kCube, {{0, -0.5, 0.5}, 0.5}, {0, -1, 0}, 1);               // -y and +z
    hit(kCube, {{0.5, 0, 0.5}, 0.5}, {1, 0, 0}, 1);                 // +x and +z
    hit({{-5, -1, -5}, {5, 1, 5}}, {{0, 0, 0}, 1}, {0, -1, 0}, 2);  // only the two y faces tie
    hit({{-5, -5, -1}, {5, 5, 1}}, {{0, 0, 0}, 1}, {0, 0, -1}, 2);  // only the two z faces tie
    hit({{-5, -5, -1}, {5, 5, 1}}, {{0, 0, 0.2}, 1}, {0, 0, 1}, 1.8);
}

TEST_CASE("a centre exactly on a face is inside: depth = the radius",
          "[reread:Centre inside the box]") {
    hit(kCube, {{1, 0, 0}, 0.5}, {1, 0, 0}, 0.5);
    hit(kCube, {{0.2, -1, 0.3}, 0.5}, {0, -1, 0}, 0.5);
    hit(kCube, {{1, 1, 1}, 0.5}, {1, 0, 0}, 0.5);  // on the corner: +x wins the tie
    hit(kCube, {{-1, 0, -1}, 0.5}, {-1, 0, 0}, 0.5);
}

TEST_CASE("a point (radius 0) hits only when strictly inside", "[reread:Centre inside the box]") {
    hit(kCube, {{0.5, 0, 0}, 0}, {1, 0, 0}, 0.5);
    no_hit(kCube, {{1, 0, 0}, 0});
    no_hit(kCube, {{1, 1, -1}, 0});
    no_hit(kCube, {{1.5, 0, 0}, 0});
}

TEST_CASE("a flat box: both faces of the flat axis are at distance 0, the min face wins",
          "[reread:Centre inside the box]") {
    Aabb3 square = {{-1, -1, 0}, {1, 1, 0}};
    hit(square, {{0, 0, 0}, 0.5}, {0, 0, -1}, 0.5);
    hit(square, {{0, 0, 0.25}, 0.5}, {0, 0, 1}, 0.25);
    hit(square, {{0, 0, -0.25}, 0.5}, {0, 0, -1}, 0.25);
    no_hit(square, {{0.3, 0.3, 0}, 0});
    Aabb3 point = {{2, 2, 2}, {2, 2, 2}};
    hit(point, {{2, 2, 2}, 1}, {-1, 0, 0}, 1);
}

TEST_CASE("huge and tiny spheres outside the box follow the same rules",
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    // Radius 1e200 and the centre 1e160 beyond a face: both squares overflow.
    Sphere big = {{1 + 1e160, 0, 0}, 1e200};
    Hit3 h = sphere_aabb_hit(kCube, big);
    INFO(call(kCube, big) << " = " << describe(h));
    CHECK(h.hit);
    CHECK(course::near(h.normal, {1, 0, 0}));
    CHECK(course::within_relative(h.depth, 1e200, 1e-15));
    no_hit(kCube, {{-1, -1, -1 - 1e200}, 1e200});   // touching at a corner, exactly
    no_hit(kCube, {{1, 2e200, 1}, 1e200});          // apart
    // Radius 1e-170 and the centre 0.5e-170 beyond an edge of a tiny box: both squares are 0.
    const Aabb3 tiny_box = {{0, 0, 0}, {1e-170, 1e-170, 1e-170}};
    Sphere tiny = {{1.3e-170, 1.4e-170, 0.5e-170}, 1e-170};
    Hit3 t = sphere_aabb_hit(tiny_box, tiny);
    INFO(call(tiny_box, tiny) << " = " << describe(t));
    CHECK(t.hit);
    CHECK(course::near(t.normal, {0.6, 0.8, 0}));
    CHECK(std::fabs(t.depth - 0.5e-170) <= 1e-185);
    no_hit(tiny_box, {{2e-170, 0.5e-170, 0.5e-170}, 1e-170});  // touching a face, exactly
}

TEST_CASE("bad input is no hit: invalid or non-finite boxes, non-finite centres, bad radii",
          "[reread:Conventions]") {
    no_hit({{1, -1, -1}, {-1, 1, 1}}, {{0, 0, 0}, 1});
    no_hit({{-1, 1, -1}, {1, -1, 1}}, {{0, 0, 0}, 1});
    no_hit({{-1, -1, 1}, {1, 1, -1}}, {{0, 0, 0}, 1});
    no_hit({{-1, -1, kNaN}, {1, 1, 1}}, {{0, 0, 0}, 1});
    no_hit({{-1, -1, -1}, {1, kNaN, 1}}, {{0, 0, 0}, 1});
    no_hit({{-kInf, -1, -1}, {1, 1, 1}}, {{0, 0, 0}, 1});
    no_hit({{-1, -1, -1}, {1, 1, kInf}}, {{0, 0, 0}, 1});
    no_hit(kCube, {{kNaN, 0, 0}, 1});
    no_hit(kCube, {{0, -kInf, 0}, 1});
    no_hit(kCube, {{0, 0, kInf}, 1});
    no_hit(kCube, {{0, 0, 0}, -1});
    no_hit(kCube, {{1.5, 0, 0}, kNaN});
    no_hit(kCube, {{0, 0, 0}, kNaN});
    no_hit(kCube, {{5, 0, 0}, -kInf});
}

TEST_CASE("an infinite radius hits every box with a finite centre, as in sphere_hit",
          "[reread:Conventions]") {
    struct Case {
        Aabb3 box;
        Vec3 centre, normal;
    };
    const Case cases[] = {
        {kCube, {5, 0, 0}, {1, 0, 0}},                    // outside, beyond a face
        {kCube, {3, 4, 7}, {2.0 / 7, 3.0 / 7, 6.0 / 7}},  // outside, beyond a corner
        {kCube, {0, 0, 0}, {-1, 0, 0}},                   // inside: the nearest face, -x on ties
        {kCube, {0, 0.5, 0}, {0, 1, 0}},
    };
    for (const Case& c : cases) {
        Sphere s = {c.centre, kInf};
        Hit3 h = sphere_aabb_hit(c.box, s);
        INFO(call(c.box, s) << " = " << describe(h));
        CHECK(h.hit);
        CHECK(course::near(h.normal, c.normal));
        CHECK(h.depth == kInf);
    }
}

TEST_CASE("an infinite radius 1e308 away: a hit while the distance is finite, then none",
          "[precision][reread:Lengths that neither overflow nor underflow]") {
    struct Case {
        Aabb3 box;
        Vec3 centre, normal;
    };
    const Case cases[] = {
        {{{-1, -1, -1}, {1, 1, 1e308}}, {0, 0, 1e308}, {0, 0, 1}},
        {kCube, {1e308, 1e308, 0}, {0.70710678118654752, 0.70710678118654752, 0}},
    };
    for (const Case& c : cases) {
        Sphere s = {c.centre, kInf};
        Hit3 h = sphere_aabb_hit(c.box, s);
        INFO(call(c.box, s) << " = " << describe(h) << "; expected a hit, normal "
                            << describe(c.normal) << ", depth inf");
        CHECK(h.hit);
        CHECK(course::near(h.normal, c.normal));
        CHECK(h.depth == kInf);
    }
    // Like sphere_hit: a distance that overflows to infinity is no hit, even for this radius.
    no_hit({{-1.5e308, -1, -1}, {-1e308, 1, 1}}, {{1e308, 0, 0}, kInf});  // 2e308 away
    no_hit(kCube, {{1.5e308, 1.5e308, 0}, kInf});
}
