// Lesson 12: the rules of the manifolds on the documented cases (manifold_cases.hpp), worked
// out by hand.
//
// The cases run in the order of the chapter's rules, so that a mistake's first failure names
// the section of the rule it breaks: the reference face (on cases whose answer does not hang
// on the incident edge or the clipping), the incident edge, the reference face again, the
// clipping, the conventions, the circles; the precision cases come last.
#include <cmath>
#include <stdexcept>
#include <string>

#include "course_test.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"
#include "manifold_checks.hpp"
#include "special_values.hpp"

using collide::box;
using collide::ContactId;
using collide::Manifold;
using collide::Polygon;
using collide::Vec2;
using course::describe;
using course::near;
using manifold_checks::check_no_contact;
using manifold_checks::check_vec;
using manifold_checks::nearest_point;

namespace {

Manifold of(const std::string& name) { return collide::manifold_of(collide::find_case(name)); }

Polygon reversed(const Polygon& p) { return Polygon(p.rbegin(), p.rend()); }

Polygon moved(Polygon p, Vec2 by) {
    for (Vec2& v : p) v = v + by;
    return p;
}

// The point of @p m nearest @p want is @p want, with @p depth (the other fields unchecked).
void check_point(const Manifold& m, Vec2 want, double depth) {
    int k = nearest_point(m, want);
    INFO("expected a point " << describe(want) << " of depth " << depth << "; got "
                             << describe(m));
    REQUIRE(k >= 0);
    check_vec(m.points[k].point, want, "point");
    INFO("its depth: got " << m.points[k].depth << ", want " << depth);
    CHECK(near(m.points[k].depth, depth));
}

// Every point of @p m has the reference face @p on_b, @p edge (the ids only).
void check_reference(const Manifold& m, bool on_b, int edge) {
    INFO("expected every point's reference face to be " << (on_b ? "b" : "a") << "'s edge "
                                                        << edge << "; got " << describe(m));
    REQUIRE(m.count > 0);
    for (int k = 0; k < m.count; ++k) {
        CHECK(m.points[k].id.reference_on_b == on_b);
        CHECK(m.points[k].id.reference_edge == edge);
    }
}

} // namespace

// --- The reference face, on a case that any incident edge or clipping leaves one point of.

TEST_CASE("the reference face is the face of least penetration: the wedge's tip into b's face",
          "[reread:The reference face]") {
    // The wedge's tip (0, 0.1) is 0.1 into the box above it: the box's bottom face (b's edge 0,
    // separation -0.1) beats every face of the wedge (the best, -0.73).
    check_reference(of("wedge-into-face"), true, 0);
}

TEST_CASE("the normal points from a towards b when b's face is the reference",
          "[reread:The reference face]") {
    // b's bottom face has the outward normal (0, -1); the normal from a to b is (0, 1).
    Manifold m = of("wedge-into-face");
    INFO("got " << describe(m));
    REQUIRE(m.count > 0);
    check_vec(m.normal, {0, 1}, "normal");
}

// --- The incident edge.

TEST_CASE("the incident edge is the other polygon's edge most anti-parallel to the face",
          "[reread:The incident edge]") {
    {
        INFO("resting-box: a's top face (normal (0, 1)) meets b's bottom edge, edge 0");
        Manifold m = of("resting-box");
        INFO("got " << describe(m));
        REQUIRE(m.count > 0);
        for (int k = 0; k < m.count; ++k) CHECK(m.points[k].id.incident_edge == 0);
    }
    {
        INFO("wedge-into-face: b's bottom face (normal (0, -1)) meets the wedge's upper edge, "
             "edge 0 from (0, 0.1) to (-3, -0.9)");
        Manifold m = of("wedge-into-face");
        INFO("got " << describe(m));
        REQUIRE(m.count > 0);
        for (int k = 0; k < m.count; ++k) CHECK(m.points[k].id.incident_edge == 0);
    }
}

// --- The reference face: ties and near-ties.

TEST_CASE("nearly equal faces: a's face is kept unless b's is better by kFacePreference",
          "[reread:The reference face]") {
    // a, turned by 1e-4 rad, under a flat box: b's bottom face is better than a's top face by
    // about 1.5e-4, far less than kFacePreference times the size (0.0005 * 4 = 0.002).
    Manifold m = of("nearly-equal-faces");
    check_reference(m, false, 2);
    check_vec(m.normal, {-std::sin(1e-4), std::cos(1e-4)}, "normal (a's top face, turned)");
}

TEST_CASE("equal faces keep a's face: a box resting on another, on a slope, identical squares",
          "[reread:The reference face]") {
    {
        INFO("resting-box: a's top face, edge 2");
        check_reference(of("resting-box"), false, 2);
    }
    {
        INFO("box-on-slope: the slope's face, a's edge 2");
        check_reference(of("box-on-slope"), false, 2);
    }
    {
        INFO("identical-squares: every face equal, a's first, edge 0");
        check_reference(of("identical-squares"), false, 0);
    }
}

