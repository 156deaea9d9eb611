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
/// `{false, {0, 0}, 0}`. No square root is taken when the circles are apart (but see Range).
///
/// Degenerate cases: equal centres hit with `normal = {1, 0}` and `depth = r1 + r2` (when
/// `r1 + r2 > 0`); a radius of zero is a point, which hits only a circle it lies strictly
/// inside; a negative or NaN radius, or a NaN or infinite coordinate, is no hit; an infinite
/// radius hits every circle with a finite centre (less than DBL_MAX away: see Range), with an
/// infinite depth.
///
/// Range: these rules hold over the whole double range, up to rounding at touching. The
/// early out compares squares while `(r1 + r2)^2` is plain (plain_square() in
/// square_range.hpp: r1 + r2 between about 1e-146 and 1.3e154, which a world in metres never
/// leaves); beyond, where that square overflows or underflows, it compares `length(c2 - c1)`
/// with `r1 + r2`, the one case that takes a square root for circles that are apart. The
/// normal and the depth come from `c2 - c1` itself (length() and normalized()), so on every
/// hit the normal is a unit vector, however close the centres; only equal centres get
/// {1, 0}. The one limit is DBL_MAX itself: centres more than DBL_MAX (about 1.8e308) apart
/// have an infinite distance (`c2 - c1` or its length rounds to infinity) and are no hit, and
/// a sum or a depth beyond it rounds to infinity.
Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2);
// [end api]

/// @}

} // namespace collide
