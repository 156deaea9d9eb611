// Comparisons for lesson 07's tests that print both values when they fail: a bare
// CHECK(near(x, y)) would only say "false".
#pragma once

#include <cmath>
#include <iomanip>
#include <ostream>

#include "course_test.hpp"
#include "vec3.hpp"

namespace course {

/// A number against the one it should be, within @p eps: CHECK(close_to(got, want)).
struct Close {
    double got;
    double want;
    double eps;
    explicit operator bool() const { return std::fabs(got - want) <= eps; }
};

inline Close close_to(double got, double want, double eps = kTolerance) {
    return {got, want, eps};
}

inline std::ostream& operator<<(std::ostream& out, const Close& c) {
    const auto precision = out.precision();
    out << std::setprecision(17) << "got " << c.got << ", want " << c.want << " (within "
        << std::setprecision(2) << c.eps << ")";
    out.precision(precision);
    return out;
}

/// A vector against the one it should be, each coordinate within kTolerance:
/// CHECK(same_vector(got, want)).
struct SameVector {
    collide::Vec3 got;
    collide::Vec3 want;
    explicit operator bool() const {
        return near(got.x, want.x) && near(got.y, want.y) && near(got.z, want.z);
    }
};

inline SameVector same_vector(collide::Vec3 got, collide::Vec3 want) { return {got, want}; }

inline std::ostream& operator<<(std::ostream& out, const SameVector& s) {
    const auto precision = out.precision();
    out << std::setprecision(17) << "got (" << s.got.x << ", " << s.got.y << ", " << s.got.z
        << "), want (" << s.want.x << ", " << s.want.y << ", " << s.want.z << ")";
    out.precision(precision);
    return out;
}

} // namespace course
