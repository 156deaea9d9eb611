/// @file variants.hpp
/// @brief Two other correct answers to lesson 07's obb_overlap(), kept out of the student
/// edition: the benchmark compares them with the reference. Same 15 axes, order, parallel
/// rule (skip |L| < kParallelEpsilon) and touching rule (a filter's: touching overlaps).
/// Unlike obb_overlap() they do not guard against NaN: they are timed on finite boxes.
#pragma once

#include "obb.hpp"

namespace collide {

/// Variant (1), seed 000's way: the 8 corners of each box are computed, then projected onto
/// each of the 15 axes (raw, not normalized: a yes/no needs no unit axis); separated when
/// there is a gap between the two intervals (intervals that only touch overlap).
bool overlap_by_corners(const Obb& a, const Obb& b);

/// Variant (2), seed 001 carried to 3D: on each world-space axis L, |d . L| against
/// ra + rb = sum of half-extents times |axis . L|, every dot product in world coordinates.
bool overlap_in_world(const Obb& a, const Obb& b);

} // namespace collide
