// Lesson 05 driver: finds the overlapping pairs of lessons/05-broad/boxes.txt both ways and
// writes OUT_DIR/05-broad.txt, four lines: pairs_brute=, pairs_sweep=, checks_brute=,
// checks_sweep=.
#include <fstream>
#include <stdexcept>

#include "broad.hpp"
#include "driver.hpp"

#ifndef COURSE_BOXES_FILE
#error "CMake defines COURSE_BOXES_FILE, the path of lessons/05-broad/boxes.txt"
#endif

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        std::vector<collide::Aabb> boxes = collide::read_boxes(COURSE_BOXES_FILE);
        collide::PairScan brute = collide::brute_force_pairs(boxes);
        collide::PairScan sweep = collide::sort_and_sweep_pairs(boxes);
        course::write_text_file(course::join(out, "05-broad.txt"), [&](std::ostream& file) {
            file << "pairs_brute=" << brute.pairs.size() << "\n"
                 << "pairs_sweep=" << sweep.pairs.size() << "\n"
                 << "checks_brute=" << brute.checks << "\n"
                 << "checks_sweep=" << sweep.checks << "\n";
        });
    });
}
