/// @file special_values.hpp
/// @brief The special doubles the tests, the drivers and the given cases are written with,
/// named once: a quiet NaN and positive infinity (the negative one is `-kInf`).
#pragma once

#include <limits>

namespace course {
/// @addtogroup api_shared
/// @{

/// A quiet NaN: every comparison with it is false.
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Positive infinity.
constexpr double kInf = std::numeric_limits<double>::infinity();

/// @}

} // namespace course
