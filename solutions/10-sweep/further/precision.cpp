// Lesson 10, instructor side: the precision study of "Where precision is lost". Measures, on
// random shots with fixed seeds, the relative error of the time of impact t against a long
// double reference (64-bit significand on x86-64, 11 bits more than double):
//   A. the two forms of the near root, (-b - sqrt(disc)) / a and c / (-b + sqrt(disc)), on
//      shots that start a small gap from touching, with arbitrary coordinates and with
//      coordinates whose squares are exact in double;
//   B. the two forms of the discriminant, b^2 - a c and a R^2 - cross(d, w)^2, on far
//      grazing shots.
//   C. the touching rules that rounding decides: exact tangent passes of circles and exact
//      corner-to-corner passes of boxes, given to the reference swept_circles and swept_aabb,
//      on inputs where every step is exact and on inputs where a difference rounds.
// Prints the tables of the text, and exits 1 if a claim the text makes does not hold.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "course_random.hpp"
#include "sweep.hpp"

namespace {

typedef long double Long;

// One shot, in relative terms: offset d, relative motion w, radius sum R.
struct Shot {
    double dx, dy, wx, wy, R;
};

// The long double reference: the stable near root, every step in long double.
Long reference_t(const Shot& s) {
    Long a = (Long)s.wx * s.wx + (Long)s.wy * s.wy;
    Long b = (Long)s.dx * s.wx + (Long)s.dy * s.wy;
    Long c = (Long)s.dx * s.dx + (Long)s.dy * s.dy - (Long)s.R * s.R;
    Long cross = (Long)s.dx * s.wy - (Long)s.dy * s.wx;
    Long disc = a * s.R * s.R - cross * cross;
    return disc > 0 ? c / (-b + std::sqrt(disc)) : -1;
}

enum Root { kTextbook, kStable };
enum Disc { kClassic, kLagrange };

// t in double with the chosen forms; -1 when the discriminant says "no impact".
double double_t(const Shot& s, Root root, Disc form) {
    double a = s.wx * s.wx + s.wy * s.wy;
    double b = s.dx * s.wx + s.dy * s.wy;
    double c = s.dx * s.dx + s.dy * s.dy - s.R * s.R;
    double cross = s.dx * s.wy - s.dy * s.wx;
    double disc = form == kClassic ? b * b - a * c : a * s.R * s.R - cross * cross;
    if (!(disc > 0)) return -1;
    return root == kTextbook ? (-b - std::sqrt(disc)) / a : c / (-b + std::sqrt(disc));
}

struct Errors {
    std::vector<double> relative;  // |t - reference| / reference, for the shots it found
    int missed = 0;                // shots the reference calls an impact and this form does not
    double median() {
        std::sort(relative.begin(), relative.end());
        return relative.empty() ? 0 : relative[relative.size() / 2];
    }
    double max() {
        return relative.empty() ? 0 : *std::max_element(relative.begin(), relative.end());
    }
};

void add(Errors& e, double t, Long ref) {
    if (t < 0) {
        ++e.missed;
        return;
    }
    e.relative.push_back((double)(std::fabs((Long)t - ref) / ref));
}

const int kShots = 20000;
const double kTau = 6.283185307179586;

// Part A, arbitrary coordinates: radius sum in [0.5, 2], a gap of gap * [1, 10) times it,
// the offset in any direction, the motion against it within 80 degrees, speed 0.5 to 20.
Shot near_touching(course::Random& rng, double gap) {
    Shot s;
    s.R = rng.uniform(0.5, 2);
    double distance = s.R * (1 + gap * rng.uniform(1, 10));
    double angle = rng.uniform(0, kTau), off = rng.uniform(-1.4, 1.4), speed = rng.uniform(0.5, 20);
    s.dx = distance * std::cos(angle), s.dy = distance * std::sin(angle);
    s.wx = -speed * std::cos(angle + off), s.wy = -speed * std::sin(angle + off);
    return s;
}

// Part A, exact squares: R a multiple of 2^-20 in [1, 2), the offset R + g along x with g a
// multiple of 2^-25 (so at most 26 significant bits), w on a grid of 2^-20 within 16. Every
// square and product in c, b and cross(d, w) is then exact. Only the angle between offset
// and motion matters, so an offset along x loses nothing.
Shot exact_near_touching(course::Random& rng, double gap) {
    Shot s;
    s.R = rng.integer(1 << 20, (1 << 21) - 1) / 1048576.0;
    long g = std::max(1L, std::lround(s.R * gap * rng.uniform(1, 10) * 33554432.0));
    s.dx = s.R + g / 33554432.0, s.dy = 0;
    double angle = kTau / 2 + rng.uniform(-1.4, 1.4), speed = rng.uniform(0.5, 16);
    s.wx = std::round(speed * std::cos(angle) * 1048576.0) / 1048576.0;
    s.wy = std::round(speed * std::sin(angle) * 1048576.0) / 1048576.0;
    return s;
}

// Part B: from `far` times R away, passing at R (1 - closeness * [0.1, 1)) from the centre
// (a hit), with a speed that reaches the target within the step.
Shot grazing(course::Random& rng, double far, double closeness) {
    Shot s;
    s.R = rng.uniform(0.5, 2);
    double distance = s.R * far * rng.uniform(1, 10);
    double angle = rng.uniform(0, kTau);
    double closest = s.R * (1 - closeness * rng.uniform(0.1, 1));
    double off = std::asin(closest / distance) * (rng.unit() < 0.5 ? -1 : 1);
    double speed = distance * rng.uniform(1, 1.5);
    s.dx = distance * std::cos(angle), s.dy = distance * std::sin(angle);
    s.wx = -speed * std::cos(angle + off), s.wy = -speed * std::sin(angle + off);
    return s;
}

bool ok = true;

void claim(bool holds, const char* what) {
    if (!holds) {
        std::printf("CLAIM FAILS: %s\n", what);
        ok = false;
    }
}

void part_a(bool exact) {
    std::printf("\nA. near root, %s: relative error of t (median / max over %d shots)\n",
                exact ? "coordinates with exact squares" : "arbitrary coordinates", kShots);
    std::printf("| gap / R | (-b - sqrt(disc)) / a | c / (-b + sqrt(disc)) |\n|---|---|---|\n");
    course::Random rng(exact ? 1102 : 1101);
    const int top = exact ? 7 : 13;
    for (int k = 1; k <= top; k += 2) {
        double gap = std::pow(10.0, -k);
        Errors textbook, stable;
        for (int n = 0; n < kShots; ++n) {
            Shot s = exact ? exact_near_touching(rng, gap) : near_touching(rng, gap);
            Long ref = reference_t(s);
            if (!(ref > 0)) continue;
            add(textbook, double_t(s, kTextbook, kLagrange), ref);
            add(stable, double_t(s, kStable, kLagrange), ref);
        }
        std::printf("| 1e-%d | %.1e / %.1e | %.1e / %.1e |\n", k, textbook.median(), textbook.max(),
                    stable.median(), stable.max());
        claim(stable.median() <= textbook.median(), "the stable root is never worse (median)");
        if (exact) claim(stable.max() <= 1e-14, "with exact squares, the stable root to 1e-14");
    }
}

void part_b() {
    std::printf("\nB. discriminant, far grazing shots: relative error of t (median / max), "
                "and hits missed, of %d\n", kShots);
    std::printf("| distance / R | closest / R | b^2 - a c | a R^2 - cross^2 |\n");
    std::printf("|---|---|---|---|\n");
    course::Random rng(1103);
    for (int f = 1; f <= 4; ++f)
        for (int k = 2; k <= 10; k += 4) {
            Errors classic, lagrange;
            for (int n = 0; n < kShots; ++n) {
                Shot s = grazing(rng, std::pow(10.0, f), std::pow(10.0, -k));
                Long ref = reference_t(s);
                if (!(ref > 0)) continue;
                add(classic, double_t(s, kStable, kClassic), ref);
                add(lagrange, double_t(s, kStable, kLagrange), ref);
            }
            std::printf("| 1e%d | 1 - 1e-%d | %.1e / %.1e, %d missed | %.1e / %.1e, %d missed |\n",
                        f, k, classic.median(), classic.max(), classic.missed, lagrange.median(),
                        lagrange.max(), lagrange.missed);
            claim(lagrange.median() <= classic.median(), "a R^2 - cross^2 is never worse (median)");
            claim(lagrange.missed <= classic.missed, "a R^2 - cross^2 misses no more hits");
            if (k <= 6) claim(lagrange.missed == 0, "a R^2 - cross^2 misses nothing to 1e-6");
        }
}

// Part C, circles: an exact tangent pass, d = (3s + 4p, 4s - 3p), w = -k (3, 4), R = 5p, so
// that |cross(d, w)| = 25 k p = |w| R, closest at t = s / k (inside the step). s, p, k are
// integers times 2^-shift; with `bits` of them every component is exact in double (checked
// against the integers). With 48 bits the products of the discriminant round; with 6 (and a
// scale that keeps every value below 2048 units) every step is exact.
bool tangent_reported(course::Random& rng, int bits) {
    long top = 1L << bits;
    long k = rng.integer(top / 2, top - 1), p = rng.integer(top / 2, top - 1);
    long sv = rng.integer(k / 20, k - k / 20);
    double unit = std::ldexp(1.0, -bits);
    double dx = (3 * sv + 4 * p) * unit, dy = (4 * sv - 3 * p) * unit;
    double r = 5 * p * unit / 2;                      // r1 = r2, so r1 + r2 = 5p exactly
    collide::Vec2 w = {-3 * k * unit, -4 * k * unit};
    return collide::swept_circles({0, 0}, r, {0, 0}, {dx, dy}, r, w).hit;
}

// Part C, boxes: an exact corner-to-corner pass with delta (1, 3): the x face entered at
// L = S.minx - M.maxx, the top left when S.maxy - M.miny = 3 L. With L = j 2^-52 in [2/3, 1)
// (j odd) and S on a grid of 2^-16, every coordinate is a double and S.minx - M.maxx is
// exact, but 3 L, in [2, 3), needs one bit more than a double has there, so
// S.maxy - M.miny rounds. With `exact`, L and the coordinates are on a grid of 2^-16 instead,
// and every edge is exact.
bool corner_reported(course::Random& rng, bool exact) {
    const double grid = std::ldexp(1.0, -16), fine = std::ldexp(1.0, -52);
    long long j = 0;
    double L;
    if (exact) {
        L = rng.integer(43691, 65535) * grid;         // in [2/3, 1)
    } else {
        j = rng.integer((1LL << 52) / 3 * 2 + 1, (1LL << 52) - 1) | 1;
        L = j * fine;
    }
    double sx = rng.integer(0, 32767) * grid;          // S.minx in [0, 0.5)
    long top_lo = long(std::ceil((3 * L - 2) / grid)) + 1;
    double sy = rng.integer(top_lo, 65535) * grid;     // S.maxy in (3 L - 2, 1)
    double mx = sx - L;                                // exact: a multiple of 2^-52 below 1
    double my = exact ? sy - 3 * L : ((long long)(sy / fine) - 3 * j) * fine;
    collide::Aabb still = {sx, sy - 2, sx + 1, sy}, moving = {mx - 1, my, mx, my + 1};
    claim((Long)still.minx - moving.maxx == L && (Long)still.maxy - moving.miny == 3 * (Long)L,
          "the corner-to-corner pass is exact (checked in long double)");
    return collide::swept_aabb(still, moving, {1, 3}).hit;
}

void part_c() {
    std::printf("\nC. exact tangent and corner-to-corner passes reported as impacts, of %d\n",
                kShots);
    std::printf("| family | every step exact | a difference or product rounds |\n");
    std::printf("|---|---|---|\n");
    course::Random rng(1104);
    int grid_circles = 0, full_circles = 0, exact_boxes = 0, rounded_boxes = 0;
    for (int n = 0; n < kShots; ++n) {
        grid_circles += tangent_reported(rng, 6);
        full_circles += tangent_reported(rng, 48);
        exact_boxes += corner_reported(rng, true);
        rounded_boxes += corner_reported(rng, false);
    }
    std::printf("| circles, tangent pass | %d | %d |\n", grid_circles, full_circles);
    std::printf("| boxes, corner to corner | %d | %d |\n", exact_boxes, rounded_boxes);
    claim(grid_circles == 0, "a tangent pass on a binary grid is never an impact");
    claim(exact_boxes == 0, "a corner-to-corner pass with exact edges is never an impact");
}

} // namespace

int main() {
    part_a(false);
    part_a(true);
    part_b();
    part_c();
    std::printf("\n%s\n", ok ? "every claim of the text holds" : "some claim of the text fails");
    return ok ? 0 : 1;
}
