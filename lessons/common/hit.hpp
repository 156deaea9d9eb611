/// @file hit.hpp
/// @brief The result of every 2D hit test; the 3D one is in hit3.hpp.
#pragma once

#include "vec2.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

/// What a narrow-phase test found. Convention: moving the SECOND shape by `normal * depth`
/// separates the two (leaves them touching). `normal` is a unit vector when `hit` is true.
/// No hit is always `{false, {0, 0}, 0}`.
struct Hit {
    bool hit;      ///< true when the shapes overlap
    Vec2 normal;   ///< unit push-out direction for the second shape, from the first towards it
    double depth;  ///< how far the second shape must move along `normal`
};

/// @}

} // namespace collide
