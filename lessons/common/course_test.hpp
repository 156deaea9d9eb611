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

/// @}

} // namespace course
