// Given code for lesson 07: projecting boxes onto the picture.
#include "draw_obb.hpp"

#include <cmath>

#include "make_obb.hpp"

namespace collide {

View lesson_view(double cx, double cy) {
    const double s = std::sqrt(0.5);
    const double c30 = std::sqrt(3.0) / 2, s30 = 0.5;
    Vec3 n = {s, s, 0}, m = {s, -s, 0}, z = {0, 0, 1};
    return {n, z * c30 - m * s30, 36, cx, cy};
}

Pixel project(const View& view, Vec3 p) {
    return {int(std::lround(view.cx + view.scale * dot(p, view.right))),
            int(std::lround(view.cy - view.scale * dot(p, view.up)))};
}

void draw_segment(gfx::Canvas& canvas, const View& view, Vec3 p, Vec3 q, gfx::Rgb colour) {
    Pixel a = project(view, p), b = project(view, q);
    canvas.line(a.x, a.y, b.x, b.y, colour);
}

void draw_obb(gfx::Canvas& canvas, const View& view, const Obb& box, gfx::Rgb colour) {
    Vec3 corners[8];
    obb_corners(box, corners);
    for (const auto& e : kObbEdges)
        draw_segment(canvas, view, corners[e[0]], corners[e[1]], colour);
}

} // namespace collide
