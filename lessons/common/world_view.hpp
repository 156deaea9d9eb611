/// @file world_view.hpp
/// @brief Given drawing code for the drivers: world points (y up) to the canvas's pixels
/// (y down), and box outlines, segments and circles drawn through that mapping.
#pragma once

#include <cmath>

#include "box.hpp"
#include "canvas.hpp"
#include "vec2.hpp"

namespace course {
/// @addtogroup api_shared
/// @{

/// How the world is drawn: world point @p centre lands on pixel (@p pixel_x, @p pixel_y), one
/// world unit is @p scale pixels, and world y grows up while screen y grows down:
/// `pixel_x + scale (x - centre.x)`, `pixel_y - scale (y - centre.y)`, rounded.
struct View {
    double pixel_x;         ///< the column that centre is drawn in
    double pixel_y;         ///< the row that centre is drawn in
    double scale;           ///< pixels per world unit
    collide::Vec2 centre;   ///< the world point drawn at (pixel_x, pixel_y)
};

/// A wrong answer (a huge, infinite or NaN coordinate) must not make a line billions of
/// pixels long and hang the driver: pixel coordinates are kept within this many pixels of a
/// 256 x 256 canvas.
constexpr double kFarPixels = 4096;

/// @p v rounded to the nearest pixel with std::lround, after clamping it to within
/// kFarPixels of a 256-pixel canvas (NaN goes to the low end).
inline int to_pixel(double v) {
    if (!(v > -kFarPixels)) v = -kFarPixels;
    if (v > 256 + kFarPixels) v = 256 + kFarPixels;
    return static_cast<int>(std::lround(v));
}

/// The pixel column of world x.
inline int screen_x(const View& view, double x) {
    return to_pixel(view.pixel_x + view.scale * (x - view.centre.x));
}

/// The pixel row of world y (flipped: y up in the world is down the rows).
inline int screen_y(const View& view, double y) {
    return to_pixel(view.pixel_y - view.scale * (y - view.centre.y));
}

/// The world segment from @p a to @p b.
inline void segment(gfx::Canvas& canvas, const View& view, collide::Vec2 a, collide::Vec2 b,
                    gfx::Rgb c) {
    canvas.line(screen_x(view, a.x), screen_y(view, a.y), screen_x(view, b.x),
                screen_y(view, b.y), c);
}

/// The four edges of @p box.
inline void outline(gfx::Canvas& canvas, const View& view, const collide::Aabb& box,
                    gfx::Rgb c) {
    collide::Vec2 bl = {box.minx, box.miny}, br = {box.maxx, box.miny};
    collide::Vec2 tr = {box.maxx, box.maxy}, tl = {box.minx, box.maxy};
    segment(canvas, view, bl, br, c);
    segment(canvas, view, br, tr, c);
    segment(canvas, view, tr, tl, c);
    segment(canvas, view, tl, bl, c);
}

/// The circle of radius @p r pixels around pixel (@p cx, @p cy), by the midpoint circle
/// algorithm: integers only, so the picture is the same on every machine. It walks one
/// eighth of the circle from the top, (0, r), and mirrors each point into all eight.
inline void circle_pixels(gfx::Canvas& canvas, int cx, int cy, int r, gfx::Rgb c) {
    int x = 0, y = r, err = 1 - r;
    while (x <= y) {
        const int px[8] = {x, y, y, x, -x, -y, -y, -x};
        const int py[8] = {y, x, -x, -y, -y, -x, x, y};
        for (int i = 0; i < 8; ++i) canvas.set(cx + px[i], cy + py[i], c);
        ++x;
        if (err < 0) {
            err += 2 * x + 1;
        } else {
            --y;
            err += 2 * (x - y) + 1;
        }
    }
}

/// The world circle at @p centre with radius @p radius: around its rounded centre pixel, with
/// a radius of `scale * radius` pixels, rounded and kept within reach as to_pixel() keeps
/// every coordinate (a negative radius draws nothing).
inline void circle(gfx::Canvas& canvas, const View& view, collide::Vec2 centre, double radius,
                   gfx::Rgb c) {
    circle_pixels(canvas, screen_x(view, centre.x), screen_y(view, centre.y),
                  to_pixel(view.scale * radius), c);
}

/// @}

} // namespace course
