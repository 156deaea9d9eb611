// Mistake: the red line is drawn in (0,0,255), with the channels in the wrong order.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64);
    canvas.line(0, 0, 63, 63, white);
    canvas.line(0, 32, 63, 32, {red.b, red.g, red.r});
    return canvas;
}

} // namespace collide
