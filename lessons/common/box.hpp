/// @file box.hpp
/// @brief The axis-aligned box of lessons 01, 05 and 06, and the rule that says whether it is
/// a box at all.
#pragma once

namespace collide {
/// @addtogroup api_shared
/// @{

/// An axis-aligned box [minx, maxx] x [miny, maxy]. A valid box has min <= max on both axes
/// and no NaN; a zero width or height is allowed (a segment or a point).
struct Aabb {
    double minx; ///< left edge
    double miny; ///< bottom edge
    double maxx; ///< right edge
    double maxy; ///< top edge
};

// [valid]
/// True when @p box is a box at all: min <= max on both axes. Written as a condition that
/// must hold, so that a NaN coordinate, which fails every comparison, makes the box invalid
/// too. Zero widths and heights (segments, points) and infinite coordinates are valid.
/// Lesson 01 has you write this rule in your own file; the lessons after it use this one.
inline bool box_is_valid(const Aabb& box) { return box.minx <= box.maxx && box.miny <= box.maxy; }
// [end valid]

/// @}

} // namespace collide
