/// @file course_random.hpp
/// @brief The course's own random numbers for property tests: the same sequence from the same
/// seed on every compiler and standard library (std::uniform_real_distribution is not).
#pragma once

#include <cstdint>

namespace course {
/// @addtogroup api_shared
/// @{

/// SplitMix64 (Steele, Lea and Flood, 2014): tiny, fast, and fully specified, so a failing
/// randomized test can be replayed anywhere from its seed.
class Random {
public:
    /// A generator whose whole sequence is fixed by @p seed.
    explicit Random(std::uint64_t seed) : state_(seed) {}

    /// The next 64 random bits.
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    /// A double in [0, 1), from the top 53 bits.
    double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }

    /// A double in [@p lo, @p hi).
    double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }

    /// An integer in [@p lo, @p hi], both included (@p lo <= @p hi).
    long integer(long lo, long hi) {
        std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
        return lo + static_cast<long>(next() % span);
    }

private:
    std::uint64_t state_;
};

/// @}

} // namespace course
