/// @file broad.hpp
/// @brief Lesson 05: the broad phase. Find every overlapping pair of boxes, first by testing
/// every pair, then by sorting the boxes along x and sweeping.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "boxes.hpp"

namespace collide {
/// @addtogroup api_05
/// @{

// [api]
/// What a pair finder returns: the overlapping pairs and what it cost to find them.
struct PairScan {
    /// Every overlapping pair as (smaller index, larger index) into the input, sorted.
    std::vector<std::pair<int, int>> pairs;
    /// How many times the overlap rule (boxes_overlap) was called.
    long long checks;
};

/// Tests every pair i < j with boxes_overlap: checks = n(n-1)/2, always, invalid boxes
/// included (they are tested and overlap nothing). No boxes or one box: no pairs, 0 checks.
PairScan brute_force_pairs(const std::vector<Aabb>& boxes);

/// Sort and sweep along x. The valid boxes (box_is_valid) are ordered by minx, ties by
/// index; for each box, the boxes after it in that order are walked until the first whose
/// minx > this box's maxx (strict: touching is overlap). Every box reached before that stop
/// is tested with boxes_overlap and counted in checks; the box that stops the walk is not.
/// Invalid boxes overlap nothing, so they are left out before sorting (a NaN would break the
/// order): they are never walked and never counted. The pairs are exactly
/// brute_force_pairs(boxes).pairs; only the checks differ.
PairScan sort_and_sweep_pairs(const std::vector<Aabb>& boxes);
// [end api]

/// The driver's four lines (05-broad.txt) for what the two methods found on one field of
/// boxes: pairs_brute=, pairs_sweep=, checks_brute=, checks_sweep=. The live figure writes
/// the same lines for its field.
inline std::vector<std::string> count_lines(const PairScan& brute, const PairScan& sweep) {
    return {"pairs_brute=" + std::to_string(brute.pairs.size()),
            "pairs_sweep=" + std::to_string(sweep.pairs.size()),
            "checks_brute=" + std::to_string(brute.checks),
            "checks_sweep=" + std::to_string(sweep.checks)};
}

/// @}

} // namespace collide
