// Lesson 10, instructor side: the precision study of "Where precision is lost". Measures, on
// random shots with fixed seeds, the relative error of the time of impact t against a long
// double reference (64-bit significand on x86-64, 11 bits more than double):
//   A. the two forms of the near root, (-b - sqrt(disc)) / a and c / (-b + sqrt(disc)), on
//      shots that start a small gap from touching, with arbitrary coordinates and with
//      coordinates whose squares are exact in double;
//   B. the two forms of the discriminant, b^2 - a c and a R^2 - cross(d, w)^2, on far
//      grazing shots.
// Prints the tables of the text, and exits 1 if a claim the text makes does not hold.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "course_random.hpp"

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

} // namespace

int main() {
    part_a(false);
    part_a(true);
    part_b();
    std::printf("\n%s\n", ok ? "every claim of the text holds" : "some claim of the text fails");
    return ok ? 0 : 1;
}
