/// @file film.hpp
/// @brief Lesson 09, given: drawing the scene frame by frame, and the convergence plot.
#pragma once

#include <string>
#include <vector>

#include "canvas.hpp"
#include "resolve.hpp"

namespace collide {
/// @addtogroup api_09
/// @{

/// One frame of the filmstrip is a panel of this many pixels.
constexpr int kPanelWidth = 256;
/// The panel's height in pixels.
constexpr int kPanelHeight = 128;

/// Draws @p bodies in the panel whose top-left pixel is (@p left, @p top): world (1, 0) at the
/// panel's (128, 116), 24 pixels per unit, y up; nothing spills out of the panel. Outlines:
/// static bodies grey, the bar (bodies[kBarIndex]) yellow, dynamic bodies white, and then,
/// on top, both bodies of every pair still overlapping by more than @p slop in red.
/// @p label is written at the panel's (4, 119), below the floor's top edge.
void draw_frame(gfx::Canvas& canvas, int left, int top, const std::vector<Body>& bodies,
                double slop, const std::string& label);

/// The convergence plot, 256 x 256: the deepest overlap left after each pass (index 0 is
/// before the first pass) on a log scale, one line per method, white for @p gauss_seidel and
/// blue for @p jacobi, with the slop as a grey horizontal line. A depth of 0 is drawn on the
/// bottom edge. Axis labels: passes along x, powers of ten along y.
gfx::Canvas draw_convergence(const std::vector<double>& gauss_seidel,
                             const std::vector<double>& jacobi, double slop);

/// @}

} // namespace collide
