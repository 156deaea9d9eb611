// Lesson 06 driver: shoots five rays at the box (-1,-1,1,1) and writes OUT_DIR/06-ray.txt
// (one line per ray) and OUT_DIR/06-ray.png (the box, the hits in green, the misses in red).
#include <cmath>
#include <fstream>
#include <stdexcept>
#include <string>

#include "canvas.hpp"
#include "driver.hpp"
#include "ray.hpp"

using collide::Aabb;
using collide::RayHit;
using collide::Vec2;

namespace {

struct Ray {
    Vec2 o;
    Vec2 d;
};

// [rays]
const Aabb kBox = {-1, -1, 1, 1};
const Ray kRays[] = {
    {{-3, 0}, {1, 0}},                                      // r1: straight in, hits at t = 2
    {{-3, 3}, {1, 0}},                                      // r2: passes above
    {{0, 0}, {1, 0}},                                       // r3: starts inside, t = 0
    {{-3, -3}, {0.7071067811865476, 0.7071067811865476}},   // r4: into the corner (-1,-1)
    {{3, 0}, {1, 0}},                                       // r5: the box is behind it
};
// [end rays]

const gfx::Rgb kWhite = {255, 255, 255};
const gfx::Rgb kGreen = {60, 255, 120};
const gfx::Rgb kRed = {255, 80, 80};
const double kMissLength = 6;   // a missed ray is drawn this long, in world units

// A wrong t (huge, infinite, NaN) must not make the line billions of pixels long: pixel
// coordinates are kept within this many pixels of the canvas (NaN goes to the low end).
const double kFarPixels = 4096;

int to_pixel(double v) {
    if (!(v > -kFarPixels)) v = -kFarPixels;
    if (v > 256 + kFarPixels) v = 256 + kFarPixels;
    return static_cast<int>(std::lround(v));
}

// [screen]
// World (y up, 30 pixels per unit, origin at the centre) to screen pixels (y down).
int screen_x(double x) { return to_pixel(128 + 30 * x); }
int screen_y(double y) { return to_pixel(128 - 30 * y); }
// [end screen]

void segment(gfx::Canvas& canvas, Vec2 a, Vec2 b, gfx::Rgb c) {
    canvas.line(screen_x(a.x), screen_y(a.y), screen_x(b.x), screen_y(b.y), c);
}

void outline(gfx::Canvas& canvas, const Aabb& box, gfx::Rgb c) {
    Vec2 bl = {box.minx, box.miny}, br = {box.maxx, box.miny};
    Vec2 tr = {box.maxx, box.maxy}, tl = {box.minx, box.maxy};
    segment(canvas, bl, br, c);
    segment(canvas, br, tr, c);
    segment(canvas, tr, tl, c);
    segment(canvas, tl, bl, c);
}

void write_outputs(const std::string& out) {
    const std::string txt_path = course::join(out, "06-ray.txt");
    std::ofstream txt(txt_path);
    if (!txt) throw std::runtime_error("cannot write " + txt_path);
    gfx::Canvas canvas(256, 256);
    outline(canvas, kBox, kWhite);
    int i = 0;
    for (const Ray& r : kRays) {
        RayHit h = collide::ray_aabb(r.o, r.d, kBox);
        txt << 'r' << ++i << '=' << (h.hit ? "hit" : "miss") << ',' << course::fixed6(h.t)
            << '\n';
        if (h.hit)
            segment(canvas, r.o, r.o + h.t * r.d, kGreen);
        else
            segment(canvas, r.o, r.o + kMissLength * collide::normalized(r.d), kRed);
    }
    if (!txt) throw std::runtime_error("cannot write " + txt_path);
    canvas.write_png(course::join(out, "06-ray.png"));
}

} // namespace

int main(int argc, char** argv) { return course::run_driver(argc, argv, write_outputs); }
