/// @file sat.hpp
/// @brief Lesson 03: two convex polygons tested with the separating axis theorem, returning
/// the minimum translation vector that pushes the second one out of the first.
#pragma once

#include "hit.hpp"
#include "polygon.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_03
/// @{

// [api]
/// Tests two convex polygons for overlap with the separating axis theorem.
///
/// Candidate axes, in this order: the unit normal of every edge of @p a, then of every edge
/// of @p b. The edge from (x0,y0) to (x1,y1) has the normal (ey, -ex) normalized, with
/// ex = x1 - x0 and ey = y1 - y0 (normalized() of vec2.hpp, unit however short or long the
/// edge); an edge with no direction (of length zero, or whose vector overflows) is skipped.
///
/// On each axis both polygons are projected to intervals [amin, amax] and [bmin, bmax]. When
/// min(amax, bmax) - max(amin, bmin) <= 0 the axis separates them and the result is no hit
/// at once (touching is no hit). Otherwise b can leave along +axis by amax - bmin or along
/// -axis by bmax - amin: the axis's depth is the smaller, its direction the matching sign
/// (+axis when the two are equal). The result is the axis of smallest depth; on a tie the
/// first axis in the order above wins. A tie means equal depths as computed: for rotated
/// polygons, depths that are equal in real numbers come out of different roundings, so which
/// of them wins is settled by rounding (either has the same depth and is a shortest way out).
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
/// Range: with coordinates up to about 4e307 in magnitude (DBL_MAX / 4) no edge vector, shadow
/// or depth overflows, and the result is exact up to rounding, down to the smallest doubles
/// (subnormal coordinates carry an absolute rounding of about 5e-324). Beyond that an edge
/// vector may overflow (the edge is skipped) and so may a shadow: the result is still a hit
/// with a unit normal or no hit, never NaN, but it may be wrong.
///
/// Example: two 2x2 squares whose centres are 1.5 apart along x give normal (1,0), depth 0.5.
Hit sat_hit(const Polygon& a, const Polygon& b);
// [end api]

/// @}

} // namespace collide
