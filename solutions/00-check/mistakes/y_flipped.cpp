// Mistake: the diagonal runs from the bottom-left, as if y grew upwards on the screen.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64);
    canvas.line(0, 63, 63, 0, white);
    canvas.line(0, 32, 63, 32, red);
    return canvas;
}

} // namespace collide
