/// @file polygon.hpp
/// @brief A convex polygon as the list of its vertices.
#pragma once

#include <vector>

#include "vec2.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

// [polygon]
/// A convex polygon: its vertices in order around the boundary, counter-clockwise or
/// clockwise (both work). The edge i runs from vertex i to vertex i+1, and the last edge from
/// the last vertex back to the first.
using Polygon = std::vector<Vec2>;
// [end polygon]

/// @}

} // namespace collide
