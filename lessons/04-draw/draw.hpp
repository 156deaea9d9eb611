/// @file draw.hpp
/// @brief Lesson 04: drawing two overlapping squares and the vector that pushes them apart.
#pragma once

#include "canvas.hpp"
#include "push_out.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_04
/// @{

// [api]
/// A pixel position on the canvas: x to the right, y DOWN, (0,0) the top-left corner.
struct ScreenPoint {
    int x; ///< column
    int y; ///< row
};

/// Maps a world point (y up) to the 256x256 canvas: sx = 128 + 40 x, sy = 128 - 40 y, each
/// rounded to the nearest integer with std::lround (halves away from zero). World (0,0) is the
/// canvas centre (128,128), one world unit is 40 pixels, and world y grows up while screen y
/// grows down.
///
/// Degenerate input: a NaN coordinate, or one whose screen value is beyond +-1,000,000
/// pixels (infinity included), throws std::invalid_argument naming it, since no pixel is right
/// and a line to it would never end.
ScreenPoint world_to_screen(Vec2 world);

/// Draws the lesson's scene on a black 256x256 canvas, in this order:
/// 1. polygon A = [(-1,-1), (1,-1), (1,1), (-1,1)], outlined in white (255,255,255);
/// 2. polygon B = A moved by (1.5, 0.5), outlined in yellow (255,220,60);
/// 3. the push-out vector `sat_push_out(A, B)`, a red (255,60,60) line from B's centroid
///    (the average of its vertices) to centroid + normal * depth.
///
/// An outline joins each vertex to the next and the last to the first, with Canvas::line;
/// every point goes through world_to_screen. Later drawing wins where two overlap.
/// Takes no input, so it has no degenerate case: the picture is always the same.
gfx::Canvas draw_sat_scene();
// [end api]

/// @}

} // namespace collide
