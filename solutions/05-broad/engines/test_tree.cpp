// Lesson 05, measured: Box2D's dynamic tree finds exactly the pairs the sweep finds.

#include "course_test.hpp"
#include "tree_pairs.hpp"
#include "special_values.hpp"

using course::kNaN;

using collide::Aabb;

TEST_CASE("Box2D's dynamic tree finds the sweep's pairs on the lesson's boxes",
          "[reread:Measured: how it scales]") {
    std::vector<Aabb> boxes = collide::lesson_boxes();
    collide::PairScan tree = collide::dynamic_tree_pairs(boxes);
    collide::PairScan sweep = collide::sort_and_sweep_pairs(boxes);
    REQUIRE_FALSE(sweep.pairs.empty());
    CHECK(tree.pairs == sweep.pairs);
}

TEST_CASE("Box2D's dynamic tree finds the sweep's pairs at every benchmark size",
          "[reread:Measured: how it scales]") {
    for (int n : {1000, 10000, 100000}) {
        INFO(n << " boxes at constant density");
        std::vector<Aabb> boxes =
            collide::generate_boxes(n, 11, collide::constant_density_world(n));
        collide::PairScan tree = collide::dynamic_tree_pairs(boxes);
        collide::PairScan sweep = collide::sort_and_sweep_pairs(boxes);
        CHECK(tree.pairs.size() == sweep.pairs.size());
        CHECK(tree.pairs == sweep.pairs);
    }
}

TEST_CASE("Box2D's dynamic tree: touching boxes found, invalid boxes left out",
          "[reread:Measured: how it scales]") {
    std::vector<Aabb> boxes = {{0, 0, 1, 1}, {1, 1, 2, 2}, {kNaN, 0, 1, 1}, {3, 0, 2, 1},
                               {2, 0, 3, 1}};
    collide::PairScan tree = collide::dynamic_tree_pairs(boxes);
    CHECK(tree.pairs == collide::sort_and_sweep_pairs(boxes).pairs);
    CHECK(tree.pairs == std::vector<std::pair<int, int>>{{0, 1}, {1, 4}});
}
