/// @file box_valid.hpp
/// @brief Given code for the lessons after lesson 01: whether an axis-aligned box holds a
/// point at all, lesson 01's rule written once, so that those lessons work whatever the state
/// of your lesson 01.
#pragma once

#include <limits>

#include "box.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

// [valid]
/// True when the interval [@p lo, @p hi] of a box on one axis holds a real number, the rule
/// of lesson 01, one axis at a time: lo <= hi, written as a condition that must hold, so that
/// a NaN, which fails every comparison, makes it empty too; and lo < +infinity and
/// hi > -infinity, since [inf, inf] and [-inf, -inf] hold no real number. [-inf, inf] and
/// [0, inf] hold many. box_is_valid() asks it on x and y, lesson 08's aabb3_is_valid() on x, y
/// and z: one rule for every box of the course.
inline bool box_interval_is_valid(double lo, double hi) {
    const double inf = std::numeric_limits<double>::infinity();
    return lo <= hi && lo < inf && hi > -inf;
}

/// True when @p box is a box at all, a set that holds at least one point: its interval on
/// each axis holds a real number (box_interval_is_valid()). So a NaN coordinate, min > max, or
/// an interval wholly at an infinity makes it invalid; zero widths and heights (segments,
/// points) are valid, and so are infinite coordinates that make a box unbounded
/// (min = -infinity, max = +infinity).
inline bool box_is_valid(const Aabb& box) {
    return box_interval_is_valid(box.minx, box.maxx) && box_interval_is_valid(box.miny, box.maxy);
}
// [end valid]

/// @}

} // namespace collide
