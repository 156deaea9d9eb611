// Lesson 03: the rules of sat_hit on small cases worked out by hand.
#include <cmath>
#include <stdexcept>
#include <string>

#include "course_test.hpp"
#include "describe.hpp"
#include "sat_cases.hpp"
#include "sat.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Hit;
using collide::Polygon;
using collide::sat_hit;
using collide::Vec2;
using course::near;

namespace {

// A square of side 2 centred at c, counter-clockwise from the bottom-left corner.
Polygon square(Vec2 c) {
    return {{c.x - 1, c.y - 1}, {c.x + 1, c.y - 1}, {c.x + 1, c.y + 1}, {c.x - 1, c.y + 1}};
}

Polygon reversed(Polygon p) { return Polygon(p.rbegin(), p.rend()); }

Polygon moved(Polygon p, Vec2 by) {
    for (Vec2& v : p) v = v + by;
    return p;
}

// sat_hit on the documented case @p name (sat_cases.hpp).
Hit hit_of(const std::string& name) {
    collide::SatCase c = collide::find_case(name);
    return sat_hit(c.a, c.b);
}

void require_no_hit(const Hit& h) {
    INFO("expected no hit {false, (0, 0), 0}; got " << course::describe(h));
    CHECK_FALSE(h.hit);
    CHECK(h.normal.x == 0);
    CHECK(h.normal.y == 0);
    CHECK(h.depth == 0);
}

void require_hit(const Hit& h, Vec2 normal, double depth) {
    INFO("got " << course::describe(h) << "; expected a hit, normal " << course::describe(normal)
                << ", depth " << depth);
    REQUIRE(h.hit);
    CHECK(near(h.normal.x, normal.x));
    CHECK(near(h.normal.y, normal.y));
    CHECK(near(h.depth, depth));
}

// The normal alone, whatever the depth: a check of the direction must not fail on a wrong depth.
void check_normal(const Hit& h, Vec2 normal) {
    INFO("got " << course::describe(h) << "; expected a hit with normal "
                << course::describe(normal) << " (the depth is checked elsewhere)");
    REQUIRE(h.hit);
    CHECK(near(h.normal.x, normal.x));
    CHECK(near(h.normal.y, normal.y));
}

// The depth alone, whatever the normal.
void check_depth(const Hit& h, double depth) {
    INFO("got " << course::describe(h) << "; expected a hit with depth " << depth
                << " (the normal is checked elsewhere)");
    REQUIRE(h.hit);
    CHECK(near(h.depth, depth));
}

} // namespace

// The cases run in the order of the chapter's rules, so that a mistake's first failure names
// the section of the rule it breaks: the separating axes, the conventions, the worked example,
// the depth and its sign, ties and winding, degenerate input; the precision cases come last.

TEST_CASE("apart squares are no hit", "[reread:Separating axes]") {
    require_no_hit(hit_of("apart"));
    require_no_hit(sat_hit(square({0, 0}), square({-0.5, -2.25})));
}

TEST_CASE("touching is no hit: an edge or a corner in common", "[reread:Separating axes]") {
    {
        INFO("edge against edge: b at (2, 0.5)");
        require_no_hit(hit_of("touching-edges"));
    }
    {
        INFO("corner against corner: b at (2, 2)");
        require_no_hit(hit_of("touching-corners"));
    }
}

TEST_CASE("a hair's breadth of overlap is a hit", "[reread:Separating axes]") {
    Hit h = sat_hit(square({0, 0}), square({1.999, 0}));
    INFO("squares 1.999 apart overlap by 0.001; got " << course::describe(h));
    CHECK(h.hit);
}

TEST_CASE("the normal is a unit vector whatever the edge lengths", "[reread:Separating axes]") {
    Polygon big = {{-10, -10}, {10, -10}, {10, 10}, {-10, 10}};
    Polygon small = {{9.5, 0}, {10.5, 0}, {10.5, 0.25}};
    Hit h = sat_hit(big, small);
    INFO("a square 20 wide against a triangle with edges 1 and 0.25 long; got "
         << course::describe(h) << ", whose normal has length " << collide::length(h.normal));
    REQUIRE(h.hit);
    CHECK(near(collide::length(h.normal), 1, course::kRoundoff));
}

TEST_CASE("only b's edge separates: a square and a triangle across a's corner",
          "[reread:Separating axes]") {
    Polygon b = {{1.5, 0.9}, {0.9, 1.5}, {2.5, 2.5}};
    require_no_hit(sat_hit(square({0, 0}), b));
    require_no_hit(sat_hit(b, square({0, 0})));
}

TEST_CASE("the normal points from a towards b's way out: swapping a and b turns it round",
          "[reread:Conventions]") {
    {
        INFO("a at (1.5, 0), b at (0, 0): b leaves to the left");
        check_normal(sat_hit(square({1.5, 0}), square({0, 0})), {-1, 0});
    }
    {
        INFO("b at (0.3, -1.8), below a: b leaves downwards");
        check_normal(sat_hit(square({0, 0}), square({0.3, -1.8})), {0, -1});
    }
}

