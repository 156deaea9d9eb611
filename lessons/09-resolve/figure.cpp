// figure-sources: scene.cpp ../common/push_out.cpp
// Lesson 09's live figure (gfx/figure.hpp): the chapter's column, the floor and two boxes a
// quarter inside each other, relaxed pass by pass with slop 0. The reader drags where the
// bodies start; step, back, play and reset choose how many passes resolve() is given. Every draw
// runs resolve() again from the start, so back needs no memory. Given code, not the exercise.
#include <algorithm>
#include <string>
#include <vector>

#include "figure.hpp"
#include "resolve.hpp"
#include "scene.hpp"

namespace figure {

using collide::Body;
using collide::Vec2;

namespace {

// The state: the passes given to resolve(), then each body's centroid where it starts (the
// floor's, box 1's, box 2's).
const std::size_t kBodies = 3, kSize = 1 + 2 * kBodies;
const double kSlop = 0;           // the worked example's: pairs are pushed to touching
const int kMostPasses = 100;      // the driver's bound for the column's settled cases
const collide::Aabb kView = {-3, -1.25, 3, 2.75};

// The column, each body moved so that its centroid is where the state says it starts.
std::vector<Body> start_bodies(const State& s) {
    std::vector<Body> bodies = collide::lesson_column();
    for (std::size_t k = 0; k < kBodies; ++k) {
        Vec2 by = Vec2{s[1 + 2 * k], s[2 + 2 * k]} - collide::centroid(bodies[k].shape);
        for (Vec2& v : bodies[k].shape) v = v + by;
    }
    return bodies;
}

// The row's name: the driver's, where the driver has this row; "dragged" after a drag.
std::string row_name(const State& s, int passes, int used) {
    State column = start();
    if (!std::equal(s.begin() + 1, s.end(), column.begin() + 1)) return "dragged";
    if (passes == 1) return "column-one-pass";
    if (used < passes) return "column-to-touching";   // settled: as with the driver's 100
    return "column-max-passes-" + std::to_string(passes);
}

} // namespace

State start() {
    State s = {0};
    for (const Body& body : collide::lesson_column()) {
        Vec2 c = collide::centroid(body.shape);
        s.push_back(c.x);
        s.push_back(c.y);
    }
    return s;
}

void draw(const State& state, Sketch& out) {
    if (state.size() != kSize) {
        out.error("a state of lesson 09's figure has 7 numbers");
        return;
    }
    if (!(state[0] >= 0 && state[0] <= kMostPasses)) {
        out.error("the passes of lesson 09's figure are 0 to " + std::to_string(kMostPasses));
        return;
    }
    int passes = static_cast<int>(state[0]);
    std::vector<Body> begin = start_bodies(state), before = begin, after = begin;
    // The same start, relaxed by one pass fewer: what this pass moved, drawn as arrows.
    if (passes > 0) collide::resolve(before, passes - 1, kSlop);
    int used = collide::resolve(after, passes, kSlop);
    out.view(kView.minx, kView.miny, kView.maxx, kView.maxy);

    const Ink inks[kBodies] = {Ink::muted, Ink::a, Ink::b};
    const char* names[kBodies] = {"", "1", "2"};
    for (std::size_t k = 0; k < kBodies; ++k) {
        if (passes > 0) out.polygon(begin[k].shape, Ink::muted);   // where the handle is
        bool pushed_later = false;   // still overlapping a body by more than the slop
        for (std::size_t j = 0; j < kBodies; ++j)
            if (j != k && collide::overlaps_beyond(after, std::min(j, k), std::max(j, k), kSlop))
                pushed_later = true;
        if (k == 0) out.polygon(after[k].shape, Ink::muted, true);   // static: filled
        out.polygon(after[k].shape, pushed_later ? Ink::hit : inks[k]);
        if (k > 0) out.label(after[k].shape[3], names[k], inks[k]);   // the floor needs none
        Vec2 from = collide::centroid(before[k].shape), to = collide::centroid(after[k].shape);
        if (passes > 0 && (from.x != to.x || from.y != to.y)) out.arrow(from, to, Ink::normal);
    }
    for (std::size_t k = 0; k < kBodies; ++k)
        out.handle(static_cast<int>(k), collide::centroid(begin[k].shape));
    out.button(Button::back);
    out.button(Button::step);
    out.button(Button::play);
    out.button(Button::reset);

    out.answer(collide::resolve_row(row_name(state, passes, used), used, after));
    out.note("resolve(bodies, " + std::to_string(passes) + ", " + exact(kSlop) + ") = " +
             std::to_string(used) + "   deepest_overlap = " +
             exact(collide::deepest_overlap(after)));
    std::string exact_text = "max_passes=" + std::to_string(passes) + "  slop=" + exact(kSlop) +
                             "  start:";
    for (const Body& body : begin) exact_text += " " + exact(collide::centroid(body.shape));
    exact_text += "  returned " + std::to_string(used) + ", end:";
    for (const Body& body : after) exact_text += " " + exact(collide::centroid(body.shape));
    out.exact_line(exact_text);
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != kSize || id < 0 || id >= static_cast<int>(kBodies)) return state;
    to = snap({std::clamp(to.x, kView.minx, kView.maxx), std::clamp(to.y, kView.miny, kView.maxy)});
    state[0] = 0;   // a new start: the passes begin again from it
    state[1 + 2 * id] = to.x;
    state[2 + 2 * id] = to.y;
    return state;
}

State act(State state, Button button) {
    if (state.size() != kSize) return state;
    if (button == Button::step) state[0] = std::min<double>(state[0] + 1, kMostPasses);
    if (button == Button::back) state[0] = std::max<double>(state[0] - 1, 0);
    return state;
}

} // namespace figure
