// Mistake: the canvas is made 63x63, taking the last index for the size.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(63, 63);
    canvas.line(0, 0, 63, 63, white);
    canvas.line(0, 32, 63, 32, red);
    return canvas;
}

} // namespace collide
