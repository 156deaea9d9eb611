/// @file circle_cases.hpp
/// @brief Given code: the lesson's documented cases, built in one place for the driver, the
/// tests and the text (their names are the rows of 02-circle.txt). Not the exercise.
#pragma once

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "circle.hpp"
#include "driver.hpp"
#include "special_values.hpp"

namespace collide {
/// @addtogroup api_02
/// @{

/// One documented case: two circles and the name the text, the tests and 02-circle.txt call it
/// by.
struct CircleCase {
    const char* name; ///< short name, kebab-case, as written in 02-circle.txt
    Vec2 c1;          ///< the first circle's centre
    double r1;        ///< its radius
    Vec2 c2;          ///< the second circle's centre
    double r2;        ///< its radius
};

/// The documented cases, in the order the text discusses them.
inline std::vector<CircleCase> lesson_cases() {
    const double half_root2 = std::sqrt(2.0) / 2;
    return {
        {"overlapping", {0, 0}, 1, {1.5, 0}, 1},
        {"three-four-five", {0, 0}, 2, {3, 4}, 3.5},
        {"touching", {0, 0}, 2, {3, 4}, 3},
        {"apart", {0, 0}, 1, {5, 0}, 1},
        {"second-to-the-left", {0, 0}, 1, {-1, 0}, 1},
        {"containment", {0, 0}, 5, {1, 0}, 1},
        {"equal-centres", {2, 2}, 1, {2, 2}, 2},
        {"two-points", {2, 2}, 0, {2, 2}, 0},
        {"point-inside", {0, 0}, 2, {0, 1}, 0},
        {"root-rounds-up", {0, 0}, half_root2, {1, 1}, half_root2},
        {"negative-radius", {0, 0}, -1, {1, 0}, 3},
        {"nan-radius", {0, 0}, course::kNaN, {1, 0}, 1},
        {"nan-centre", {course::kNaN, 0}, 1, {1, 0}, 1},
    };
}

/// The documented case named @p name; throws std::invalid_argument for a name it does not have.
inline CircleCase find_case(const std::string& name) {
    for (const CircleCase& c : lesson_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented case named " + name);
}

/// One row of 02-circle.txt: the case's name, its circles and what circle_hit() answers for
/// them, as the driver writes it (the live figure writes the same row).
inline std::string case_row(const std::string& name, Vec2 c1, double r1, Vec2 c2, double r2) {
    Hit h = circle_hit(c1, r1, c2, r2);
    return name + "  c1=" + course::vec_text(c1) + " r1=" + course::fixed6(r1) +
           "  c2=" + course::vec_text(c2) + " r2=" + course::fixed6(r2) +
           "  hit=" + (h.hit ? "true" : "false") + "  normal=" + course::vec_text(h.normal) +
           "  depth=" + course::fixed6(h.depth);
}

/// @}

} // namespace collide
