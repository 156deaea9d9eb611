// Lesson 12: the rules of the manifolds on the documented cases (manifold_cases.hpp), worked
// out by hand.
#include <string>

#include "course_test.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"
#include "manifold_checks.hpp"

using collide::Manifold;
using collide::Vec2;
using manifold_checks::check_vec;

namespace {

Manifold of(const std::string& name) { return collide::manifold_of(collide::find_case(name)); }

} // namespace

TEST_CASE("resting-box: two points on the box's bottom corners", "[reread:Clipping]") {
    Manifold m = of("resting-box");
    INFO("got " << course::describe(m));
    REQUIRE(m.count == 2);
    check_vec(m.normal, {0, 1}, "normal");
}
