// Randomized property tests with fixed seeds: each reported impact checked by moving the
// shapes there (they touch), before it (they do not overlap), and after it (they do); each
// "no impact" checked against overlaps at sampled moments of the step.
#include <cmath>

#include "course_random.hpp"
#include "sweep_checks.hpp"

using collide::Aabb;
using collide::Impact;
using collide::Vec2;
using course::Boxes;
using course::Circles;

namespace {

const int kShots = 20000;
const int kSamples = 64;                // moments of the step sampled by the oracles
const double kRelative = 1e-9;          // "touching" for the circles: relative to r1 + r2
const double kUndecided = 1e-9;         // shots this close to touching (relative) are left out
const double kNudge = 1e-7;             // a moment just after the reported t

// ---- circles: the oracle's distance is std::hypot, which shares no code with the lesson ----

double distance_at(const Circles& s, double t) {
    Vec2 p1 = s.c1 + s.v1 * t, p2 = s.c2 + s.v2 * t;
    return std::hypot(p2.x - p1.x, p2.y - p1.y);
}

// The moment of closest approach within the step, found without the quadratic: the offset
// d + t w is nearest to 0 at t = -(d . w) / (w . w), clamped to [0, 1].
double closest_moment(const Circles& s) {
    Vec2 d = s.c2 - s.c1, w = s.v2 - s.v1;
    double ww = w.x * w.x + w.y * w.y;
    if (ww == 0) return 0;
    return std::fmin(1.0, std::fmax(0.0, -(d.x * w.x + d.y * w.y) / ww));
}

Circles random_circles(course::Random& rng) {
    Circles s;
    s.c1 = {rng.uniform(-6, 6), rng.uniform(-6, 6)};
    s.c2 = {rng.uniform(-6, 6), rng.uniform(-6, 6)};
    s.r1 = rng.uniform(0, 3);
    s.r2 = rng.uniform(0, 3);
    s.v1 = {rng.uniform(-15, 15), rng.uniform(-15, 15)};
    s.v2 = {rng.uniform(-15, 15), rng.uniform(-15, 15)};
    if (rng.integer(0, 9) == 0) s.v2 = s.v1;                   // no relative motion
    if (rng.integer(0, 9) == 0) s.r2 = 0;                      // a point
    return s;
}

// ---- boxes: the oracle is lesson 01's gap test with touching counted as a gap ----

double overlap_width(double alo, double ahi, double blo, double bhi) {
    return std::fmin(ahi, bhi) - std::fmax(alo, blo);
}

// On each axis, each box starts strictly before the other ends. For boxes of positive size
// that is an overlap with positive area; a flat box overlaps a solid one it crosses.
bool overlaps_openly(const Aabb& a, const Aabb& b) {
    return a.minx < b.maxx && b.minx < a.maxx && a.miny < b.maxy && b.miny < a.maxy;
}

Aabb moved_box(const Boxes& s, double t) {
    return {s.moving.minx + t * s.delta.x, s.moving.miny + t * s.delta.y,
            s.moving.maxx + t * s.delta.x, s.moving.maxy + t * s.delta.y};
}

// On a grid of quarter units, so that touching faces, flush slides and corners come up often;
// a box is at least a quarter wide unless `flat` allows zero.
Aabb grid_box(course::Random& rng, bool flat) {
    double x = rng.integer(-16, 16) / 4.0, y = rng.integer(-16, 16) / 4.0;
    double w = rng.integer(flat ? 0 : 1, 12) / 4.0, h = rng.integer(flat ? 0 : 1, 12) / 4.0;
    return {x, y, x + w, y + h};
}

Boxes grid_boxes(course::Random& rng) {
    Boxes s;
    s.still = grid_box(rng, rng.integer(0, 9) == 0);
    s.moving = grid_box(rng, rng.integer(0, 9) == 0);
    s.delta = {rng.integer(-32, 32) / 4.0, rng.integer(-32, 32) / 4.0};
    if (rng.integer(0, 4) == 0) s.delta.x = 0;
    if (rng.integer(0, 4) == 0) s.delta.y = 0;
    return s;
}

Boxes real_boxes(course::Random& rng) {
    Boxes s;
    double x = rng.uniform(-5, 5), y = rng.uniform(-5, 5);
    s.still = {x, y, x + rng.uniform(0.01, 4), y + rng.uniform(0.01, 4)};
    x = rng.uniform(-8, 8), y = rng.uniform(-8, 8);
    s.moving = {x, y, x + rng.uniform(0.01, 3), y + rng.uniform(0.01, 3)};
    s.delta = {rng.uniform(-12, 12), rng.uniform(-12, 12)};
    return s;
}

// What every result must be, whatever the shot: t finite in [0, 1]; no impact exactly
// {false, 0, (0, 0)}; an impact's normal of length 1. (The sign of a zero t is left to the
// precision checks.)
bool well_formed(const Impact& i) {
    if (!i.hit) return i.t == 0 && i.normal.x == 0 && i.normal.y == 0;
    return i.t >= 0 && i.t <= 1 &&
           std::fabs(std::hypot(i.normal.x, i.normal.y) - 1) <= course::kRoundoff;
}

// "shot n: the call = the result", and @p more, for the message of a failed check.
template <class Shot>
std::string shot_text(int n, const Shot& s, const Impact& i, const std::string& more = "") {
    std::ostringstream o;
    o.precision(17);
    o << "shot " << n << ": " << describe(s) << " = " << course::describe(i) << more;
    return o.str();
}

} // namespace

