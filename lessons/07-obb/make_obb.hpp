/// @file make_obb.hpp
/// @brief Given code: building an Obb from a centre, half-extents and a rotation, and its
/// corners. Not the exercise.
#pragma once

#include "obb.hpp"

namespace collide {
/// @addtogroup api_07
/// @{

/// A rotation as a quaternion q = (w, x, y, z) = (cos(t/2), sin(t/2) u) for a turn by the
/// angle t (radians) about the unit axis u, right-handed (counter-clockwise seen from the tip
/// of u). Only unit quaternions are rotations; make_obb() normalizes what it is given.
struct Quat {
    double w; ///< scalar part, cos(t/2)
    double x; ///< x of the vector part, sin(t/2) u.x
    double y; ///< y of the vector part, sin(t/2) u.y
    double z; ///< z of the vector part, sin(t/2) u.z
};

/// The rotation by @p radians about @p axis (any length but not zero; it is normalized).
/// A zero or non-finite axis throws std::invalid_argument.
Quat quat_from_axis_angle(Vec3 axis, double radians);

/// The rotation that applies @p q1 first, then @p q2 (the Hamilton product q2 q1).
Quat quat_mul(Quat q2, Quat q1);

/// Builds a box: its axes are the columns of the rotation matrix of @p rotation, a unit
/// quaternion (a non-unit one is normalized first), so axis[k] is the world x, y or z
/// direction turned by the rotation.
/// Bad input throws std::invalid_argument with a message naming the problem: a negative or
/// non-finite half-extent, a non-finite centre, a zero or non-finite quaternion.
Obb make_obb(Vec3 center, Vec3 half, Quat rotation);

/// The 8 corners of @p box, numbered by the signs of the half-extents they add:
/// corner k = center + sx half.x axis[0] + sy half.y axis[1] + sz half.z axis[2], with
/// sx = + when bit 0 of k is set, sy = + for bit 1, sz = + for bit 2 (else -).
///
///          6-------7        axis[1]
///         /|      /|          |
///        2-------3 |          +-- axis[0]
///        | 4-----|-5         /
///        |/      |/       axis[2]
///        0-------1
void obb_corners(const Obb& box, Vec3 corners[8]);

/// The world direction of candidate axis @p k, numbered as in obb.hpp: a0..a2, b0..b2, then
/// ai x bj for k = 6 + 3 i + j. Edge axes are returned as the raw cross product (length
/// |sin| of the angle between the edges, zero for parallel edges): normalize before use.
/// A @p k outside 0..14 gives {0, 0, 0}.
Vec3 candidate_axis(const Obb& a, const Obb& b, int k);

/// The 12 edges of a box as pairs of corner numbers (see obb_corners()): 4 along each axis.
extern const int kObbEdges[12][2];

/// @}

} // namespace collide
