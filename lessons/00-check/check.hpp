/// @file check.hpp
/// @brief Lesson 00: the check pattern, a first picture on the course's canvas.
#pragma once

#include "canvas.hpp"

namespace collide {
/// @addtogroup api_00
/// @{

// [api]
/// Draws the check pattern: a 64x64 black canvas, a white (255,255,255) diagonal from (0,0)
/// to (63,63), then a red (255,0,0) horizontal line from (0,32) to (63,32). The red line is
/// drawn second, so the pixel where they cross, (32,32), is red.
/// Takes no input, so it has no degenerate case; the picture is always the same.
gfx::Canvas check_pattern();
// [end api]

/// @}

} // namespace collide