TEST_CASE("random circles: at the reported t they touch, before it they are apart",
          "[reread:Two moving circles]") {
    course::Random rng(1001);
    int later = 0, at_start = 0, none = 0;
    for (int n = 0; n < kShots; ++n) {
        Circles s = random_circles(rng);
        Impact i = course::sweep(s);
        double reach = s.r1 + s.r2;
        auto say = [&] { return shot_text(n, s, i); };
        REQUIRE_SAYING(well_formed(i));
        if (!i.hit) {
            ++none;
            continue;
        }
        if (distance_at(s, 0) < reach * (1 - kRelative)) {   // overlapping at the start
            ++at_start;
            REQUIRE_SAYING(i.t == 0);
            continue;
        }
        if (i.t > 0) ++later;
        REQUIRE_SAYING(std::fabs(distance_at(s, i.t) - reach) <= kRelative * reach);
        for (int k = 0; k < kSamples; ++k)
            REQUIRE_SAYING(distance_at(s, i.t * k / kSamples) >= reach * (1 - kRelative));
        REQUIRE_SAYING(distance_at(s, i.t + kNudge) < distance_at(s, i.t));   // approaching at t
        Vec2 p1 = s.c1 + s.v1 * i.t, p2 = s.c2 + s.v2 * i.t;
        double len = std::hypot(p2.x - p1.x, p2.y - p1.y);
        REQUIRE_SAYING(course::near(i.normal.x, (p2.x - p1.x) / len));
        REQUIRE_SAYING(course::near(i.normal.y, (p2.y - p1.y) / len));
    }
    CHECK(later > 1500);     // each answer must come up often, or this proves little
    CHECK(at_start > 1000);
    CHECK(none > 2000);
}

TEST_CASE("random circles: no impact means no overlap at any moment of the step",
          "[reread:Two moving circles]") {
    course::Random rng(1002);
    int checked = 0;
    for (int n = 0; n < kShots; ++n) {
        Circles s = random_circles(rng);
        Impact i = course::sweep(s);
        double reach = s.r1 + s.r2;
        double nearest = distance_at(s, closest_moment(s));
        auto say = [&] {
            std::ostringstream more;
            more << "; closest distance in the step " << nearest << ", r1 + r2 " << reach;
            return shot_text(n, s, i, more.str());
        };
        if (std::fabs(nearest - reach) <= kUndecided * reach) continue;  // too close to call
        ++checked;
        REQUIRE_SAYING(i.hit == (nearest < reach));
        if (!i.hit) {
            for (int k = 0; k <= kSamples; ++k)
                REQUIRE_SAYING(distance_at(s, double(k) / kSamples) >= reach);
        }
    }
    CHECK(checked > kShots * 9 / 10);
}

TEST_CASE("random circles: swapping the circles keeps t and flips the normal",
          "[reread:Two moving circles]") {
    course::Random rng(1003);
    for (int n = 0; n < kShots; ++n) {
        Circles s = random_circles(rng);
        if (s.c1.x == s.c2.x && s.c1.y == s.c2.y) continue;   // equal centres: (1, 0) both ways
        Impact a = course::sweep(s);
        Impact b = course::sweep(Circles{s.c2, s.r2, s.v2, s.c1, s.r1, s.v1});
        auto say = [&] { return shot_text(n, s, a, "; swapped " + course::describe(b)); };
        REQUIRE_SAYING(a.hit == b.hit);
        REQUIRE_SAYING(course::near(a.t, b.t, course::kRoundoff));
        REQUIRE_SAYING(course::near(a.normal.x, -b.normal.x, course::kRoundoff));
        REQUIRE_SAYING(course::near(a.normal.y, -b.normal.y, course::kRoundoff));
    }
}

