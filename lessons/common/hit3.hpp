/// @file hit3.hpp
/// @brief The result of every plain 3D hit test: `Hit` of hit.hpp in space.
///
/// A header of its own, not a second struct in hit.hpp: hit.hpp is included by the 2D lessons,
/// and bringing vec3.hpp in with it would make their `normalized({x, y})` ambiguous (a
/// braced pair can initialise a Vec3 as well as a Vec2).
#pragma once

#include "vec3.hpp"

namespace collide {
/// @addtogroup api_shared
/// @{

/// What a 3D narrow-phase test found, with the course's convention (the same as `Hit`):
/// moving the SECOND shape by `normal * depth` separates the two (leaves them touching);
/// `normal` is a unit vector when `hit` is true; no hit is always `{false, {0, 0, 0}, 0}`.
/// (Lesson 07's `ObbHit` adds the number of the axis it found.)
struct Hit3 {
    bool hit;      ///< true when the shapes overlap
    Vec3 normal;   ///< unit push-out direction for the second shape, from the first towards it
    double depth;  ///< how far the second shape must move along `normal`
};

/// @}

} // namespace collide
