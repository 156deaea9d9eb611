// Lesson 09: the rules of separate() on pairs worked out by hand.
#include <cmath>
#include <limits>
#include <stdexcept>

#include "bodies.hpp"
#include "course_test.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;
using course::near;

namespace {

// a: the 2x2 square at (0, 0); b: the same square at (1.5, 0.25). sat_push_out(a, b) is
// normal (1, 0), depth 0.5: b must go right by 0.5 or a left by 0.5, or both part of it.
struct Pair {
    Body a, b;
    Hit hit;
};

Pair worked_pair(double wa, double wb) {
    Pair p = {course::square({0, 0}, 1, wa), course::square({1.5, 0.25}, 1, wb), {}};
    p.hit = sat_push_out(p.a.shape, p.b.shape);
    return p;
}

void check_moved(const Body& body, const Body& before, Vec2 by) {
    REQUIRE(body.shape.size() == before.shape.size());
    for (std::size_t k = 0; k < body.shape.size(); ++k) {
        INFO("vertex " << k << ": expected it moved by (" << by.x << ", " << by.y << ")");
        CHECK(near(body.shape[k].x, before.shape[k].x + by.x));
        CHECK(near(body.shape[k].y, before.shape[k].y + by.y));
    }
}

// The worked pair with inverse masses wa and wb, separated: a must move along x by a_moves,
// b by b_moves, and nothing along y.
void check_split(double wa, double wb, double a_moves, double b_moves) {
    Pair p = worked_pair(wa, wb), before = p;
    separate(p.a, p.b, p.hit);
    check_moved(p.a, before.a, {a_moves, 0});
    check_moved(p.b, before.b, {b_moves, 0});
}

} // namespace

TEST_CASE("equal masses move half each, a against the normal and b along it",
          "[reread:Who moves]") {
    check_split(1, 1, -0.25, 0.25);
}

TEST_CASE("the lighter body moves more: the object pushes the player, the player the object",
          "[reread:Who moves]") {
    {
        INFO("object a of mass 4 (inv_mass 0.25), player b of mass 1: the player moves 4/5");
        check_split(0.25, 1, -0.1, 0.4);
    }
    {
        INFO("player a of mass 1, object b of mass 4: now the object moves 1/5");
        check_split(1, 0.25, -0.4, 0.1);
    }
}

TEST_CASE("the mass-weighted centre of the pair stays where it was", "[reread:Who moves]") {
    Pair p = worked_pair(0.25, 1);
    Vec2 before = course::mass_centre(p.a, p.b);
    separate(p.a, p.b, p.hit);
    Vec2 after = course::mass_centre(p.a, p.b);
    INFO("centre before (" << before.x << ", " << before.y << "), after (" << after.x << ", "
                            << after.y << ")");
    CHECK(near(after.x, before.x));
    CHECK(near(after.y, before.y));
}

TEST_CASE("a static or kinematic body does not move: the other takes the whole push, or none",
          "[reread:Static and kinematic bodies]") {
    {
        INFO("a static (a floor): b moves the whole 0.5");
        Pair p = worked_pair(0, 1), before = p;
        separate(p.a, p.b, p.hit);
        CHECK(course::same_bits(p.a, before.a));
        check_moved(p.b, before.b, {0.5, 0});
    }
    {
        INFO("b kinematic (the bar): a moves the whole 0.5, the other way");
        Pair p = worked_pair(1, 0), before = p;
        separate(p.a, p.b, p.hit);
        check_moved(p.a, before.a, {-0.5, 0});
        CHECK(course::same_bits(p.b, before.b));
    }
    {
        INFO("both static: nothing moves (and nothing becomes NaN from 0 / 0)");
        Pair p = worked_pair(0, 0), before = p;
        separate(p.a, p.b, p.hit);
        CHECK(course::same_bits(p.a, before.a));
        CHECK(course::same_bits(p.b, before.b));
    }
}

TEST_CASE("a static body is never written to, not even moved by zero: -0.0 stays -0.0",
          "[reread:Static and kinematic bodies]") {
    const double nz = -0.0;
    for (double nx : {1.0, -1.0}) {
        Body wall = {{{nz, nz}, {1, nz}, {1, 1}, {nz, 1}}, 0};
        Body box = course::square({0.5, 0.5}, 0.25, 1);
        Hit push = {true, {nx, 0}, 0.25};
        INFO("normal (" << nx << ", 0), the static body first, then second");
        Body wall_before = wall;
        separate(wall, box, push);
        CHECK(course::same_bits(wall, wall_before));
        separate(box, wall, push);
        CHECK(course::same_bits(wall, wall_before));
    }
}

TEST_CASE("no hit moves nothing, whatever numbers the hit carries; nor does a depth of 0",
          "[reread:Conventions]") {
    Pair p = worked_pair(1, 1), before = p;
    separate(p.a, p.b, {false, {1, 0}, 0.5});
    CHECK(course::same_bits(p.a, before.a));
    CHECK(course::same_bits(p.b, before.b));
    separate(p.a, p.b, {true, {1, 0}, 0});
    check_moved(p.a, before.a, {0, 0});
    check_moved(p.b, before.b, {0, 0});
}

TEST_CASE("an inverse mass that is negative, NaN or infinite throws, whatever the hit",
          "[reread:Conventions]") {
    const double bads[] = {-1, -1e-300, kNaN,
                           kInf};
    for (double bad : bads)
        for (bool hit : {true, false}) {
            INFO("inv_mass " << bad << (hit ? ", a real hit" : ", no hit"));
            Pair p = worked_pair(1, bad), before = p;
            Hit h = hit ? p.hit : Hit{false, {0, 0}, 0};
            CHECK_THROWS_AS(separate(p.a, p.b, h), std::invalid_argument);
            CHECK_THROWS_AS(separate(p.b, p.a, h), std::invalid_argument);
            CHECK(course::same_bits(p.a, before.a));
        }
    INFO("-0.0 is zero, not negative: a static body");
    Pair p = worked_pair(-0.0, 1), before = p;
    CHECK_NOTHROW(separate(p.a, p.b, p.hit));
    check_moved(p.b, before.b, {0.5, 0});
}

TEST_CASE("the ends of the double range: huge and subnormal inverse masses still share",
          "[precision][reread:Shares at the ends of the double range]") {
    {
        INFO("inv_mass 1e308 each: half each (wa + wb alone would overflow to infinity)");
        check_split(1e308, 1e308, -0.25, 0.25);
    }
    {
        INFO("the largest double against 1: the light one (a) takes the whole push");
        check_split(std::numeric_limits<double>::max(), 1, -0.5, 0);
    }
    {
        const double tiny = std::numeric_limits<double>::denorm_min();
        INFO("the smallest subnormal each: half each");
        check_split(tiny, tiny, -0.25, 0.25);
    }
}
