/// @file resolve.hpp
/// @brief Lesson 09: pushing overlapping bodies apart, who moves and by how much, and
/// relaxing a whole pile of them pass after pass.
#pragma once

#include <vector>

#include "hit.hpp"
#include "polygon.hpp"
#include "push_out.hpp"

namespace collide {
/// @addtogroup api_09
/// @{

// [body]
/// A body of this lesson: a convex shape that can only be translated, and how easily it moves.
struct Body {
    Polygon shape;    ///< the vertices in world coordinates, convex, as in lesson 03
    double inv_mass;  ///< 1 / mass; 0 for a static or kinematic body, which never moves here
};
// [end body]

// [api]
/// Applies one push to a pair. With wa = a.inv_mass and wb = b.inv_mass, every vertex of @p a
/// moves by `-normal * depth * wa / (wa + wb)` and every vertex of @p b by
/// `+normal * depth * wb / (wa + wb)`, so the pair separates by `depth` along `normal` (the
/// course convention: moving b by `normal * depth` separates the pair) and the mass-weighted
/// centre of the pair stays where it was. The shares are computed so that they hold at the
/// ends of the double range too: inverse masses of 1e308 each still move half each (the sum
/// wa + wb would overflow to infinity).
///
/// In this order:
/// 1. a negative, NaN or infinite inv_mass on either body throws std::invalid_argument,
///    whatever the hit (-0.0 is zero, not negative: a static body);
/// 2. when `hit.hit` is false, or both bodies are static (wa == 0 and wb == 0), nothing moves;
/// 3. otherwise the bodies move as above, and a static body is never written to (not even
///    translated by zero, which would turn a coordinate of -0.0 into +0.0).
///
/// The hit is used as it is given: its normal should be a unit vector and its depth finite
/// and not negative (sat_push_out's are); a NaN depth makes the moving bodies' vertices NaN.
void separate(Body& a, Body& b, const Hit& hit);

/// Position relaxation, Gauss-Seidel, in a fixed order. For pass = 1 .. @p max_passes: for
/// every pair i < j in index order (i outer, j inner), skipping pairs whose bodies are both
/// static, `h = sat_push_out(bodies[i].shape, bodies[j].shape)`; when `h.hit` and
/// `h.depth > slop`, `separate(bodies[i], bodies[j], h2)` at once, where h2 is h with depth
/// `h.depth - slop / 2`. A pair is thus left overlapping by half the slop, up to rounding:
/// inside the slop, so that a resting contact stays a contact, and far enough inside that
/// rounding cannot make it count again in the next pass. A pass that pushes no pair ends the
/// loop.
///
/// That promise needs a slop large against the rounding of the coordinates. A push rounds
/// every coordinate it moves to a double, and the depth the next pass finds is slop / 2 only
/// to within a few units in the last place, ulp(M), of the largest coordinate magnitude M of
/// the two bodies (ulp(1) = 2.2e-16, ulp(1e9) = 1.2e-7). The tests check the promise with
/// slop >= 2^-47 M (32 ulp(M) or more: 7.1e-15 at M = 1, 7.1e-6 at 1e9), and find the depth
/// within 4 ulp(M) of slop / 2. Where slop / 2 is not above ulp(M), rounding decides: a box
/// resting on a floor at y = 1e9 with slop 1e-7 is pushed to depth 0 (touching, no contact),
/// and a pair may also end deeper than the slop and be pushed again in the next pass.
///
/// Returns the number of passes that pushed at least one pair: 0 when no pair overlapped by
/// more than @p slop, @p max_passes when the pile may not have settled.
///
/// The arguments are checked before anything moves (even when @p max_passes is 0), and each
/// bad one throws std::invalid_argument: @p max_passes negative; @p slop negative, NaN or
/// infinite; a body whose inv_mass is negative, NaN or infinite; a body with fewer than three
/// vertices (the narrow phase would throw half-way, after other bodies had moved). `slop == 0`
/// is allowed (pairs are pushed to touching); `max_passes == 0` moves nothing and returns 0.
/// A body with a NaN or infinite coordinate overlaps nothing (sat_push_out says no hit) and
/// is never moved. Two static bodies that overlap are left as they are and never counted.
int resolve(std::vector<Body>& bodies, int max_passes, double slop);
// [end api]

/// @}

} // namespace collide
