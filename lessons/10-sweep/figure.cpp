// Lesson 10's live figure (gfx/figure.hpp): the chapter's worked example, circle 2 shot past
// circle 1, and below it a box M shot through a thin wall S. Each moving shape is drawn where
// the step starts (outlined), with its motion over the step (the arrow; the reader drags its
// tip), where the step ends (muted: all that a test at the ends of steps sees), and where
// swept_circles() and swept_aabb() say the pair first touches (accent, with t and the normal).
// Given code, not the exercise: it only calls the lesson's two functions.
#include <algorithm>

#include "figure.hpp"
#include "motion.hpp"
#include "sweep.hpp"
#include "sweep_cases.hpp"

namespace figure {

using collide::Aabb;
using collide::BoxCase;
using collide::CircleCase;
using collide::Impact;
using collide::Vec2;

namespace {

// The state: c1, r1, v1, c2, r2, v2 (10 numbers), then S, M and delta (10 numbers).
const std::size_t kNumbers = 20;
const double kLower = 5;  // the box shot is the chapter's thin-wall row, 5 lower

CircleCase circles_of(const State& s, const char* name) {
    return {name, {s[0], s[1]}, s[2], {s[3], s[4]}, {s[5], s[6]}, s[7], {s[8], s[9]}};
}
BoxCase boxes_of(const State& s, const char* name) {
    return {name, {s[10], s[11], s[12], s[13]}, {s[14], s[15], s[16], s[17]}, {s[18], s[19]}};
}
State state_of(const CircleCase& c, const BoxCase& b) {
    return {c.c1.x, c.c1.y, c.r1, c.v1.x, c.v1.y, c.c2.x, c.c2.y, c.r2, c.v2.x, c.v2.y,
            b.still.minx, b.still.miny, b.still.maxx, b.still.maxy,
            b.moving.minx, b.moving.miny, b.moving.maxx, b.moving.maxy, b.delta.x, b.delta.y};
}

// Handles. The velocity tips come last: drawn on top, a tip on its centre (no motion) is the
// one a press takes, so that the reader can pull a velocity out of a shape that stands still.
enum Grip {
    kCentre1, kRim1, kCentre2, kRim2, kMovingCentre, kMovingCorner, kStillLow, kStillHigh,
    kTip1, kTip2, kDeltaTip, kGrips
};


// What the answer says next to a shape: t, or that the pair never meets in this step.
std::string when(const Impact& i) { return i.hit ? "t=" + course::fixed6(i.t) : "hit=false"; }

std::string exact_impact(const Impact& i) {
    return std::string("hit=") + (i.hit ? "true" : "false") + "  t=" + exact(i.t) +
           "  normal=" + exact(i.normal);
}

std::string exact_box(const Aabb& b) {
    return "(" + exact(b.minx) + ", " + exact(b.miny) + ", " + exact(b.maxx) + ", " +
           exact(b.maxy) + ")";
}

void draw_circles(const CircleCase& c, Sketch& out) {
    Impact i = collide::swept_circles(c.c1, c.r1, c.v1, c.c2, c.r2, c.v2);
    Vec2 at1 = c.c1 + c.v1 * i.t, at2 = c.c2 + c.v2 * i.t;  // the centres at t
    out.circle(c.c1 + c.v1, c.r1, Ink::muted);  // where the step ends: all that a test at the
    out.circle(c.c2 + c.v2, c.r2, Ink::muted);  // ends of steps sees
    if (i.hit) {  // filled, under the outlines: a circle that stands still keeps its colour
        out.circle(at1, c.r1, Ink::accent, true);
        out.circle(at2, c.r2, Ink::accent, true);
    }
    out.circle(c.c1, c.r1, Ink::a);
    out.circle(c.c2, c.r2, Ink::b);
    out.arrow(c.c1, c.c1 + c.v1, Ink::ray);
    out.arrow(c.c2, c.c2 + c.v2, Ink::ray);
    if (i.hit) {  // the normal, drawn from the contact into circle 2
        Vec2 contact = at1 + i.normal * c.r1;
        out.arrow(contact, contact + i.normal, Ink::normal);
        out.label(contact + i.normal, "n", Ink::normal);
    }
    out.label((i.hit ? at2 : c.c2) + Vec2{-c.r2, c.r2}, when(i), Ink::accent);  // above 2
    out.label(c.c1 - Vec2{c.r1, c.r1}, "1", Ink::a);
    out.label(c.c2 + Vec2{c.r2, c.r2}, "2", Ink::b);
    out.answer(collide::circle_row(c));
    out.exact_line("c1=" + exact(c.c1) + " r1=" + exact(c.r1) + " v1=" + exact(c.v1) +
                   "  c2=" + exact(c.c2) + " r2=" + exact(c.r2) + " v2=" + exact(c.v2) + "  " +
                   exact_impact(i));
}

void draw_boxes(const BoxCase& b, Sketch& out) {
    Impact i = collide::swept_aabb(b.still, b.moving, b.delta);
    Aabb at = collide::moved(b.moving, b.delta * i.t);  // M at t
    out.box(b.still, Ink::b, true);
    out.box(collide::moved(b.moving, b.delta), Ink::muted);  // where the step ends
    if (i.hit) out.box(at, Ink::accent, true);
    out.box(b.moving, Ink::a);
    out.arrow(centre(b.moving), centre(b.moving) + b.delta, Ink::ray);
    if (i.hit) {  // the normal, from S towards M, drawn from the face of M that touches S
        Vec2 half = {(at.maxx - at.minx) / 2, (at.maxy - at.miny) / 2};
        Vec2 contact = centre(at) - Vec2{i.normal.x * half.x, i.normal.y * half.y};
        out.arrow(contact, contact + i.normal, Ink::normal);
        out.label(contact + i.normal, "n", Ink::normal);
    }
    Aabb tagged = i.hit ? at : b.moving;  // t is written below M where it touches
    out.label({tagged.minx, tagged.miny - 0.5}, when(i), Ink::accent);
    out.label({b.still.maxx, (b.still.miny + b.still.maxy) / 2}, "S", Ink::b);
    out.label({b.moving.minx - 0.5, b.moving.maxy}, "M", Ink::a);
    out.answer(collide::box_row(b));
    out.exact_line("still=" + exact_box(b.still) + "  moving=" + exact_box(b.moving) +
                   "  delta=" + exact(b.delta) + "  " + exact_impact(i));
}

} // namespace

State start() {
    BoxCase wall = collide::find_box_case("thin-wall");
    wall.still = collide::moved(wall.still, {0, -kLower});
    wall.moving = collide::moved(wall.moving, {0, -kLower});
    return state_of(collide::find_circle_case("off-centre"), wall);
}

void draw(const State& state, Sketch& out) {
    if (state.size() != kNumbers) {
        out.error("a state of lesson 10's figure has 20 numbers");
        return;
    }
    // Each pair keeps its row's name until the reader moves one of its shapes.
    State first = start();
    bool circles_first = std::equal(state.begin(), state.begin() + 10, first.begin());
    bool boxes_first = std::equal(state.begin() + 10, state.end(), first.begin() + 10);
    CircleCase c = circles_of(state, circles_first ? "off-centre" : "dragged");
    BoxCase b = boxes_of(state, boxes_first ? "thin-wall-lower" : "dragged");
    out.view(-4.5, -5.75, 6.5, 2.75);
    draw_circles(c, out);
    draw_boxes(b, out);
    out.handle(kCentre1, c.c1);
    out.handle(kRim1, c.c1 + Vec2{0, c.r1});
    out.handle(kCentre2, c.c2);
    out.handle(kRim2, c.c2 + Vec2{0, c.r2});
    out.handle(kMovingCentre, centre(b.moving));
    out.handle(kMovingCorner, {b.moving.maxx, b.moving.maxy});
    out.handle(kStillLow, {b.still.minx, b.still.miny});
    out.handle(kStillHigh, {b.still.maxx, b.still.maxy});
    out.handle(kTip1, c.c1 + c.v1);
    out.handle(kTip2, c.c2 + c.v2);
    out.handle(kDeltaTip, centre(b.moving) + b.delta);
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != kNumbers || id < 0 || id >= kGrips) return state;
    to = snap(to);
    CircleCase c = circles_of(state, "");
    BoxCase b = boxes_of(state, "");
    switch (id) {
    case kCentre1: c.c1 = to; break;  // a centre moves its shape; its velocity stays
    case kRim1: c.r1 = snap(collide::length(to - c.c1)); break;
    case kTip1: c.v1 = to - c.c1; break;
    case kCentre2: c.c2 = to; break;
    case kRim2: c.r2 = snap(collide::length(to - c.c2)); break;
    case kTip2: c.v2 = to - c.c2; break;
    case kMovingCentre: b.moving = collide::moved(b.moving, to - centre(b.moving)); break;
    case kDeltaTip: b.delta = to - centre(b.moving); break;
    // A corner may pass the other one: an invalid box, which the lesson says meets nothing.
    case kMovingCorner: b.moving.maxx = to.x; b.moving.maxy = to.y; break;
    case kStillLow: b.still.minx = to.x; b.still.miny = to.y; break;
    default: b.still.maxx = to.x; b.still.maxy = to.y; break;
    }
    return state_of(c, b);
}

State act(State state, Button) { return state; }

} // namespace figure
