// Lesson 02, adversarial (hidden_leak): circle_hit() is the placeholder. It tries every way to
// get the hidden calls' inputs into something the student sees. In the probe, before main():
// the whole of stdin printed as the answer to the first call, and saved where later programs
// of the lesson can read it (the box's folders, /tmp). In the driver: whatever was saved
// printed to stderr before failing (the first line of it is shown). In the Catch2 tests: the
// same written over their XML report as test case names. Hidden calls run last, in runs of
// their own, so no hidden input may appear anywhere in the reports.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

#include "circle.hpp"

namespace {

std::string slurp(std::FILE* f) {
    std::string all;
    char buf[4096];
    while (std::size_t n = std::fread(buf, 1, sizeof buf, f)) all.append(buf, n);
    return all;
}

std::string saved() {
    for (const char* path : {"/box/out/stolen.txt", "/box/work/stolen.txt", "/tmp/stolen.txt"})
        if (std::FILE* f = std::fopen(path, "rb")) {
            std::string s = slurp(f);
            std::fclose(f);
            if (!s.empty()) return s;
        }
    return "";
}

void forge_report() {
    std::string s = saved();
    if (std::FILE* f = std::fopen("/box/fb/report.xml", "wb")) {
        std::fprintf(f, "<Catch><Group><TestCase name=\"%s\"><OverallResult success=\"false\"/>"
                        "</TestCase></Group></Catch>\n", s.c_str());
        std::fclose(f);
    }
}

// glibc passes main's arguments to the functions of .init_array: the driver is the program
// called with the out/ folder, the Catch2 tests the one called with -r xml.
__attribute__((constructor)) void thief(int argc, char** argv, char**) {
    std::string in = slurp(stdin);
    if (!in.empty()) {                        // the probe: stdin holds the calls
        for (const char* path : {"/box/out/stolen.txt", "/box/work/stolen.txt", "/tmp/stolen.txt"})
            if (std::FILE* f = std::fopen(path, "ab")) {
                std::fputs(in.c_str(), f);
                std::fclose(f);
            }
        std::string flat = in;
        for (char& c : flat)
            if (c == '\n') c = ' ';
        std::printf("c0 %s\n", flat.c_str());
        std::fflush(stdout);
        _exit(0);
    }
    std::string s = saved();
    if (argc == 2 && std::string(argv[1]) == "/box/out") {   // the driver
        std::fprintf(stderr, "%s\n", s.c_str());
        std::exit(3);
    }
    if (argc > 1 && std::string(argv[1]) == "-r") std::atexit(forge_report);
}

} // namespace

namespace collide {

Hit circle_hit(Vec2, double, Vec2, double) { return {}; }

} // namespace collide
