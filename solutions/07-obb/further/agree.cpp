// The benchmark's contestants must give the same answer: variants (1) and (2), obb_overlap,
// obb_hit and (when built with it) FCL, on the benchmark's pairs and many more.
#include <cstdio>

#include "obb.hpp"
#include "random_obb.hpp"
#include "variants.hpp"
#ifdef COURSE_HAVE_FCL
#include "engines/fcl_obb.hpp"
#endif

int main() {
    using namespace collide;
    const int pairs = 100000;  // the first 1024 are the benchmark's own
    course::Random rng(2024);
    int wrong = 0, overlapping = 0, fcl_skipped = 0;
    for (int n = 0; n < 2 * pairs; ++n) {
        Obb a = random_obb(rng), b = random_obb(rng);
        if (n >= pairs && n % 2 == 0)
            for (int k = 0; k < 3; ++k) b.axis[k] = a.axis[k];  // parallel edges, exactly
        bool ref = obb_overlap(a, b);
        bool answers[3] = {overlap_by_corners(a, b), overlap_in_world(a, b), obb_hit(a, b).hit};
        overlapping += ref;
        bool same = answers[0] == ref && answers[1] == ref && answers[2] == ref;
#ifdef COURSE_HAVE_FCL
        if (course::within_fcl_epsilon(a, b)) ++fcl_skipped;
        else same = same && course::to_fcl(a).overlap(course::to_fcl(b)) == ref;
#endif
        if (!same && ++wrong <= 5)
            std::printf("pair %d: obb_overlap %d, corners %d, world %d, obb_hit %d\n", n, ref,
                        answers[0], answers[1], answers[2]);
    }
    std::printf("%d pairs (seed 2024; half of the second %d with b's axes = a's): %d overlapping, "
                "%d disagreements, %d left out of the FCL comparison as touching\n",
                2 * pairs, pairs, overlapping, wrong, fcl_skipped);
    return wrong == 0 ? 0 : 1;
}
