/// @file ray_branchless.hpp
/// @brief Lesson 06, going further: the slab test without branches, for one ray against many
/// boxes. An alternative answer to the exercise, so it lives with the solutions.
#pragma once

#include "ray.hpp"

namespace collide {

/// A ray made ready for many box tests: the division is done once, here.
struct PreparedRay {
    Vec2 o;      ///< the origin
    Vec2 d;      ///< the direction, for the rays whose inverse cannot stand in for it
    Vec2 inv_d;  ///< 1 / d per component: +infinity for a 0, -infinity for a -0
    bool valid;  ///< false when o or d holds a NaN or an infinity: every test then misses
    bool tiny;   ///< a component that is not 0 but below 2^-1024: its 1 / d overflows
};

/// Prepares the ray o + t d, t >= 0, for ray_aabb_branchless().
PreparedRay prepare_ray(Vec2 o, Vec2 d);

/// The same answer as ray_aabb() for a finite box, with no branch: the near and far sides
/// are chosen by the sign bit of 1/d, and a NaN from 0 x infinity (the origin exactly on a
/// slab's line with a zero component) is skipped by the order of the max and min operands.
/// A box with min > max or a NaN misses; an infinite box is not supported (use ray_aabb()).
/// At an exact graze (a corner) t may differ from ray_aabb()'s in its last bits, so tmax is
/// widened by kSlabRobustness before the comparison. A hit has a finite t, as in ray_aabb():
/// a first t of infinity is a miss (it is also how `d = (0, 0)` from outside shows up here,
/// both slabs giving [inf, inf]). A direction with a component so short that its inverse
/// overflows (`tiny`, below about 5.6e-309 but not 0) cannot be told from a zero one by its
/// inverse, so such a ray is handed to ray_aabb(): one branch, the same for every box.
RayHit ray_aabb_branchless(const PreparedRay& ray, const Aabb& box);

/// How much tmax is widened: 1 + 2 gamma(3), gamma(n) = n u / (1 - n u) with u = 2^-53, the
/// bound on three roundings (the subtraction, 1/d, the product). From Ize, "Robust BVH Ray
/// Traversal" (JCGT 2013).
extern const double kSlabRobustness;

} // namespace collide
