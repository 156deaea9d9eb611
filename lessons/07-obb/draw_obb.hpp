/// @file draw_obb.hpp
/// @brief Given code: the fixed orthographic view of lesson 07's picture, and wireframes.
/// Not the exercise.
#pragma once

#include "canvas.hpp"
#include "obb.hpp"

namespace collide {
/// @addtogroup api_07
/// @{

/// An orthographic view: world point p lands on pixel
/// (round(cx + scale (p . right)), round(cy - scale (p . up))); screen y grows down.
struct View {
    Vec3 right;   ///< unit world direction drawn towards screen +x
    Vec3 up;      ///< unit world direction drawn towards screen -y (up), at right angles to right
    double scale; ///< pixels per world unit
    double cx;    ///< pixel column of the world origin
    double cy;    ///< pixel row of the world origin
};

/// A pixel position.
struct Pixel {
    int x; ///< column
    int y; ///< row, growing down
};

/// Lesson 07's view, centred on pixel (cx, cy), 36 pixels per unit: screen right is
/// n = (1, 1, 0)/sqrt 2, screen up is z cos 30deg - m sin 30deg with m = (1, -1, 0)/sqrt 2.
/// The eye looks along -(m cos 30deg + z sin 30deg): from the +m side, 30 degrees above the
/// horizon. Both edges of the lesson's edge-edge case lie in the plane of m and z, so that
/// plane (the "card" between them) is seen edge-on, as a vertical line.
View lesson_view(double cx, double cy);

/// Where @p p lands in @p view.
Pixel project(const View& view, Vec3 p);

/// Draws the segment from @p p to @p q.
void draw_segment(gfx::Canvas& canvas, const View& view, Vec3 p, Vec3 q, gfx::Rgb colour);

/// Draws the 12 edges of @p box (no hidden lines removed).
void draw_obb(gfx::Canvas& canvas, const View& view, const Obb& box, gfx::Rgb colour);

/// @}

} // namespace collide