TEST_CASE("the normal is a's face's outward normal when a's face is the reference",
          "[reread:The reference face]") {
    {
        Manifold m = of("box-on-slope");
        INFO("box-on-slope: got " << describe(m));
        REQUIRE(m.count > 0);
        check_vec(m.normal, {-0.6, 0.8}, "normal");
    }
    {
        Manifold m = of("contained");
        INFO("contained: got " << describe(m));
        REQUIRE(m.count > 0);
        check_vec(m.normal, {1, 0}, "normal");
    }
}

// --- Clipping.

TEST_CASE("the incident edge is clipped by both side planes of the reference face",
          "[reread:Clipping]") {
    // b's bottom edge runs from x = -2 to 2 under a's top face from x = 0.5 to -0.5: both side
    // planes cut it, at x = 0.5 (the face's start, plane 0) and x = -0.5 (its end, plane 1).
    Manifold m = of("wide-on-narrow");
    INFO("got " << describe(m));
    REQUIRE(m.count == 2);
    check_point(m, {-0.5, -0.1}, 0.1);
    check_point(m, {0.5, -0.1}, 0.1);
}

TEST_CASE("only the points behind the reference face are kept", "[reread:Clipping]") {
    {
        // The diamond's lower edge runs from its corner (0, -0.1), 0.1 deep, to (1, 0.9),
        // 0.9 in front of the ground: only the corner is a contact.
        Manifold m = of("corner-into-face");
        INFO("corner-into-face: got " << describe(m));
        CHECK(m.count == 1);
        check_point(m, {0, -0.1}, 0.1);
    }
    {
        Manifold m = of("wedge-into-face");
        INFO("wedge-into-face: got " << describe(m));
        CHECK(m.count == 1);
        check_point(m, {0, 0.1}, 0.1);
    }
    {
        INFO("touching: the box's bottom lies on the ground, depth 0: no point is kept");
        check_no_contact(of("touching"));
    }
}

TEST_CASE("a resting box: two points, its bottom corners, 0.1 deep", "[reread:Clipping]") {
    Manifold m = of("resting-box");
    INFO("got " << describe(m));
    REQUIRE(m.count == 2);
    check_point(m, {-0.5, -0.1}, 0.1);
    check_point(m, {0.5, -0.1}, 0.1);
}

TEST_CASE("each point has its own depth: a box on a slope, a box inside another",
          "[reread:Clipping]") {
    {
        Manifold m = of("box-on-slope");
        INFO("box-on-slope: got " << describe(m));
        REQUIRE(m.count == 2);
        check_point(m, {-0.37, -0.34}, 0.05);
        check_point(m, {0.43, 0.26}, 0.05);
    }
    {
        // The small box's left edge, x = 1.8, is 1.2 behind the big box's right face.
        Manifold m = of("contained");
        INFO("contained: got " << describe(m));
        REQUIRE(m.count == 2);
        check_point(m, {1.8, -0.4}, 1.2);
        check_point(m, {1.8, 0.4}, 1.2);
    }
    {
        // a's top face passes through the origin with the normal n = (-s, c) (s, c: the sine and
        // cosine of 1e-4); its side planes are dot((c, s), p) = +-0.5. On b's bottom, y = -0.1,
        // they cut at x = (+-0.5 + 0.1 s) / c, each point s x + 0.1 c behind the face.
        const double s = std::sin(1e-4), c = std::cos(1e-4);
        Manifold m = of("nearly-equal-faces");
        INFO("nearly-equal-faces: got " << describe(m));
        REQUIRE(m.count == 2);
        for (double side : {-0.5, 0.5}) {
            double x = (side + 0.1 * s) / c;
            check_point(m, {x, -0.1}, s * x + 0.1 * c);
        }
    }
}

TEST_CASE("which features made each point: the ids", "[reread:Clipping]") {
    {
        // Not clipped: the ends of b's bottom edge, its start (end 0) and its end (end 1).
        Manifold m = of("resting-box");
        INFO("resting-box: got " << describe(m));
        REQUIRE(m.count == 2);
        int left = nearest_point(m, {-0.5, -0.1}), right = nearest_point(m, {0.5, -0.1});
        REQUIRE(left != right);
        CHECK(describe(m.points[left].id) == describe(ContactId{false, 2, 0, -1, 0}));
        CHECK(describe(m.points[right].id) == describe(ContactId{false, 2, 0, -1, 1}));
    }
    {
        // Clipped: a's top face runs from (0.5, 0) to (-0.5, 0); the plane through its start
        // cuts at x = 0.5, the plane through its end at x = -0.5.
        Manifold m = of("wide-on-narrow");
        INFO("wide-on-narrow: got " << describe(m));
        REQUIRE(m.count == 2);
        int left = nearest_point(m, {-0.5, -0.1}), right = nearest_point(m, {0.5, -0.1});
        REQUIRE(left != right);
        CHECK(describe(m.points[left].id) == describe(ContactId{false, 2, 0, 1, -1}));
        CHECK(describe(m.points[right].id) == describe(ContactId{false, 2, 0, 0, -1}));
    }
}

