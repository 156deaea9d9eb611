// Mistake: the lines stop at 62, as if the end were exclusive, so column 63 stays black.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64);
    canvas.line(0, 0, 62, 62, white);
    canvas.line(0, 32, 62, 32, red);
    return canvas;
}

} // namespace collide
