// The touching rules where sweep.hpp promises they are decided exactly, on constructed
// families judged by exact arithmetic: circles on a binary grid (every step exact, judged in
// 64-bit integers), boxes whose grown box's edges are exact (judged by exact products, with
// fma), and boxes that touch at t = 0 with coordinates of any precision.
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>

#include "course_random.hpp"
#include "sweep_checks.hpp"

using collide::Aabb;
using collide::Impact;
using collide::Vec2;
using course::Boxes;
using course::Circles;

namespace {

const int kShots = 20000;

// ---- circles on a grid: integers, then scaled by 2^k, which is exact ----

typedef std::int64_t Int;

struct GridCircles {
    Int c1x, c1y, r1, v1x, v1y, c2x, c2y, r2, v2x, v2y;
};

// Directions with a whole length: (m, n) has length h.
struct Triple {
    Int m, n, h;
};
const Triple kTriples[] = {{1, 0, 1}, {3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25},
                           {20, 21, 29}};

// A random direction of whole length, in any of the eight octants.
Triple random_triple(course::Random& rng) {
    Triple t = kTriples[rng.integer(0, 5)];
    if (rng.integer(0, 1)) std::swap(t.m, t.n);
    if (rng.integer(0, 1)) t.m = -t.m;
    if (rng.integer(0, 1)) t.n = -t.n;
    return t;
}

enum Kind { kTangent, kTangentCloser, kTangentFarther, kTouchingAtStart, kContactAtOne };

// A shot of @p kind whose offset d, relative motion w and radius sum R are whole numbers:
//   tangent:   d = s (m, n) + p (n, -m), w = q (m, n), R = p h, so that |cross(d, w)| = |w| R
//              (the closest distance is exactly R; at t = -s / q, inside the step when
//              s and q have opposite signs and |s| <= |q|), closer or farther by one unit;
//   touching:  d = p (m, n), |d| = R, w anything;
//   at t = 1:  d + w = p (m, n), so that they are exactly R apart at the end of the step.
// Then both circles are moved by a random offset and velocity, which changes nothing.
GridCircles grid_circles(course::Random& rng, Kind kind) {
    Triple dir = random_triple(rng);
    Int p = rng.integer(1, 12), R = p * dir.h;
    Int dx, dy, wx, wy;
    if (kind == kTouchingAtStart || kind == kContactAtOne) {
        wx = rng.integer(-200, 200), wy = rng.integer(-200, 200);
        dx = p * dir.m, dy = p * dir.n;
        if (kind == kContactAtOne) dx -= wx, dy -= wy;
    } else {
        Int q = rng.integer(1, 12) * (rng.integer(0, 1) ? 1 : -1);
        Int s = rng.integer(-12, 12);
        if (rng.integer(0, 3)) s = -q * rng.integer(0, 12) / 12;  // mostly within the step
        dx = s * dir.m + p * dir.n, dy = s * dir.n - p * dir.m;
        wx = q * dir.m, wy = q * dir.n;
        if (kind == kTangentCloser) R += 1;
        if (kind == kTangentFarther) R -= 1;
    }
    GridCircles g;
    g.c1x = rng.integer(-300, 300), g.c1y = rng.integer(-300, 300);
    g.v1x = rng.integer(-300, 300), g.v1y = rng.integer(-300, 300);
    g.r1 = rng.integer(0, R), g.r2 = R - g.r1;
    g.c2x = g.c1x + dx, g.c2y = g.c1y + dy;
    g.v2x = g.v1x + wx, g.v2y = g.v1y + wy;
    return g;
}

Circles scaled(const GridCircles& g, int k) {
    auto x = [k](Int v) { return std::ldexp(double(v), k); };
    return {{x(g.c1x), x(g.c1y)}, x(g.r1), {x(g.v1x), x(g.v1y)},
            {x(g.c2x), x(g.c2y)}, x(g.r2), {x(g.v2x), x(g.v2y)}};
}

// The rules of sweep.hpp, judged in exact integer arithmetic (every value below 2^53).
struct Judged {
    bool hit;
    bool t_is_0, t_is_1;   // the exact t, when it is one of the ends of the step
    long double t;         // otherwise the near root, from the exact coefficients
};

Judged judge(const GridCircles& g) {
    Int dx = g.c2x - g.c1x, dy = g.c2y - g.c1y, wx = g.v2x - g.v1x, wy = g.v2y - g.v1y;
    Int R = g.r1 + g.r2;
    Int a = wx * wx + wy * wy, b = dx * wx + dy * wy, c = dx * dx + dy * dy - R * R;
    Int cross = dx * wy - dy * wx;
    Int disc = a * R * R - cross * cross;
    if (c < 0) return {true, true, false, 0};             // overlapping at the start
    if (b >= 0 || disc <= 0) return {false, false, false, 0};  // apart, tangent, or a miss
    // The near root is at most 1 when 1 lies between the roots or on one (f(1) <= 0), or when
    // both roots come before it (the vertex -b / a before 1).
    Int f1 = a + 2 * b + c;                                // |d + w|^2 - R^2, at t = 1
    if (!(f1 <= 0 || a + b > 0)) return {false, false, false, 0};
    long double t = c / (-b + std::sqrt((long double)disc));
    return {true, c == 0, f1 == 0 && a + b < 0, t};
}

// ---- boxes: exact comparisons of products of doubles ----

// The sign of a b - c d, exactly: a product is its rounded value plus fma's remainder, both
// doubles (no overflow or underflow at the tests' sizes).
int compare_products(double a, double b, double c, double d) {
    double p = a * b, q = c * d;
    if (p != q) return p < q ? -1 : 1;
    double e = std::fma(a, b, -p), f = std::fma(c, d, -q);
    return e < f ? -1 : (e > f ? 1 : 0);
}

// A moment num / den of the step, den > 0.
struct Moment {
    double num, den;
};

bool before(Moment x, Moment y) { return compare_products(x.num, y.den, y.num, x.den) < 0; }

// Whether the moving box enters the open grown box during [0, 1], exactly, from its edges
// (exact by construction here) and delta; the entry moment on @p t.
bool enters(const Boxes& s, Moment& t) {
    double lo[2] = {s.still.minx - s.moving.maxx, s.still.miny - s.moving.maxy};
    double hi[2] = {s.still.maxx - s.moving.minx, s.still.maxy - s.moving.miny};
    double d[2] = {s.delta.x, s.delta.y};
    Moment entry = {-1, 1}, exit = {2, 1};     // before and after the step
    for (int k = 0; k < 2; ++k) {
        if (d[k] == 0) {
            if (!(lo[k] < 0 && 0 < hi[k])) return false;
            continue;
        }
        Moment in = d[k] > 0 ? Moment{lo[k], d[k]} : Moment{-hi[k], -d[k]};
        Moment out = d[k] > 0 ? Moment{hi[k], d[k]} : Moment{-lo[k], -d[k]};
        if (before(entry, in)) entry = in;
        if (before(out, exit)) exit = out;
    }
    t = before(entry, {0, 1}) ? Moment{0, 1} : entry;
    return before(t, exit) && !before({1, 1}, t);
}

// Whether a - b is exact in double: Knuth's two-sum gives the rounding error of a + (-b).
bool exact_difference(double a, double b) {
    double c = -b, s = a + c;
    double a_part = s - c, c_part = s - a_part;
    return (a - a_part) + (c - c_part) == 0;
}

bool exact_edges(const Boxes& s) {
    return exact_difference(s.still.minx, s.moving.maxx) &&
           exact_difference(s.still.maxx, s.moving.minx) &&
           exact_difference(s.still.miny, s.moving.maxy) &&
           exact_difference(s.still.maxy, s.moving.miny);
}

// A box on a grid of 2^-20, within 4 of the origin, at least one unit wide and high.
Aabb grid_box(course::Random& rng) {
    const double unit = std::ldexp(1.0, -20);
    long x = rng.integer(-(1 << 22), 1 << 22), y = rng.integer(-(1 << 22), 1 << 22);
    long w = rng.integer(1, 1 << 21), h = rng.integer(1, 1 << 21);
    return {x * unit, y * unit, (x + w) * unit, (y + h) * unit};
}

// A corner-to-corner pass, exact: delta = u (entry edge of one axis, exit edge of the other),
// so that one axis enters at t = 1 / u exactly when the other leaves. u has 23 significant
// bits and the edges at most 25, so the products are exact; false when the boxes give no
// such pass.
bool corner_pass(course::Random& rng, Boxes& s) {
    s.still = grid_box(rng);
    s.moving = grid_box(rng);
    double lo[2] = {s.still.minx - s.moving.maxx, s.still.miny - s.moving.maxy};
    double hi[2] = {s.still.maxx - s.moving.minx, s.still.maxy - s.moving.miny};
    int enter = int(rng.integer(0, 1)), leave = 1 - enter;
    double in = lo[enter] > 0 ? lo[enter] : (hi[enter] < 0 ? hi[enter] : 0);  // starts outside
    if (in == 0) return false;
    double out = rng.integer(0, 1) ? (hi[leave] > 0 ? hi[leave] : lo[leave])
                                   : (lo[leave] < 0 ? lo[leave] : hi[leave]);
    double u = std::ldexp(double(rng.integer(1 << 19, (1 << 23) - 1)), -19);  // in [1, 16)
    double d[2];
    d[enter] = in * u;
    d[leave] = out * u;
    s.delta = {d[0], d[1]};
    return true;
}

} // namespace

