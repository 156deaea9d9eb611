// Mistake: the push-out vector starts at A's centroid instead of B's.
#include "draw.hpp"

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

namespace collide {

namespace {

const double kScreenLimit = 1e6;  // pixels; beyond this a point is a bug, not a picture

const gfx::Rgb kWhite = {255, 255, 255};
const gfx::Rgb kYellow = {255, 220, 60};
const gfx::Rgb kRed = {255, 60, 60};

// [outline]
void outline(gfx::Canvas& canvas, const std::vector<Vec2>& poly, gfx::Rgb colour) {
    for (size_t i = 0; i < poly.size(); ++i) {
        ScreenPoint from = world_to_screen(poly[i]);
        ScreenPoint to = world_to_screen(poly[(i + 1) % poly.size()]);  // the last joins the first
        canvas.line(from.x, from.y, to.x, to.y, colour);
    }
}
// [end outline]

Vec2 centroid(const std::vector<Vec2>& poly) {
    Vec2 sum = {0, 0};
    for (Vec2 v : poly) sum = sum + v;
    return sum * (1.0 / double(poly.size()));
}

} // namespace

// [world-to-screen]
ScreenPoint world_to_screen(Vec2 world) {
    double sx = 128 + 40 * world.x;
    double sy = 128 - 40 * world.y;           // world y grows up, screen y grows down
    // Written so that NaN fails too: every comparison with NaN is false.
    if (!(std::fabs(sx) <= kScreenLimit && std::fabs(sy) <= kScreenLimit))
        throw std::invalid_argument("world_to_screen: (" + std::to_string(world.x) + ", " +
                                    std::to_string(world.y) + ") is off any sensible screen");
    return {int(std::lround(sx)), int(std::lround(sy))};
}
// [end world-to-screen]

// [scene]
gfx::Canvas draw_sat_scene() {
    const std::vector<Vec2> a = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    std::vector<Vec2> b = a;
    for (Vec2& v : b) v = v + Vec2{1.5, 0.5};

    gfx::Canvas canvas(256, 256);             // black
    outline(canvas, a, kWhite);
    outline(canvas, b, kYellow);              // after A: B wins where they cross
    Hit push = sat_push_out(a, b);
    if (push.hit) {
        ScreenPoint from = world_to_screen(centroid(a));
        ScreenPoint to = world_to_screen(centroid(a) + push.normal * push.depth);
        canvas.line(from.x, from.y, to.x, to.y, kRed);
    }
    return canvas;
}
// [end scene]

} // namespace collide
