// Lesson 06 driver: shoots the five rays of ray_cases.hpp at their box and writes
// OUT_DIR/06-ray.txt (one line per ray) and OUT_DIR/06-ray.png (the box, the hits in green,
// the misses in red).
#include <ostream>
#include <string>

#include "canvas.hpp"
#include "driver.hpp"
#include "ray.hpp"
#include "ray_cases.hpp"
#include "world_view.hpp"

using collide::Aabb;
using collide::RayHit;
using collide::Vec2;

namespace {

const Aabb kBox = collide::lesson_box();

const gfx::Rgb kWhite = {255, 255, 255};
const gfx::Rgb kGreen = {60, 255, 120};
const gfx::Rgb kRed = {255, 80, 80};
const double kMissLength = 6;   // a missed ray is drawn this long, in world units

// [screen]
// World (y up, 30 pixels per unit, origin at the centre) to screen pixels (y down).
const course::View kView = {128, 128, 30, {0, 0}};
// [end screen]

void write_outputs(const std::string& out) {
    course::write_text_file(course::join(out, "06-ray.txt"), [](std::ostream& txt) {
        txt << "# 06-ray: ray_aabb(o, d, box) against the box " << course::box_text(kBox)
            << "; the ray enters at o + t * d\n";
        for (const collide::RayCase& r : collide::lesson_rays())
            txt << collide::ray_row(r.name, r.o, r.d, kBox) << '\n';
    });
    gfx::Canvas canvas(256, 256);
    course::outline(canvas, kView, kBox, kWhite);
    for (const collide::RayCase& r : collide::lesson_rays()) {
        RayHit h = collide::ray_aabb(r.o, r.d, kBox);
        if (h.hit)
            course::segment(canvas, kView, r.o, r.o + h.t * r.d, kGreen);
        else
            course::segment(canvas, kView, r.o, r.o + kMissLength * collide::normalized(r.d), kRed);
    }
    canvas.write_png(course::join(out, "06-ray.png"));
}

} // namespace

int main(int argc, char** argv) { return course::run_driver(argc, argv, write_outputs); }
