// Lesson 06: randomized checks with fixed seeds. On a grid, ray_aabb is compared with an
// exact oracle that works another way (edge by edge, in integers); in doubles, with what any
// correct answer must satisfy (the hit point is on the boundary, nothing before it is inside)
// and with symmetries (mirroring, swapping the axes, scaling d).
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "course_random.hpp"
#include "ray_checks.hpp"

using collide::Aabb;
using collide::RayHit;
using collide::Vec2;

namespace {

// ---- The exact oracle, on a grid of quarter units ------------------------------------
const double kGrid = 0.25;

struct IVec { long long x, y; };
struct IBox { long long x0, y0, x1, y1; };
struct Exact { bool hit; long long num, den; };   // t = num / den with den > 0

bool inside(IVec p, IBox b) { return b.x0 <= p.x && p.x <= b.x1 && b.y0 <= p.y && p.y <= b.y1; }

// The ray crosses the line u = edge (u is x for a vertical edge) at t = (edge - ou) / du.
// It touches the edge when t >= 0 and the other coordinate v is within [lo, hi] there; all
// in integers, multiplied through by du. Keeps the smallest such t in best.
void try_edge(long long edge, long long ou, long long du, long long ov, long long dv,
              long long lo, long long hi, Exact& best) {
    if (du == 0) return;                            // parallel: met at a corner by another edge
    long long num = edge - ou, den = du;
    if (den < 0) { num = -num; den = -den; }
    if (num < 0) return;                            // behind the origin
    long long v_den = ov * den + num * dv;          // v(t) * den
    if (v_den < lo * den || v_den > hi * den) return;
    if (!best.hit || num * best.den < best.num * den) best = {true, num, den};
}

// The first t >= 0 at which o + t d is in the closed box: 0 when o is inside, otherwise the
// first crossing with one of the four edges.
Exact first_contact(IVec o, IVec d, IBox b) {
    if (inside(o, b)) return {true, 0, 1};
    Exact best = {false, 0, 1};
    for (long long x : {b.x0, b.x1}) try_edge(x, o.x, d.x, o.y, d.y, b.y0, b.y1, best);
    for (long long y : {b.y0, b.y1}) try_edge(y, o.y, d.y, o.x, d.x, b.x0, b.x1, best);
    return best;
}

// ---- Helpers for the checks in doubles -------------------------------------------------
bool near_rel(double a, double b) {
    return std::fabs(a - b) <= course::kTolerance * (1 + std::fabs(b));
}

bool strictly_inside(Vec2 p, const Aabb& b, double margin) {
    return b.minx + margin < p.x && p.x < b.maxx - margin && b.miny + margin < p.y &&
           p.y < b.maxy - margin;
}

bool within(Vec2 p, const Aabb& b, double margin) {
    return b.minx - margin <= p.x && p.x <= b.maxx + margin && b.miny - margin <= p.y &&
           p.y <= b.maxy + margin;
}

double random_component(course::Random& rng) {           // one time in eight exactly 0
    return rng.integer(0, 7) == 0 ? 0.0 : rng.uniform(-2, 2);
}

} // namespace

