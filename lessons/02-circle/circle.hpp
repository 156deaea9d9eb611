/// @file circle.hpp
/// @brief Lesson 02: do two circles overlap, and which way and how far must the second move?
#pragma once

#include "hit.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_02
/// @{

// [api]
/// Tests the circle at @p c1 with radius @p r1 against the circle at @p c2 with radius @p r2.
///
/// A hit only when the distance between the centres is less than `r1 + r2`: circles that
/// touch do not hit. On a hit, `normal` is the unit vector from c1 towards c2 (the normal
/// points from the first circle to the second) and `depth = r1 + r2 - distance`, so moving c2
/// by `normal * depth` leaves the circles touching. Otherwise the result is
/// `{false, {0, 0}, 0}`. No square root is taken when the circles are apart.
///
/// Degenerate cases: equal centres hit with `normal = {1, 0}` and `depth = r1 + r2` (when
/// `r1 + r2 > 0`); a radius of zero is a point, which hits only a circle it lies strictly
/// inside; a negative or NaN radius, or a NaN or infinite coordinate, is no hit; an infinite
/// radius hits every circle with a finite centre, with an infinite depth.
///
/// Range: the normal and the depth come from `c2 - c1` itself (length() and normalized()),
/// so on every hit the normal is a unit vector, however close the centres; only equal centres
/// get {1, 0}. The early out compares squares, exact up to their rounding while
/// |c2 - c1| and r1 + r2 lie between about 1.5e-154 and 1.3e154 (a world in metres never
/// leaves that range). Beyond 1.3e154 a square overflows to infinity and the result is no
/// hit; a radius sum below 1.5e-154 has a square that underflows, and such tiny circles may
/// be called touching when they overlap.
Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2);
// [end api]

/// @}

} // namespace collide
