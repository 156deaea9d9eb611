/// @file instant_calls.hpp
/// @brief The benchmark's out-of-line calls of lesson 10's instantaneous tests.
#pragma once

#include "box.hpp"
#include "vec2.hpp"

namespace course {

/// Lesson 02's overlap test at one moment (touching is no hit).
bool overlap_now(collide::Vec2 c1, double r1, collide::Vec2 c2, double r2);

/// Lesson 01's overlap test at one moment (touching counts).
bool overlap_now(const collide::Aabb& a, const collide::Aabb& b);

} // namespace course
