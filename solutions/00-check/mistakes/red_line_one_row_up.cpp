// Mistake: the horizontal line is drawn at y = 31, counting the middle row from 1.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64);
    canvas.line(0, 0, 63, 63, white);
    canvas.line(0, 31, 63, 31, red);
    return canvas;
}

} // namespace collide
