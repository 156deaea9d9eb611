// Measures what vec3.hpp's length() and normalized() promise, against the same computed in
// long double (x87: 64-bit significand, exponents to about 1e4932, so nothing overflows or
// underflows there): the largest error in units in the last place for normal results, in
// multiples of the smallest subnormal below that, over vectors whose components range over
// the whole double line. Exit status 0 when every promise of the header holds. The errors met
// are a sample: `08-bounds3d-vec3-length SEED` draws another one (the default seed is 8081).
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "course_random.hpp"
#include "vec3.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;

namespace {

// A double with a random sign, significand and binary exponent in [lo, hi] (subnormals when
// the exponent falls below -1022).
double random_double(course::Random& rng, int lo, int hi) {
    double v = std::ldexp(1 + rng.unit(), static_cast<int>(rng.integer(lo, hi)));
    return rng.integer(0, 1) ? v : -v;
}

long double exact_length(Vec3 a) {
    long double x = a.x, y = a.y, z = a.z;
    return std::sqrt(x * x + y * y + z * z);
}

// |got - exact| in units in the last place of the double nearest the exact value.
double ulps(double got, long double exact) {
    double nearest = static_cast<double>(exact);
    double ulp = std::nextafter(nearest, kInf) - nearest;
    return static_cast<double>(std::fabs(static_cast<long double>(got) - exact) / ulp);
}

} // namespace

int main(int argc, char** argv) {
    course::Random rng(argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 8081);
    double worst_normal = 0, worst_subnormal = 0, worst_unit = 0;
    long fast_path_changed = 0, wrong_infinity = 0, vectors = 0;
    for (int n = 0; n < 3000000; ++n) {
        // One exponent for the vector, and the components within 60 binary orders of it (or
        // anywhere, one time in four), so that both the common and the lopsided cases occur.
        int e = static_cast<int>(rng.integer(-1074, 1023));
        bool spread = rng.integer(0, 3) == 0;
        auto comp = [&] {
            int lo = spread ? -1074 : std::max(-1074, e - 60),
                hi = spread ? 1023 : std::min(1023, e);
            return rng.integer(0, 9) == 0 ? 0.0 : random_double(rng, lo, hi);
        };
        Vec3 a = {comp(), comp(), comp()};
        ++vectors;
        double got = length(a);
        long double exact = exact_length(a);
        if (exact > DBL_MAX) {
            wrong_infinity += !std::isinf(got);
            continue;
        }
        if (std::isinf(got)) ++wrong_infinity;
        if (exact >= DBL_MIN)
            worst_normal = std::fmax(worst_normal, ulps(got, exact));
        else
            worst_subnormal = std::fmax(worst_subnormal,
                                        static_cast<double>(std::fabs(got - exact) / DBL_TRUE_MIN));
        double s = a.x * a.x + a.y * a.y + a.z * a.z;
        if (plain_square(s) && got != std::sqrt(s)) ++fast_path_changed;
        if (exact > 0)
            worst_unit = std::fmax(worst_unit,
                                   static_cast<double>(std::fabs(exact_length(normalized(a)) - 1)));
    }
    std::printf(
        "%ld vectors: length() within %.3f ulp for normal results, within %.3f x 2^-1074 for "
        "subnormal ones; normalized() within %.3g of length 1; %ld wrong infinities; %ld results "
        "changed where the old sqrt(dot(a, a)) was used\n",
        vectors, worst_normal, worst_subnormal, worst_unit, wrong_infinity, fast_path_changed);
    // The promises of vec3.hpp.
    bool ok = worst_normal <= 2 && worst_subnormal <= 2 && worst_unit <= 4e-16 &&
              wrong_infinity == 0 && fast_path_changed == 0;
    // And the special values.
    ok = ok && length({kInf, kNaN, 0}) == kInf && std::isnan(length({kNaN, 1e300, 0})) &&
         length({0, 0, 0}) == 0 && std::isnan(normalized({kInf, 0, 0}).x) &&
         normalized({0, 0, 0}).x == 0 && length({DBL_MAX, DBL_MAX, 0}) == kInf &&
         length({DBL_MAX, 0, 0}) == DBL_MAX && length({DBL_TRUE_MIN, 0, 0}) == DBL_TRUE_MIN &&
         normalized({0, DBL_TRUE_MIN, 0}).y == 1;
    if (!ok) std::printf("a promise of vec3.hpp does not hold\n");
    return ok ? 0 : 1;
}
