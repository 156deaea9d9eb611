// Lesson 02 driver: writes OUT_DIR/02-circle.txt, circle_hit() over the cases the lesson's
// text works through (circle_cases.hpp), one row each, and OUT_DIR/02-circle.png, four of
// them drawn in a 2 x 2 grid of panels, red where circle_hit() says hit, with the push-out
// vector in green.
#include "canvas.hpp"
#include "circle.hpp"
#include "circle_cases.hpp"
#include "driver.hpp"
#include "world_view.hpp"

#include <ostream>
#include <string>

namespace {

using collide::Vec2;

void write_table(std::ostream& out) {
    out << "# 02-circle: circle_hit(c1, r1, c2, r2); the normal points from circle 1 to circle 2\n";
    for (const collide::CircleCase& c : collide::lesson_cases())
        out << collide::case_row(c.name, c.c1, c.r1, c.c2, c.r2) << "\n";
}

// ---- The picture: given drawing code, not the exercise. ----

const gfx::Rgb kWhite = {255, 255, 255};  // circle 1, no hit
const gfx::Rgb kGrey = {150, 150, 150};   // circle 2, no hit
const gfx::Rgb kRed = {255, 80, 80};      // both circles, on a hit
const gfx::Rgb kGreen = {60, 255, 120};   // the push-out vector normal * depth, from c2
const gfx::Rgb kGrid = {60, 60, 60};      // lines between the panels

// [panels]
// Each panel is 128 x 128 pixels; the world point `centre` is drawn at the panel's middle,
// `scale` pixels per unit.
struct Panel {
    const char* name;  // a documented case (circle_cases.hpp)
    Vec2 centre;
    double scale;
};
const Panel kPanels[] = {
    {"overlapping", {0.75, 0}, 30},  // top left
    {"touching", {2, 2.5}, 12},      // top right
    {"apart", {2.5, 0}, 16},         // bottom left
    {"equal-centres", {2, 2}, 18},   // bottom right
};
// [end panels]

// [screen]
// The view of the panel whose top-left pixel is (left, top): world y up, screen y down.
course::View panel_view(const Panel& p, int left, int top) {
    return {double(left + 64), double(top + 64), p.scale, p.centre};
}
// [end screen]

// A circle of the world: its outline and a small plus at its centre.
void draw_circle(gfx::Canvas& canvas, const course::View& view, Vec2 centre, double radius,
                 gfx::Rgb c) {
    course::circle(canvas, view, centre, radius, c);
    int sx = course::screen_x(view, centre.x), sy = course::screen_y(view, centre.y);
    canvas.line(sx - 2, sy, sx + 2, sy, c);
    canvas.line(sx, sy - 2, sx, sy + 2, c);
}

void write_picture(const std::string& path) {
    gfx::Canvas canvas(256, 256);
    canvas.line(128, 0, 128, 255, kGrid);
    canvas.line(0, 128, 255, 128, kGrid);
    int panel = 0;
    for (const Panel& p : kPanels) {
        int left = (panel % 2) * 128, top = (panel / 2) * 128;
        ++panel;
        collide::CircleCase c = collide::find_case(p.name);
        course::View view = panel_view(p, left, top);
        collide::Hit h = collide::circle_hit(c.c1, c.r1, c.c2, c.r2);
        draw_circle(canvas, view, c.c1, c.r1, h.hit ? kRed : kWhite);
        draw_circle(canvas, view, c.c2, c.r2, h.hit ? kRed : kGrey);
        if (h.hit) course::segment(canvas, view, c.c2, c.c2 + h.normal * h.depth, kGreen);
    }
    canvas.write_png(path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        course::write_text_file(course::join(out, "02-circle.txt"), write_table);
        write_picture(course::join(out, "02-circle.png"));
    });
}
