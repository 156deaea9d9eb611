/// @file box.hpp
/// @brief The axis-aligned box of lessons 01, 05 and 06, and the rule that says whether it is
/// a box at all.
#pragma once

#include <limits>

namespace collide {
/// @addtogroup api_shared
/// @{

/// An axis-aligned box [minx, maxx] x [miny, maxy]: the closed set of points with
/// minx <= x <= maxx and miny <= y <= maxy. A valid box (box_is_valid()) holds at least one
/// point; a zero width or height is allowed (a segment or a point).
struct Aabb {
    double minx; ///< left edge
    double miny; ///< bottom edge
    double maxx; ///< right edge
    double maxy; ///< top edge
};

// [valid]
/// True when @p box is a box at all, a set that holds at least one point: on both axes
/// min <= max, written as a condition that must hold, so that a NaN coordinate, which fails
/// every comparison, makes the box invalid too; and the interval reaches the real numbers, so
/// min < +infinity and max > -infinity ([inf, inf] holds no real number). Zero widths and
/// heights (segments, points) are valid, and so are infinite coordinates that make a box
/// unbounded (min = -infinity, max = +infinity). Lesson 01 has you write this rule in your
/// own file; the lessons after it use this one.
inline bool box_is_valid(const Aabb& box) {
    const double inf = std::numeric_limits<double>::infinity();
    return box.minx <= box.maxx && box.miny <= box.maxy && box.minx < inf && box.miny < inf &&
           box.maxx > -inf && box.maxy > -inf;
}
// [end valid]

/// @}

} // namespace collide
