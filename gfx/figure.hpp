/// @file figure.hpp
/// @brief A lesson's live figure: a state, a drawing of it made by the lesson's own functions,
/// and the reader's moves.
///
/// The docs show a figure the reader can drag. Its geometry comes from the lesson's C++, not
/// from JavaScript: the lesson's figure.cpp is compiled with the student's file (or, in the
/// instructor's docs, the reference) to WebAssembly, and the page's script (docs/figure.js)
/// only draws what a Sketch says and passes the reader's moves back. The same figure.cpp also
/// builds natively as a probe, so that a check can compare the page's answers with the native
/// build's, bit for bit.
///
/// A lesson's figure.cpp defines the four functions of the namespace below. Its first lines may
/// name the given sources it needs besides the student's files, paths relative to the lesson:
///
///     // figure-sources: pieces.cpp ../common/push_out.cpp
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "box.hpp"
#include "vec2.hpp"

namespace figure {

/// What a figure remembers between two moves: a list of numbers (positions, sizes, a step
/// counter), written as text with every digit that reads back exactly.
using State = std::vector<double>;

/// The colours a figure draws with; docs/course.css gives each a value for light and dark pages.
enum class Ink {
    a,       ///< the first shape
    b,       ///< the second shape
    hit,     ///< a shape that overlaps another
    shared,  ///< what two shapes share (their overlap)
    normal,  ///< a normal, a push-out vector
    axis,    ///< an axis, a slab, a sweep line
    muted,   ///< what is drawn for context only
    ray,     ///< a ray, a path, a velocity
    accent,  ///< the one thing the answer is about (an entry point, a time of impact)
};

/// A figure's buttons. Play and pause are the page's own (they press step over and over), reset
/// goes back to start(); the others reach act().
enum class Button {
    step,   ///< one step forward
    back,   ///< one step back
    play,   ///< step sixty times a second, until pressed again
    shoot,  ///< fire a bullet
    reset,  ///< back to the figure's first state
};

/// The box held by four numbers of @p state from @p at, in its braced order
/// (minx, miny, maxx, maxy); the caller has checked the state's size.
inline collide::Aabb box_at(const State& state, std::size_t at) {
    return {state[at], state[at + 1], state[at + 2], state[at + 3]};
}
/// Writes @p box into four numbers of @p state from @p at, as box_at() reads them.
inline void put_box(State& state, std::size_t at, const collide::Aabb& box) {
    state[at] = box.minx;
    state[at + 1] = box.miny;
    state[at + 2] = box.maxx;
    state[at + 3] = box.maxy;
}

/// A box's centre: where its handle that moves it sits.
inline collide::Vec2 centre(const collide::Aabb& b) {
    return {(b.minx + b.maxx) / 2, (b.miny + b.maxy) / 2};
}
/// @p b moved so that its centre is at @p to (its size may round by an ulp: it is the moved
/// corners that a figure keeps).
inline collide::Aabb centred_at(const collide::Aabb& b, collide::Vec2 to) {
    collide::Vec2 by = to - centre(b);
    return {b.minx + by.x, b.miny + by.y, b.maxx + by.x, b.maxy + by.y};
}

/// Writes a number so that it reads back exactly (17 significant digits), the form of
/// `./course check`'s messages.
inline std::string exact(double v) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", v);
    return text;
}

/// @p v rounded to the nearest multiple of @p step: a dragged point lands on a grid, so that a
/// reader can reach the cases that matter exactly (touching, equal centres) and a copied line
/// holds short numbers. A power of two as @p step keeps the multiples exact.
inline double snap(double v, double step = 1.0 / 16) {
    return std::nearbyint(v / step) * step;
}
inline collide::Vec2 snap(collide::Vec2 p, double step = 1.0 / 16) {
    return {snap(p.x, step), snap(p.y, step)};
}

/// A vector in the form exact() writes numbers: `(x, y)`.
inline std::string exact(collide::Vec2 v) { return "(" + exact(v.x) + ", " + exact(v.y) + ")"; }

