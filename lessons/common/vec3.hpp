/// @file vec3.hpp
/// @brief A point or direction in space, and the arithmetic on it.
#pragma once

#include <cfloat>
#include <cmath>

#include "square_range.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

/// A 3D vector of doubles: a point, a direction or an offset.
struct Vec3 {
    double x; ///< first component
    double y; ///< second component
    double z; ///< third component
};

/// Component-wise sum.
inline Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
/// Component-wise difference.
inline Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
/// Negation.
inline Vec3 operator-(Vec3 a) { return {-a.x, -a.y, -a.z}; }
/// Scaling by a number.
inline Vec3 operator*(Vec3 a, double s) { return {a.x * s, a.y * s, a.z * s}; }
/// Scaling by a number.
inline Vec3 operator*(double s, Vec3 a) { return {a.x * s, a.y * s, a.z * s}; }

/// Dot product.
inline double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
/// Cross product, right-handed: cross({1,0,0}, {0,1,0}) = {0,0,1}.
inline Vec3 cross(Vec3 a, Vec3 b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
// [length]
/// Euclidean length, without overflow or underflow, by the rule of vec2.hpp's. When
/// `dot(a, a)` is plain (plain_square(), square_range.hpp) this is `sqrt(dot(a, a))`, bit for
/// bit the plain formula; otherwise the components are first scaled by a power of two
/// (range_scale(), exactly), and the root is scaled back. The result is within 2 units in the
/// last place of the true length for every finite vector whose length is a normal double, and
/// within 2 x 2^-1074 of it in the subnormal range (lengths below 2^-1022). It is +infinity
/// only when the true length exceeds DBL_MAX (about 1.8e308; within those 2 units of it, it
/// may round either way) or a component is infinite; NaN when a component is NaN and none is
/// infinite; 0 only for the zero vector.
inline double length(Vec3 a) {
    double s = a.x * a.x + a.y * a.y + a.z * a.z;
    if (!plain_square(s)) {  // rare: a square overflowed or lost bits
        if (std::isinf(a.x) || std::isinf(a.y) || std::isinf(a.z)) return INFINITY;  // NaN or not
        double k = range_scale(s);
        Vec3 b = a * k;
        return std::sqrt(b.x * b.x + b.y * b.y + b.z * b.z) / k;
    }
    return std::sqrt(s);
}
// [end length]

/// Squared length: no square root, for comparisons. Overflows to infinity when a component is
/// above about 1.3e154 and loses bits to underflow below about 1.5e-154 (length() does
/// neither).
inline double length_squared(Vec3 a) { return dot(a, a); }

/// The unit vector along @p a (its length within 4e-16 of 1) for every finite non-zero
/// vector, however long or short: when its length is subnormal (with no finite inverse) or
/// above 2^1022 (with a subnormal inverse, short of bits), the vector is scaled by a power of
/// two first. The zero vector is returned unchanged ({0,0,0}); a vector with a NaN or
/// infinite component has no direction: the result is {NaN, NaN, NaN}.
inline Vec3 normalized(Vec3 a) {
    double len = length(a);                             // neither overflows nor underflows
    if (len >= DBL_MIN && len <= 0x1p1022) return a * (1.0 / len);  // 1 / len is normal too
    if (len == 0) return a;
    if (!(std::isfinite(a.x) && std::isfinite(a.y) && std::isfinite(a.z)))
        return {NAN, NAN, NAN};
    Vec3 b = a * range_scale(len);                      // a length beyond 2^1022, or subnormal
    return b * (1.0 / length(b));
}

/// @}

} // namespace collide
