// Lesson 04: your file. Read lessons/04-draw/README.md, then replace the placeholders below.
#include "draw.hpp"

namespace collide {

ScreenPoint world_to_screen(Vec2 world) {
    // TODO: 128 + 40 x and 128 - 40 y, rounded with std::lround; reject NaN and huge values.
    return {0, 0};
}

gfx::Canvas draw_sat_scene() {
    // TODO: a black 256x256 canvas; on it, outline A in white, then B in yellow, then the red
    // push-out vector from B's centroid. The placeholder is a canvas of one pixel.
    return gfx::Canvas(1, 1);
}

} // namespace collide
