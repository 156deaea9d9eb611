// Mistake: the walk compares each box with the box just before it, not with the box it walks from.
#include "broad.hpp"

#include <algorithm>

namespace collide {

namespace {

// A box and where it stood in the input, so the sorted copy still knows its index.
struct Entry {
    Aabb box;
    int index;
};

// Pairs are named (smaller index, larger index), whatever order they were found in.
std::pair<int, int> normalized_pair(int i, int j) {
    return i < j ? std::make_pair(i, j) : std::make_pair(j, i);
}

} // namespace

// [brute-force]
PairScan brute_force_pairs(const std::vector<Aabb>& boxes) {
    PairScan scan{{}, 0};
    int n = static_cast<int>(boxes.size());
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            ++scan.checks;
            if (boxes_overlap(boxes[i], boxes[j])) scan.pairs.push_back({i, j});
        }
    }
    return scan;  // i ascending, then j ascending: already sorted
}
// [end brute-force]

// [sort-and-sweep]
PairScan sort_and_sweep_pairs(const std::vector<Aabb>& boxes) {
    // Sort copies, not indices: the walk then reads memory in order, as brute force does.
    std::vector<Entry> sorted;
    sorted.reserve(boxes.size());
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
        if (box_is_valid(boxes[i])) sorted.push_back({boxes[i], i});  // NaN would break the sort
    std::sort(sorted.begin(), sorted.end(), [](const Entry& a, const Entry& b) {
        if (a.box.minx != b.box.minx) return a.box.minx < b.box.minx;
        return a.index < b.index;  // ties by index: the same walk on every standard library
    });

    PairScan scan{{}, 0};
    int m = static_cast<int>(sorted.size());
    for (int a = 0; a < m; ++a) {
        const Entry& first = sorted[a];
        for (int b = a + 1; b < m; ++b) {
            const Entry& second = sorted[b];
            // Every later box starts further right still: none of them can reach back.
            if (second.box.minx > sorted[b - 1].box.maxx) break;
            ++scan.checks;
            if (boxes_overlap(first.box, second.box))
                scan.pairs.push_back(normalized_pair(first.index, second.index));
        }
    }
    std::sort(scan.pairs.begin(), scan.pairs.end());  // found in x order, reported in index order
    return scan;
}
// [end sort-and-sweep]

} // namespace collide
