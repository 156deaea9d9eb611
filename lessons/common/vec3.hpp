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
/// Euclidean length.
inline double length(Vec3 a) { return std::sqrt(dot(a, a)); }
/// Squared length: no square root, for comparisons.
inline double length_squared(Vec3 a) { return dot(a, a); }

/// The unit vector along @p a; a zero vector is returned unchanged ({0,0,0}).
inline Vec3 normalized(Vec3 a) {
    double len = length(a);
    return len > 0 ? a * (1.0 / len) : a;
}

/// @}

} // namespace collide
