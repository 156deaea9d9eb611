/// @file box.hpp
/// @brief The axis-aligned box of the 2D lessons.
#pragma once

namespace collide {
/// @addtogroup api_shared
/// @{

/// An axis-aligned box [minx, maxx] x [miny, maxy]: the closed set of points with
/// minx <= x <= maxx and miny <= y <= maxy. A zero width or height is allowed (a segment or a
/// point). Which boxes hold no point at all is lesson 01's question.
struct Aabb {
    double minx; ///< left edge
    double miny; ///< bottom edge
    double maxx; ///< right edge
    double maxy; ///< top edge
};

/// @}

} // namespace collide