TEST_CASE("the ids match between frames: a box that moves a little keeps its ids",
          "[reread:Clipping]") {
    collide::ManifoldCase c = collide::find_case("resting-box");
    Manifold before = polygon_manifold(c.a, c.b);
    Manifold after = polygon_manifold(c.a, moved(c.b, {0.01, -0.002}));
    INFO("before: " << describe(before) << "; after moving b by (0.01, -0.002): "
                    << describe(after));
    REQUIRE(before.count == 2);
    REQUIRE(after.count == 2);
    for (int k = 0; k < 2; ++k) {
        int j = nearest_point(after, before.points[k].point + Vec2{0.01, -0.002});
        CHECK(describe(after.points[j].id) == describe(before.points[k].id));
    }
    CHECK_FALSE(describe(before.points[0].id) == describe(before.points[1].id));
}

// --- Conventions.

TEST_CASE("touching is no contact; the least overlap is", "[reread:Conventions]") {
    check_no_contact(of("touching"));
    check_no_contact(of("apart"));
    Polygon ground = box(-2, -1, 2, 0);
    Manifold m = polygon_manifold(ground, box(-0.5, -0.001, 0.5, 1));
    INFO("0.001 deep: got " << describe(m));
    CHECK(m.count == 2);
}

TEST_CASE("either winding: the same points and normal", "[reread:Conventions]") {
    collide::ManifoldCase c = collide::find_case("resting-box");
    for (int flip = 1; flip < 4; ++flip) {
        Polygon a = flip & 1 ? reversed(c.a) : c.a;
        Polygon b = flip & 2 ? reversed(c.b) : c.b;
        Manifold m = polygon_manifold(a, b);
        INFO((flip & 1 ? "a clockwise, " : "a counter-clockwise, ")
             << (flip & 2 ? "b clockwise" : "b counter-clockwise") << ": got " << describe(m));
        REQUIRE(m.count == 2);
        check_vec(m.normal, {0, 1}, "normal");
        check_point(m, {-0.5, -0.1}, 0.1);
        check_point(m, {0.5, -0.1}, 0.1);
    }
    Manifold m = of("clockwise-b");
    INFO("clockwise-b: got " << describe(m));
    REQUIRE(m.count == 2);
    check_point(m, {-0.5, -0.1}, 0.1);
}

TEST_CASE("the normal is a unit vector", "[reread:Conventions]") {
    for (const collide::ManifoldCase& c : collide::lesson_cases()) {
        Manifold m = collide::manifold_of(c);
        if (m.count == 0) continue;
        INFO(c.name << ": got " << describe(m) << ", whose normal has length "
                    << collide::length(m.normal));
        CHECK(near(collide::length(m.normal), 1, course::kRoundoff));
    }
    Manifold m = of("box-on-slope");
    INFO("box-on-slope: got " << describe(m));
    CHECK(m.count == 2);
}

TEST_CASE("fewer than three vertices throws std::invalid_argument", "[reread:Conventions]") {
    Polygon two = {{0, 0}, {1, 0}};
    Polygon ground = box(-2, -1, 2, 0);
    CHECK_THROWS_AS(polygon_manifold(two, ground), std::invalid_argument);
    CHECK_THROWS_AS(polygon_manifold(ground, two), std::invalid_argument);
    CHECK_THROWS_AS(collide::circle_polygon_manifold({0, 0}, 1, two), std::invalid_argument);
}

TEST_CASE("a NaN or infinite coordinate is no contact", "[reread:Conventions]") {
    Polygon ground = box(-2, -1, 2, 0);
    check_no_contact(of("nan-vertex"));
    check_no_contact(polygon_manifold(ground, {{0, -0.1}, {course::kInf, 0}, {0, 1}}));
    check_no_contact(polygon_manifold({{-2, -1}, {2, -1}, {2, -course::kInf}}, ground));
    Manifold m = polygon_manifold(ground, {{0, -0.1}, {1, 0}, {0, 1}});
    INFO("the same triangle with (1, 0) for its bad vertex: got " << describe(m));
    CHECK(m.count > 0);
}