TEST_CASE("circles on a binary grid: tangent passes, touches and contacts at t = 1, exactly",
          "[reread:Touching, decided by rounding][precision]") {
    course::Random rng(1020);
    int counts[5][2] = {};   // per kind: no impact, impact
    for (int n = 0; n < kShots; ++n) {
        Kind kind = Kind(rng.integer(0, 4));
        GridCircles g = grid_circles(rng, kind);
        int k = int(rng.integer(-240, 240));
        Circles s = scaled(g, k);
        Judged want = judge(g);
        Impact i = course::sweep(s);
        auto say = [&] {
            std::ostringstream o;
            o << "shot " << n << " (kind " << kind << ", scale 2^" << k << "): " << describe(s)
              << " = " << course::describe(i) << "; exactly: "
              << (want.hit ? "an impact" : "no impact");
            return o.str();
        };
        REQUIRE_SAYING(i.hit == want.hit);
        ++counts[kind][want.hit];
        if (!want.hit) continue;
        if (want.t_is_0) REQUIRE_SAYING(i.t == 0);
        if (want.t_is_1) REQUIRE_SAYING(i.t == 1);
        REQUIRE_SAYING(std::fabs(i.t - want.t) <= 1e-14 * want.t);
        REQUIRE_SAYING(!std::signbit(i.t));
    }
    // Every kind must come up, and both answers where both are possible.
    CHECK(counts[kTangent][0] > 3000);
    CHECK(counts[kTangent][1] == 0);
    CHECK(counts[kTangentCloser][1] > 1500);
    CHECK(counts[kTangentFarther][1] == 0);
    CHECK(counts[kTouchingAtStart][0] > 1000);
    CHECK(counts[kTouchingAtStart][1] > 1000);
    CHECK(counts[kContactAtOne][1] > 500);
}

