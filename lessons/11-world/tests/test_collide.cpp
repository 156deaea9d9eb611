// Lesson 11: shape_hit() in both orders and bounding_box() for both kinds of shape.
#include <cmath>
#include <stdexcept>

#include "world_cases.hpp"
#include "course_test.hpp"
#include "pieces.hpp"
#include "special_values.hpp"
#include "world_checks.hpp"

using namespace collide;
using course::check_hit;
using course::close_to;

namespace {

void check_box(const Aabb& got, const Aabb& want) {
    INFO("got (" << got.minx << ", " << got.miny << ", " << got.maxx << ", " << got.maxy
                 << "), expected (" << want.minx << ", " << want.miny << ", " << want.maxx
                 << ", " << want.maxy << ")");
    CHECK(got.minx == want.minx);
    CHECK(got.miny == want.miny);
    CHECK(got.maxx == want.maxx);
    CHECK(got.maxy == want.maxy);
}

} // namespace

TEST_CASE("a circle and a polygon: the normal points from the first towards the second, in "
          "both orders", "[reread:One convention, both orders]") {
    Shape c = course::circle({1.5, 0}, 1), square = course::polygon(lesson_square());
    check_hit(shape_hit(c, square), {true, {-1, 0}, 0.5});
    check_hit(shape_hit(square, c), {true, {1, 0}, 0.5});
    Shape below = course::circle({0.25, -1.75}, 1);
    check_hit(shape_hit(below, square), {true, {0, 1}, 0.25});
    check_hit(shape_hit(square, below), {true, {0, -1}, 0.25});
}

TEST_CASE("two circles and two polygons use lessons 02 and 03's rules",
          "[reread:One convention, both orders]") {
    Shape a = course::circle({0, 0}, 1), b = course::circle({1.5, 0}, 1);
    check_hit(shape_hit(a, b), {true, {1, 0}, 0.5});
    check_hit(shape_hit(b, a), {true, {-1, 0}, 0.5});
    check_hit(shape_hit(a, course::circle({0, 0}, 1)), {true, {1, 0}, 2});
    check_hit(shape_hit(a, course::circle({2, 0}, 1)), {false, {0, 0}, 0});
    Shape p = course::box(-1, -1, 1, 1), q = course::box(0.5, -1, 2.5, 1);
    check_hit(shape_hit(p, q), {true, {1, 0}, 0.5});
    check_hit(shape_hit(q, p), {true, {-1, 0}, 0.5});
}

TEST_CASE("moving the second shape by normal * depth separates every kind of pair",
          "[reread:One convention, both orders]") {
    course::Random rng(1111);
    int hits = 0;
    for (int k = 0; k < 4000; ++k) {
        Shape a = course::random_shape(rng, 1), b = course::random_shape(rng, 1);
        Hit h = shape_hit(a, b);
        Hit back = shape_hit(b, a);
        INFO("pair " << k << ", a " << (a.is_circle ? "circle" : "polygon") << ", b "
                     << (b.is_circle ? "circle" : "polygon"));
        REQUIRE(h.hit == back.hit);
        if (!h.hit) continue;
        ++hits;
        REQUIRE(close_to(h.depth, back.depth, 1e-9));
        Shape moved = b;
        translate(moved, h.normal * (h.depth * (1 + 1e-9) + 1e-12));
        REQUIRE(!shape_hit(a, moved).hit);
        Shape less = b;
        translate(less, h.normal * (h.depth * 0.99));
        REQUIRE(shape_hit(a, less).hit);
    }
    CHECK(hits > 1000);
}

TEST_CASE("shape_hit on a polygon of two vertices throws, whichever order",
          "[reread:Degenerate shapes]") {
    Shape c = course::circle({0, 0}, 1), flat = course::polygon({{0, 0}, {1, 0}});
    CHECK_THROWS_AS(shape_hit(c, flat), std::invalid_argument);
    CHECK_THROWS_AS(shape_hit(flat, c), std::invalid_argument);
    CHECK_THROWS_AS(shape_hit(flat, course::box(0, 0, 1, 1)), std::invalid_argument);
    CHECK(shape_hit(c, course::box(0, 0, 1, 1)).hit);   // control
}

TEST_CASE("bounding_box of a circle and of a polygon", "[reread:The broad phase over shapes]") {
    check_box(bounding_box(course::circle({1.5, 0}, 1)), {0.5, -1, 2.5, 1});
    check_box(bounding_box(course::polygon({{0, 0}, {2, -1}, {3, 4}})), {0, -1, 3, 4});
    check_box(bounding_box(course::circle({1, 1}, 0)), {1, 1, 1, 1});
}

TEST_CASE("bounding_box of an invalid shape is four NaNs", "[reread:Degenerate shapes]") {
    check_box(bounding_box(course::circle({1.5, 0}, 1)), {0.5, -1, 2.5, 1});   // control
    const Shape invalid[] = {course::circle({0, 0}, -1), course::circle({0, 0}, course::kNaN),
                             course::circle({0, 0}, course::kInf),
                             course::circle({course::kNaN, 0}, 1),
                             course::polygon({{0, 0}, {1, 0}}),
                             course::polygon({{0, 0}, {1, 0}, {course::kInf, 1}})};
    for (const Shape& s : invalid) {
        Aabb b = bounding_box(s);
        INFO("box (" << b.minx << ", " << b.miny << ", " << b.maxx << ", " << b.maxy << ")");
        CHECK(std::isnan(b.minx));
        CHECK(std::isnan(b.miny));
        CHECK(std::isnan(b.maxx));
        CHECK(std::isnan(b.maxy));
    }
}