TEST_CASE("random boxes on a grid: the sweep agrees with overlaps sampled along the step",
          "[reread:A moving box is a ray]") {
    course::Random rng(1004);
    int later = 0, at_start = 0, none = 0;
    for (int n = 0; n < kShots; ++n) {
        Boxes s = grid_boxes(rng);
        Impact i = course::sweep(s);
        auto say = [&] { return shot_text(n, s, i); };
        REQUIRE_SAYING(well_formed(i));
        bool seen = false;                  // positive overlap at some sampled moment?
        for (int k = 0; k <= kSamples && !seen; ++k)
            seen = overlaps_openly(s.still, moved_box(s, double(k) / kSamples));
        if (seen) REQUIRE_SAYING(i.hit);
        if (!i.hit) {
            ++none;
            continue;
        }
        REQUIRE_SAYING(overlaps_openly(s.still, moved_box(s, i.t + kNudge)));   // entering at t
        if (overlaps_openly(s.still, s.moving)) {
            ++at_start;
            REQUIRE_SAYING(i.t == 0);
            continue;
        }
        for (int k = 0; k < kSamples; ++k)
            REQUIRE_SAYING(!overlaps_openly(s.still, moved_box(s, i.t * k / kSamples)));
        if (i.t > 0) ++later;
        // Touching at t on the normal's axis, from the side the normal points to.
        Aabb at = moved_box(s, i.t);
        bool x_axis = i.normal.x != 0;
        double gap = x_axis ? (i.normal.x < 0 ? s.still.minx - at.maxx : at.minx - s.still.maxx)
                            : (i.normal.y < 0 ? s.still.miny - at.maxy : at.miny - s.still.maxy);
        REQUIRE_SAYING(course::near(gap, 0));
        REQUIRE_SAYING((x_axis ? i.normal.y : i.normal.x) == 0);
    }
    CHECK(later > 1500);
    CHECK(at_start > 1000);
    CHECK(none > 2000);
}

TEST_CASE("random boxes anywhere: touching at t, apart before, overlapping after",
          "[reread:A moving box is a ray]") {
    course::Random rng(1005);
    int hits = 0;
    for (int n = 0; n < kShots; ++n) {
        Boxes s = real_boxes(rng);
        Impact i = course::sweep(s);
        auto say = [&] { return shot_text(n, s, i); };
        REQUIRE_SAYING(well_formed(i));
        if (!i.hit) {
            for (int k = 0; k <= kSamples; ++k)
                REQUIRE_SAYING(!overlaps_openly(s.still, moved_box(s, double(k) / kSamples)));
            continue;
        }
        ++hits;
        if (i.t == 0) {
            REQUIRE_SAYING(overlaps_openly(s.still, s.moving));   // real boxes never just touch
            continue;
        }
        Aabb at = moved_box(s, i.t);
        double wx = overlap_width(s.still.minx, s.still.maxx, at.minx, at.maxx);
        double wy = overlap_width(s.still.miny, s.still.maxy, at.miny, at.maxy);
        REQUIRE_SAYING(course::near(i.normal.x != 0 ? wx : wy, 0));
        for (int k = 0; k < kSamples; ++k)
            REQUIRE_SAYING(!overlaps_openly(s.still, moved_box(s, i.t * k / kSamples)));
        double after = std::fmin(1.0, i.t + kNudge);
        if (after > i.t) REQUIRE_SAYING(overlaps_openly(s.still, moved_box(s, after)));
    }
    CHECK(hits > 2000);
}

TEST_CASE("random boxes: a mirrored scene gives the same t and the mirrored normal",
          "[reread:A moving box is a ray]") {
    course::Random rng(1006);
    for (int n = 0; n < kShots; ++n) {
        Boxes s = grid_boxes(rng);
        Boxes m = {{-s.still.maxx, s.still.miny, -s.still.minx, s.still.maxy},
                   {-s.moving.maxx, s.moving.miny, -s.moving.minx, s.moving.maxy},
                   {-s.delta.x, s.delta.y}};
        Impact a = course::sweep(s), b = course::sweep(m);
        auto say = [&] { return shot_text(n, s, a, "; mirrored in x " + course::describe(b)); };
        REQUIRE_SAYING(a.hit == b.hit);
        REQUIRE_SAYING(a.t == b.t);
        if (a.hit && a.t > 0) {
            REQUIRE_SAYING(a.normal.x == -b.normal.x);
            REQUIRE_SAYING(a.normal.y == b.normal.y);
        }
    }
}
