// Lesson 05, the given code: the overlap rule, generate_boxes and the boxes.txt file.
// These pass before you start; they prove the lesson's data is what the text says.
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>

#include "boxes.hpp"
#include "course_test.hpp"
#include "special_values.hpp"

using course::kNaN;

#ifndef COURSE_BOXES_FILE
#error "CMake defines COURSE_BOXES_FILE, the path of lessons/05-broad/boxes.txt"
#endif

using collide::Aabb;

namespace {

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The message read_boxes throws for @p path ("" when it throws nothing).
std::string error_reading(const std::string& path) {
    try {
        collide::read_boxes(path);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}

// A file name no other run of these tests uses at the same time (the tracks' test programs
// run side by side in one folder).
const std::string kMalformedPath =
    "05-broad-malformed-" + std::to_string(std::random_device{}()) + ".txt";

// The message read_boxes throws for a file holding @p text.
std::string read_error(const std::string& text) {
    const std::string& path = kMalformedPath;
    std::ofstream(path, std::ios::binary) << text;
    std::string message = error_reading(path);
    std::remove(path.c_str());
    return message;
}

bool same_bits(const Aabb& a, const Aabb& b) {
    return a.minx == b.minx && a.miny == b.miny && a.maxx == b.maxx && a.maxy == b.maxy;
}

int count_overlapping_pairs(const std::vector<Aabb>& boxes) {
    int pairs = 0;
    for (size_t i = 0; i < boxes.size(); ++i)
        for (size_t j = i + 1; j < boxes.size(); ++j)
            pairs += collide::boxes_overlap(boxes[i], boxes[j]);
    return pairs;
}


} // namespace

TEST_CASE("given: the overlap rule is lesson 01's (touching overlaps, invalid boxes overlap "
          "nothing)",
          "[given][reread:The boxes]") {
    Aabb a = {0, 0, 1, 1};
    CHECK(collide::boxes_overlap(a, {0.5, 0.5, 2, 2}));
    CHECK(collide::boxes_overlap(a, {1, 0, 2, 1}));   // edge
    CHECK(collide::boxes_overlap(a, {1, 1, 2, 2}));   // corner
    CHECK(collide::boxes_overlap(a, {0.5, 0.5, 0.5, 0.5}));  // a point inside
    CHECK_FALSE(collide::boxes_overlap(a, {1.5, 0, 2, 1}));
    CHECK_FALSE(collide::boxes_overlap(a, {0, 1.5, 1, 2}));
    CHECK_FALSE(collide::boxes_overlap(a, {kNaN, 0, 1, 1}));
    CHECK_FALSE(collide::boxes_overlap({0, 0, kNaN, 1}, a));
    CHECK_FALSE(collide::boxes_overlap(a, {1, 0, 0, 1}));  // min > max
    CHECK_FALSE(collide::boxes_overlap({1, 0, 0, 1}, {1, 0, 0, 1}));
}

TEST_CASE("given: boxes.txt is what generate_boxes makes now, to the byte",
          "[given][reread:The boxes]") {
    std::string text = file_text(COURSE_BOXES_FILE);
    REQUIRE_FALSE(text.empty());
    INFO("remake it with: cmake --build build --target 05-broad-boxes");
    CHECK(text == collide::lesson_boxes_text());
}

TEST_CASE("given: read_boxes reads boxes.txt back exactly", "[given][reread:The boxes]") {
    std::vector<Aabb> read = collide::read_boxes(COURSE_BOXES_FILE);
    std::vector<Aabb> made = collide::lesson_boxes();
    REQUIRE(read.size() == 200);
    REQUIRE(made.size() == 200);
    for (size_t i = 0; i < read.size(); ++i) {
        INFO("box " << i);
        CHECK(same_bits(read[i], made[i]));
    }
}

TEST_CASE("given: generate_boxes is the same on every platform", "[given][reread:The boxes]") {
    std::vector<Aabb> boxes = collide::generate_boxes(3, 5, 20);
    REQUIRE(boxes.size() == 3);
    std::vector<Aabb> again = collide::generate_boxes(3, 5, 20);
    CHECK(same_bits(boxes[0], again[0]));
    CHECK(boxes[0].maxx - boxes[0].minx >= 0.5);
    // The same doubles as an independent Python splitmix64 gives, written in hex: exact.
    CHECK(boxes[0].minx == 0x1.ef10273f31b0cp+2);
    CHECK(boxes[0].miny == 0x1.e179fb41f0fa0p+3);
    CHECK(boxes[0].maxx == 0x1.1288139f98d86p+3);
    CHECK(boxes[0].maxy == 0x1.0a3cfda0f87d0p+4);
    CHECK(collide::generate_boxes(0, 5, 20).empty());
    CHECK(collide::generate_boxes(-3, 5, 20).empty());
    CHECK_THROWS_AS(collide::generate_boxes(3, 5, 0), std::invalid_argument);
    CHECK_THROWS_AS(collide::generate_boxes(3, 5, kNaN), std::invalid_argument);
}

TEST_CASE("given: about one overlapping pair per box at every n (constant density)",
          "[given][reread:The boxes]") {
    for (int n : {200, 1000, 4000}) {
        std::vector<Aabb> boxes =
            collide::generate_boxes(n, collide::kBoxesSeed, collide::constant_density_world(n));
        double per_box = static_cast<double>(count_overlapping_pairs(boxes)) / n;
        INFO(n << " boxes: " << per_box << " overlapping pairs per box");
        CHECK(per_box >= 0.8);
        CHECK(per_box <= 2.0);
    }
}

TEST_CASE("given: read_boxes names the file and the line of a malformed line",
          "[given][reread:The boxes]") {
    CHECK(read_error("# comment\n0 0 1 1\n\n2 2 3 3\n") == "");
    std::string e = read_error("# comment\n0 0 1 1\n0 0 1\n");
    INFO(e);
    CHECK(e.find(kMalformedPath + ":3:") != std::string::npos);
    CHECK(read_error("0 0 1 1 5\n").find(":1:") != std::string::npos);
    CHECK(read_error("0 0 1 1\n0 0 one 1\n").find(":2:") != std::string::npos);
    CHECK(read_error("0 0 1 1e999\n").find(":1:") != std::string::npos);
    std::string missing = error_reading("no-such-dir/boxes.txt");
    CHECK(missing.find("no-such-dir/boxes.txt") != std::string::npos);
}
