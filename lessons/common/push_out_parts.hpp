/// @file push_out_parts.hpp
/// @brief Given code: the two measures sat_push_out (push_out.hpp) is built on, a polygon's
/// reach along an axis and the axis of an edge. Lesson 03's live figure draws every candidate
/// axis and its shadows with them, since lesson 03's API gives only sat_hit.
#pragma once

#include <cstddef>

#include "polygon.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

/// How far a polygon reaches along a unit direction and along its opposite: its shadow on
/// that axis is the interval [-minus, plus].
struct Reach {
    double plus;   ///< the largest dot(vertex, dir)
    double minus;  ///< the largest dot(vertex, -dir)
};

/// The Reach of @p poly along the unit @p dir; an overflowed dot product (NaN) is passed over.
Reach reach(const Polygon& poly, Vec2 dir);

/// sat_push_out's candidate axis for edge @p i of @p poly (from vertex i to vertex i + 1, the
/// last edge wrapping round): the unit normal (ey, -ex), the edge's vector divided by its
/// length(). False for an edge with no direction (of length zero, or whose vector overflows).
bool push_out_axis(const Polygon& poly, size_t i, Vec2& axis);

/// @}

} // namespace collide
