// figure-sources: ../common/push_out.cpp
// Lesson 03's live figure (gfx/figure.hpp): two polygons the reader drags, whole or by a
// vertex, and what sat_hit() answers: the push-out arrow, b moved by it, the winning axis.
// The API gives only sat_hit, so each candidate axis and its two shadows are drawn with the
// given push_out_parts.hpp (push_out_axis, reach: what push_out.cpp measures with), not with
// the student's code: they are the picture's ruler, against which sat_hit's answer shows.
// Given code.
#include "figure.hpp"
#include "push_out_parts.hpp"
#include "sat.hpp"
#include "sat_cases.hpp"

namespace figure {

using collide::Polygon;
using collide::Vec2;

namespace {

// The state: the ring of walls the shadows are drawn on (its centre and radius), the vertex
// counts of a and b, then a's vertices and b's, x and y.
enum { kRingX, kRingY, kRingR, kCountA, kCountB, kFirstVertex };
const int kMostVertices = 32;
const int kGrips = 100;  // handle ids: polygon * 100, + 1 + i for its vertex i

bool valid(const State& s) {
    if (s.size() < kFirstVertex || !(s[kRingR] > 0)) return false;
    double na = s[kCountA], nb = s[kCountB];
    return na >= 0 && nb >= 0 && na <= kMostVertices && nb <= kMostVertices &&
           na == int(na) && nb == int(nb) && s.size() == kFirstVertex + 2 * size_t(na + nb);
}

Polygon polygon_at(const State& s, int which) {
    int first = kFirstVertex + (which == 0 ? 0 : 2 * int(s[kCountA]));
    size_t count = size_t(s[which == 0 ? kCountA : kCountB]);
    Polygon p(count);
    for (size_t i = 0; i < p.size(); ++i) p[i] = {s[first + 2 * i], s[first + 2 * i + 1]};
    return p;
}

Vec2 centre_of(const Polygon& p) {
    Vec2 sum = {0, 0};
    for (Vec2 v : p) sum = sum + v;
    return p.empty() ? sum : sum * (1.0 / double(p.size()));
}

// A case as a state, its ring just around both polygons (a radius in eighths: a short number).
State state_of(const Polygon& a, const Polygon& b) {
    Polygon all = a;
    all.insert(all.end(), b.begin(), b.end());
    Vec2 lo = all[0], hi = all[0];
    for (Vec2 v : all) {
        lo = {std::fmin(lo.x, v.x), std::fmin(lo.y, v.y)};
        hi = {std::fmax(hi.x, v.x), std::fmax(hi.y, v.y)};
    }
    Vec2 c = (lo + hi) * 0.5;
    double r = 0;
    for (Vec2 v : all) r = std::fmax(r, collide::length(v - c));
    State s = {c.x, c.y, std::ceil((r + 0.5) * 8) / 8, double(a.size()), double(b.size())};
    for (Vec2 v : all) s.insert(s.end(), {v.x, v.y});
    return s;
}

// The documented cases the figure steps through (a NaN vertex cannot be drawn).
std::vector<collide::SatCase> drawable_cases() {
    std::vector<collide::SatCase> cases;
    for (const collide::SatCase& c : collide::lesson_cases())
        if (std::string(c.name) != "nan-vertex") cases.push_back(c);
    return cases;
}

int case_index(const State& s) {
    std::vector<collide::SatCase> cases = drawable_cases();
    for (size_t i = 0; i < cases.size(); ++i)
        if (state_of(cases[i].a, cases[i].b) == s) return int(i);
    return -1;
}

// One polygon's shadow on axis n, on the wall at distance `wall` from the ring's centre c: the
// points c + (t - n.c) n + wall q, q across n, for t from -minus to plus. A strong shadow is
// a bar `thick` wide, a muted one a line.
void shadow(Sketch& out, Vec2 c, Vec2 n, double wall, const Polygon& p, Ink ink,
            double thick = 0) {
    collide::Reach r = collide::reach(p, n);
    Vec2 q = {n.y, -n.x};
    Vec2 base = c - n * collide::dot(c, n) + q * wall;
    Vec2 from = base + n * -r.minus, to = base + n * r.plus, half = q * (thick / 2);
    if (thick > 0)
        out.polygon({from - half, to - half, to + half, from + half}, ink, true);
    else
        out.segment(from, to, ink);
}

// Vertices where the boundary turns against the polygon's winding: a is not convex there.
std::vector<Vec2> reflex_vertices(const Polygon& p) {
    double area = 0;
    for (size_t i = 0; i < p.size(); ++i) area += collide::cross(p[i], p[(i + 1) % p.size()]);
    std::vector<Vec2> bad;
    for (size_t i = 0; i < p.size(); ++i) {
        Vec2 in = p[i] - p[(i + p.size() - 1) % p.size()], on = p[(i + 1) % p.size()] - p[i];
        if (collide::cross(in, on) * area < 0) bad.push_back(p[i]);
    }
    return bad;
}

std::string points_text(const Polygon& p) {
    std::string text;
    for (Vec2 v : p) text += (text.empty() ? "" : ", ") + exact(v);
    return "[" + text + "]";
}

} // namespace

State start() {
    collide::SatCase worked = collide::find_case("squares-1.5-apart-in-x");
    return state_of(worked.a, worked.b);
}

void draw(const State& state, Sketch& out) {
    if (!valid(state)) {
        out.error("a state of lesson 03's figure is: ring x y r, counts na nb, then the vertices");
        return;
    }
    Polygon a = polygon_at(state, 0), b = polygon_at(state, 1);
    int index = case_index(state);
    std::string name = index < 0 ? "dragged" : drawable_cases()[size_t(index)].name;
    out.answer(collide::case_row(name, a, b));  // throws for fewer than 3 vertices: shown
    collide::Hit hit = collide::sat_hit(a, b);

    Vec2 c = {state[kRingX], state[kRingY]};
    double wall = state[kRingR], gap = wall / 12;
    double reach = wall + gap + 0.5;
    out.view(c.x - reach, c.y - reach, c.x + reach, c.y + reach);

    // Every candidate axis, muted; the first one along sat_hit's normal is the winning one.
    Vec2 winner = hit.normal;
    bool found = false;
    for (const Polygon* p : {&a, &b}) {
        for (size_t i = 0; i < p->size(); ++i) {
            Vec2 n;
            if (!collide::push_out_axis(*p, i, n)) continue;
            if (hit.hit && !found && std::fabs(collide::cross(n, hit.normal)) < 1e-9) {
                winner = n;
                found = true;
            }
            shadow(out, c, n, wall, a, Ink::muted);
            shadow(out, c, n, wall + gap, b, Ink::muted);
        }
    }
    if (hit.hit) {  // the winning axis, its two shadows, and b's way out along it
        Vec2 q = {winner.y, -winner.x};
        out.infinite_line(c + q * (wall + gap / 2), winner, Ink::axis);
        shadow(out, c, winner, wall, a, Ink::a, gap * 0.6);
        shadow(out, c, winner, wall + gap, b, Ink::b, gap * 0.6);
        collide::Reach rb = collide::reach(b, winner);
        bool forward = collide::dot(winner, hit.normal) > 0;
        Vec2 from = c - winner * collide::dot(c, winner) + q * (wall + gap) +
                    winner * (forward ? -rb.minus : rb.plus);
        out.arrow(from, from + hit.normal * hit.depth, Ink::normal);
    }

    out.polygon(a, Ink::a);
    out.polygon(b, Ink::b);
    if (hit.hit) {  // b moved by normal * depth: just touching a
        out.polygon(collide::shifted(b, hit.normal * hit.depth), Ink::normal);
        out.arrow(centre_of(b), centre_of(b) + hit.normal * hit.depth, Ink::normal);
    }
    const Polygon* shapes[] = {&a, &b};
    for (int k = 0; k < 2; ++k) {
        const Polygon& p = *shapes[k];
        if (p.empty()) continue;
        out.label(p[0], k == 0 ? "a" : "b", k == 0 ? Ink::a : Ink::b);
        std::vector<Vec2> bad = reflex_vertices(p);  // the lesson's rule: convex only
        for (Vec2 v : bad) out.circle(v, gap, Ink::accent);  // round the vertex's handle
        if (!bad.empty()) out.note(std::string(k == 0 ? "a" : "b") + ": !convex");
        out.handle(k * kGrips, centre_of(p));
        for (size_t i = 0; i < p.size(); ++i) out.handle(k * kGrips + 1 + int(i), p[i]);
    }
    out.button(Button::back);
    out.button(Button::step);
    out.exact_line("a=" + points_text(a) + "  b=" + points_text(b) + "  hit=" +
                   (hit.hit ? "true" : "false") + "  normal=" + exact(hit.normal) +
                   "  depth=" + exact(hit.depth));
}

State drag(State state, int id, Vec2 to) {
    if (!valid(state) || id < 0 || id % kGrips > kMostVertices || id / kGrips > 1) return state;
    int which = id / kGrips, vertex = id % kGrips - 1;
    Polygon p = polygon_at(state, which);
    if (vertex >= int(p.size()) || p.empty()) return state;
    if (vertex < 0) {
        p = collide::shifted(p, snap(to - centre_of(p)));  // the whole shape, by a grid step
    } else {
        p[size_t(vertex)] = snap(to);  // may make it concave: drawn, and marked
    }
    int first = kFirstVertex + (which == 0 ? 0 : 2 * int(state[kCountA]));
    for (size_t i = 0; i < p.size(); ++i) {
        state[first + 2 * i] = p[i].x;
        state[first + 2 * i + 1] = p[i].y;
    }
    return state;  // the ring and the view stay: a shape dragged past the walls crosses them
}

// Step and back go through the chapter's documented cases; step from a dragged state goes to
// the first.
State act(State state, Button button) {
    if (!valid(state) || (button != Button::step && button != Button::back)) return state;
    std::vector<collide::SatCase> cases = drawable_cases();
    int n = int(cases.size()), i = case_index(state);
    i = button == Button::step ? (i + 1) % n : (i <= 0 ? n - 1 : i - 1);
    return state_of(cases[size_t(i)].a, cases[size_t(i)].b);
}

} // namespace figure
