/// @file ray.hpp
/// @brief Lesson 06: a ray against an axis-aligned box, by the slab method.
#pragma once

#include "box.hpp"
#include "box_valid.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_06
/// @{

// [api]
/// Where a ray first meets a box. A miss is always `{false, 0}`.
struct RayHit {
    bool hit;  ///< true when the ray meets the closed box at some t >= 0
    double t;  ///< the first such t, in units of the direction: the point is o + t d
};

/// The ray o + t d, t >= 0, against the closed box @p box (its edges and corners count).
///
/// Returns `{true, t}` with the smallest t >= 0 at which the ray is in the box: t = 0 when
/// the origin is inside or on the boundary. A hit always has a finite t. `d` need not be unit
/// length: t is in units of d, so scaling d by s > 0 scales t by 1/s, up to rounding (the
/// chapter's Precision aside says how far, and where rounding can turn a graze into a miss).
///
/// Degenerate input, each with a defined result:
/// - a direction component of exactly 0 (or -0): the ray is parallel to that axis's slab and
///   is in it for every t when the origin's coordinate lies in [min, max] (inclusive), for
///   none otherwise;
/// - `d = (0, 0)`: the ray is the single point o; a hit with t = 0 when o is in the box;
/// - a box of zero width or height (a segment or a point) is a valid box and can be hit;
/// - a box with min > max on an axis is empty: always a miss;
/// - a NaN or an infinity anywhere (o, d or the box): always a miss;
/// - a direction so short (down to subnormal components) that the first t overflows to
///   infinity: a miss, since no finite t reaches the box.
///
/// Range: exact up to the rounding of (line - o) / d while the coordinates of o and the box
/// are at most about 9e307 (DBL_MAX / 2) in magnitude; beyond, a difference may overflow and
/// the answer is not reliable.
RayHit ray_aabb(Vec2 o, Vec2 d, const Aabb& box);
// [end api]

/// @}

} // namespace collide
