// Lesson 05, measured: Box2D's dynamic AABB tree as a broad phase.
#include "tree_pairs.hpp"

#include <algorithm>
#include <cstdint>

#include <box2d/box2d.h>

namespace collide {

namespace {

b2AABB to_box2d(const Aabb& b) {
    b2AABB out;
    out.lowerBound.Set(static_cast<float>(b.minx), static_cast<float>(b.miny));
    out.upperBound.Set(static_cast<float>(b.maxx), static_cast<float>(b.maxy));
    return out;
}

// Box2D calls QueryCallback(proxy) for every stored box whose fat box overlaps the query.
struct PairCollector {
    const b2DynamicTree* tree;
    const std::vector<Aabb>* boxes;
    int query_index;
    PairScan* scan;

    bool QueryCallback(int32 proxy) {
        int other = static_cast<int>(reinterpret_cast<std::intptr_t>(tree->GetUserData(proxy)));
        if (other > query_index) {  // each pair once, from its smaller index
            ++scan->checks;
            if (boxes_overlap((*boxes)[query_index], (*boxes)[other]))
                scan->pairs.push_back({query_index, other});
        }
        return true;  // keep going: we want every candidate
    }
};

} // namespace

PairScan dynamic_tree_pairs(const std::vector<Aabb>& boxes) {
    b2DynamicTree tree;
    int n = static_cast<int>(boxes.size());
    for (int i = 0; i < n; ++i)
        if (box_is_valid(boxes[i]))
            tree.CreateProxy(to_box2d(boxes[i]),
                             reinterpret_cast<void*>(static_cast<std::intptr_t>(i)));

    PairScan scan{{}, 0};
    PairCollector collector{&tree, &boxes, 0, &scan};
    for (int i = 0; i < n; ++i) {
        if (!box_is_valid(boxes[i])) continue;
        collector.query_index = i;
        tree.Query(&collector, to_box2d(boxes[i]));
    }
    std::sort(scan.pairs.begin(), scan.pairs.end());
    return scan;
}

} // namespace collide