TEST_CASE("a repeated vertex is an edge of length zero, skipped; a flat polygon is no contact",
          "[reread:Conventions]") {
    {
        Manifold m = of("repeated-vertex");
        INFO("repeated-vertex: the ground with a vertex twice; got " << describe(m));
        REQUIRE(m.count == 2);
        check_vec(m.normal, {0, 1}, "normal");
        check_point(m, {-0.5, -0.1}, 0.1);
        check_point(m, {0.5, -0.1}, 0.1);
    }
    check_no_contact(of("flat-polygon"));
}

// --- Circles.

TEST_CASE("two circles: lesson 02's normal and depth, circle 2's deepest point",
          "[reread:Circles]") {
    {
        Manifold m = of("circles-overlapping");
        INFO("circles-overlapping: got " << describe(m));
        REQUIRE(m.count == 1);
        check_vec(m.normal, {1, 0}, "normal");
        check_point(m, {0.5, 0}, 0.5);
    }
    {
        Manifold m = of("circles-same-centre");
        INFO("circles-same-centre: the normal (1, 0); got " << describe(m));
        REQUIRE(m.count == 1);
        check_vec(m.normal, {1, 0}, "normal");
        check_point(m, {-1, 0}, 2);
    }
    {
        INFO("centres (1, 1) and (4, 5), 5 apart, radii 2 and 1: apart");
        check_no_contact(collide::circle_manifold({1, 1}, 2, {4, 5}, 1));
        Manifold n = collide::circle_manifold({1, 1}, 4, {4, 5}, 2);
        INFO("radii 4 and 2, 1 deep: got " << describe(n));
        REQUIRE(n.count == 1);
        check_vec(n.normal, {0.6, 0.8}, "normal");
        check_point(n, {2.8, 3.4}, 1);
    }
}

TEST_CASE("two circles: touching is no contact; bad radii and coordinates are no contact",
          "[reread:Circles]") {
    check_no_contact(of("circles-touching"));
    check_no_contact(collide::circle_manifold({0, 0}, -1, {0.5, 0}, 1));
    check_no_contact(collide::circle_manifold({0, 0}, course::kNaN, {0.5, 0}, 1));
    check_no_contact(collide::circle_manifold({0, 0}, course::kInf, {0.5, 0}, 1));
    check_no_contact(collide::circle_manifold({course::kNaN, 0}, 1, {0.5, 0}, 1));
    Manifold m = collide::circle_manifold({0, 0}, 1, {1.999, 0}, 1);
    INFO("0.001 deep: got " << describe(m));
    CHECK(m.count == 1);
}

TEST_CASE("a circle and a polygon: lesson 11's normal and depth, the polygon's nearest point",
          "[reread:Circles]") {
    {
        Manifold m = of("circle-on-ground");
        INFO("circle-on-ground: got " << describe(m));
        REQUIRE(m.count == 1);
        check_vec(m.normal, {0, -1}, "normal (from the circle towards the polygon)");
        check_point(m, {0, 0}, 0.1);
    }
    {
        Manifold m = of("circle-at-corner");
        INFO("circle-at-corner: the corner (2, 0) is 0.5 from the centre; got " << describe(m));
        REQUIRE(m.count == 1);
        check_vec(m.normal, {-0.6, -0.8}, "normal");
        check_point(m, {2, 0}, 0.5);
    }
    {
        Manifold m = of("circle-centre-inside");
        INFO("circle-centre-inside: the centre 0.2 under the top face; got " << describe(m));
        REQUIRE(m.count == 1);
        check_vec(m.normal, {0, -1}, "normal");
        check_point(m, {0, 0}, 0.7);
    }
    {
        Manifold m = collide::circle_polygon_manifold({0, 0.9}, 1, reversed(box(-2, -1, 2, 0)));
        INFO("circle-on-ground, the ground clockwise: got " << describe(m));
        REQUIRE(m.count == 1);
        check_vec(m.normal, {0, -1}, "normal");
    }
}

TEST_CASE("a circle and a polygon: touching, bad radii and coordinates are no contact",
          "[reread:Circles]") {
    Polygon ground = box(-2, -1, 2, 0);
    check_no_contact(of("circle-touching-ground"));
    check_no_contact(collide::circle_polygon_manifold({0, 0.5}, -1, ground));
    check_no_contact(collide::circle_polygon_manifold({0, 0.5}, course::kInf, ground));
    check_no_contact(collide::circle_polygon_manifold({0, course::kNaN}, 1, ground));
    Polygon nan_ground = moved(ground, {course::kNaN, 0});
    check_no_contact(collide::circle_polygon_manifold({0, 0.5}, 1, nan_ground));
    Manifold m = collide::circle_polygon_manifold({0, 0.5}, 1, ground);
    INFO("the circle 0.5 deep: got " << describe(m));
    CHECK(m.count == 1);
}
