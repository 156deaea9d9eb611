// Lesson 12's check helpers: manifolds as failure messages print them, and the checks that
// print both values.
#pragma once

#include <sstream>
#include <string>

#include "course_test.hpp"
#include "describe.hpp"
#include "manifold.hpp"
#include "polygon.hpp"

namespace course {

/// An id as `{ref a2, inc 0, clipped_by -1, end 1}`.
inline std::string describe(const collide::ContactId& id) {
    std::ostringstream s;
    s << "{ref " << (id.reference_on_b ? "b" : "a") << id.reference_edge << ", inc "
      << id.incident_edge << ", clipped_by " << id.clipped_by << ", end " << id.incident_end
      << "}";
    return s.str();
}

/// A polygon as `[(x, y), (x, y), ...]`, every digit.
inline std::string describe(const collide::Polygon& p) {
    std::string s = "[";
    for (size_t i = 0; i < p.size(); ++i) s += (i ? ", " : "") + describe(p[i]);
    return s + "]";
}

/// A manifold as `{count 2, normal (x, y), points [(x, y) depth d id {...}, ...]}`.
inline std::string describe(const collide::Manifold& m) {
    std::ostringstream s;
    s.precision(17);
    s << "{count " << m.count << ", normal " << describe(m.normal) << ", points [";
    for (int k = 0; k < m.count && k < 2; ++k)
        s << (k ? ", " : "") << describe(m.points[k].point) << " depth " << m.points[k].depth
          << " id " << describe(m.points[k].id);
    s << "]}";
    return s.str();
}

} // namespace course

namespace manifold_checks {

using collide::Manifold;
using collide::Vec2;

/// The vectors @p got and @p want within @p eps in each coordinate, both printed.
inline void check_vec(Vec2 got, Vec2 want, const char* what, double eps = course::kTolerance) {
    INFO(what << ": got " << course::describe(got) << ", want " << course::describe(want));
    CHECK(course::near(got.x, want.x, eps));
    CHECK(course::near(got.y, want.y, eps));
}

/// A manifold of no contact: count 0 and normal (0, 0).
inline void check_no_contact(const Manifold& m) {
    INFO("expected no contact {count 0, normal (0, 0)}; got " << course::describe(m));
    CHECK(m.count == 0);
    CHECK(m.normal.x == 0);
    CHECK(m.normal.y == 0);
}

/// The index of the point of @p m nearest @p want (-1 when m has none).
inline int nearest_point(const Manifold& m, Vec2 want) {
    int best = -1;
    for (int k = 0; k < m.count && k < 2; ++k)
        if (best < 0 || collide::length(m.points[k].point - want) <
                                collide::length(m.points[best].point - want))
            best = k;
    return best;
}

} // namespace manifold_checks
