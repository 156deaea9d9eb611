/// @file probe.hpp
/// @brief The grader's probe programs: read one call per line on stdin, call the student's
/// function, print what it returned. Each lesson's probe is generated from its declarations
/// (grader/probegen.py): get() and put() for its structs, and one handler per function.
///
/// Protocol (one rule, used by every probe and by grader/grade.py):
///   in:  `<case-id> <function> <number> <number> ...`      numbers as strtod reads them
///   out: `<case-id> <token> <token> ...`                    one line per call, flushed
/// A real is printed with 17 significant digits (it reads back exactly, -0 as -0), an integer
/// as itself, a bool as 0 or 1, a vector as its size and then its items. An exception thrown by
/// the function is the answer `E invalid_argument`, `E exception` or `E unknown`, followed by
/// the in-out arguments as the throw left them; a line the probe cannot read is
/// `E bad-call`. The trusted side never believes anything else the program prints: it
/// compares these values with the reference's.
#pragma once

#include <climits>
#include <limits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "canvas.hpp"

namespace probe {

/// A line the probe cannot read as a call of its function (too few or too many numbers, a
/// size out of range): the grader's own mistake, never the student's.
struct BadCall : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// The numbers of one call, read in order by the function's handler.
class Args {
public:
    explicit Args(std::vector<double> v) : v_(std::move(v)) {}
    double num() {
        if (i_ >= v_.size()) throw BadCall("too few numbers on the line");
        return v_[i_++];
    }
    /// The next number as a size (of a vector), checked to be 0..100000.
    std::size_t size() {
        double x = num();
        if (!(x >= 0 && x <= 100000)) throw BadCall("bad size");
        return std::size_t(x);
    }
    void done() const {
        if (i_ != v_.size()) throw BadCall("too many numbers on the line");
    }

private:
    std::vector<double> v_;
    std::size_t i_ = 0;
};

inline void get(Args& in, double& v) { v = in.num(); }
inline void get(Args& in, bool& v) { v = in.num() != 0; }
/// Any integer type, its whole range (INT_MAX and INT_MIN included), nothing outside it.
template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
void get(Args& in, T& v) {
    double x = in.num();
    if (!(x >= double(std::numeric_limits<T>::min()) && x <= double(std::numeric_limits<T>::max())))
        throw BadCall("an integer out of range");
    v = T(x);
}
template <class T> void get(Args& in, std::vector<T>& v) {
    v.resize(in.size());
    for (T& x : v) get(in, x);
}
template <class T, std::size_t N> void get(Args& in, T (&v)[N]) {
    for (T& x : v) get(in, x);
}
template <class A, class B> void get(Args& in, std::pair<A, B>& v) {
    get(in, v.first);
    get(in, v.second);
}
template <class T> T read(Args& in) {
    T v{};
    get(in, v);
    return v;
}

/// One answer line being written.
class Out {
public:
    void word(const std::string& w) {
        if (!text_.empty()) text_ += ' ';
        text_ += w;
    }
    void clear() { text_.clear(); }
    const std::string& text() const { return text_; }

private:
    std::string text_;
};

inline void put(Out& out, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    out.word(buf);
}
inline void put(Out& out, bool v) { out.word(v ? "1" : "0"); }
template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
void put(Out& out, T v) {
    out.word(std::to_string(v));
}
template <class T> void put(Out& out, const std::vector<T>& v) {
    out.word(std::to_string(v.size()));
    for (const T& x : v) put(out, x);
}
template <class T, std::size_t N> void put(Out& out, const T (&v)[N]) {
    for (const T& x : v) put(out, x);
}
template <class A, class B> void put(Out& out, const std::pair<A, B>& v) {
    put(out, v.first);
    put(out, v.second);
}

/// A canvas as `W H h<digest>`: its size and a 64-bit FNV-1a digest of every pixel, row by row.
inline void put(Out& out, const gfx::Canvas& c) {
    std::uint64_t h = 1469598103934665603ull;
    for (int y = 0; y < c.height(); ++y) {
        for (int x = 0; x < c.width(); ++x) {
            gfx::Rgb p = c.get(x, y);
            for (std::uint8_t byte : {p.r, p.g, p.b}) {
                h ^= byte;
                h *= 1099511628211ull;
            }
        }
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "h%016llx", (unsigned long long)h);
    out.word(std::to_string(c.width()));
    out.word(std::to_string(c.height()));
    out.word(buf);
}

/// Calls @p f and writes its answer: the result (nothing for void) or the exception it threw,
/// then each in-out argument as the call left it.
template <class F, class... InOut> void answer(Out& out, F&& f, const InOut&... inout) {
    try {
        if constexpr (std::is_void_v<decltype(f())>) {
            f();
        } else {
            auto result = f();
            put(out, result);
        }
    } catch (const std::invalid_argument&) {
        out.clear();
        out.word("E invalid_argument");
    } catch (const std::exception&) {
        out.clear();
        out.word("E exception");
    } catch (...) {
        out.clear();
        out.word("E unknown");
    }
    (put(out, inout), ...);
}

/// A function the probe can call: reads its arguments, writes its answer.
using Handler = void (*)(Args&, Out&);

/// The probe's main loop over stdin.
inline int run(const std::map<std::string, Handler>& handlers) {
    char line[1 << 16];
    std::string big;
    while (std::fgets(line, sizeof line, stdin)) {
        big += line;
        if (big.empty() || big.back() != '\n') continue;  // a long line arrives in pieces
        std::istringstream in(big);
        big.clear();
        std::string id, fn, tok;
        if (!(in >> id >> fn)) continue;
        std::vector<double> nums;
        while (in >> tok) nums.push_back(std::strtod(tok.c_str(), nullptr));
        Out out;
        auto h = handlers.find(fn);
        if (h == handlers.end()) {
            out.word("E no-such-function");
        } else {
            Args args(std::move(nums));
            try {
                h->second(args, out);
            } catch (const BadCall&) {
                out.clear();
                out.word("E bad-call");
            }
        }
        std::printf("%s %s\n", id.c_str(), out.text().c_str());
        std::fflush(stdout);
    }
    return 0;
}

} // namespace probe
