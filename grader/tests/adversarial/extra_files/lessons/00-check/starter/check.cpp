// Lesson 00, adversarial (extra_files): right, with extra files the grader must ignore.
#include "check.hpp"

namespace collide {

gfx::Canvas check_pattern() {
    gfx::Canvas canvas(64, 64);
    canvas.line(0, 0, 63, 63, {255, 255, 255});
    canvas.line(0, 32, 63, 32, {255, 0, 0});
    return canvas;
}

} // namespace collide
