/// @file vec3.hpp
/// @brief A point or direction in space, and the arithmetic on it.
#pragma once

#include <cfloat>
#include <cmath>

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
/// The squared lengths for which length() is plain `sqrt(dot(a, a))`: from this one (2^-970,
/// about 1e-292: below it a square may have lost bits to underflow) up to DBL_MAX (beyond it,
/// or when a square overflows, the sum is infinite).
constexpr double kPlainSquaredMin = 0x1p-970;

/// Euclidean length, without overflow or underflow. When `dot(a, a)` lies between
/// kPlainSquaredMin and DBL_MAX this is `sqrt(dot(a, a))`, bit for bit as it always was;
/// otherwise the components are first scaled by a power of two (exactly) so that the largest
/// lies in [0.5, 1), and the root is scaled back. The result is within 2 units in the last
/// place of the true length for every finite vector whose length is a normal double, and
/// within 2 x 2^-1074 of it in the subnormal range (lengths below 2^-1022). It is +infinity
/// only when the true length exceeds DBL_MAX (about 1.8e308; within those 2 units of it, it
/// may round either way) or a component is infinite; NaN when a component is NaN and none is
/// infinite; 0 only for the zero vector.
inline double length(Vec3 a) {
    double s = a.x * a.x + a.y * a.y + a.z * a.z;
    if (s >= kPlainSquaredMin && s <= DBL_MAX) return std::sqrt(s);  // the common case
    double m = std::fmax(std::fabs(a.x), std::fmax(std::fabs(a.y), std::fabs(a.z)));
    if (m == 0 || std::isinf(m)) return m;
    if (std::isnan(a.x) || std::isnan(a.y) || std::isnan(a.z)) return NAN;
    int e;
    std::frexp(m, &e);  // m = f 2^e with f in [0.5, 1)
    double x = std::ldexp(a.x, -e), y = std::ldexp(a.y, -e), z = std::ldexp(a.z, -e);
    return std::ldexp(std::sqrt(x * x + y * y + z * z), e);
}
// [end length]

/// Squared length: no square root, for comparisons. Overflows to infinity when a component is
/// above about 1.3e154 and loses bits to underflow below about 1.5e-154 (length() does
/// neither).
inline double length_squared(Vec3 a) { return dot(a, a); }

/// The unit vector along @p a (its length within 4e-16 of 1) for every finite non-zero
/// vector, however long or short: where length() would scale, the vector is scaled by a power
/// of two first, so that neither its length nor the inverse of it overflows (a subnormal
/// length has no finite inverse). The zero vector is returned unchanged ({0,0,0}); a vector
/// with a NaN or infinite component has no direction: the result is {NaN, NaN, NaN}.
inline Vec3 normalized(Vec3 a) {
    double s = a.x * a.x + a.y * a.y + a.z * a.z;
    if (s >= kPlainSquaredMin && s <= DBL_MAX) return a * (1.0 / std::sqrt(s));  // the common case
    if (a.x == 0 && a.y == 0 && a.z == 0) return a;
    if (!(std::isfinite(a.x) && std::isfinite(a.y) && std::isfinite(a.z))) return {NAN, NAN, NAN};
    double m = std::fmax(std::fabs(a.x), std::fmax(std::fabs(a.y), std::fabs(a.z)));
    int e;
    std::frexp(m, &e);
    Vec3 b = {std::ldexp(a.x, -e), std::ldexp(a.y, -e), std::ldexp(a.z, -e)};
    return b * (1.0 / length(b));
}

/// @}

} // namespace collide
