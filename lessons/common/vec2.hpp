/// @file vec2.hpp
/// @brief A point or direction in the plane, and the arithmetic on it.
#pragma once

#include <cfloat>
#include <cmath>

#include "square_range.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

/// A 2D vector of doubles: a point, a direction or an offset.
struct Vec2 {
    double x; ///< horizontal component
    double y; ///< vertical component (up is +y in world space; the canvas flips it)
};

/// Component-wise sum.
inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
/// Component-wise difference.
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
/// Negation.
inline Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
/// Scaling by a number.
inline Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
/// Scaling by a number.
inline Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }

/// Dot product: |a| |b| cos(angle between them).
inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// 2D cross product: the z component of (a.x, a.y, 0) x (b.x, b.y, 0).
inline double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
/// Euclidean length, without overflow or underflow. When `dot(a, a)` is plain (plain_square(),
/// square_range.hpp) this is `sqrt(dot(a, a))`, bit for bit the plain formula; otherwise both
/// components are first scaled by a power of two (range_scale(), exactly), and the root is
/// scaled back. The result is within 2 units in the last place of the true length for every
/// finite vector whose length is a normal double, and within 2 x 2^-1074 of it in the
/// subnormal range (lengths below 2^-1022). It is +infinity only when the true length exceeds
/// DBL_MAX (about 1.8e308) or a component is infinite; NaN when a component is NaN and none
/// is infinite; 0 only for the zero vector.
inline double length(Vec2 a) {
    double s = a.x * a.x + a.y * a.y;
    if (!plain_square(s)) {  // rare: a square overflowed or lost bits
        if (std::isinf(a.x) || std::isinf(a.y)) return INFINITY;  // NaN or not
        double k = range_scale(s);
        Vec2 b = {a.x * k, a.y * k};
        return std::sqrt(b.x * b.x + b.y * b.y) / k;
    }
    return std::sqrt(s);
}

/// Squared length: no square root, for comparisons. Overflows to infinity when a component is
/// above about 1.3e154 and loses bits to underflow below about 1.5e-154 (length() does
/// neither).
inline double length_squared(Vec2 a) { return dot(a, a); }

/// The unit vector along @p a (its length within 4e-16 of 1) for every finite non-zero
/// vector, however long or short: when its length is subnormal (with no finite inverse) or
/// above 2^1022 (with a subnormal inverse, short of bits), the vector is scaled by a power of
/// two first. The zero vector has no direction: it is returned unchanged ({0,0}), so callers
/// that can meet one test for it first. A vector with a NaN or infinite component has no
/// direction either: the result is {NaN, NaN}.
inline Vec2 normalized(Vec2 a) {
    double len = length(a);                             // neither overflows nor underflows
    if (len >= DBL_MIN && len <= 0x1p1022) return a * (1.0 / len);  // 1 / len is normal too
    if (len == 0) return a;
    if (!(std::isfinite(a.x) && std::isfinite(a.y))) return {NAN, NAN};
    Vec2 b = a * range_scale(len);                      // a length beyond 2^1022, or subnormal
    return b * (1.0 / length(b));
}

/// @}

} // namespace collide
