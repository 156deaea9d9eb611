/// @file aabb.hpp
/// @brief Lesson 01: do two axis-aligned boxes overlap, and by how much on each axis?
#pragma once

#include "box.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_01
/// @{

// [api]
/// True when the closed boxes @p a and @p b share at least one point: edges or corners that
/// only touch count as overlap. Symmetric: overlap(a, b) == overlap(b, a).
/// Degenerate cases: a box of zero width or height (a segment or a point) is valid and
/// overlaps what it touches; a box with a NaN coordinate, or with min > max on an axis, is
/// invalid and overlaps nothing (not even itself). Infinite coordinates are valid where they
/// make a box unbounded (min = -infinity, max = +infinity); a box whose interval on an axis is
/// [inf, inf] or [-inf, -inf] holds no point (no real number lies in it) and is invalid too.
bool overlap(const Aabb& a, const Aabb& b);

/// How far the boxes overlap on each axis: x is `min(a.maxx, b.maxx) - max(a.minx, b.minx)`,
/// y the same with the y edges, when overlap(a, b) is true; `{0, 0}` otherwise.
/// Both components are >= 0, never NaN; boxes that only touch have a zero component, and a
/// component is +infinity where the shared part is unbounded (or wider than the largest
/// double). When one box contains the other, each component is the inner box's width or
/// height on that axis. Invalid boxes (see overlap()) give `{0, 0}`.
Vec2 penetration(const Aabb& a, const Aabb& b);
// [end api]

/// @}

} // namespace collide
