// penetration(): the width of the shared part on each axis, and {0, 0} whenever overlap() is
// false.
#include "aabb_checks.hpp"

#include <vector>
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Aabb;
using course::check_penetration;

TEST_CASE("penetration is the width and height of the shared part",
          "[reread:How deep they overlap]") {
    check_penetration("overlapping", 1, 1);
    check_penetration({0, 0, 4, 3}, {3, 1, 6, 5}, 1, 2);       // x and y differ
    check_penetration({-3, -2, -1, 0}, {-2, -1.5, 5, 5}, 1, 1.5);
}

TEST_CASE("when one box contains the other, penetration is the inner box's size",
          "[reread:How deep they overlap]") {
    check_penetration("containment", 1, 2);
    check_penetration({-10, 0, 10, 1}, {-1, -10, 1, 10}, 2, 1);  // the cross
}

TEST_CASE("boxes that do not overlap have penetration {0, 0}, never a negative width",
          "[reread:One rule in one place]") {
    check_penetration("gap-in-x", 0, 0);
    check_penetration("gap-in-y-only", 0, 0);
    check_penetration({0, 0, 1, 1}, {5, 5, 6, 6}, 0, 0);
}

// Whether touching boxes overlap is overlap()'s rule, checked in test_overlap.cpp; here
// penetration() must only agree with it. So `<=` in the gap test fails the touching cases there
// and nothing here, and a second rule in penetration() fails here.
TEST_CASE("penetration agrees with overlap() on touching boxes: a zero width, not {0, 0}",
          "[reread:One rule in one place]") {
    struct Touching {
        const char* what;
        Aabb a, b;
        double dx, dy;
    };
    const Touching cases[] = {
        {"an edge on x", {0, 0, 1, 1}, {1, 0, 2, 1}, 0, 1},
        {"an edge on y", {0, 0, 4, 1}, {1, 1, 2, 3}, 1, 0},
        {"a corner", {0, 0, 1, 1}, {1, 1, 2, 2}, 0, 0},
        {"a point inside", {0, 0, 2, 2}, {1, 1, 1, 1}, 0, 0},
        {"a segment on the edge", {0, 0, 2, 2}, {2, -1, 2, 3}, 0, 2}};
    for (const Touching& t : cases) {
        bool says = collide::overlap(t.a, t.b);
        INFO(t.what << ": overlap(a, b) says " << (says ? "true" : "false"));
        if (says)
            check_penetration(t.a, t.b, t.dx, t.dy);
        else
            check_penetration(t.a, t.b, 0, 0);
    }
}

TEST_CASE("invalid boxes have penetration {0, 0}", "[reread:Invalid boxes]") {
    check_penetration("nan-coordinate", 0, 0);
    check_penetration({0, 0, 1, kNaN}, {0, 0, 1, 1}, 0, 0);
    check_penetration("min-above-max", 0, 0);
    check_penetration({0, 3, 1, -3}, {-10, -10, 10, 10}, 0, 0);
}

TEST_CASE("an unbounded box shares the finite box's own width",
          "[precision][reread:Boxes at infinity]") {
    check_penetration({0, 0, 1, 1}, {-kInf, -1, kInf, 2}, 1, 1);
    check_penetration({0, 0, 3, 1}, {1, -kInf, kInf, kInf}, 2, 1);
}

TEST_CASE("penetration is never negative and never NaN, infinities included",
          "[precision][reread:Boxes at infinity]") {
    check_penetration({kInf, 0, kInf, 1}, {kInf, 0, kInf, 1}, 0, 0);   // no point: {0, 0}
    check_penetration({0, -kInf, 1, -kInf}, {0, -kInf, 1, 1}, 0, 0);
    // Every box with ends from {-inf, -1, 0, 1, +inf}, against every other.
    const double ends[] = {-kInf, -1, 0, 1, kInf};
    std::vector<Aabb> boxes;
    for (double x0 : ends)
        for (double x1 : ends)
            for (double y0 : ends)
                for (double y1 : ends) boxes.push_back({x0, y0, x1, y1});
    int wrong = 0;
    for (const Aabb& a : boxes)
        for (const Aabb& b : boxes) {
            collide::Vec2 p = collide::penetration(a, b);
            if (!(p.x >= 0 && p.y >= 0) && ++wrong <= 3) {
                INFO("a = " << course::describe(a) << ", b = " << course::describe(b)
                            << ": penetration " << course::describe(p));
                CHECK((p.x >= 0 && p.y >= 0));
            }
        }
    CHECK(wrong == 0);
    collide::Vec2 unbounded = collide::penetration({-kInf, 0, kInf, 1}, {-kInf, 0, 5, 1});
    INFO("penetration of two boxes sharing (-inf, 5] x [0, 1]: " << course::describe(unbounded));
    CHECK(unbounded.x == kInf);  // the shared part is unbounded on x
    CHECK(unbounded.y == 1);
}
