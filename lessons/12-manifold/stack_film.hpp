/// @file stack_film.hpp
/// @brief Given code of lesson 12: the driver's second picture and its figures. A stack of
/// ten boxes and a pyramid run 600 steps with rigid_step, once with the manifold given and
/// once with its deepest point only; the filmstrip shows both, the text file says how far
/// each box moved and turned.
#pragma once

#include <string>

#include "rigid.hpp"

namespace collide {
/// @addtogroup api_12
/// @{

/// The steps every run takes: ten seconds at kStackStep.
constexpr int kStackSteps = 600;
/// One step: 1/60 s.
constexpr double kStackStep = 1.0 / 60;
/// A box has toppled once it turned more than this from its start (30 degrees, in radians)...
constexpr double kToppledAngle = 0.5235987755982988;
/// ...or once its centre is this far below where it started.
constexpr double kToppledDrop = 0.5;

/// Runs box_stack and box_pyramid (six rows) with @p manifold and with
/// deepest_point_only(@p manifold), and writes into the folder @p dir: `12-stack.png`, the
/// filmstrip (a row per run of the stack at a few steps, and each pyramid at its last step;
/// boxes that toppled in red, the contact points of the last step in yellow), and
/// `12-stack.txt`, each run's largest drift after kStackSteps and the first step at which a
/// box toppled; then the stack with two points but without warm starting.
void write_stack_outputs(const std::string& dir, const ManifoldFunction& manifold);

/// @}
} // namespace collide
