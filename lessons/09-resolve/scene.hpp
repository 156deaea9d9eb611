/// @file scene.hpp
/// @brief Lesson 09, given: the seed's scene (a pile of boxes on a static floor and a
/// kinematic bar that turns through it), its motion from frame to frame, and a measure of
/// how much overlap is left. Not the exercise: the driver runs your resolve() on it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "resolve.hpp"

namespace collide {
/// @addtogroup api_09
/// @{

// [scene]
constexpr int kFrames = 40;              ///< frames in the lesson's run, numbered 0 .. 39
constexpr int kFramePasses = 10;         ///< max_passes given to resolve() every frame
constexpr double kSlop = 0.01;           ///< the slop given to resolve() every frame
constexpr double kFall = 0.02;           ///< how far every dynamic body falls each frame
/// A pair still in contact overlaps by more than this: deeper than any rounding, so that a pair
/// pushed to touching (slop 0) counts as parted whatever its last bit says.
constexpr double kContactDepth = 1e-9;
constexpr double kBarStartDegrees = -100;  ///< the bar's angle at frame 0
constexpr double kBarTurnDegrees = 3;      ///< how far the bar turns each frame (anticlockwise)
constexpr Vec2 kBarPivot = {0, 2.5};     ///< the bar turns about its centre, here
constexpr double kBarHalfLength = 2.1;   ///< its tips sweep a circle of this radius

/// Where each kind of body sits in the scene's list: the floor, then the bar, then the boxes.
constexpr std::size_t kFloorIndex = 0;   ///< static: inv_mass 0, never moves
constexpr std::size_t kBarIndex = 1;     ///< kinematic: inv_mass 0, moved by bar_at() only
// [end scene]

/// A rectangle centred at @p centre with half-extents @p half, turned by @p turn radians
/// anticlockwise about its centre; counter-clockwise vertices.
Polygon box_shape(Vec2 centre, Vec2 half, double turn = 0);

/// The average of the vertices: bodies only translate in this lesson, so it moves as they do.
Vec2 centroid(const Polygon& shape);

/// The bar as it stands at frame @p frame: turned kBarStartDegrees + frame * kBarTurnDegrees.
Polygon bar_at(int frame);

/// The scene before frame 0: the floor (static, top at y = 0), the bar at frame 0, and ten
/// boxes (inv_mass 1) piled as a level editor would leave them, a little inside each other.
std::vector<Body> lesson_pile();

/// The chapter's worked case, a column: the floor (static, top at y = 0); box 1, side 1,
/// centred at (0, 0.25), a quarter inside the floor; box 2, side 1, centred at (0.125, 1), a
/// quarter inside box 1. Both boxes inv_mass 1.
std::vector<Body> lesson_column();

/// The stack of the slop section: the floor and three boxes (inv_mass 1, 0.9 x 0.8) resting
/// on each other, each exactly touching the one below.
std::vector<Body> lesson_stack();

/// Every dynamic body falls by kFall: a stand-in for gravity (this lesson has no velocities).
void fall(std::vector<Body>& bodies);

/// One frame's given motion, before resolve(): the bar is set to bar_at(@p frame), and then
/// every dynamic body falls.
void move_scene(std::vector<Body>& bodies, int frame);

/// The largest depth sat_push_out() finds over every pair not both static; 0 when none
/// overlaps. Pairs inside the slop count too: this is how far the pile is from touching.
double deepest_overlap(const std::vector<Body>& bodies);

/// True when bodies[i] and bodies[j] overlap by more than @p slop and are not both static:
/// a pair resolve() would still push.
bool overlaps_beyond(const std::vector<Body>& bodies, std::size_t i, std::size_t j, double slop);

/// Where every body's centroid is, as 09-resolve.txt writes positions: " x y" for each body,
/// in order, each number as course::fixed6() writes it.
std::string positions_text(const std::vector<Body>& bodies);

/// One "resolve" row of 09-resolve.txt: the case's @p name, the @p passes that resolve() (or
/// relax_jacobi()) returned and where it left @p bodies, as the driver writes it (the live
/// figure writes the same row).
std::string resolve_row(const std::string& name, int passes, const std::vector<Body>& bodies);

/// @}

} // namespace collide
