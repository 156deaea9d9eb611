// Lesson 10 driver: writes OUT_DIR/10-sweep.txt, swept_circles() and swept_aabb() on the
// cases the lesson's text works through (sweep_cases.hpp), one row each, and
// OUT_DIR/10-sweep.png, a box and a circle shot at a thin wall: where the steps tunnel through
// it, and where your sweep stops.
#include "canvas.hpp"
#include "driver.hpp"
#include "motion.hpp"
#include "sweep.hpp"
#include "sweep_cases.hpp"
#include "world_view.hpp"

#include <fstream>
#include <stdexcept>
#include <string>

namespace {

using collide::Aabb;
using collide::Impact;
using collide::Vec2;

void write_table(std::ostream& out) {
    out << "# 10-sweep: swept_circles(c1, r1, v1, c2, r2, v2); the normal points from circle 1"
           " to circle 2\n";
    for (const collide::CircleCase& c : collide::circle_cases())
        out << collide::circle_row(c) << "\n";
    out << "# 10-sweep: swept_aabb(still, moving, delta); boxes are (minx, miny, maxx, maxy);"
           " the normal points from still to moving\n";
    for (const collide::BoxCase& c : collide::box_cases()) out << collide::box_row(c) << "\n";
}

// ---- The picture: given drawing code, not the exercise. ----

const gfx::Rgb kWhite = {255, 255, 255};  // the wall
const gfx::Rgb kGrey = {150, 150, 150};   // the shape at the end of each step
const gfx::Rgb kRed = {255, 80, 80};      // the end of a step that tunnelled through the wall
const gfx::Rgb kGreen = {60, 255, 120};   // where your sweep stops the shape
const gfx::Rgb kPath = {60, 60, 60};      // the path of the shape's centre

// [scene]
// The scene, in world units (y up). Each shape moves by its velocity once per step; the
// picture shows its position at the end of each of kSteps steps, starting from step 0.
const Aabb kWall = {1.4, -4.2, 1.7, 2.0};
const int kSteps = 5;
const Aabb kBox = {-6.2, -1.9, -5.6, -1.3};  // 0.6 wide and high
const Vec2 kBoxVelocity = {2.2, 0.25};
const Vec2 kCircleCentre = {-5.1, 2.475};
const double kCircleRadius = 0.3;
const Vec2 kCircleVelocity = {2.0, -0.1};
// [end scene]

// [screen]
// World (y up, 20 pixels per unit, origin at the centre) to screen pixels (y down).
const course::View kView = {128, 128, 20, {0, 0}};
// [end screen]

// [tunnelled]
// A step tunnelled when the shape overlaps the wall at none of its two ends, yet at some of
// 1,000 moments in between: what a simulation that tests only the ends never sees.
const int kSamples = 1000;

template <class OverlapAt>
bool tunnelled(OverlapAt overlap_at) {
    if (overlap_at(0.0) || overlap_at(1.0)) return false;
    for (int k = 1; k < kSamples; ++k)
        if (overlap_at(k / double(kSamples))) return true;
    return false;
}
// [end tunnelled]

void draw_box_shots(gfx::Canvas& canvas) {
    Vec2 start = {(kBox.minx + kBox.maxx) / 2, (kBox.miny + kBox.maxy) / 2};
    course::segment(canvas, kView, start, start + kBoxVelocity * kSteps, kPath);
    bool stopped = false;
    for (int step = 0; step < kSteps; ++step) {
        Aabb before = collide::moved(kBox, kBoxVelocity * step);
        Aabb after = collide::moved(before, kBoxVelocity);
        if (step == 0) course::outline(canvas, kView, before, kGrey);
        bool through = tunnelled([&](double t) {
            return collide::instant_overlap(kWall, collide::moved(before, kBoxVelocity * t));
        });
        course::outline(canvas, kView, after, through ? kRed : kGrey);
        Impact i = collide::swept_aabb(kWall, before, kBoxVelocity);
        if (i.hit && !stopped) {
            course::outline(canvas, kView, collide::moved(before, kBoxVelocity * i.t), kGreen);
            stopped = true;
        }
    }
}

void draw_circle_shots(gfx::Canvas& canvas) {
    Vec2 end = kCircleCentre + kCircleVelocity * kSteps;
    course::segment(canvas, kView, kCircleCentre, end, kPath);
    bool stopped = false;
    for (int step = 0; step < kSteps; ++step) {
        Vec2 before = kCircleCentre + kCircleVelocity * step;
        if (step == 0) course::circle(canvas, kView, before, kCircleRadius, kGrey);
        bool through = tunnelled([&](double t) {
            return collide::instant_overlap(kWall, before + kCircleVelocity * t, kCircleRadius);
        });
        gfx::Rgb colour = through ? kRed : kGrey;
        course::circle(canvas, kView, before + kCircleVelocity, kCircleRadius, colour);
        Impact i = collide::swept_circle_box(kWall, before, kCircleRadius, kCircleVelocity);
        if (i.hit && !stopped) {
            course::circle(canvas, kView, before + kCircleVelocity * i.t, kCircleRadius, kGreen);
            stopped = true;
        }
    }
}

void write_picture(const std::string& path) {
    gfx::Canvas canvas(256, 256);
    int left = course::screen_x(kView, kWall.minx), right = course::screen_x(kView, kWall.maxx);
    int top = course::screen_y(kView, kWall.maxy), bottom = course::screen_y(kView, kWall.miny);
    for (int x = left; x <= right; ++x) canvas.line(x, top, x, bottom, kWhite);
    draw_box_shots(canvas);
    draw_circle_shots(canvas);
    canvas.write_png(path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        course::write_text_file(course::join(out, "10-sweep.txt"), write_table);
        write_picture(course::join(out, "10-sweep.png"));
    });
}
