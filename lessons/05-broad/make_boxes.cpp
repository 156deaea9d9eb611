// Lesson 05, given program: writes the lesson's boxes file.
//
//     05-broad-make-boxes PATH
//
// writes lesson_boxes_text() to PATH. `cmake --build build --target 05-broad-boxes` builds it
// and runs it on lessons/05-broad/boxes.txt.
#include <cstdio>
#include <exception>
#include <fstream>

#include "boxes.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s PATH\n", argc > 0 ? argv[0] : "05-broad-make-boxes");
        return 2;
    }
    try {
        std::ofstream out(argv[1], std::ios::binary);
        out << collide::lesson_boxes_text();
        if (!out.flush()) {
            std::fprintf(stderr, "%s: cannot write %s\n", argv[0], argv[1]);
            return 1;
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
        return 1;
    }
}