TEST_CASE("on a grid, hit and t agree with an exact edge-by-edge oracle",
          "[reread:The slab idea]") {
    course::Random rng(20240606);
    int mismatches = 0, hits = 0, grazes = 0, parallel = 0, on_line = 0;
    const int kCases = 200000;
    for (int i = 0; i < kCases; ++i) {
        long long ax = rng.integer(-8, 8), bx = rng.integer(-8, 8);
        long long ay = rng.integer(-8, 8), by = rng.integer(-8, 8);
        IBox b = {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
        IVec o = {rng.integer(-12, 12), rng.integer(-12, 12)};
        IVec d = {rng.integer(-4, 4), rng.integer(-4, 4)};
        Exact want = first_contact(o, d, b);

        Aabb box = {b.x0 * kGrid, b.y0 * kGrid, b.x1 * kGrid, b.y1 * kGrid};
        Vec2 ro = {o.x * kGrid, o.y * kGrid}, rd = {d.x * kGrid, d.y * kGrid};
        RayHit got = collide::ray_aabb(ro, rd, box);
        double want_t = static_cast<double>(want.num) / static_cast<double>(want.den);

        hits += want.hit;
        parallel += (d.x == 0 || d.y == 0);
        on_line += ((d.x == 0 && (o.x == b.x0 || o.x == b.x1)) ||
                    (d.y == 0 && (o.y == b.y0 || o.y == b.y1)));
        bool ok = got.hit == want.hit && (want.hit ? near_rel(got.t, want_t) : got.t == 0.0);
        if (!ok && ++mismatches <= 5) {
            INFO((course::Shot{ro, rd, box}) << ", expected {" << (want.hit ? "true" : "false")
                                           << ", " << (want.hit ? want_t : 0.0) << "}");
            CHECK(ok);
        }
        if (want.hit) {
            // A graze: the ray reaches the box from outside and does not go into its
            // interior right after (a corner, an edge slid along, a zero-width box).
            Vec2 after = ro + (want_t + 1e-6) * rd;
            if (!inside(o, b) && !strictly_inside(after, box, 0) && !(d.x == 0 && d.y == 0))
                ++grazes;
        }
    }
    INFO(mismatches << " of " << kCases << " rays disagree with the oracle");
    CHECK(mismatches == 0);
    // The sample must contain the hard cases, or this test proves little.
    INFO("hits " << hits << ", grazes " << grazes << ", zero components " << parallel
                 << ", origins on a slab line with a zero component " << on_line);
    CHECK(hits > kCases / 10);
    CHECK(grazes > 1000);
    CHECK(parallel > 10000);
    CHECK(on_line > 1000);
}

TEST_CASE("random rays in doubles: the hit point is on the boundary, nothing before it inside",
          "[reread:The slab idea]") {
    course::Random rng(6);
    int failures = 0;
    for (int i = 0; i < 20000 && failures < 5; ++i) {
        double ax = rng.uniform(-4, 4), bx = rng.uniform(-4, 4);
        double ay = rng.uniform(-4, 4), by = rng.uniform(-4, 4);
        Aabb box = {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
        Vec2 o = {rng.uniform(-8, 8), rng.uniform(-8, 8)};
        Vec2 d = {random_component(rng), random_component(rng)};
        RayHit h = collide::ray_aabb(o, d, box);
        const double eps = course::kTolerance;
        bool ok = true;
        if (h.hit) {
            Vec2 p = o + h.t * d;
            bool on_boundary = std::fabs(p.x - box.minx) <= eps ||
                               std::fabs(p.x - box.maxx) <= eps ||
                               std::fabs(p.y - box.miny) <= eps || std::fabs(p.y - box.maxy) <= eps;
            ok = h.t >= 0 && within(p, box, eps) && (h.t == 0 || on_boundary);
            if (h.t > 0) ok = ok && !strictly_inside(o, box, 0);
        }
        // March along the ray: before t (or up to t = 20 for a miss) no point is inside.
        double t_end = h.hit ? h.t : 20;
        for (int k = 0; k < 200 && ok && t_end > 0; ++k) {
            double t = t_end * k / 200.0;
            if (strictly_inside(o + t * d, box, eps)) ok = false;
        }
        if (!ok) {
            ++failures;
            INFO((course::Shot{o, d, box}));
            CHECK(ok);
        }
    }
    CHECK(failures == 0);
}

TEST_CASE("mirroring x, swapping the axes and doubling d give the matching answer",
          "[reread:The slab idea]") {
    course::Random rng(66);
    int failures = 0;
    for (int i = 0; i < 20000 && failures < 5; ++i) {
        double ax = rng.uniform(-4, 4), bx = rng.uniform(-4, 4);
        double ay = rng.uniform(-4, 4), by = rng.uniform(-4, 4);
        Aabb box = {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
        Vec2 o = {rng.uniform(-8, 8), rng.uniform(-8, 8)};
        Vec2 d = {random_component(rng), random_component(rng)};
        RayHit h = collide::ray_aabb(o, d, box);

        Aabb mirrored = {-box.maxx, box.miny, -box.minx, box.maxy};
        RayHit m = collide::ray_aabb({-o.x, o.y}, {-d.x, d.y}, mirrored);
        Aabb swapped = {box.miny, box.minx, box.maxy, box.maxx};
        RayHit s = collide::ray_aabb({o.y, o.x}, {d.y, d.x}, swapped);
        RayHit twice = collide::ray_aabb(o, 2 * d, box);

        bool ok = m.hit == h.hit && near_rel(m.t, h.t) && s.hit == h.hit && near_rel(s.t, h.t) &&
                  twice.hit == h.hit && near_rel(2 * twice.t, h.t);
        if (!ok) {
            ++failures;
            INFO((course::Shot{o, d, box}) << "; mirrored {" << m.hit << ", " << m.t
                                         << "}, axes swapped {" << s.hit << ", " << s.t
                                         << "}, d doubled {" << twice.hit << ", " << twice.t
                                         << "}");
            CHECK(ok);
        }
    }
    CHECK(failures == 0);
}

TEST_CASE("scaling d by 2^-k rescales t by 2^k exactly, down to subnormal directions",
          "[precision][reread:The ends of the double range]") {
    // On the grid, o, d and the box are multiples of 1/4 with few bits, so d * 2^-k is exact
    // for every k up to 1072, and so is t * 2^k until it overflows: from there on the ray
    // cannot reach the box at any finite t, and it must miss. Upwards, d * 2^k down to t * 2^-k
    // stays exact while t stays a normal double.
    course::Random rng(67);
    int failures = 0, overflowed = 0;
    for (int i = 0; i < 600 && failures < 5; ++i) {
        long long x0 = rng.integer(-8, 8), x1 = rng.integer(-8, 8);
        long long y0 = rng.integer(-8, 8), y1 = rng.integer(-8, 8);
        Aabb box = {kGrid * std::min(x0, x1), kGrid * std::min(y0, y1),
                    kGrid * std::max(x0, x1), kGrid * std::max(y0, y1)};
        Vec2 o = {kGrid * rng.integer(-12, 12), kGrid * rng.integer(-12, 12)};
        Vec2 d = {kGrid * rng.integer(-4, 4), kGrid * rng.integer(-4, 4)};
        RayHit h = collide::ray_aabb(o, d, box);
        for (int k = -1000; k <= 1072 && failures < 5; ++k) {
            Vec2 dk = {std::ldexp(d.x, -k), std::ldexp(d.y, -k)};
            RayHit got = collide::ray_aabb(o, dk, box);
            double want_t = std::ldexp(h.t, k);
            bool want_hit = h.hit && want_t <= DBL_MAX;
            overflowed += h.hit && !want_hit;
            bool ok = got.hit == want_hit && (!want_hit || got.t == want_t);
            if (!ok) {
                ++failures;
                INFO((course::Shot{o, dk, box}) << " (d = " << d.x << ", " << d.y << " times 2^"
                                             << -k << "); expected {" << want_hit << ", "
                                             << (want_hit ? want_t : 0) << "}");
                CHECK(ok);
            }
        }
    }
    CHECK(failures == 0);
    CHECK(overflowed > 1000);  // many hits do reach t beyond DBL_MAX: the rule is exercised
}

namespace {

// One unit in the last place of @p v: the gap from |v| to the next double up.
double ulp(double v) { return std::nextafter(std::fabs(v), INFINITY) - std::fabs(v); }

// True when a relative change of 1e-12 in d, one way or the other on either component, turns
// the hit into a miss or back: a ray whose answer rounding decides (it grazes an edge or a
// corner).
bool decided_by_rounding(Vec2 o, Vec2 d, const Aabb& box) {
    bool hit = collide::ray_aabb(o, d, box).hit;
    for (double f : {1 - 1e-12, 1 + 1e-12})
        if (collide::ray_aabb(o, {d.x * f, d.y}, box).hit != hit ||
            collide::ray_aabb(o, {d.x, d.y * f}, box).hit != hit)
            return true;
    return false;
}

} // namespace

TEST_CASE("scaling d by any s: t within 3 ulps of t / s, and the same hit except when grazing",
          "[precision][reread:The ends of the double range]") {
    // s d and the divisions round, so the scaled ray is not exactly the same ray: its t is
    // t / s up to 3 units in the last place (3.5 against t / s rounded to a double here).
    {
        Vec2 o = {-0.9, 0}, d = {0.01, 0};
        Aabb box = {0, -1, 1, 1};
        RayHit h = collide::ray_aabb(o, d, box), g = collide::ray_aabb(o, d * 0.9, box);
        INFO("d = (0.01, 0): t = " << h.t << "; d * 0.9: t = " << g.t << ", t / 0.9 = "
                                   << h.t / 0.9);
        REQUIRE(h.hit);
        REQUIRE(g.hit);
        CHECK(std::fabs(g.t - h.t / 0.9) <= 3.5 * ulp(h.t / 0.9));
    }
    course::Random rng(68);
    int failures = 0, compared = 0, grazing = 0;
    for (int i = 0; i < 200000 && failures < 5; ++i) {
        double ax = rng.uniform(-4, 4), bx = rng.uniform(-4, 4);
        double ay = rng.uniform(-4, 4), by = rng.uniform(-4, 4);
        Aabb box = {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
        Vec2 o = {rng.uniform(-8, 8), rng.uniform(-8, 8)};
        Vec2 d = {random_component(rng), random_component(rng)};
        if (i % 4 == 0) {  // aimed at a corner: many of these only graze it
            Vec2 corner = {rng.integer(0, 1) ? box.minx : box.maxx,
                           rng.integer(0, 1) ? box.miny : box.maxy};
            d = (corner - o) * rng.uniform(0.5, 2);
        }
        double s = std::exp(rng.uniform(-5, 5));  // from 0.0067 to 148
        RayHit h = collide::ray_aabb(o, d, box), g = collide::ray_aabb(o, d * s, box);
        bool ok;
        if (h.hit != g.hit) {
            ok = decided_by_rounding(o, d, box);
            grazing += ok;
        } else {
            ok = !h.hit || std::fabs(g.t - h.t / s) <= 3.5 * ulp(h.t / s);
            compared += h.hit && h.t > 0;
        }
        if (!ok) {
            ++failures;
            INFO((course::Shot{o, d, box}) << " against d * " << s << ": {" << g.hit << ", "
                                           << g.t << "}, t / s = " << h.t / s);
            CHECK(ok);
        }
    }
    INFO(compared << " hits compared, " << grazing << " grazing rays whose answer changed");
    CHECK(failures == 0);
    CHECK(compared > 20000);
    CHECK(grazing > 0);  // the rays that rounding decides do come up
}
