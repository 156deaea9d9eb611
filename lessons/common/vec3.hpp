/// @file vec3.hpp
/// @brief A point or direction in space, and the arithmetic on it.
#pragma once

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
/// Components at or above this magnitude are scaled before they are squared (2^500, about
/// 3.3e150): below it three squares add up without overflow.
constexpr double kVec3Large = 0x1p500;
/// Components at or below this magnitude are scaled before they are squared (2^-500, about
/// 3.1e-151): above it the largest square is far from the subnormal range.
constexpr double kVec3Small = 0x1p-500;

/// Euclidean length, without overflow or underflow. When the largest component lies strictly
/// between kVec3Small and kVec3Large this is `sqrt(dot(a, a))`, as it always was; otherwise
/// the components are first scaled by a power of two (exactly), so that the largest lies in
/// [0.5, 1), and the root is scaled back. Either way the result is within 2 units in the last
/// place of the true length for every finite vector whose length is a normal double, and
/// within 2^-1073 of it in the subnormal range (a length below 2^-1022). It is +infinity
/// only when the true length exceeds DBL_MAX (about 1.8e308) or a component is infinite, NaN
/// when a component is NaN and none is infinite, and 0 only for the zero vector.
inline double length(Vec3 a) {
    double m = std::fmax(std::fabs(a.x), std::fmax(std::fabs(a.y), std::fabs(a.z)));
    if (m > kVec3Small && m < kVec3Large) return std::sqrt(a.x * a.x + a.y * a.y + a.z * a.z);
    if (m == 0 || std::isinf(m)) return m;
    if (std::isnan(a.x) || std::isnan(a.y) || std::isnan(a.z)) return std::nan("");
    int e;
    std::frexp(m, &e);  // m = f 2^e with f in [0.5, 1)
    double x = std::ldexp(a.x, -e), y = std::ldexp(a.y, -e), z = std::ldexp(a.z, -e);
    return std::ldexp(std::sqrt(x * x + y * y + z * z), e);
}
// [end length]

/// Squared length: no square root, for comparisons. Overflows to infinity when a component is
/// above about 1e154 and underflows towards 0 below about 1e-154 (length() does neither).
inline double length_squared(Vec3 a) { return dot(a, a); }

/// The unit vector along @p a, for every finite non-zero vector, however long or short: the
/// vector is scaled by a power of two first where length() would scale it, so neither the
/// length nor its inverse overflows (a subnormal length has no finite inverse). The zero
/// vector is returned unchanged ({0,0,0}); a vector with a NaN or infinite component has no
/// direction: the result is {NaN, NaN, NaN}.
inline Vec3 normalized(Vec3 a) {
    double m = std::fmax(std::fabs(a.x), std::fmax(std::fabs(a.y), std::fabs(a.z)));
    if (m > kVec3Small && m < kVec3Large) return a * (1.0 / length(a));
    if (m == 0) return a;
    if (!(std::isfinite(a.x) && std::isfinite(a.y) && std::isfinite(a.z))) {
        double nan = std::nan("");
        return {nan, nan, nan};
    }
    int e;
    std::frexp(m, &e);
    Vec3 b = {std::ldexp(a.x, -e), std::ldexp(a.y, -e), std::ldexp(a.z, -e)};
    return b * (1.0 / length(b));
}

/// @}

} // namespace collide
