/// @file aabb.hpp
/// @brief The axis-aligned bounding box shared by lessons 01, 05 and 06.
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

/// @}

} // namespace collide
