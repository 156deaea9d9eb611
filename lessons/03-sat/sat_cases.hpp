/// @file sat_cases.hpp
/// @brief Given code: the lesson's documented cases, built in one place for the driver, the
/// tests and the text (their names are the rows of 03-sat.txt). Not the exercise.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.hpp"
#include "sat.hpp"
#include "special_values.hpp"

namespace collide {
/// @addtogroup api_03
/// @{

/// The rectangle (minx, miny) to (maxx, maxy) as a polygon, counter-clockwise from its
/// bottom-left corner.
inline Polygon rectangle(double minx, double miny, double maxx, double maxy) {
    return {{minx, miny}, {maxx, miny}, {maxx, maxy}, {minx, maxy}};
}

/// @p p moved by @p by.
inline Polygon shifted(Polygon p, Vec2 by) {
    for (Vec2& v : p) v = v + by;
    return p;
}

// [centres-pair]
/// The pair where the centres' sign rule fails with no containment on any axis.
inline const Polygon kCentresA = {{1.1, -1.1}, {0, 1.7}, {-1, 1.2}, {-1.3, 0.4}};
/// Its second polygon.
inline const Polygon kCentresB = {{1.7, -1.9}, {1.9, -0.6}, {1.5, 0.4}, {0.6, 0.9}, {-1, 0.1}};
// [end centres-pair]

/// One documented case: two polygons and the name the text, the tests and 03-sat.txt call it
/// by.
struct SatCase {
    const char* name; ///< short name, kebab-case, as written in 03-sat.txt
    Polygon a;        ///< first polygon
    Polygon b;        ///< second polygon (the one the normal pushes out)
};

/// The documented cases, in the order the text discusses them.
inline std::vector<SatCase> lesson_cases() {
    const Polygon sq = rectangle(-1, -1, 1, 1);
    const Polygon tri = {{0, 0}, {2, 0}, {0, 2}};
    return {
            {"squares-1.5-apart-in-x", sq, shifted(sq, {1.5, 0})},
            {"lesson-04-scene", sq, shifted(sq, {1.5, 0.5})},
            {"b-on-the-left", sq, shifted(sq, {-1.5, 0.2})},
            {"apart", sq, shifted(sq, {3, 0.5})},
            {"touching-edges", sq, shifted(sq, {2, 0.5})},
            {"touching-corners", sq, shifted(sq, {2, 2})},
            {"only-b-edge-separates", sq, {{1.5, 0.9}, {0.9, 1.5}, {2.5, 2.5}}},
            {"last-edge-separates", tri, {{-2, -1}, {-0.1, 1}, {-2, 3}}},
            {"last-edge-is-the-way-out", tri, {{-1, 0.5}, {0.2, 0.3}, {0.1, 0.9}}},
            {"containment", rectangle(-3, -1, 3, 1), rectangle(1.8, -0.4, 2.6, 0.4)},
            {"identical-squares", sq, sq},
            {"centres-disagree", kCentresA, kCentresB},
            {"diagonal-tie", sq, shifted(sq, {1.5, 1.5})},
            {"clockwise-b", sq, {{2.5, -0.5}, {2.5, 1.5}, {0.5, 1.5}, {0.5, -0.5}}},
            {"repeated-vertex", {{-1, -1}, {1, -1}, {1, -1}, {1, 1}, {-1, 1}},
             shifted(sq, {1.5, 0.5})},
            {"nan-vertex", {{0, 0}, {course::kNaN, 0}, {0, 1}}, sq},
    };
}

/// The documented case named @p name; throws std::invalid_argument for a name it does not have.
inline SatCase find_case(const std::string& name) {
    for (const SatCase& c : lesson_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented case named " + name);
}

/// One row of 03-sat.txt: the case's name and what sat_hit() answers for its polygons, as the
/// driver writes it (the live figure writes the same row).
inline std::string case_row(const std::string& name, const Polygon& a, const Polygon& b) {
    Hit h = sat_hit(a, b);
    return name + "  hit=" + (h.hit ? "true" : "false") + "  normal=" + course::vec_text(h.normal) +
           "  depth=" + course::fixed6(h.depth);
}

/// @}

} // namespace collide
