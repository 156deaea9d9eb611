/// @file sat.hpp
/// @brief Lesson 03: two convex polygons tested with the separating axis theorem, returning
/// the minimum translation vector that pushes the second one out of the first.
#pragma once

#include <vector>

#include "hit.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_03
/// @{

// [api]
/// A convex polygon: its vertices in order around the boundary, counter-clockwise or
/// clockwise (both work). The edge i runs from vertex i to vertex i+1, and the last edge from
/// the last vertex back to the first.
using Polygon = std::vector<Vec2>;

/// Tests two convex polygons for overlap with the separating axis theorem.
///
/// Candidate axes, in this order: the unit normal of every edge of @p a, then of every edge
/// of @p b. The edge from (x0,y0) to (x1,y1) has the normal (ey, -ex) normalized, with
/// ex = x1 - x0 and ey = y1 - y0; an edge of length zero has no normal and is skipped.
///
/// On each axis both polygons are projected to intervals [amin, amax] and [bmin, bmax]. When
/// min(amax, bmax) - max(amin, bmin) <= 0 the axis separates them and the result is no hit
/// at once (touching is no hit). Otherwise b can leave along +axis by amax - bmin or along
/// -axis by bmax - amin: the axis's depth is the smaller, its direction the matching sign
/// (+axis when the two are equal). The result is the axis of smallest depth; on a tie the
/// first axis in the order above wins.
///
/// Convention: moving @p b by `normal * depth` leaves the polygons touching, and no shorter
/// move in any direction separates them. The normal points from a towards b's way out.
///
/// Degenerate input:
/// - fewer than three vertices in either polygon throws std::invalid_argument;
/// - a NaN or infinite coordinate is no hit, `{false, {0,0}, 0}`;
/// - when neither polygon has an edge of non-zero length (every vertex the same point)
///   there is no axis to test, and the result is no hit.
///
/// The polygons must be convex; for a concave one the result is that of some other shape.
///
/// Example: two 2x2 squares whose centres are 1.5 apart along x give normal (1,0), depth 0.5.
Hit sat_hit(const Polygon& a, const Polygon& b);
// [end api]

/// @}

} // namespace collide
