/// @file random_obb.hpp
/// @brief Given code: the course's own deterministic random boxes (splitmix64 and plain
/// arithmetic, no std distributions, so every standard library draws the same boxes).
#pragma once

#include <cstdint>

#include "make_obb.hpp"

namespace collide {
/// @addtogroup api_07
/// @{

/// splitmix64 (Steele, Lea and Flood 2014): a 64-bit state, one addition and three
/// xor-shift-multiplies per draw. Same seed, same numbers, on every platform.
struct SplitMix64 {
    std::uint64_t state; ///< the whole generator state; any value is a valid seed

    /// The next 64 random bits.
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// A double in [0, 1): the top 53 bits scaled by 2^-53.
    double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    /// A double in [lo, hi).
    double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }
};

/// A random rotation, close to uniform: a point drawn in the unit 4-ball by rejection
/// (about half the draws are kept), normalized by make_obb(). Never returns a tiny quaternion.
inline Quat random_rotation(SplitMix64& rng) {
    for (;;) {
        Quat q{rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)};
        double n2 = q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z;
        if (n2 > 0.01 && n2 <= 1) return q;
    }
}

/// A random box: centre in the cube [-spread, spread]^3, half-extents in [0.2, 1), any
/// rotation. With spread 1.5, about a third of the pairs (a, b) overlap (32% of the
/// first 100,000 pairs from seed 2024).
inline Obb random_obb(SplitMix64& rng, double spread = 1.5) {
    Vec3 c{rng.uniform(-spread, spread), rng.uniform(-spread, spread), rng.uniform(-spread, spread)};
    Vec3 h{rng.uniform(0.2, 1), rng.uniform(0.2, 1), rng.uniform(0.2, 1)};
    return make_obb(c, h, random_rotation(rng));
}

/// @}

} // namespace collide
