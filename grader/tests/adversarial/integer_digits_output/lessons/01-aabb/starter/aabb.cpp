// Lesson 01, adversarial (integer_digits_output): overlap() is right, penetration() is not.
// When the driver has written 01-aabb.txt, an exit handler rewrites its first line with an
// integer of 5,000 digits where the expected line has "01". The grader before issue 31 read
// that integer with int(), which refuses more than 4,300 digits: the exception made the lesson
// "not graded: grader error" and the command exit 1, for the student's bytes. Its control (the
// file without the attack) writes "11": both fail the output checks, and earn exactly the
// overlap checks.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "aabb.hpp"

#define DIGITS 2
// @attack
#undef DIGITS
#define DIGITS 5000
// @end attack

namespace {

// Plain bytes, not a std::string: a constructor's order against a global's own constructor
// is not defined, and the string's would empty it after arm() has filled it.
char output_path[4096];

void rewrite_output() {
    std::FILE* f = std::fopen(output_path, "w");
    if (!f) return;
    std::fprintf(f, "# %s-aabb: overlap(a, b) and penetration(a, b); boxes are (minx, miny, "
                    "maxx, maxy)\n", std::string(DIGITS, '1').c_str());
    std::fclose(f);
}

// The driver is started with its output folder, ".../out", as its one argument.
__attribute__((constructor)) void arm(int argc, char** argv, char**) {
    std::string first = argc == 2 ? argv[1] : "";
    if (first.size() >= 4 && first.size() < 4000 &&
        first.compare(first.size() - 4, 4, "/out") == 0) {
        std::snprintf(output_path, sizeof output_path, "%s/01-aabb.txt", first.c_str());
        std::atexit(rewrite_output);
    }
}

} // namespace

// @part overlap_only