/// What one state of a figure looks like, as lines of text the page draws: one line per
/// shape, in world coordinates (y up), and the answer lines shown under the figure.
class Sketch {
public:
    /// The part of the world the figure shows (the page keeps its aspect ratio).
    void view(double minx, double miny, double maxx, double maxy) {
        line("view " + exact(minx) + " " + exact(miny) + " " + exact(maxx) + " " + exact(maxy));
    }
    /// A line as the lesson's driver writes it: in the figure's first state, a line of the
    /// lesson's expected/ output.
    void answer(const std::string& text) { line("answer " + one_line(text)); }
    /// The same inputs and answer with every digit (exact()), to copy into a test.
    void exact_line(const std::string& text) { line("exact " + one_line(text)); }
    /// A short note shown with the answer (language-neutral: symbols and numbers).
    void note(const std::string& text) { line("note " + one_line(text)); }

    void box(const collide::Aabb& b, Ink ink, bool filled = false) {
        shape("box", ink, filled, {b.minx, b.miny, b.maxx, b.maxy});
    }
    void circle(collide::Vec2 centre, double radius, Ink ink, bool filled = false) {
        shape("circle", ink, filled, {centre.x, centre.y, radius});
    }
    void polygon(const std::vector<collide::Vec2>& points, Ink ink, bool filled = false) {
        std::vector<double> xy;
        for (collide::Vec2 p : points) {
            xy.push_back(p.x);
            xy.push_back(p.y);
        }
        shape("poly", ink, filled, xy);
    }
    void segment(collide::Vec2 from, collide::Vec2 to, Ink ink) {
        shape("line", ink, false, {from.x, from.y, to.x, to.y});
    }
    /// A line across the whole view through @p point along @p direction (an axis, a slab edge).
    void infinite_line(collide::Vec2 point, collide::Vec2 direction, Ink ink) {
        shape("xline", ink, false, {point.x, point.y, direction.x, direction.y});
    }
    void arrow(collide::Vec2 from, collide::Vec2 to, Ink ink) {
        shape("arrow", ink, false, {from.x, from.y, to.x, to.y});
    }
    void dot(collide::Vec2 at, Ink ink) { shape("dot", ink, true, {at.x, at.y}); }
    /// A few characters next to a point: a name (a, b, n), a number.
    void label(collide::Vec2 at, const std::string& text, Ink ink) {
        line("label " + ink_name(ink) + " " + exact(at.x) + " " + exact(at.y) + " " +
             one_line(text));
    }
    /// A point the reader can drag; drag() receives its @p id and where it was dropped.
    void handle(int id, collide::Vec2 at) {
        line("handle " + std::to_string(id) + " " + exact(at.x) + " " + exact(at.y));
    }
    void button(Button b) { line("button " + button_name(b)); }

    /// What went wrong, instead of a drawing: the page shows it in the figure's place.
    void error(const std::string& text) { line("error " + one_line(text)); }

    const std::string& text() const { return text_; }

    static std::string ink_name(Ink ink) {
        static const char* const names[] = {"a",    "b",    "hit", "shared", "normal",
                                            "axis", "muted", "ray", "accent"};
        return names[static_cast<int>(ink)];
    }
    static std::string button_name(Button b) {
        static const char* const names[] = {"step", "back", "play", "shoot", "reset"};
        return names[static_cast<int>(b)];
    }

private:
    void line(const std::string& text) { text_ += text + "\n"; }
    static std::string one_line(std::string text) {
        for (char& c : text)
            if (c == '\n' || c == '\r') c = ' ';
        return text;
    }
    void shape(const char* kind, Ink ink, bool filled, const std::vector<double>& numbers) {
        std::string out = std::string(kind) + " " + ink_name(ink) + (filled ? "/fill" : "");
        for (double v : numbers) out += " " + exact(v);
        line(out);
    }
    std::string text_;
};

// ---- What each lesson's figure.cpp defines. ----

/// The figure's first state: the chapter's worked example.
State start();
/// Draws @p state: calls the lesson's functions and says what they answered.
void draw(const State& state, Sketch& out);
/// The state after the reader dropped handle @p id at @p to (world coordinates).
State drag(State state, int id, collide::Vec2 to);
/// The state after a button (Button::step, back or shoot) was pressed.
State act(State state, Button button);

/// Reads a state written by state_text(); whatever is not a number ends it.
State parse_state(const char* text);
/// A state as text, every number written by exact().
std::string state_text(const State& state);

} // namespace figure
