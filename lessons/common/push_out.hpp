/// @file push_out.hpp
/// @brief Given code: the push-out vector of two convex polygons, so that a later lesson
/// that needs it works whatever the state of your lesson 03.
#pragma once

#include "hit.hpp"
#include "polygon.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

/// The shortest move of @p b out of @p a, by separating axes: the same rules as lesson 03's
/// `sat_hit`, written independently (with support points: how far each polygon reaches along
/// a direction) so that the lessons built on it do not use your lesson 03. It gives
/// sat_hit's answers except at ties under rotation: there the tied depths come out of other
/// roundings, and the normal may be the other tied axis (the same depth, also a shortest way
/// out).
///
/// Axes: the unit normals (ey, -ex) of the edges of a, then of b, each edge's vector divided
/// by its length(), which neither overflows nor underflows; an edge with no direction (of
/// length zero, or whose vector overflows) is skipped.
/// Along an axis n, b must travel `reach(a, n) + reach(b, -n)` to clear a going along +n, and
/// `reach(a, -n) + reach(b, n)` going along -n. The axis separates the polygons (no hit, at
/// once) when either distance, or the width of either polygon along n, is zero or less; so
/// touching is no hit. Otherwise the shorter distance is the axis's depth (+n on a tie). The
/// result is the axis of smallest depth, the first one on a tie. Moving b by
/// `normal * depth` leaves the polygons touching.
///
/// Degenerate input: fewer than three vertices throws std::invalid_argument; a NaN or
/// infinite coordinate, or no edge of non-zero length in either polygon, is no hit
/// `{false, {0,0}, 0}`. Either winding order works; the polygons must be convex. Exact up to
/// rounding for coordinates up to about 4e307 in magnitude, as sat_hit.
Hit sat_push_out(const Polygon& a, const Polygon& b);

/// @}

} // namespace collide
