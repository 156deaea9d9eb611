// Mistake: the red line is drawn first, so the white diagonal wins the crossing (32,32).
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64);
    canvas.line(0, 32, 63, 32, red);
    canvas.line(0, 0, 63, 63, white);
    return canvas;
}

} // namespace collide
