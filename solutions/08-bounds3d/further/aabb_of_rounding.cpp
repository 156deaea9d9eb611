// Measures what rounding outward buys in aabb_of(), against the eight corners computed
// exactly (tests/exact.hpp): for random turned boxes near the origin and far from it, how
// many corner coordinates fall outside the box when the formula is taken as it rounds (to
// the nearest double), by how much at worst, and how much wider than the exact box the
// reference's rounded-outward box is. Exit status 0 when the reference holds every corner and
// stays within the header's 2e-15; `--smoke` runs 2,000 boxes per row instead of 100,000.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "bounds3d.hpp"
#include "course_random.hpp"
#include "exact.hpp"
#include "make_obb.hpp"
#include "random_obb.hpp"

using namespace collide;

namespace {

double Vec3::*const kCoord[3] = {&Vec3::x, &Vec3::y, &Vec3::z};

// The formula as it rounds, with nothing stepped: the box the text warns about.
Aabb3 rounded_to_nearest(const Obb& box) {
    Vec3 reach;
    for (int k = 0; k < 3; ++k)
        reach.*kCoord[k] = std::fabs(box.axis[0].*kCoord[k]) * box.half.x +
                           std::fabs(box.axis[1].*kCoord[k]) * box.half.y +
                           std::fabs(box.axis[2].*kCoord[k]) * box.half.z;
    return {box.center - reach, box.center + reach};
}

struct Tally {
    long coordinates = 0, outside = 0, inexact = 0;
    double worst_outside = 0;  // how far a corner coordinate lies outside, at worst
    double widest = 0;         // a side beyond the exact extreme, over max(|centre|, reach)
};

// Every corner coordinate of @p box against the sides of @p got, exactly.
void tally(const Obb& box, const Aabb3& got, Tally& t) {
    const double half[3] = {box.half.x, box.half.y, box.half.z};
    for (int axis = 0; axis < 3; ++axis) {
        double c = box.center.*kCoord[axis];
        double lo = got.min.*kCoord[axis], hi = got.max.*kCoord[axis];
        long double reach = 0;
        for (int i = 0; i < 3; ++i)
            reach += std::fabs(static_cast<long double>(box.axis[i].*kCoord[axis])) * half[i];
        for (int corner = 0; corner < 8; ++corner) {
            double a[3];
            long double v = c;  // for the size of a miss only: the exact sign decides
            for (int i = 0; i < 3; ++i) {
                a[i] = ((corner >> i) & 1 ? 1 : -1) * box.axis[i].*kCoord[axis];
                v += static_cast<long double>(a[i]) * half[i];
            }
            bool exact_lo = true, exact_hi = true;
            bool below = course::exact_sign_of(c, a, half, lo, exact_lo) < 0;
            bool above = course::exact_sign_of(c, a, half, hi, exact_hi) > 0;
            ++t.coordinates;
            t.inexact += !exact_lo || !exact_hi;
            if (below || above) {
                ++t.outside;
                double miss = static_cast<double>(below ? lo - v : v - hi);
                t.worst_outside = std::fmax(t.worst_outside, miss);
            }
        }
        long double scale = std::fmax(std::fabs(c), static_cast<double>(reach));
        if (scale > 0) {
            t.widest = std::fmax(t.widest, static_cast<double>(((c - reach) - lo) / scale));
            t.widest = std::fmax(t.widest, static_cast<double>((hi - (c + reach)) / scale));
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    bool smoke = argc > 1 && std::strcmp(argv[1], "--smoke") == 0;
    const int boxes = smoke ? 2000 : 100000;
    bool ok = true;
    std::printf("%d turned boxes per row (seed 813), half-extents in [0, 2), centres within "
                "the offset of the origin; corner coordinates against the box's sides, exactly\n",
                boxes);
    std::printf("%-8s | %-38s | %s\n", "offset", "rounded to nearest: outside, worst miss",
                "aabb_of(): outside, widest side / size");
    for (double offset : {0.0, 5.0, 1e4, 1e8}) {
        course::Random rng(813);
        Tally plain, reference;
        for (int i = 0; i < boxes; ++i) {
            Vec3 half = {rng.uniform(0, 2), rng.uniform(0, 2), rng.uniform(0, 2)};
            Vec3 c = {rng.uniform(-offset, offset), rng.uniform(-offset, offset),
                      rng.uniform(-offset, offset)};
            Obb box = make_obb(c, half, random_rotation(rng));
            tally(box, rounded_to_nearest(box), plain);
            tally(box, aabb_of(box), reference);
        }
        char left[64], right[64];
        std::snprintf(left, sizeof left, "%.2f%% of %ld, worst by %.3g",
                      100.0 * plain.outside / plain.coordinates, plain.coordinates,
                      plain.worst_outside);
        std::snprintf(right, sizeof right, "%ld, %.3g", reference.outside, reference.widest);
        std::printf("%-8g | %-38s | %s\n", offset, left, right);
        ok = ok && reference.outside == 0 && reference.inexact == 0 && plain.inexact == 0 &&
             reference.widest <= 2e-15;
    }
    if (!ok) std::printf("aabb_of() misses an exact corner, or is wider than the header allows\n");
    return ok ? 0 : 1;
}
