// Given code for lesson 08: a perspective camera, clipping at the near plane, wireframes.
#include "camera.hpp"

#include <cmath>

namespace collide {

namespace {

// Keeps a pixel coordinate within 4,096 pixels of a 256-pixel canvas; NaN goes low.
const double kFarPixels = 4096;

int to_pixel(double v) {
    if (!(v > -kFarPixels)) v = -kFarPixels;
    if (v > 256 + kFarPixels) v = 256 + kFarPixels;
    return static_cast<int>(std::lround(v));
}

double depth_of(const Camera& camera, Vec3 p) { return dot(p - camera.eye, camera.forward); }

void pixel_of(const Camera& camera, Vec3 p, int& x, int& y) {
    Vec3 q = p - camera.eye;
    double depth = dot(q, camera.forward);
    x = to_pixel(camera.cx + camera.focal * dot(q, camera.right) / depth);
    y = to_pixel(camera.cy - camera.focal * dot(q, camera.up) / depth);
}

// A circle of radius r about c in the plane spanned by the unit vectors u and v.
void draw_circle(gfx::Canvas& canvas, const Camera& camera, Vec3 c, Vec3 u, Vec3 v, double r,
                 gfx::Rgb colour) {
    const double pi = 3.14159265358979323846;
    Vec3 previous = c + u * r;
    for (int k = 1; k <= kCircleSegments; ++k) {
        double t = 2 * pi * k / kCircleSegments;
        Vec3 next = c + u * (r * std::cos(t)) + v * (r * std::sin(t));
        draw_segment(canvas, camera, previous, next, colour);
        previous = next;
    }
}

} // namespace

Camera look_at(Vec3 eye, Vec3 target, Vec3 world_up, double focal, double cx, double cy) {
    Vec3 forward = normalized(target - eye);
    Vec3 right = normalized(cross(forward, world_up));
    return {eye, right, cross(right, forward), forward, focal, cx, cy};
}

void draw_segment(gfx::Canvas& canvas, const Camera& camera, Vec3 p, Vec3 q, gfx::Rgb colour) {
    double dp = depth_of(camera, p), dq = depth_of(camera, q);
    if (!(dp >= kNearDepth) && !(dq >= kNearDepth)) return;  // behind the near plane (or NaN)
    if (!(dp >= kNearDepth)) p = p + (q - p) * ((kNearDepth - dp) / (dq - dp));
    if (!(dq >= kNearDepth)) q = q + (p - q) * ((kNearDepth - dq) / (dp - dq));
    int x0, y0, x1, y1;
    pixel_of(camera, p, x0, y0);
    pixel_of(camera, q, x1, y1);
    canvas.line(x0, y0, x1, y1, colour);
}

void draw_box(gfx::Canvas& canvas, const Camera& camera, Vec3 min, Vec3 max, gfx::Rgb colour) {
    Vec3 corner[8];
    for (int k = 0; k < 8; ++k)
        corner[k] = {(k & 1) ? max.x : min.x, (k & 2) ? max.y : min.y, (k & 4) ? max.z : min.z};
    for (int k = 0; k < 8; ++k)
        for (int bit = 1; bit < 8; bit <<= 1)
            if (!(k & bit)) draw_segment(canvas, camera, corner[k], corner[k | bit], colour);
}

void draw_sphere(gfx::Canvas& canvas, const Camera& camera, Vec3 center, double radius,
                 gfx::Rgb colour) {
    if (!(radius >= 0) || std::isinf(radius)) return;
    draw_circle(canvas, camera, center, {1, 0, 0}, {0, 1, 0}, radius, colour);  // equator
    Vec3 to_eye = camera.eye - center;
    double D = length(to_eye);
    if (!(D > radius)) return;
    Vec3 w = to_eye * (1.0 / D);
    // Two unit vectors at right angles to w: any vector not parallel to w, made perpendicular.
    Vec3 helper = std::fabs(w.z) < 0.9 ? Vec3{0, 0, 1} : Vec3{1, 0, 0};
    Vec3 u = normalized(cross(helper, w)), v = cross(w, u);
    double k = radius / D;
    draw_circle(canvas, camera, center + to_eye * (k * k), u, v, radius * std::sqrt(1 - k * k),
                colour);
}

} // namespace collide
