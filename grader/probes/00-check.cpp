// Grader probe for lesson 00: check_pattern().
#include "check.hpp"
#include "probe.hpp"

namespace {
std::string check_pattern(probe::Args&) { return probe::fmt_canvas(collide::check_pattern()); }
} // namespace

int main() { return probe::run({{"check_pattern", check_pattern}}); }
