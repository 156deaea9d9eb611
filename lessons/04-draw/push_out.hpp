/// @file push_out.hpp
/// @brief Lesson 04, given: the push-out vector of two convex polygons, so that this lesson
/// draws a correct vector whatever the state of your lesson 03.
#pragma once

#include <vector>

#include "hit.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_04
/// @{

/// The shortest move of @p b out of @p a, by separating axes: the same rules and the same
/// answers as lesson 03's `sat_hit`, written independently (with support points: how far
/// each polygon reaches along a direction) so that lesson 04 does not use your lesson 03.
///
/// Axes: the unit normals (ey, -ex) of the edges of a, then of b, zero-length edges skipped.
/// Along an axis n, b must travel `reach(a, n) + reach(b, -n)` to clear a going along +n, and
/// `reach(a, -n) + reach(b, n)` going along -n. The axis separates the polygons (no hit, at
/// once) when either distance, or the width of either polygon along n, is zero or less; so
/// touching is no hit. Otherwise the shorter distance is the axis's depth (+n on a tie). The
/// result is the axis of smallest depth, the first one on a tie. Moving b by
/// `normal * depth` leaves the polygons touching.
///
/// Degenerate input: fewer than three vertices throws std::invalid_argument; a NaN or
/// infinite coordinate, or no edge of non-zero length in either polygon, is no hit
/// `{false, {0,0}, 0}`. Either winding order works; the polygons must be convex.
Hit sat_push_out(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

/// @}

} // namespace collide
