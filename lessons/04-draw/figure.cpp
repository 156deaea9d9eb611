// figure-sources: ../common/push_out.cpp figure_canvas.cpp
// Lesson 04's live figure (gfx/figure.hpp): the chapter's scene, squares A and B the reader
// moves, in two panels. On the left the world (y up) with the push-out vector of the given
// sat_push_out(); on the right the 256 x 256 canvas (y down), every point drawn at the pixel
// your world_to_screen() returns for it: right, the canvas looks like the world; a missing
// flip shows B below A. Given code, not the exercise: it calls world_to_screen() only (the
// figure has no canvas of pixels), never draw_sat_scene().
#include "draw.hpp"
#include "figure.hpp"
#include "scene.hpp"

namespace figure {

using collide::Polygon;
using collide::ScreenPoint;
using collide::Vec2;

namespace {

// The state: A's offset from the chapter's square, then B's: A at (0, 0), B at (1.5, 0.5).
enum Grip { kA = 0, kB = 1 };

// The canvas shows the world from -3.2 to 3.2 (128 pixels / 40 a unit); a square's centre
// stays where the whole square does.
const double kHalf = 3.2, kReach = 2.1875;  // 35/16: on the snap grid
// Where the canvas's pixel (0, 0) is drawn, right of the world panel; 40 pixels a unit there
// too, so that a right mapping draws the same picture.
const Vec2 kCanvasCorner = {kHalf + 0.8, kHalf};

double clamp(double v) { return v < -kReach ? -kReach : v > kReach ? kReach : v; }

// A pixel, drawn in the right panel (its rows go down).
Vec2 on_canvas(ScreenPoint p) {
    return {kCanvasCorner.x + p.x / 40.0, kCanvasCorner.y - p.y / 40.0};
}

Polygon to_canvas(const Polygon& world) {
    Polygon out;
    for (Vec2 v : world) out.push_back(on_canvas(collide::world_to_screen(v)));
    return out;
}

} // namespace

State start() { return {0, 0, 1.5, 0.5}; }  // the chapter's A and B

void draw(const State& state, Sketch& out) {
    if (state.size() != 4) {
        out.error("a state of lesson 04's figure has 4 numbers");
        return;
    }
    Polygon a = collide::scene_square({state[0], state[1]});
    Polygon b = collide::scene_square({state[2], state[3]});
    collide::Hit push = collide::sat_push_out(a, b);
    Vec2 from = collide::vertex_centroid(b), to = from + push.normal * push.depth;
    const Vec2 corner = kCanvasCorner;
    out.view(-kHalf - 0.1, -kHalf - 0.1, corner.x + 2 * kHalf + 0.1, kHalf + 0.6);  // + labels
    // Left, the world: its origin and axes, y up.
    out.box({-kHalf, -kHalf, kHalf, kHalf}, Ink::muted);
    out.arrow({0, 0}, {0.8, 0}, Ink::muted);
    out.arrow({0, 0}, {0, 0.8}, Ink::muted);
    out.label({0.8, 0}, "x", Ink::muted);
    out.label({0, 0.8}, "y", Ink::muted);
    out.polygon(a, Ink::a);
    out.polygon(b, Ink::b);
    out.label(a[3], "A", Ink::a);
    out.label(b[3], "B", Ink::b);
    if (push.hit) out.arrow(from, to, Ink::normal);
    // Right, the canvas: pixel (0, 0) at the top left, sy down; what world_to_screen() says.
    out.box({corner.x, corner.y - 2 * kHalf, corner.x + 2 * kHalf, corner.y}, Ink::muted);
    out.arrow(corner + Vec2{1.2, 0.25}, corner + Vec2{2, 0.25}, Ink::muted);
    out.arrow(corner + Vec2{-0.25, -1.2}, corner + Vec2{-0.25, -2}, Ink::muted);
    out.label(corner + Vec2{2, 0.05}, "sx", Ink::muted);
    out.label(corner + Vec2{-0.25, -2.4}, "sy", Ink::muted);
    out.label(corner, "(0, 0)", Ink::muted);
    Polygon a_pixels = to_canvas(a), b_pixels = to_canvas(b);
    out.polygon(a_pixels, Ink::a);
    out.polygon(b_pixels, Ink::b);
    out.label(a_pixels[3], "A", Ink::a);  // where world_to_screen() puts the same corner
    out.label(b_pixels[3], "B", Ink::b);
    ScreenPoint from_pixel = collide::world_to_screen(from);
    ScreenPoint to_pixel = collide::world_to_screen(to);
    if (push.hit) out.arrow(on_canvas(from_pixel), on_canvas(to_pixel), Ink::normal);
    // The start's pixel, written behind the arrow (the text runs right and up from there).
    Vec2 behind = on_canvas(from_pixel) - push.normal * 0.3;
    out.label(behind, collide::pixel_text(from_pixel), Ink::normal);
    out.handle(kA, collide::vertex_centroid(a));
    out.handle(kB, from);
    out.answer(collide::push_out_row(state == start() ? "push-out" : "dragged", a, b));
    out.exact_line("A+" + exact(Vec2{state[0], state[1]}) + "  B+" +
                   exact(Vec2{state[2], state[3]}) + "  hit=" + (push.hit ? "true" : "false") +
                   "  from=" + exact(from) + " to=" + exact(to) + "  screen=" +
                   collide::pixel_text(from_pixel) + " to " + collide::pixel_text(to_pixel));
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != 4 || (id != kA && id != kB)) return state;
    to = snap(to);
    state[2 * id] = clamp(to.x) + 0.0;  // + 0.0: a snapped -0 becomes 0
    state[2 * id + 1] = clamp(to.y) + 0.0;
    return state;
}

State act(State state, Button) { return state; }

} // namespace figure
