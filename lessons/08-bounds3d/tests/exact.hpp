// Exact arithmetic for the tests' oracles: sums of doubles and of products of two doubles,
// kept without any rounding, and their exact sign. A bounding volume must hold the exact
// points, not the rounded ones, and only an oracle that does not round can say that it does.
//
// The sum is an expansion (Jonathan Shewchuk, "Adaptive precision floating-point arithmetic
// and fast robust geometric predicates", 1997): a list of doubles whose exact sum is the
// value, each one smaller than the last bit of the next, so that the sign of the whole is the
// sign of its largest part. Adding a double splits each partial sum into its rounded value and
// its rounding error (two_sum(), error-free); a product a * b is its rounded value plus
// fma(a, b, -a * b), exactly, while a * b neither overflows nor comes near the subnormals.
#pragma once

#include <cfloat>
#include <cmath>
#include <vector>

#include "vec3.hpp"

namespace course {

class ExactSum {
  public:
    /// Adds @p x exactly.
    void add(double x) {
        for (double& part : parts_) {
            double sum = part + x;
            double bv = sum - part, av = sum - bv;
            part = (part - av) + (x - bv);  // the rounding error of part + x, exactly
            x = sum;
        }
        parts_.push_back(x);
        exact_ = exact_ && std::isfinite(x);
    }

    /// Adds @p a * @p b exactly (or marks the sum inexact when the product is too large or
    /// too small for its error to be a double).
    void add_product(double a, double b) {
        double p = a * b;
        bool representable = p == 0 ? a == 0 || b == 0 : std::fabs(p) >= 0x1p-969;
        exact_ = exact_ && std::isfinite(p) && representable;
        add(p);
        add(std::fma(a, b, -p));
    }

    /// -1, 0 or 1: the sign of the exact sum.
    int sign() const {
        for (size_t i = parts_.size(); i-- > 0;)
            if (parts_[i] != 0) return parts_[i] > 0 ? 1 : -1;
        return 0;
    }

    /// False when some step could not be carried out exactly (an overflow, or a product so
    /// small that its rounding error is not a double): the sign then proves nothing.
    bool exact() const { return exact_; }

  private:
    std::vector<double> parts_;
    bool exact_ = true;
};

/// The exact sign of x0 + a1 * b1 + a2 * b2 + a3 * b3 - y, and whether it could be found.
inline int exact_sign_of(double x0, const double (&a)[3], const double (&b)[3], double y,
                         bool& exact) {
    ExactSum s;
    s.add(x0);
    for (int i = 0; i < 3; ++i) s.add_product(a[i], b[i]);
    s.add(-y);
    exact = s.exact();
    return s.sign();
}

/// The exact sign of |p - q|^2 - (r + extra)^2, for doubles p, q, r and extra: -1 when the
/// exact point p lies strictly within the exact distance r + extra of q. Everything is first
/// scaled by one power of two (exactly), so that the squares neither overflow nor underflow;
/// @p exact says whether every step was exact.
inline int exact_distance_sign(collide::Vec3 p, collide::Vec3 q, double r, double extra,
                               bool& exact) {
    double big = std::fmax(r + extra, std::fmax(std::fabs(p.x - q.x),
                                                std::fmax(std::fabs(p.y - q.y),
                                                          std::fabs(p.z - q.z))));
    int k = big > 0 && std::isfinite(big) ? -std::ilogb(big) : 0;
    exact = std::isfinite(big);
    auto scaled = [&](double v) {
        double w = std::ldexp(v, k);
        exact = exact && std::ldexp(w, -k) == v;
        return w;
    };
    ExactSum s;
    const double pc[3] = {p.x, p.y, p.z}, qc[3] = {q.x, q.y, q.z};
    for (int i = 0; i < 3; ++i) {
        double hi = pc[i] - qc[i];  // p - q on this axis, exactly hi + lo (Knuth's two-sum)
        double bv = hi - pc[i], av = hi - bv;
        double lo = (pc[i] - av) + (-qc[i] - bv);
        hi = scaled(hi), lo = scaled(lo);
        s.add_product(hi, hi);
        s.add_product(2 * hi, lo);
        s.add_product(lo, lo);
    }
    double rs = scaled(r), es = scaled(extra);
    s.add_product(-rs, rs);
    s.add_product(-2 * rs, es);
    s.add_product(-es, es);
    exact = exact && s.exact();
    return s.sign();
}

/// One unit in the last place of @p v: the gap from |v| to the next double up.
inline double ulp(double v) { return std::nextafter(std::fabs(v), INFINITY) - std::fabs(v); }

} // namespace course
