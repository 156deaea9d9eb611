// Lesson 01's live figure (gfx/figure.hpp): the chapter's worked example, two boxes the reader
// moves and resizes, red where overlap() says they overlap, their shared part filled from
// penetration(). Given code, not the exercise: it only calls the lesson's two functions.
#include "aabb.hpp"
#include "aabb_cases.hpp"
#include "figure.hpp"

namespace figure {

using collide::Aabb;
using collide::Vec2;

namespace {

// The state: box a's (minx, miny, maxx, maxy), then box b's (figure::box_at reads them).

// Handles, per box (a = 0, b = 1): its centre moves it, its corners resize it.
enum Grip { kCentre = 0, kLowCorner = 1, kHighCorner = 2, kGrips = 3 };

} // namespace

State start() {
    collide::AabbCase worked = collide::find_case("overlapping");
    const Aabb& a = worked.a;
    const Aabb& b = worked.b;
    return {a.minx, a.miny, a.maxx, a.maxy, b.minx, b.miny, b.maxx, b.maxy};
}

void draw(const State& state, Sketch& out) {
    if (state.size() != 8) {
        out.error("a state of lesson 01's figure has 8 numbers");
        return;
    }
    Aabb a = box_at(state, 0), b = box_at(state, 4);
    bool hit = collide::overlap(a, b);
    Vec2 depth = collide::penetration(a, b);
    out.view(-1, -1, 5, 4);
    // The shared part, as the driver's picture fills it: from the larger lower-left corner,
    // penetration() wide and high (an edge or a corner alone has no area to fill).
    if (depth.x > 0 && depth.y > 0) {
        Vec2 low = {a.minx > b.minx ? a.minx : b.minx, a.miny > b.miny ? a.miny : b.miny};
        out.box({low.x, low.y, low.x + depth.x, low.y + depth.y}, Ink::shared, true);
    }
    out.box(a, hit ? Ink::hit : Ink::a);
    out.box(b, hit ? Ink::hit : Ink::b);
    out.label({a.minx, a.maxy}, "a", Ink::a);
    out.label({b.minx, b.maxy}, "b", Ink::b);
    const Aabb boxes[] = {a, b};
    for (int i = 0; i < 2; ++i) {
        out.handle(i * kGrips + kCentre, centre(boxes[i]));
        out.handle(i * kGrips + kLowCorner, {boxes[i].minx, boxes[i].miny});
        out.handle(i * kGrips + kHighCorner, {boxes[i].maxx, boxes[i].maxy});
    }
    bool first = state == start();
    out.answer(collide::case_row(first ? "overlapping" : "dragged", a, b));
    out.exact_line("a=(" + exact(a.minx) + ", " + exact(a.miny) + ", " + exact(a.maxx) + ", " +
                   exact(a.maxy) + ")  b=(" + exact(b.minx) + ", " + exact(b.miny) + ", " +
                   exact(b.maxx) + ", " + exact(b.maxy) + ")  overlap=" +
                   (hit ? "true" : "false") + "  penetration=" + exact(depth));
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != 8 || id < 0 || id >= 2 * kGrips) return state;
    to = snap(to);
    int first = id / kGrips * 4;  // where the box's four numbers start
    Aabb box = box_at(state, first);
    switch (id % kGrips) {
    case kCentre:
        box = centred_at(box, to);
        break;
    case kLowCorner:  // a corner may cross the other: the reader can make an invalid box
        box.minx = to.x;
        box.miny = to.y;
        break;
    default:
        box.maxx = to.x;
        box.maxy = to.y;
        break;
    }
    put_box(state, first, box);
    return state;
}

State act(State state, Button) { return state; }

} // namespace figure