TEST_CASE("the last edge closes the polygon: two triangles separated only along a's last edge",
          "[reread:Conventions]") {
    Polygon a = {{0, 0}, {2, 0}, {0, 2}};
    Polygon b = {{-2, -1}, {-0.1, 1}, {-2, 3}};
    INFO("only the edge from (0,2) back to (0,0) separates these two");
    require_no_hit(sat_hit(a, b));
}

TEST_CASE("the last edge closes the polygon: the way out is along the last edge's normal",
          "[reread:Conventions]") {
    Polygon a = {{0, 0}, {2, 0}, {0, 2}};
    Polygon b = {{-1, 0.5}, {0.2, 0.3}, {0.1, 0.9}};
    // On a's last edge (normal (-1,0)) b reaches 0.2 inside: the shortest way out, leftwards.
    require_hit(sat_hit(a, b), {-1, 0}, 0.2);
}

TEST_CASE("two squares 1.5 apart along x: normal (1,0), depth 0.5", "[reread:Worked example]") {
    require_hit(hit_of("squares-1.5-apart-in-x"), {1, 0}, 0.5);
}

TEST_CASE("the lesson 04 scene: x is the way out although y overlaps more",
          "[reread:Worked example]") {
    require_hit(hit_of("lesson-04-scene"), {1, 0}, 0.5);
}

TEST_CASE("containment: a small box inside a long one leaves by the near end",
          "[reread:Containment: when one shadow holds the other]") {
    Polygon a = {{-3, -1}, {3, -1}, {3, 1}, {-3, 1}};
    Polygon b = {{1.8, -0.4}, {2.6, -0.4}, {2.6, 0.4}, {1.8, 0.4}};
    Hit h = sat_hit(a, b);
    // x: b can leave to the right by 3 - 1.8 = 1.2 (to the left it would take 5.6);
    // y: 1.4 either way. The overlap of the shadows, 0.8, is neither.
    require_hit(h, {1, 0}, 1.2);
    INFO("moved by normal * depth, b must only touch a");
    require_no_hit(sat_hit(a, moved(b, h.normal * h.depth)));
}

TEST_CASE("the depth is b's shorter way out on the chosen axis, whatever the edge lengths",
          "[reread:Containment: when one shadow holds the other]") {
    // b can leave the big square to the right by 10 - 9.5 = 0.5, or downwards by 0.25 + 10.
    Polygon big = {{-10, -10}, {10, -10}, {10, 10}, {-10, 10}};
    Polygon small = {{9.5, 0}, {10.5, 0}, {10.5, 0.25}};
    check_depth(sat_hit(big, small), 0.5);
}

TEST_CASE("b to the left of a is pushed along -x",
          "[reread:The sign comes from the shadows, not the centres]") {
    require_hit(hit_of("b-on-the-left"), {-1, 0}, 0.5);
}

TEST_CASE("the sign comes from the shadows: a pair whose centres point the other way",
          "[reread:The sign comes from the shadows, not the centres]") {
    // No axis has one shadow inside the other, yet on the chosen axis B's centre projects
    // 0.004 behind A's: the centres' sign would send B the long way, still overlapping.
    Polygon a = {{1.1, -1.1}, {0, 1.7}, {-1, 1.2}, {-1.3, 0.4}};
    Polygon b = {{1.7, -1.9}, {1.9, -0.6}, {1.5, 0.4}, {0.6, 0.9}, {-1, 0.1}};
    Hit h = sat_hit(a, b);
    require_hit(h, {-0.52999894000317993, -0.84799830400508802}, 1.4839970320089042);
    INFO("moved by normal * depth, b must only touch a");
    require_no_hit(sat_hit(a, moved(b, h.normal * h.depth)));
}

TEST_CASE("on one axis, equal ways out go along +axis: identical squares give (0,-1), 2",
          "[reread:Ties and winding]") {
    // Every axis gives 2 both ways: the first axis, a's bottom edge normal (0,-1), is kept,
    // and its + direction before its - direction.
    require_hit(hit_of("identical-squares"), {0, -1}, 2);
}

TEST_CASE("a tie between axes goes to the first one: a's edges in order, then b's",
          "[reread:Ties and winding]") {
    // Diagonal neighbours: x and y both give 0.5. a's first edge is the bottom one, whose
    // axis (0,-1) pushes b up, along -axis; it comes before a's right edge (1,0).
    require_hit(hit_of("diagonal-tie"), {0, 1}, 0.5);
    require_hit(sat_hit(square({0, 0}), square({-1.5, -1.5})), {0, -1}, 0.5);
}

TEST_CASE("either winding gives the same answer", "[reread:Ties and winding]") {
    Polygon a = {{0, 0}, {2, 0}, {0, 2}};
    Polygon b = {{-1, 0.5}, {0.2, 0.3}, {0.1, 0.9}};
    require_hit(sat_hit(reversed(a), b), {-1, 0}, 0.2);
    require_hit(sat_hit(a, reversed(b)), {-1, 0}, 0.2);
    require_hit(sat_hit(reversed(square({0, 0})), reversed(square({1.5, 0.5}))), {1, 0}, 0.5);
    require_no_hit(sat_hit(reversed(square({0, 0})), square({2, 0.5})));
}

