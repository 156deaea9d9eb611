/// @file scene.hpp
/// @brief Lesson 11, given code: the lab sheet's scene (200 bodies falling into a container),
/// the bullet and the thin wall, and the shapes they are made of.
#pragma once

#include <vector>

#include "world.hpp"

namespace collide {
/// @addtogroup api_11
/// @{

/// The step of every scene: a sixtieth of a second.
constexpr double kStep = 1.0 / 60;
/// Gravity of every scene, units per second squared, down.
constexpr Vec2 kGravity = {0, -10};
/// Gauss-Seidel passes per step.
constexpr int kPasses = 16;
/// The overlap a resting contact keeps (lesson 09): 0.01 units, a hundredth of a body.
constexpr double kSlop = 0.01;
/// How many bodies the lab sheet's scene holds: 3 static walls and 197 falling shapes.
constexpr int kSceneBodies = 200;

/// A moving circle, at rest, of inverse mass 1.
Body circle_body(Vec2 centre, double radius);
/// A moving box of half-extents @p half, counter-clockwise from its lower-left corner, at
/// rest, of inverse mass 1.
Body box_body(Vec2 centre, Vec2 half);
/// A moving triangle of circumradius 1/2 pointing up (vertices (0, 0.5), (-0.4375, -0.25),
/// (0.4375, -0.25) from @p centre, exact in binary), at rest, of inverse mass 1.
Body triangle_body(Vec2 centre);
/// @p body made static: inverse mass 0.
Body made_static(Body body);

/// The lab sheet's scene: bodies 0-2 are the container (a floor whose top is y = 0 from
/// x = -13 to 13, and walls whose inner faces are x = -12 and 12, up to y = 14); bodies
/// 3-199 are circles, boxes and triangles in turn, at rest in a grid of 20 columns 1.2 apart
/// from y = 1.5 up, each nudged sideways by up to 0.1 (course::Random, seed 11).
World lesson_scene();

/// The bullet's scene: a floor, a static wall 0.1 thick from y = 0 to 4 with its left face
/// at x = 0, and a circle of radius 0.25 at (-3, 1) flying right at 75 units per second (1.25
/// units a step, more than the wall and the circle together), marked swept when
/// @p swept is true. The bullet is body 2.
World bullet_scene(bool swept);

/// @}

} // namespace collide
