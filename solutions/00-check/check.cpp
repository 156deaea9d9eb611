// Lesson 00, reference solution.
#include "check.hpp"

namespace collide {

// [check-pattern]
gfx::Canvas check_pattern() {
    const gfx::Rgb white = {255, 255, 255};
    const gfx::Rgb red = {255, 0, 0};
    gfx::Canvas canvas(64, 64);            // black by default
    canvas.line(0, 0, 63, 63, white);      // 64 pixels wide: the last column is 63
    canvas.line(0, 32, 63, 32, red);       // drawn last, so it wins at (32,32)
    return canvas;
}
// [end check-pattern]

} // namespace collide