TEST_CASE("a tie under rotation: the depth is exact, the normal either tied axis",
          "[reread:Ties and winding]") {
    // The diagonal tie turned by 3, 18 and 63 degrees: b = a + 1.5 (u + v) leaves along u or
    // along v by 0.5 in real numbers; which one the computed depths prefer is rounding.
    const double pi = 3.14159265358979323846;
    for (double degrees : {3.0, 18.0, 63.0}) {
        double t = degrees * pi / 180;
        Vec2 u = {std::cos(t), std::sin(t)}, v = {-std::sin(t), std::cos(t)};
        Polygon a = {-1 * u - v, u - v, u + v, -1 * u + v};
        Hit h = sat_hit(a, moved(a, 1.5 * (u + v)));
        INFO(degrees << " degrees: got " << course::describe(h) << "; expected depth 0.5 and "
                     << "the normal " << course::describe(u) << " or " << course::describe(v));
        REQUIRE(h.hit);
        CHECK(near(h.depth, 0.5));
        bool along_u = near(h.normal.x, u.x) && near(h.normal.y, u.y);
        bool along_v = near(h.normal.x, v.x) && near(h.normal.y, v.y);
        CHECK((along_u || along_v));
    }
}

TEST_CASE("fewer than three vertices throws std::invalid_argument", "[reread:Conventions]") {
    Polygon segment = {{0, 0}, {1, 0}};
    CHECK_THROWS_AS(sat_hit(segment, square({0, 0})), std::invalid_argument);
    CHECK_THROWS_AS(sat_hit(square({0, 0}), segment), std::invalid_argument);
    CHECK_THROWS_AS(sat_hit(Polygon{}, square({0, 0})), std::invalid_argument);
}

TEST_CASE("a repeated vertex (a zero-length edge) is skipped", "[reread:Conventions]") {
    Polygon a = {{-1, -1}, {1, -1}, {1, -1}, {1, 1}, {-1, 1}, {-1, 1}};
    require_hit(sat_hit(a, square({1.5, 0.5})), {1, 0}, 0.5);
    require_hit(sat_hit(square({0, 0}), moved(a, {1.5, 0.5})), {1, 0}, 0.5);
}

TEST_CASE("a NaN or infinite coordinate is no hit", "[reread:Conventions]") {
    Polygon with_nan = {{0, 0}, {kNaN, 0}, {0, 1}};
    Polygon with_inf = {{-1, -1}, {kInf, -1}, {0, 1}};
    require_no_hit(sat_hit(with_nan, square({0, 0})));
    require_no_hit(sat_hit(square({0, 0}), with_nan));
    require_no_hit(sat_hit(with_inf, square({0, 0})));
}

TEST_CASE("two single points (every edge of length zero) are no hit", "[reread:Conventions]") {
    Polygon point = {{0, 0}, {0, 0}, {0, 0}};
    require_no_hit(sat_hit(point, point));
}

TEST_CASE("huge and tiny coordinates: every edge has a unit normal, the answer is exact",
          "[precision][reread:The ends of the double range]") {
    for (double s : {1e160, 1e300, 1e-160, 1e-310}) {
        Polygon a = {{-s, -s}, {s, -s}, {s, s}, {-s, s}};
        Hit h = sat_hit(a, moved(a, {1.5 * s, 0}));
        INFO("squares of half-size " << s << ", the second moved by 1.5 s along x: got "
                                     << course::describe(h) << "; expected normal (1, 0), "
                                     << "depth " << 0.5 * s);
        REQUIRE(h.hit);
        CHECK(near(h.normal.x, 1, course::kRoundoff));
        CHECK(near(h.normal.y, 0, course::kRoundoff));
        CHECK(course::within_relative(h.depth, 0.5 * s, course::kRoundoff));
    }
    {
        INFO("an edge 1e-170 long: its squared length underflows, its normal is (0, -1)");
        Polygon a = {{-1, -1}, {0, -1}, {1e-170, -1}, {1, -1}, {1, 1}, {-1, 1}};
        Polygon b = {{0.5, -1}, {2.5, -1}, {2.5, 1}, {0.5, 1}};
        require_hit(sat_hit(a, b), {1, 0}, 0.5);
    }
    {
        Polygon a = {{-1.7e308, -1}, {1.7e308, -1}, {1.7e308, 1}, {-1.7e308, 1}};
        Hit h = sat_hit(a, square({0, 0}));
        INFO("beyond a quarter of DBL_MAX an edge overflows: defined, never NaN; got "
             << course::describe(h) << " (normal length " << collide::length(h.normal) << ")");
        CHECK(!std::isnan(h.depth));
        CHECK((h.hit ? near(collide::length(h.normal), 1) : h.normal.x == 0 && h.depth == 0));
    }
}
