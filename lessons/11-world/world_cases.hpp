/// @file world_cases.hpp
/// @brief Given code: the lesson's documented cases of circle_polygon_hit(), built in one place
/// for the driver, the tests and grading.py (their names are the rows of 11-world.txt). Not the
/// exercise.
#pragma once

#include <limits>
#include <stdexcept>
#include <string>

#include "driver.hpp"
#include "world.hpp"

namespace collide {
/// @addtogroup api_11
/// @{

/// One documented case: a circle against a polygon, and the hit the chapter works out.
struct CirclePolygonCase {
    const char* name;  ///< kebab-case, the row's name in 11-world.txt
    Vec2 centre;       ///< the circle's centre
    double radius;     ///< the circle's radius
    Polygon polygon;   ///< the polygon
    Hit expected;      ///< the hit the chapter works out
};

/// The square [-1, 1] x [-1, 1], counter-clockwise from (-1, -1): its edges' normals are
/// (0, -1), (1, 0), (0, 1), (-1, 0), in that order.
inline Polygon lesson_square() { return {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}; }

/// The chapter's cases, each against lesson_square() unless it says otherwise.
inline std::vector<CirclePolygonCase> circle_polygon_cases() {
    const double inf = std::numeric_limits<double>::infinity();
    const double corner = 0.70710678118654757;        // 1 / sqrt(2)
    const Hit none = {false, {0, 0}, 0};
    const Polygon square = lesson_square();
    return {
        {"beside-an-edge", {1.5, 0}, 1, square, {true, {-1, 0}, 0.5}},
        {"touching-an-edge", {2, 0}, 1, square, none},
        {"near-a-corner-apart", {1.8, 1.8}, 1, square, none},
        {"near-a-corner", {1.5, 1.5}, 1, square, {true, {-corner, -corner}, 1 - corner}},
        {"centre-inside", {0.5, 0.25}, 0.25, square, {true, {-1, 0}, 0.75}},
        {"centre-on-an-edge", {1, 0}, 0.5, square, {true, {-1, 0}, 0.5}},
        {"centre-on-a-vertex", {1, 1}, 0.5, square, {true, {0, -1}, 0.5}},
        {"equal-centres", {0, 0}, 0.5, square, {true, {0, -1}, 1.5}},
        {"point-inside", {0.5, 0}, 0, square, {true, {-1, 0}, 0.5}},
        {"point-on-an-edge", {1, 0}, 0, square, none},
        {"clockwise-square", {1.5, 0}, 1, {{-1, -1}, {-1, 1}, {1, 1}, {1, -1}},
         {true, {-1, 0}, 0.5}},
        {"below-a-triangle", {0, -0.5}, 0.75, {{-1, 0}, {1, 0}, {0, 1}}, {true, {0, 1}, 0.25}},
        {"repeated-vertex", {1.5, 0}, 1, {{-1, -1}, {1, -1}, {1, -1}, {1, 1}, {-1, 1}},
         {true, {-1, 0}, 0.5}},
        {"negative-radius", {0, 0}, -1, square, none},
        {"nan-radius", {0, 0}, std::numeric_limits<double>::quiet_NaN(), square, none},
        {"nan-centre", {std::numeric_limits<double>::quiet_NaN(), 0}, 1, square, none},
        {"infinite-vertex", {0, 0}, 1, {{-1, -1}, {inf, -1}, {1, 1}}, none},
        {"infinite-radius", {5, 0}, inf, square, {true, {0, -1}, inf}},
    };
}

/// The documented case called @p name; std::invalid_argument when there is none.
inline CirclePolygonCase find_case(const std::string& name) {
    for (const CirclePolygonCase& c : circle_polygon_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented case " + name);
}

/// What one search did, as 11-world.txt writes it: `pairs=..  candidates=..  contacts=..`.
inline std::string counts_text(const Counts& c) {
    return "pairs=" + std::to_string(c.pairs) + "  candidates=" + std::to_string(c.candidates) +
           "  contacts=" + std::to_string(c.contacts);
}

/// One row of a scene stepped, as the driver writes it (the live figure writes the same rows):
/// at step 0 `NAME-start  bodies=N  ` and find_contacts()'s counts, after step S
/// `NAME-step-S  ` and the counts step S returned.
inline std::string scene_row(const std::string& name, int step, std::size_t bodies,
                             const Counts& counts) {
    if (step == 0)
        return name + "-start  bodies=" + std::to_string(bodies) + "  " + counts_text(counts);
    return name + "-step-" + std::to_string(step) + "  " + counts_text(counts);
}

/// Where a body is: a circle's centre, the mean of a polygon's vertices.
inline Vec2 body_centre(const Body& b) {
    if (b.shape.is_circle || b.shape.vertices.empty()) return b.shape.centre;
    Vec2 sum = {0, 0};
    for (Vec2 v : b.shape.vertices) sum = sum + v;
    return sum * (1.0 / double(b.shape.vertices.size()));
}

/// One row of a body followed step by step (the bullet's rows of 11-world.txt):
/// `NAME  centre=(x, y)  velocity=(x, y)`.
inline std::string body_row(const std::string& name, const Body& b) {
    return name + "  centre=" + course::vec_text(body_centre(b)) +
           "  velocity=" + course::vec_text(b.velocity);
}

/// @}

} // namespace collide
