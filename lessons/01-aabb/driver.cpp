// Lesson 01 driver: writes OUT_DIR/01-aabb.txt, overlap() and penetration() over the cases
// the lesson's text works through (aabb_cases.hpp), one row each, and OUT_DIR/01-aabb.png,
// the same cases drawn in a 3 x 3 grid of panels, red where overlap() says they overlap.
#include "aabb.hpp"
#include "aabb_cases.hpp"
#include "canvas.hpp"
#include "driver.hpp"

#include <algorithm>
#include <cmath>
#include <ostream>
#include <string>

namespace {

using collide::Aabb;

void write_table(std::ostream& out) {
    out << "# 01-aabb: overlap(a, b) and penetration(a, b); boxes are (minx, miny, maxx, maxy)\n";
    for (const collide::AabbCase& c : collide::lesson_cases())
        out << collide::case_row(c.name, c.a, c.b) << "\n";
}

// ---- The picture: given drawing code, not the exercise. ----

const gfx::Rgb kWhite = {255, 255, 255};  // box a, no overlap
const gfx::Rgb kGrey = {150, 150, 150};   // box b, no overlap
const gfx::Rgb kRed = {255, 80, 80};      // both boxes, when overlap(a, b)
const gfx::Rgb kShared = {110, 35, 35};   // the shared part, from penetration(a, b)
const gfx::Rgb kGrid = {60, 60, 60};      // lines between the panels
const int kPanel = 85;                    // panel size in pixels; 3 x 85 = 255

// [screen]
// World (y up, 15 pixels per unit) to the screen pixels (y down) of the panel whose top-left
// pixel is (left, top). The panel shows x and y from -1 to 4, with 5 pixels to spare around.
double screen_x(double x, int left) { return left + 20 + 15 * x; }
double screen_y(double y, int top) { return top + 65 - 15 * y; }
// [end screen]

// Rounds to a pixel, kept within the panel [lo, lo + kPanel - 1]. The boxes always fit; a wrong
// penetration (huge, infinite, NaN) must not paint other panels, nor loop for ever.
int to_pixel(double v, int lo) {
    if (!(v >= lo)) return lo;  // NaN too
    if (v > lo + kPanel - 1) return lo + kPanel - 1;
    return static_cast<int>(std::lround(v));
}

void outline(gfx::Canvas& canvas, const Aabb& box, int left, int top, gfx::Rgb c) {
    int x0 = to_pixel(screen_x(box.minx, left), left);
    int x1 = to_pixel(screen_x(box.maxx, left), left);
    int y0 = to_pixel(screen_y(box.maxy, top), top);  // y up: the top edge is maxy
    int y1 = to_pixel(screen_y(box.miny, top), top);
    if (x0 == x1 && y0 == y1) {  // a point: a small plus, or it would be one lost pixel
        canvas.line(x0 - 2, y0, x0 + 2, y0, c);
        canvas.line(x0, y0 - 2, x0, y0 + 2, c);
        return;
    }
    canvas.line(x0, y0, x1, y0, c);
    canvas.line(x1, y0, x1, y1, c);
    canvas.line(x1, y1, x0, y1, c);
    canvas.line(x0, y1, x0, y0, c);
}

// Fills the shared part: from the larger of the two lower-left corners, penetration() wide
// and high. Only a part with an area is filled; touching boxes share an edge or a corner only.
void fill_shared(gfx::Canvas& canvas, const Aabb& a, const Aabb& b, collide::Vec2 depth,
                 int left, int top) {
    if (!(depth.x > 0 && depth.y > 0)) return;
    double x = std::max(a.minx, b.minx), y = std::max(a.miny, b.miny);
    int x0 = to_pixel(screen_x(x, left), left), x1 = to_pixel(screen_x(x + depth.x, left), left);
    int y0 = to_pixel(screen_y(y + depth.y, top), top), y1 = to_pixel(screen_y(y, top), top);
    for (int py = y0; py <= y1; ++py)
        for (int px = x0; px <= x1; ++px) canvas.set(px, py, kShared);
}

void write_picture(const std::string& path) {
    gfx::Canvas canvas(256, 256);
    for (int k = 1; k < 3; ++k) {
        canvas.line(k * kPanel, 0, k * kPanel, 255, kGrid);
        canvas.line(0, k * kPanel, 255, k * kPanel, kGrid);
    }
    int panel = 0;
    for (const collide::AabbCase& c : collide::lesson_cases()) {
        if (std::isnan(c.a.minx)) continue;  // the NaN row: nowhere to draw box a, and b alone
                                             // looks exactly like the min-above-max panel
        int left = (panel % 3) * kPanel, top = (panel / 3) * kPanel;
        ++panel;
        bool hit = collide::overlap(c.a, c.b);
        fill_shared(canvas, c.a, c.b, collide::penetration(c.a, c.b), left, top);
        // A box that holds no point (min above max) overlaps nothing, not even itself, and has
        // no outline: only the other one is drawn. Your overlap() decides which that is.
        if (collide::overlap(c.a, c.a)) outline(canvas, c.a, left, top, hit ? kRed : kWhite);
        if (collide::overlap(c.b, c.b)) outline(canvas, c.b, left, top, hit ? kRed : kGrey);
    }
    canvas.write_png(path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        course::write_text_file(course::join(out, "01-aabb.txt"), write_table);
        write_picture(course::join(out, "01-aabb.png"));
    });
}
