/// @file jacobi.hpp
/// @brief Lesson 09, given: Jacobi relaxation, to compare with your Gauss-Seidel resolve().
#pragma once

#include <vector>

#include "resolve.hpp"

namespace collide {
/// @addtogroup api_09
/// @{

/// Relaxes @p bodies as resolve() does (the same pairs, skips, slop and pass count), except
/// for the order: every push of a pass is computed from the positions at the start of the
/// pass, and all of them are applied, with your separate(), once they are known. Its
/// arguments are not checked: the driver gives it only valid ones.
int relax_jacobi(std::vector<Body>& bodies, int max_passes, double slop);

/// @}

} // namespace collide
