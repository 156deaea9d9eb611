/// @file camera.hpp
/// @brief Given code: the perspective camera of lesson 08's picture, and wireframes drawn
/// through it. Not the exercise.
#pragma once

#include "canvas.hpp"
#include "vec3.hpp"

namespace collide {
/// @addtogroup api_08
/// @{

/// A pinhole camera. A world point p is seen at
///
///     q = p - eye,   depth = q . forward
///     pixel = (round(cx + focal (q . right) / depth), round(cy - focal (q . up) / depth))
///
/// with std::lround; screen y grows down, so `up` is drawn towards smaller rows.
struct Camera {
    Vec3 eye;      ///< where the eye is
    Vec3 right;    ///< unit, drawn towards screen +x
    Vec3 up;       ///< unit, drawn towards screen -y, at right angles to right and forward
    Vec3 forward;  ///< unit, the direction the eye looks in
    double focal;  ///< pixels per unit of (sideways offset / depth)
    double cx;     ///< pixel column of the point straight ahead
    double cy;     ///< pixel row of the point straight ahead
};

/// Points nearer than this in front of the eye (depth below it) are not drawn: a segment is
/// cut where it crosses the plane depth = kNearDepth.
constexpr double kNearDepth = 0.1;

/// The camera at @p eye looking at @p target: forward = normalized(target - eye),
/// right = normalized(cross(forward, world_up)), up = cross(right, forward), a right-handed
/// frame. @p world_up must not be parallel to forward.
Camera look_at(Vec3 eye, Vec3 target, Vec3 world_up, double focal, double cx, double cy);

/// Draws the segment p-q as seen by @p camera: the part nearer than kNearDepth is cut off,
/// and pixel coordinates are kept within 4,096 pixels of the canvas (a NaN goes to the edge
/// of that range), so a wrong or huge shape gives a wrong picture, never a hang.
void draw_segment(gfx::Canvas& canvas, const Camera& camera, Vec3 p, Vec3 q, gfx::Rgb colour);

/// The 12 edges of the box with corners @p min and @p max (the box's own coordinates, so a
/// wrong box is drawn as it is).
void draw_box(gfx::Canvas& canvas, const Camera& camera, Vec3 min, Vec3 max, gfx::Rgb colour);

/// How many segments draw one circle of a sphere.
constexpr int kCircleSegments = 48;

/// A sphere as two circles: its outline as the camera sees it (the circle where the lines
/// from the eye touch the sphere: centre c + (eye - c) r^2 / D^2, radius r sqrt(1 - r^2 / D^2)
/// in the plane at right angles to eye - c, with D = |eye - c|; not drawn when the eye is
/// inside) and its equator (radius r, in the plane z = c.z). Each circle is kCircleSegments
/// segments between points at angles 2 pi k / kCircleSegments. A negative, NaN or infinite
/// radius draws nothing.
void draw_sphere(gfx::Canvas& canvas, const Camera& camera, Vec3 center, double radius,
                 gfx::Rgb colour);

/// @}

} // namespace collide
