// Lesson 04: your file. Read lessons/04-draw/README.md, then replace the placeholders below.
#include "draw.hpp"

namespace collide {

ScreenPoint world_to_screen(Vec2 world) {
    // TODO: 128 + 40 x and 128 - 40 y, rounded with std::lround; reject NaN and huge values.
    return {0, 0};
}

gfx::Canvas draw_sat_scene() {
    gfx::Canvas canvas(256, 256);
    // TODO: outline A in white, then B in yellow, then the red push-out vector from B's centroid.
    return canvas;
}

} // namespace collide
