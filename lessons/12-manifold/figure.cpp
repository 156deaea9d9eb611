// Lesson 12's live figure (gfx/figure.hpp): two convex polygons, the chapter's worked example
// first. The reader moves each by its centre, turns it by the handle on its lever, drags its
// vertices; step and back go through the documented cases. What is drawn of the answer comes
// from polygon_manifold(): the normal, the points and their depths, and, named by the first
// point's ContactId, the reference face, its side planes and the incident edge. Given code.
#include <cmath>
#include <cstdio>

#include "figure.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"

namespace figure {

using collide::Manifold;
using collide::Polygon;
using collide::Vec2;

namespace {

// The documented cases of two polygons that step and back go through (manifold_cases.hpp).
const char* const kCases[] = {"wide-on-narrow", "resting-box", "box-on-slope",
                              "corner-into-face", "wedge-into-face", "nearly-equal-faces",
                              "contained", "identical-squares", "touching", "apart",
                              "clockwise-b"};
const int kCaseCount = sizeof kCases / sizeof kCases[0];

// The state: the case's index, then per polygon its lever's direction (a unit vector), its
// vertex count n and its n vertices (x, y). Handles of polygon p: p * kGrips + kCentre, + kTurn,
// + kVertex + i. No sine or cosine: the page's libm and the native one may differ in a last bit.
enum Grip { kCentre = 0, kTurn = 1, kVertex = 2, kGrips = 100 };
const double kLever = 0.4;  // the turning handle's distance from the centre

// Where polygon @p p (0: a, 1: b) starts in @p s: its lever, its vertex count n (3 or more) and
// n points, after the case's index (and a's numbers); -1 when @p s does not hold it.
int start_of(const State& s, int p) {
    size_t at = 1;
    for (int k = 0;; ++k) {
        double n = at + 3 <= s.size() ? s[at + 2] : 0;
        if (!(n >= 3 && n < kGrips - kVertex && n == std::floor(n) && at + 3 + 2 * n <= s.size()))
            return -1;
        if (k == p) return int(at);
        at += 3 + 2 * size_t(n);
    }
}

bool valid(const State& s) {
    int b = start_of(s, 1);
    return !s.empty() && s[0] >= 0 && s[0] < kCaseCount && s[0] == std::floor(s[0]) && b > 0 &&
           size_t(b) + 3 + 2 * size_t(s[b + 2]) == s.size();
}

Polygon polygon_at(const State& s, int at) {
    Polygon p(static_cast<size_t>(s[at + 2]));
    for (size_t i = 0; i < p.size(); ++i) p[i] = {s[at + 3 + 2 * i], s[at + 4 + 2 * i]};
    return p;
}

Vec2 centre(const Polygon& p) {
    Vec2 sum{0, 0};
    for (Vec2 v : p) sum = sum + v;
    return sum * (1.0 / double(p.size()));
}

// Where a polygon's name goes: its vertex farthest from @p other, clear of the contact.
Vec2 far_vertex(const Polygon& p, Vec2 other) {
    Vec2 far = p[0];
    for (Vec2 v : p)
        if (length(v - other) > length(far - other)) far = v;
    return far;
}

State case_state(int index) {
    collide::ManifoldCase c = collide::find_case(kCases[index]);
    State s = {double(index)};
    for (const Polygon* p : {&c.a, &c.b}) {
        s.insert(s.end(), {1, 0, double(p->size())});
        for (Vec2 v : *p) s.insert(s.end(), {v.x, v.y});
    }
    return s;
}

std::string braced(const Polygon& p) {  // as a test writes it: {{x, y}, ...}
    std::string out;
    for (Vec2 v : p) out += (out.empty() ? "{{" : ", {") + exact(v.x) + ", " + exact(v.y) + "}";
    return out + "}";
}

} // namespace

State start() { return case_state(0); }

void draw(const State& state, Sketch& out) {
    if (!valid(state)) {
        out.error("a state of lesson 12's figure: a case, two polygons (lever, n, n points)");
        return;
    }
    const int index = int(state[0]), at[2] = {start_of(state, 0), start_of(state, 1)};
    const Polygon shapes[2] = {polygon_at(state, at[0]), polygon_at(state, at[1])};
    const Polygon &a = shapes[0], &b = shapes[1];
    const Manifold m = collide::polygon_manifold(a, b);
    collide::ManifoldCase shown = collide::find_case(kCases[index]);
    Vec2 lo = shown.a[0], hi = shown.a[0];  // the case's own view, kept while the reader drags
    for (const Polygon* p : {&shown.a, &shown.b})
        for (Vec2 v : *p) {
            lo = {std::fmin(lo.x, v.x), std::fmin(lo.y, v.y)};
            hi = {std::fmax(hi.x, v.x), std::fmax(hi.y, v.y)};
        }
    out.view(lo.x - 0.4, lo.y - 0.4, hi.x + 0.4, hi.y + 0.4);
    out.polygon(a, Ink::a);
    out.polygon(b, Ink::b);
    out.label(far_vertex(a, centre(b)), "a", Ink::a);
    out.label(far_vertex(b, centre(a)), "b", Ink::b);
    if (m.count >= 1 && m.count <= 2) {
        // The reference face and the incident edge: the edges the first point's id names.
        const collide::ContactId& id = m.points[0].id;
        const Polygon& ref = id.reference_on_b ? b : a;
        const Polygon& inc = id.reference_on_b ? a : b;
        const int r = id.reference_edge, i = id.incident_edge;
        if (r >= 0 && r < int(ref.size())) {
            Vec2 from = ref[r], to = ref[(r + 1) % ref.size()], middle = (from + to) * 0.5;
            out.infinite_line(from, m.normal, Ink::axis);  // the side planes, across the face
            out.infinite_line(to, m.normal, Ink::axis);
            out.segment(from, to, Ink::accent);
            out.arrow(middle, middle + m.normal * 0.6, Ink::normal);
            out.label(middle + m.normal * 0.6, "n", Ink::normal);
        }
        if (i >= 0 && i < int(inc.size())) out.segment(inc[i], inc[(i + 1) % inc.size()], Ink::ray);
        // Each point and its depth: from the point out to the reference face's line.
        Vec2 out_of_face = id.reference_on_b ? -m.normal : m.normal;
        for (int k = 0; k < m.count; ++k) {
            Vec2 p = m.points[k].point;
            char depth[32];
            std::snprintf(depth, sizeof depth, "%.3g", m.points[k].depth);
            out.segment(p, p + out_of_face * m.points[k].depth, Ink::hit);
            out.dot(p, Ink::hit);
            out.label(p, depth, Ink::hit);
        }
    }
    for (int p = 0; p < 2; ++p) {
        Vec2 c = centre(shapes[p]), lever = c + Vec2{state[at[p]], state[at[p] + 1]} * kLever;
        out.segment(c, lever, Ink::muted);
        for (size_t i = 0; i < shapes[p].size(); ++i)
            out.handle(p * kGrips + kVertex + int(i), shapes[p][i]);
        out.handle(p * kGrips + kCentre, c);
        out.handle(p * kGrips + kTurn, lever);
    }
    for (Button button : {Button::back, Button::step, Button::reset}) out.button(button);
    const std::string name = state == case_state(index) ? kCases[index] : "dragged";
    out.answer(collide::case_row(name, m));
    std::string answer = "count=" + std::to_string(m.count) + "  normal=" + exact(m.normal);
    for (int k = 0; k < m.count && k < 2; ++k) {
        out.answer(collide::point_row(name, k, m.points[k]));
        answer += "  point=" + exact(m.points[k].point) + "  depth=" + exact(m.points[k].depth);
    }
    out.exact_line("a=" + braced(a) + "  b=" + braced(b));
    out.exact_line(answer);
}

State drag(State state, int id, Vec2 to) {
    if (!valid(state) || id < 0 || id >= 2 * kGrips) return state;
    const int at = start_of(state, id / kGrips), grip = id % kGrips;
    Polygon p = polygon_at(state, at);
    const Vec2 c = centre(p);
    if (grip == kCentre) {
        Vec2 by = snap(to - c);  // a whole step of the grid: its vertices stay on it
        for (Vec2& v : p) v = v + by;
    } else if (grip == kTurn) {  // turned about its centre as its lever turns, from u to w
        Vec2 u = {state[at], state[at + 1]}, w = collide::normalized(snap(to - c));
        if (w.x == 0 && w.y == 0) return state;  // dropped on the centre: no direction
        double along = dot(u, w), across = cross(u, w);  // the turn's cosine and sine
        for (Vec2& v : p) v = c + Vec2{along * (v - c).x - across * (v - c).y,
                                       across * (v - c).x + along * (v - c).y};
        state[at] = w.x;
        state[at + 1] = w.y;
    } else if (grip - kVertex < int(p.size())) {
        p[grip - kVertex] = snap(to);  // may make it concave: then the answer is another shape's
    }
    for (size_t i = 0; i < p.size(); ++i) {
        state[at + 3 + 2 * i] = p[i].x;
        state[at + 4 + 2 * i] = p[i].y;
    }
    return state;
}

State act(State state, Button button) {
    if (!valid(state)) return state;
    int index = int(state[0]);
    if (button == Button::step) return case_state((index + 1) % kCaseCount);
    if (button == Button::back) return case_state((index + kCaseCount - 1) % kCaseCount);
    return state;
}

} // namespace figure
