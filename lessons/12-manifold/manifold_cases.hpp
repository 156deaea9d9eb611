/// @file manifold_cases.hpp
/// @brief Given code: the lesson's documented cases, built in one place for the driver, the
/// tests and the text (their names are the rows of 12-manifold.txt). Not the exercise.
#pragma once

#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "driver.hpp"
#include "manifold.hpp"
#include "special_values.hpp"

namespace collide {
/// @addtogroup api_12
/// @{

/// The rectangle (minx, miny) to (maxx, maxy) as a polygon, counter-clockwise from its
/// bottom-left corner (edge 0 is its bottom, edge 2 its top).
inline Polygon box(double minx, double miny, double maxx, double maxy) {
    return {{minx, miny}, {maxx, miny}, {maxx, maxy}, {minx, maxy}};
}

/// @p p turned by @p angle radians (counter-clockwise) about the origin.
inline Polygon turned(Polygon p, double angle) {
    const double c = std::cos(angle), s = std::sin(angle);
    for (Vec2& v : p) v = {c * v.x - s * v.y, s * v.x + c * v.y};
    return p;
}

/// Which function a documented case calls.
enum class CaseKind {
    polygons,        ///< polygon_manifold(a, b)
    circle_polygon,  ///< circle_polygon_manifold(c1, r1, b)
    circles,         ///< circle_manifold(c1, r1, c2, r2)
};

/// One documented case: its shapes and the name the text, the tests and 12-manifold.txt call
/// it by. Only the fields of its kind are used.
struct ManifoldCase {
    const char* name;   ///< short name, kebab-case, as written in 12-manifold.txt
    CaseKind kind;      ///< which function it calls
    Polygon a;          ///< the first polygon (polygons)
    Polygon b;          ///< the second polygon (polygons, circle_polygon)
    Vec2 c1;            ///< the first circle's centre (circle_polygon, circles)
    double r1;          ///< its radius
    Vec2 c2;            ///< the second circle's centre (circles)
    double r2;          ///< its radius
};

/// A case of two polygons.
inline ManifoldCase polygons_case(const char* name, Polygon a, Polygon b) {
    return {name, CaseKind::polygons, std::move(a), std::move(b), {0, 0}, 0, {0, 0}, 0};
}

/// A case of a circle (first) and a polygon.
inline ManifoldCase circle_polygon_case(const char* name, Vec2 c, double r, Polygon b) {
    return {name, CaseKind::circle_polygon, {}, std::move(b), c, r, {0, 0}, 0};
}

/// A case of two circles.
inline ManifoldCase circles_case(const char* name, Vec2 c1, double r1, Vec2 c2, double r2) {
    return {name, CaseKind::circles, {}, {}, c1, r1, c2, r2};
}

// [slope]
/// A slope rising at 3 in 4: the triangle under the line through (-4, -3) and (4, 3); that
/// line is its edge 2, of outward normal (-0.6, 0.8).
inline Polygon slope() { return {{-4, -3}, {4, -3}, {4, 3}}; }

/// A box of side 1 resting 0.05 deep on slope(): its corners `s * (0.8, 0.6) + h * (-0.6,
/// 0.8)` for s in [-0.5, 0.5] and h in [-0.05, 0.95]; its bottom corners are the contacts.
inline Polygon box_on_slope() {
    return {{-0.37, -0.34}, {0.43, 0.26}, {-0.17, 1.06}, {-0.97, 0.46}};
}
// [end slope]

/// The documented cases, in the order the text discusses them.
inline std::vector<ManifoldCase> lesson_cases() {
    const Polygon ground = box(-2, -1, 2, 0);
    const Polygon square = box(-1, -1, 1, 1);
    // A long thin wedge whose tip, (0, 0.1), pokes up through the bottom of a box.
    const Polygon wedge = {{0, 0.1}, {-3, -0.9}, {-2.9, -1}};
    // A square standing on a corner, its lowest corner 0.1 into the ground.
    const Polygon diamond = {{0, -0.1}, {1, 0.9}, {0, 1.9}, {-1, 0.9}};
    return {
            polygons_case("resting-box", ground, box(-0.5, -0.1, 0.5, 0.9)),
            polygons_case("wide-on-narrow", box(-0.5, -1, 0.5, 0), box(-2, -0.1, 2, 0.9)),
            polygons_case("box-on-slope", slope(), box_on_slope()),
            polygons_case("corner-into-face", ground, diamond),
            polygons_case("wedge-into-face", wedge, box(-2, 0, 2, 1)),
            polygons_case("nearly-equal-faces", turned(box(-0.5, -1, 0.5, 0), 1e-4),
                          box(-2, -0.1, 2, 0.9)),
            polygons_case("contained", box(-3, -1, 3, 1), box(1.8, -0.4, 2.6, 0.4)),
            polygons_case("identical-squares", square, square),
            polygons_case("touching", ground, box(-0.5, 0, 0.5, 1)),
            polygons_case("apart", ground, box(-0.5, 0.5, 0.5, 1.5)),
            polygons_case("clockwise-b", ground, {{-0.5, 0.9}, {0.5, 0.9}, {0.5, -0.1},
                                                  {-0.5, -0.1}}),
            polygons_case("repeated-vertex", {{-2, -1}, {2, -1}, {2, -1}, {2, 0}, {-2, 0}},
                          box(-0.5, -0.1, 0.5, 0.9)),
            polygons_case("flat-polygon", ground, {{-1, -0.5}, {0, -0.5}, {1, -0.5}}),
            polygons_case("nan-vertex", ground, {{0, -0.1}, {course::kNaN, 0}, {0, 1}}),
            circle_polygon_case("circle-on-ground", {0, 0.9}, 1, ground),
            circle_polygon_case("circle-at-corner", {2.3, 0.4}, 1, ground),
            circle_polygon_case("circle-centre-inside", {0, -0.2}, 0.5, ground),
            circle_polygon_case("circle-touching-ground", {0, 1}, 1, ground),
            circles_case("circles-overlapping", {0, 0}, 1, {1.5, 0}, 1),
            circles_case("circles-same-centre", {0, 0}, 1, {0, 0}, 1),
            circles_case("circles-touching", {0, 0}, 1, {2, 0}, 1),
    };
}

/// The documented case named @p name; throws std::invalid_argument for a name it does not have.
inline ManifoldCase find_case(const std::string& name) {
    for (const ManifoldCase& c : lesson_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented case named " + name);
}

/// The manifold of case @p c, by the function its kind names.
inline Manifold manifold_of(const ManifoldCase& c) {
    switch (c.kind) {
    case CaseKind::polygons: return polygon_manifold(c.a, c.b);
    case CaseKind::circle_polygon: return circle_polygon_manifold(c.c1, c.r1, c.b);
    case CaseKind::circles: return circle_manifold(c.c1, c.r1, c.c2, c.r2);
    }
    return {};
}

/// An id as 12-manifold.txt writes it, "a2/0/-1/1": the polygon holding the reference face and
/// that face's index, the incident edge's index, clipped_by, incident_end.
inline std::string id_text(const ContactId& id) {
    return std::string(id.reference_on_b ? "b" : "a") + std::to_string(id.reference_edge) + "/" +
           std::to_string(id.incident_edge) + "/" + std::to_string(id.clipped_by) + "/" +
           std::to_string(id.incident_end);
}

/// The row of 12-manifold.txt for a case named @p name of manifold @p m: its count and normal,
/// as the driver writes it (the live figure writes the same row).
inline std::string case_row(const std::string& name, const Manifold& m) {
    return name + "  count=" + std::to_string(m.count) + "  normal=" + course::vec_text(m.normal);
}

/// The row of 12-manifold.txt for point @p k of that manifold (`name/k`): where, how deep, and
/// its id.
inline std::string point_row(const std::string& name, int k, const ContactPoint& p) {
    return name + "/" + std::to_string(k) + "  point=" + course::vec_text(p.point) +
           "  depth=" + course::fixed6(p.depth) + "  id=" + id_text(p.id);
}

/// @}

} // namespace collide
