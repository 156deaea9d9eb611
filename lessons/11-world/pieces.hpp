/// @file pieces.hpp
/// @brief Lesson 11, given code: the earlier lessons' pieces this lesson assembles, written
/// again here (as push_out.hpp is for lesson 03), so that a mistake in an earlier lesson
/// costs only that lesson's points: lesson 02's circles, the shape rules, the time of impact of
/// a moving shape against a still one (lesson 10's question, asked of shapes), gravity and the
/// velocity response. Not given: lesson 01's box overlap, lesson 05's sort and sweep and
/// lesson 09's push and its shares, which world.cpp writes again (the chapter's "What is given,
/// and what you write").
#pragma once

#include <vector>

#include "box.hpp"
#include "hit.hpp"
#include "push_out.hpp"
#include "world.hpp"

namespace collide {
/// @addtogroup api_11
/// @{

/// Lesson 02's rule: the circle at @p c1 of radius @p r1 against the circle at @p c2 of
/// radius @p r2. A hit only when the centres are closer than `r1 + r2` (touching is no hit),
/// the normal the unit vector from c1 towards c2 ({1, 0} for equal centres) and the depth
/// `r1 + r2 - |c2 - c1|`. A negative or NaN radius, or a NaN or infinite coordinate, is no
/// hit; an infinite radius hits every circle with a finite centre, with an infinite depth.
Hit circle_circle_hit(Vec2 c1, double r1, Vec2 c2, double r2);

/// True when @p s can take part in a world: every coordinate finite, a circle's radius finite
/// and not negative (0 is a point), a polygon of three vertices or more.
bool shape_is_valid(const Shape& s);

/// @p s translated by @p by: a circle's centre, or every vertex of a polygon.
void translate(Shape& s, Vec2 by);

/// When a moving shape first touches a still one (first_touch()'s answer).
struct Touch {
    bool hit;      ///< true when the moving shape reaches the still one during its motion
    Vec2 normal;   ///< unit, out of the still shape towards the moving one
    double t;      ///< the fraction of the motion done when they touch, in [0, 1]
};

/// When the shape @p moving, translated by `delta * t` for t in [0, 1], first touches the
/// shape @p still and then moves into it: a hit with that t and the unit normal of still's
/// surface there, out of still towards moving. Any two kinds (a circle or a convex polygon,
/// either winding), exact up to rounding:
/// - a circle against a polygon: its centre's path against the polygon grown by the radius,
///   each edge pushed out by r along its normal and each vertex a circle of radius r; the
///   earliest of those it enters (a polygon against a circle: the same, the motion reversed);
/// - two circles: the centre's path against the circle of radius r1 + r2;
/// - two polygons: lesson 10's slabs on every edge normal of both, the latest entry if it
///   comes before the earliest exit; its normal is the axis of that latest entry.
///
/// Shapes that touch at t = 0 and move into each other hit at t = 0; a pass that only slides
/// along the surface, or meets it at a corner without entering, is no hit. Shapes that already
/// overlap at t = 0 (touching is not overlapping) hit at t = 0 exactly when the motion goes
/// deeper, `dot(delta, n) < 0` for n the direction that would separate them soonest (the axis
/// of least depth; for a circle, from the polygon's nearest point towards the centre); an
/// overlapping shape moving along that surface or out of it is no hit. So a shape is never
/// moved deeper into a still one, and never through it. A flat polygon (its vertices on one
/// line) is a wall too: crossing it is touching it.
///
/// The shapes' bounding boxes only cull: when the box swept by moving misses still's box,
/// nothing else is computed. An invalid shape (shape_is_valid()) or a NaN or infinite delta
/// is no hit. No hit is `{false, {0, 0}, 0}`.
Touch first_touch(const Shape& still, const Shape& moving, Vec2 delta);

/// Adds `gravity * dt` to the velocity of every moving body (inv_mass > 0); a static body's
/// velocity is left as it is.
void apply_gravity(std::vector<Body>& bodies, Vec2 gravity, double dt);

/// Removes the velocity with which @p a and @p b close along @p normal (unit, from a towards
/// b): when `c = dot(b.velocity - a.velocity, normal)` is negative, a's velocity changes by
/// `normal * c * wa / (wa + wb)` and b's by `-normal * c * wb / (wa + wb)` (w = inv_mass), so
/// that they no longer close and their momentum is kept. Nothing happens when they do not
/// close or both are static; a static body's velocity is never written to.
void remove_closing_velocity(Body& a, Body& b, Vec2 normal);

/// @}

} // namespace collide
