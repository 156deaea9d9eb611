// Lesson 05 driver: finds the overlapping pairs of lessons/05-broad/boxes.txt both ways and
// writes OUT_DIR/05-broad.txt, four lines: pairs_brute=, pairs_sweep=, checks_brute=,
// checks_sweep=; and OUT_DIR/05-broad.png, the 200 boxes, red where sort_and_sweep_pairs()
// puts a box in a pair, grey where it puts it in none.
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "broad.hpp"
#include "canvas.hpp"
#include "driver.hpp"
#include "world_view.hpp"

#ifndef COURSE_BOXES_FILE
#error "CMake defines COURSE_BOXES_FILE, the path of lessons/05-broad/boxes.txt"
#endif

namespace {

// ---- The picture: given drawing code, not the exercise. ----

const gfx::Rgb kAlone = {110, 110, 110};  // a box in no pair
const gfx::Rgb kPaired = {255, 80, 80};   // a box in at least one pair

// The boxes fill [0, 21.75] on both axes (a 20-unit world, boxes up to 1.75 wide): 11 pixels
// a unit puts that square within the canvas, 8 pixels to spare on each side.
const course::View kView = {128, 128, 11, {10.875, 10.875}};

void write_picture(const std::string& path, const std::vector<collide::Aabb>& boxes,
                   const collide::PairScan& sweep) {
    std::vector<bool> paired(boxes.size(), false);
    const int n = static_cast<int>(boxes.size());
    for (const auto& p : sweep.pairs)     // a wrong answer may hold any index: those are left out
        for (int k : {p.first, p.second})
            if (k >= 0 && k < n) paired[k] = true;
    gfx::Canvas canvas(256, 256);
    for (int k = 0; k < n; ++k)           // the paired ones last, so that red is on top
        if (!paired[k]) course::outline(canvas, kView, boxes[k], kAlone);
    for (int k = 0; k < n; ++k)
        if (paired[k]) course::outline(canvas, kView, boxes[k], kPaired);
    canvas.write_png(path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        std::vector<collide::Aabb> boxes = collide::read_boxes(COURSE_BOXES_FILE);
        collide::PairScan brute = collide::brute_force_pairs(boxes);
        collide::PairScan sweep = collide::sort_and_sweep_pairs(boxes);
        course::write_text_file(course::join(out, "05-broad.txt"), [&](std::ostream& file) {
            for (const std::string& line : collide::count_lines(brute, sweep))
                file << line << "\n";
        });
        write_picture(course::join(out, "05-broad.png"), boxes, sweep);
    });
}
