// Lesson 06: the five documented rays (ray_cases.hpp) the driver shoots, one test each, with
// the reasoning in the name and the section of the rule each one holds. Catch2 runs the files in
// the order of their names: these rays, then the rules one at a time (test_rules.cpp), then the
// sampled rays (test_sampled.cpp), so that a mistake's first failure is its simplest case.
#include <cmath>
#include <string>

#include "ray_cases.hpp"
#include "ray_checks.hpp"

namespace {

void check_ray_hits(const std::string& name, double t) {
    collide::RayCase r = collide::find_ray(name);
    course::check_hit(r.o, r.d, collide::lesson_box(), t);
}

void check_ray_misses(const std::string& name) {
    collide::RayCase r = collide::find_ray(name);
    course::check_miss(r.o, r.d, collide::lesson_box());
}

} // namespace

TEST_CASE("r1: o=(-3,0) d=(1,0) enters the left edge at t = 2", "[reread:The slab idea]") {
    check_ray_hits("r1", 2);
}

TEST_CASE("r2: o=(-3,3) d=(1,0) passes above the box", "[reread:A zero component]") {
    check_ray_misses("r2");
}

TEST_CASE("r3: o=(0,0) d=(1,0) starts inside, so t = 0", "[reread:Conventions]") {
    check_ray_hits("r3", 0);
}

TEST_CASE("r4: o=(-3,-3) along the diagonal reaches the corner (-1,-1) at t = 2 sqrt 2",
          "[reread:The slab idea]") {
    check_ray_hits("r4", 2 * std::sqrt(2.0));
}

TEST_CASE("r5: o=(3,0) d=(1,0) has the box behind it: a miss", "[reread:Conventions]") {
    check_ray_misses("r5");
}
