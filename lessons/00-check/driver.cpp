// Lesson 00 driver: writes OUT_DIR/00-check.png from check_pattern().
#include "check.hpp"
#include "driver.hpp"

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        collide::check_pattern().write_png(course::join(out, "00-check.png"));
    });
}
