/// @file course_test.hpp
/// @brief The one place that knows which Catch2 is installed: Debian ships 2.13, Homebrew
/// and vcpkg ship 3.x. Every test file of the course includes this and nothing else from Catch2.
#pragma once

#if __has_include(<catch2/catch_all.hpp>)
#include <catch2/catch_all.hpp>  // Catch2 3.x
#else
#include <catch2/catch.hpp>      // Catch2 2.x
#endif

#include <cmath>
#include <iomanip>
#include <ostream>

namespace course {
/// @addtogroup api_shared
/// @{

/// Absolute tolerance of a computed value against the value it should have, in every test of
/// the course (near()'s default). The tests' numbers stay below about 1e3, so a correct answer
/// is a few roundings (about 1e-13) from the exact one, while a real mistake is off by far more.
constexpr double kTolerance = 1e-9;

/// Tolerance of two values that only rounding separates, for the checks that are exact but
/// for the last bits: a unit vector's length against 1, a normal against its mirror image.
constexpr double kRoundoff = 1e-12;

/// True when @p a and @p b differ by at most @p eps (NaN is never near anything).
inline bool near(double a, double b, double eps = kTolerance) { return std::fabs(a - b) <= eps; }

/// A value against the one it should have, with a relative error allowed: a CHECK of it
/// passes when |got - want| <= allowed |want| (NaN never does), and a failed one shows both
/// values to the last digit and the error against the one allowed. Catch2 itself would print
/// `std::fabs(got - want) <= 1e-15 * want` in fixed notation, where 2e200 takes 201 digits
/// and an error of 1e-20 reads 0.0.
struct RelativeError {
    double got;      ///< the value computed
    double want;     ///< the value it should be
    double allowed;  ///< the relative error allowed (0: exactly)
    /// |got - want| / |want|.
    double error() const { return std::fabs(got - want) / std::fabs(want); }
    /// True when the error is within the one allowed.
    explicit operator bool() const { return std::fabs(got - want) <= allowed * std::fabs(want); }
};

/// @p got against @p want, within @p allowed relative error: `CHECK(within_relative(...))`.
inline RelativeError within_relative(double got, double want, double allowed) {
    return {got, want, allowed};
}

/// Both values with 17 digits, then the error and the one allowed (what a failed CHECK shows).
inline std::ostream& operator<<(std::ostream& out, const RelativeError& e) {
    const auto flags = out.flags();
    const auto precision = out.precision();
    out << std::defaultfloat << std::setprecision(17) << "got " << e.got << ", want " << e.want
        << std::setprecision(2) << ": relative error " << e.error() << ", allowed "
        << e.allowed;
    out.flags(flags);
    out.precision(precision);
    return out;
}

/// @}

} // namespace course
