/// @file vec2.hpp
/// @brief A point or direction in the plane, and the arithmetic on it.
#pragma once

#include <cmath>

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
/// Euclidean length.
inline double length(Vec2 a) { return std::sqrt(dot(a, a)); }
/// Squared length: no square root, for comparisons.
inline double length_squared(Vec2 a) { return dot(a, a); }

/// The unit vector along @p a. A zero vector has no direction: it is returned unchanged
/// ({0,0}), so callers that can meet one test the length first.
inline Vec2 normalized(Vec2 a) {
    double len = length(a);
    return len > 0 ? a * (1.0 / len) : a;
}

/// @}

} // namespace collide
