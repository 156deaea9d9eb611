/// @file square_range.hpp
/// @brief Where a sum of squares can be taken as it is: the one rule behind length() and
/// normalized() of vec2.hpp and vec3.hpp, and behind the squared comparisons of the circle
/// and sphere tests.
#pragma once

#include <cfloat>

namespace collide {
/// @addtogroup api_shared
/// @{

// [square-range]
/// The smallest sum of squares that is taken as it is: 2^-970, about 1e-292. Below it a
/// square may have lost bits to underflow (the square of anything below about 1.5e-154
/// does); above DBL_MAX a square has overflowed (anything above about 1.3e154 does).
constexpr double kPlainSquaredMin = 0x1p-970;

/// True when @p s, a square or a sum of squares as computed, is plain: between
/// kPlainSquaredMin and DBL_MAX. Then its root is the length to within rounding, and
/// comparing it with another plain square compares the lengths. False when a square
/// overflowed or lost bits, and for NaN.
inline bool plain_square(double s) { return s >= kPlainSquaredMin && s <= DBL_MAX; }

/// The power of two that brings a vector whose squares are not plain back into the plain
/// range: 2^-600 when @p v (its squared length, or its length) is large (above 1: in length(),
/// above DBL_MAX; in normalized(), above 2^1022, where the inverse of the length would be
/// subnormal), 2^600 when it is small. Scaled by 2^600, components below 2^-485 stay below
/// 2^115 and the smallest double, 2^-1074, has a normal square; scaled by 2^-600, the largest
/// double becomes 2^424. Multiplying by a power of two is exact (bar components so far below
/// the largest that they do not count).
inline double range_scale(double v) { return v > 1 ? 0x1p-600 : 0x1p600; }
// [end square-range]

/// @}

} // namespace collide
