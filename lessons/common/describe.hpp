/// @file describe.hpp
/// @brief The 2D values of the tests, as failure messages print them: every digit that reads
/// back exactly (17 significant), so that a message shows the inputs that failed, not a
/// rounded neighbour of them.
#pragma once

#include <sstream>
#include <string>

#include "box.hpp"
#include "hit.hpp"
#include "vec2.hpp"

namespace course {

/// A vector as `(x, y)`.
inline std::string describe(collide::Vec2 v) {
    std::ostringstream s;
    s.precision(17);
    s << "(" << v.x << ", " << v.y << ")";
    return s.str();
}

/// A box as `(minx, miny, maxx, maxy)`, the order of its braced form.
inline std::string describe(const collide::Aabb& b) {
    std::ostringstream s;
    s.precision(17);
    s << "(" << b.minx << ", " << b.miny << ", " << b.maxx << ", " << b.maxy << ")";
    return s.str();
}

/// A hit as `{hit true, normal (x, y), depth d}`.
inline std::string describe(const collide::Hit& h) {
    std::ostringstream s;
    s.precision(17);
    s << "{hit " << (h.hit ? "true" : "false") << ", normal " << describe(h.normal) << ", depth "
      << h.depth << "}";
    return s.str();
}

} // namespace course
