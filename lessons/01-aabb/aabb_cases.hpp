/// @file aabb_cases.hpp
/// @brief Given code: the lesson's documented cases, built in one place for the driver, the
/// tests and the text (their names are the rows of 01-aabb.txt). Not the exercise.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "aabb.hpp"
#include "driver.hpp"
#include "special_values.hpp"

namespace collide {
/// @addtogroup api_01
/// @{

/// One documented case: two boxes and the name the text, the tests and 01-aabb.txt call it by.
struct AabbCase {
    const char* name; ///< short name, kebab-case, as written in 01-aabb.txt
    Aabb a;           ///< first box
    Aabb b;           ///< second box
};

/// The documented cases, in the order the text discusses them.
inline std::vector<AabbCase> lesson_cases() {
    return {
        {"overlapping", {0, 0, 2, 2}, {1, 1, 3, 3}},
        {"gap-in-x", {0, 0, 1, 1}, {2, 0, 3, 1}},
        {"gap-in-y-only", {0, 0, 2, 2}, {1, 3, 3, 4}},
        {"touching-edge", {0, 0, 1, 1}, {1, 0, 2, 1}},
        {"touching-corner", {0, 0, 1, 1}, {1, 1, 2, 2}},
        {"containment", {0, 0, 4, 4}, {1, 1, 2, 3}},
        {"point-inside", {0, 0, 2, 2}, {1, 1, 1, 1}},
        {"segment-on-edge", {0, 0, 2, 2}, {2, -1, 2, 3}},
        {"nan-coordinate", {course::kNaN, 0, 1, 1}, {0, 0, 1, 1}},
        {"min-above-max", {2, 0, 1, 1}, {0, 0, 3, 1}},
    };
}

/// The documented case named @p name; throws std::invalid_argument for a name it does not have.
inline AabbCase find_case(const std::string& name) {
    for (const AabbCase& c : lesson_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented case named " + name);
}

/// One row of 01-aabb.txt: the case's name, its boxes and what overlap() and penetration()
/// answer for them, as the driver writes it (the live figure writes the same row).
inline std::string case_row(const std::string& name, const Aabb& a, const Aabb& b) {
    Vec2 p = penetration(a, b);
    return name + "  a=" + course::box_text(a) + "  b=" + course::box_text(b) +
           "  overlap=" + (overlap(a, b) ? "true" : "false") + "  dx=" + course::fixed6(p.x) +
           "  dy=" + course::fixed6(p.y);
}

/// @}

} // namespace collide
