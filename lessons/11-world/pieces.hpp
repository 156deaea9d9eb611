/// @file pieces.hpp
/// @brief Lesson 11, given code: the earlier lessons' pieces this lesson assembles, written
/// again here (as push_out.hpp is for lesson 03), so that a mistake in an earlier lesson
/// costs only that lesson's points: lesson 02's circles, lesson 10's swept boxes, the shape
/// rules, gravity and the velocity response.
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

/// When the box @p moving, translated by `delta * t` for t in [0, 1], first touches the box
/// @p still and then moves into it (lesson 10's swept boxes): a hit with that t and the unit
/// normal of the face of @p still it reaches (pointing out of still, towards moving; the x
/// face on a corner). Boxes that already overlap with positive area at t = 0 are no hit here
/// (the step's resolution handles them); boxes touching at t = 0 and moving into each other
/// hit at t = 0. A sliding pass along a face or a pass corner to corner never enters and is
/// no hit, nor is an invalid or unbounded box or a non-finite delta. No hit is
/// `{false, {0, 0}, 0}`, and the depth field holds t.
Hit first_touch(const Aabb& still, const Aabb& moving, Vec2 delta);

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
