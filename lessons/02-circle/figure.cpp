// Lesson 02's live figure (gfx/figure.hpp): the chapter's worked example, two circles the reader
// moves (by the centre) and resizes (by the handle on the rim), red where circle_hit() says hit,
// with the normal and the push-out `normal * depth` it answers. Given code, not the exercise:
// it only calls the lesson's function.
#include "circle.hpp"
#include "circle_cases.hpp"
#include "figure.hpp"

namespace figure {

using collide::Hit;
using collide::Vec2;

namespace {

// The state: circle 1's centre (x, y) and radius, then circle 2's.
Vec2 centre_at(const State& s, int first) { return {s[first], s[first + 1]}; }

// Handles, per circle (1 = 0, 2 = 1): its centre moves it, a point on its rim resizes it
// (circle 1's on top, circle 2's at the bottom, so that they stay apart at equal centres).
enum Grip { kCentre = 0, kRim = 1, kGrips = 2 };

// The part of the world shown; a dragged centre stays inside it.
const double kMinX = -1.75, kMinY = -2.25, kMaxX = 4.25, kMaxY = 2.25;
const double kMaxRadius = 3;

double clamp(double v, double low, double high) { return v < low ? low : v > high ? high : v; }

Vec2 rim(Vec2 centre, double radius, int circle) {
    return {centre.x, circle == 0 ? centre.y + radius : centre.y - radius};
}

// The documented case a state is (the snap grid reaches some of them), or "dragged".
std::string row_name(const State& state) {
    for (const collide::CircleCase& c : collide::lesson_cases())
        if (state == State{c.c1.x, c.c1.y, c.r1, c.c2.x, c.c2.y, c.r2}) return c.name;
    return "dragged";
}

} // namespace

State start() {
    collide::CircleCase worked = collide::find_case("overlapping");
    return {worked.c1.x, worked.c1.y, worked.r1, worked.c2.x, worked.c2.y, worked.r2};
}

void draw(const State& state, Sketch& out) {
    if (state.size() != 6) {
        out.error("a state of lesson 02's figure has 6 numbers");
        return;
    }
    Vec2 c1 = centre_at(state, 0), c2 = centre_at(state, 3);
    double r1 = state[2], r2 = state[5];
    Hit h = collide::circle_hit(c1, r1, c2, r2);
    out.view(kMinX, kMinY, kMaxX, kMaxY);
    if (h.hit) {
        // Where circle 2 lands when pushed out: it should just touch circle 1.
        Vec2 pushed = c2 + h.normal * h.depth;
        out.circle(pushed, r2, Ink::muted);
        out.arrow(c2, pushed, Ink::normal);
        out.label(pushed, "normal*depth", Ink::normal);
        // The unit normal, drawn from circle 1's centre: it points towards circle 2.
        out.arrow(c1, c1 + h.normal, Ink::accent);
        out.label(c1 + h.normal * 0.25, "normal", Ink::accent);
    }
    out.circle(c1, r1, h.hit ? Ink::hit : Ink::a);
    out.circle(c2, r2, h.hit ? Ink::hit : Ink::b);
    out.label(c1 + Vec2{-0.35, 0}, "c1", Ink::a);
    out.label(c2 + Vec2{-0.35, -0.3}, "c2", Ink::b);
    const Vec2 centres[] = {c1, c2};
    const double radii[] = {r1, r2};
    for (int i = 0; i < 2; ++i) {
        out.handle(i * kGrips + kCentre, centres[i]);
        out.handle(i * kGrips + kRim, rim(centres[i], radii[i], i));  // on top at radius 0
    }
    // The case the lesson fixes by convention: no direction from c1 to c2, so (1, 0).
    if (c1.x == c2.x && c1.y == c2.y)
        out.note("c1 = c2  ->  normal=" + course::vec_text(h.normal) +
                 "  depth=" + course::fixed6(h.depth));
    out.answer(collide::case_row(row_name(state), c1, r1, c2, r2));
    out.exact_line("c1=" + exact(c1) + " r1=" + exact(r1) + "  c2=" + exact(c2) +
                   " r2=" + exact(r2) + "  hit=" + (h.hit ? "true" : "false") +
                   "  normal=" + exact(h.normal) + "  depth=" + exact(h.depth));
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != 6 || id < 0 || id >= 2 * kGrips) return state;
    int first = id / kGrips * 3;  // where the circle's three numbers start
    Vec2 centre = centre_at(state, first);
    if (id % kGrips == kCentre) {
        to = snap(to);
        state[first] = clamp(to.x, kMinX, kMaxX) + 0.0;  // + 0.0: a snapped -0 becomes 0
        state[first + 1] = clamp(to.y, kMinY, kMaxY) + 0.0;
    } else {  // the radius is how far from the centre the rim was dropped
        state[first + 2] = clamp(snap(collide::length(to - centre)), 0, kMaxRadius);
    }
    return state;
}

State act(State state, Button) { return state; }

} // namespace figure
