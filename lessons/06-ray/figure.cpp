// Lesson 06's live figure (gfx/figure.hpp): the chapter's first ray, r1, fired at the lesson's
// box. The reader drags the ray's origin, the tip of its direction and the box; the box's two
// slabs are drawn across the view, and ray_aabb() answers where the ray enters (and, fired back
// from beyond the box, where it leaves). Given code, not the exercise.
#include "figure.hpp"
#include "ray.hpp"
#include "ray_cases.hpp"

namespace figure {

using collide::Aabb;
using collide::RayHit;
using collide::Vec2;

namespace {

// The state: the origin o, the direction d, then the box (minx, miny, maxx, maxy).
enum Slot { kOx = 0, kOy, kDx, kDy, kBox = 4, kSize = 8 };

// Handles: the origin, the direction's tip o + d, the box's centre and its upper corner.
enum Grip { kOrigin = 0, kTip, kCentre, kCorner, kGrips };

Aabb box_of(const State& s) { return box_at(s, kBox); }

const Aabb kView = {-4, -3, 4, 3};
const double kReach = 20;   // longer than the view's diagonal: a ray drawn "to infinity"

// A t for a label: six significant digits, as short as the picture needs.
std::string short_text(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", v);
    return text;
}

} // namespace

State start() {
    collide::RayCase r1 = collide::find_ray("r1");
    Aabb box = collide::lesson_box();
    return {r1.o.x, r1.o.y, r1.d.x, r1.d.y, box.minx, box.miny, box.maxx, box.maxy};
}

void draw(const State& state, Sketch& out) {
    if (state.size() != kSize) {
        out.error("a state of lesson 06's figure has 8 numbers");
        return;
    }
    Vec2 o = {state[kOx], state[kOy]}, d = {state[kDx], state[kDy]};
    Aabb box = box_of(state);
    RayHit hit = collide::ray_aabb(o, d, box);
    out.view(kView.minx, kView.miny, kView.maxx, kView.maxy);

    // The two slabs: the box is where the band between the x lines meets the y lines' band.
    out.infinite_line({box.minx, 0}, {0, 1}, Ink::axis);
    out.infinite_line({box.maxx, 0}, {0, 1}, Ink::axis);
    out.infinite_line({0, box.miny}, {1, 0}, Ink::axis);
    out.infinite_line({0, box.maxy}, {1, 0}, Ink::axis);
    out.label({box.minx, kView.miny}, "x=" + short_text(box.minx), Ink::axis);
    out.label({box.maxx, kView.miny}, "x=" + short_text(box.maxx), Ink::axis);
    out.label({kView.minx, box.miny}, "y=" + short_text(box.miny), Ink::axis);
    out.label({kView.minx, box.maxy}, "y=" + short_text(box.maxy), Ink::axis);
    out.box(box, hit.hit ? Ink::hit : Ink::a);

    // The ray: the whole half-line, then d itself as an arrow from o.
    double length = collide::length(d);
    if (length > 0) out.segment(o, o + (kReach / length) * d, Ink::ray);
    out.arrow(o, o + d, Ink::ray);
    out.label(o, "o", Ink::ray);
    out.label(o + d, "d", Ink::ray);

    if (hit.hit) {
        Vec2 entry = o + hit.t * d;
        // The exit is where the same line, fired back from beyond the box, enters it: the
        // lesson's function answers that too (a box's chord is never longer than w + h).
        if (length > 0) {
            double beyond = (box.maxx - box.minx + box.maxy - box.miny) / length;
            Vec2 far = entry + beyond * d;
            RayHit back = collide::ray_aabb(far, -d, box);
            if (back.hit) {
                Vec2 exit = far - back.t * d;
                out.segment(entry, exit, Ink::accent);
                out.dot(exit, Ink::normal);
                out.label(exit, "t=" + short_text(hit.t + beyond - back.t), Ink::normal);
            }
        }
        out.dot(entry, Ink::accent);
        out.label(entry, "t=" + short_text(hit.t), Ink::accent);
    }

    out.handle(kCentre, centre(box));
    out.handle(kCorner, {box.maxx, box.maxy});
    out.handle(kOrigin, o);
    out.handle(kTip, o + d);   // drawn last: with d = 0 it is the one a press takes

    bool first = state == start();
    out.answer(collide::ray_row(first ? "r1" : "dragged", o, d, box));
    out.exact_line("o=" + exact(o) + "  d=" + exact(d) + "  box=(" + exact(box.minx) + ", " +
                   exact(box.miny) + ", " + exact(box.maxx) + ", " + exact(box.maxy) +
                   ")  hit=" + (hit.hit ? "true" : "false") + "  t=" + exact(hit.t));
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != kSize || id < 0 || id >= kGrips) return state;
    // On the grid, so that a parallel ray or an origin on an edge is exact; in the view, so that
    // every handle stays where the reader can take it again.
    to = snap({std::fmin(std::fmax(to.x, kView.minx), kView.maxx),
               std::fmin(std::fmax(to.y, kView.miny), kView.maxy)});
    Vec2 o = {state[kOx], state[kOy]};
    Aabb box = box_of(state);
    switch (id) {
    case kOrigin:   // d stays as it is: the ray moves
        state[kOx] = to.x;
        state[kOy] = to.y;
        break;
    case kTip:
        state[kDx] = to.x - o.x;
        state[kDy] = to.y - o.y;
        break;
    case kCentre:
        box = centred_at(box, to);
        break;
    default:        // the corner may cross the other: the reader can make an empty box
        box.maxx = to.x;
        box.maxy = to.y;
        break;
    }
    put_box(state, kBox, box);
    return state;
}

State act(State state, Button) { return state; }

} // namespace figure
