// Mistake: the canvas is filled white instead of black, so the diagonal vanishes.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64, white);
    canvas.line(0, 0, 63, 63, white);
    canvas.line(0, 32, 63, 32, red);
    return canvas;
}

} // namespace collide
