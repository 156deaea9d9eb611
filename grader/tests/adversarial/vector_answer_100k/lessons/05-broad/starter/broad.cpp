// Lesson 05, adversarial (vector_answer_100k): brute_force_pairs() is right;
// sort_and_sweep_pairs() answers 100,000 distinct pairs, none of them right. The grader before
// issue 31 explained a wrong vector by slicing the student's vector at every item (quadratic:
// 150 s of its own CPU for the lesson), hidden cases too, whose explanation no report shows.
// Its control (the file without the attack) answers 10 such pairs: both earn exactly the
// brute_force_pairs checks.
#include "broad.hpp"

#define WRONG_PAIRS 10
// @attack
#undef WRONG_PAIRS
#define WRONG_PAIRS 100000
// @end attack

namespace collide {

PairScan brute_force_pairs(const std::vector<Aabb>& boxes) {
    PairScan scan{{}, 0};
    int n = static_cast<int>(boxes.size());
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            ++scan.checks;
            if (boxes_overlap(boxes[i], boxes[j])) scan.pairs.push_back({i, j});
        }
    }
    return scan;
}

PairScan sort_and_sweep_pairs(const std::vector<Aabb>&) {
    PairScan scan{{}, 0};
    for (int i = 0; i < WRONG_PAIRS; ++i) scan.pairs.push_back({100000 + i, 200001 + i});
    return scan;
}

} // namespace collide
