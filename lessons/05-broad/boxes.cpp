// Lesson 05, given code: generating, writing and reading the lesson's boxes.
#include "boxes.hpp"
#include "course_random.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace collide {

namespace {

// Widths and heights are 0.5 + k/32 for k in 0..40: exact in binary, so no rounding at all.
double random_size(course::Random& random) { return 0.5 + random.integer(0, 40) / 32.0; }

} // namespace

double constant_density_world(int n) {
    return n > 0 ? std::sqrt(kAreaPerBox * n) : 0.0;
}

std::vector<Aabb> generate_boxes(int n, std::uint64_t seed, double world) {
    if (!(std::isfinite(world) && world > 0))
        throw std::invalid_argument("generate_boxes: the world must be a finite number > 0");
    std::vector<Aabb> boxes;
    if (n <= 0) return boxes;
    boxes.reserve(n);
    course::Random random(seed);  // splitmix64: the same sequence on every platform
    for (int i = 0; i < n; ++i) {
        // One operation per statement: no compiler may fuse them into an FMA, whose single
        // rounding would change the last bit on some platforms.
        Aabb b;
        b.minx = random.unit() * world;
        b.miny = random.unit() * world;
        double w = random_size(random);
        double h = random_size(random);
        b.maxx = b.minx + w;
        b.maxy = b.miny + h;
        boxes.push_back(b);
    }
    return boxes;
}

std::vector<Aabb> lesson_boxes() {
    return generate_boxes(kBoxesCount, kBoxesSeed, constant_density_world(kBoxesCount));
}

std::string lesson_boxes_text() {
    char comment[160];
    std::snprintf(comment, sizeof comment,
                  "%d boxes: generate_boxes(%d, %llu, %g), one per line: minx miny maxx maxy",
                  kBoxesCount, kBoxesCount, static_cast<unsigned long long>(kBoxesSeed),
                  constant_density_world(kBoxesCount));
    return format_boxes(lesson_boxes(), comment);
}

std::string format_boxes(const std::vector<Aabb>& boxes, const std::string& comment) {
    std::string text = "# " + comment + "\n";
    char line[128];
    for (const Aabb& b : boxes) {
        std::snprintf(line, sizeof line, "%.17g %.17g %.17g %.17g\n", b.minx, b.miny, b.maxx,
                      b.maxy);
        text += line;
    }
    return text;
}

namespace {

// Reads the four numbers of one line into b; false when the line is anything else.
bool parse_box(const std::string& line, Aabb& b) {
    double v[4];
    const char* p = line.c_str();
    for (double& x : v) {
        char* end = nullptr;
        errno = 0;
        x = std::strtod(p, &end);
        if (end == p) return false;
        if (errno == ERANGE && std::fabs(x) == HUGE_VAL) return false;  // overflow, e.g. 1e999
        p = end;
    }
    while (*p == ' ' || *p == '\t' || *p == '\r') ++p;
    if (*p != '\0') return false;
    b = {v[0], v[1], v[2], v[3]};
    return true;
}

} // namespace

std::vector<Aabb> read_boxes(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open boxes file " + path);
    std::vector<Aabb> boxes;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#' || line == "\r") continue;
        Aabb b;
        if (!parse_box(line, b)) {
            std::ostringstream msg;
            msg << path << ":" << number << ": expected four numbers 'minx miny maxx maxy', got '"
                << line.substr(0, 80) << "'";
            throw std::runtime_error(msg.str());
        }
        boxes.push_back(b);
    }
    return boxes;
}

} // namespace collide