TEST_CASE("boxes with exact edges: a corner-to-corner pass is no impact, whatever delta",
          "[reread:Touching, decided by rounding][precision]") {
    course::Random rng(1021);
    int passes = 0, hits = 0, misses = 0;
    const double unit = std::ldexp(1.0, -20);
    for (int n = 0; n < kShots; ++n) {
        Boxes s;
        if (!corner_pass(rng, s)) continue;
        Moment at;
        Impact i = course::sweep(s);
        auto say = [&] {
            return describe(s) + " = " + course::describe(i) + "; exactly " +
                   (enters(s, at) ? "an impact" : "no impact");
        };
        REQUIRE_SAYING(exact_edges(s));
        REQUIRE_SAYING(!enters(s, at));       // the construction is right
        REQUIRE_SAYING(!i.hit);               // a corner-to-corner pass at t = 1 / u
        ++passes;
        // One grid unit off the corner, in either direction on either axis: an impact or a
        // miss by a whole unit, far more than a rounding of t.
        Boxes off = s;
        double shift = rng.integer(0, 1) ? unit : -unit;
        if (rng.integer(0, 1)) off.moving.minx += shift, off.moving.maxx += shift;
        else off.moving.miny += shift, off.moving.maxy += shift;
        bool want = enters(off, at);
        s = off;
        i = course::sweep(off);
        REQUIRE_SAYING(i.hit == want);
        if (want) {
            REQUIRE_SAYING(std::fabs(i.t - at.num / at.den) <= 1e-15);
            ++hits;
        } else {
            ++misses;
        }
    }
    CHECK(passes > 10000);
    CHECK(hits > 2000);
    CHECK(misses > 2000);
}

TEST_CASE("boxes touching at t = 0, coordinates of any precision: in only when moving in",
          "[reread:Touching, decided by rounding][precision]") {
    course::Random rng(1022);
    int in = 0, out = 0;
    for (int n = 0; n < kShots; ++n) {
        // S and M share a face (M's left side on S's right side), and overlap across it.
        double x = rng.uniform(-5, 5), y = rng.uniform(-5, 5);
        Aabb still = {x, y, x + rng.uniform(0.01, 4), y + rng.uniform(0.01, 4)};
        double low = rng.uniform(still.miny - 3, still.maxy - 0.001);
        double high = rng.uniform(std::fmax(low, still.miny) + 0.001, still.maxy + 3);
        Aabb moving = {still.maxx, low, still.maxx + rng.uniform(0.01, 3), high};
        Vec2 delta = {rng.uniform(-12, 12), rng.uniform(-12, 12)};
        if (rng.integer(0, 4) == 0) delta.y = 0;
        bool flush = rng.integer(0, 4) == 0;
        if (flush) {                            // or M on top of S, sliding along it
            double left = rng.uniform(still.minx - 3, still.maxx - 0.001);
            moving = {left, still.maxy, rng.uniform(std::fmax(left, still.minx) + 0.001,
                                                    still.maxx + 3), still.maxy + 1};
            delta = {rng.uniform(-12, 12), 0};
        }
        Boxes s = {still, moving, delta};
        for (int mirror = 0; mirror < 2; ++mirror) {
            if (mirror) s = {{-still.maxx, still.miny, -still.minx, still.maxy},
                             {-moving.maxx, moving.miny, -moving.minx, moving.maxy},
                             {-delta.x, delta.y}};
            double into = flush ? 0 : (mirror ? s.delta.x : -s.delta.x);  // towards S
            Impact i = course::sweep(s);
            auto say = [&] { return describe(s) + " = " + course::describe(i); };
            REQUIRE_SAYING(i.hit == (into > 0));
            if (i.hit) {
                REQUIRE_SAYING(i.t == 0);
                REQUIRE_SAYING(!std::signbit(i.t));
                REQUIRE_SAYING(i.normal.x == (mirror ? -1 : 1));
                ++in;
            } else {
                ++out;
            }
        }
    }
    CHECK(in > 10000);
    CHECK(out > 10000);
}
