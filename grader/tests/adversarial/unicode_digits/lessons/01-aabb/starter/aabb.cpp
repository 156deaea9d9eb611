// Lesson 01, adversarial (unicode_digits): overlap() and penetration() are the placeholders.
// Before main, in the probe (whose stdin holds the calls), it answers every call itself, in the
// order asked, with the right values written in other scripts' digits: Arabic-Indic
// (U+0660..0669: "١" for 1, "١.٥" for 1.5) and full-width (U+FF10..FF19). Python's float() and
// int() read both; the comparison's number patterns are ASCII, so none counts ("not a real").
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

#include "aabb.hpp"

namespace {

using collide::Aabb;

bool valid(const Aabb& b) { return b.minx <= b.maxx && b.miny <= b.maxy; }

bool right_overlap(const Aabb& a, const Aabb& b) {
    if (!valid(a) || !valid(b)) return false;
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

// @p text (ASCII digits, '.', '-', 'e') with every digit in another script.
std::string other_digits(const std::string& text, bool full_width) {
    static const char* const arabic[] = {"\u0660", "\u0661", "\u0662", "\u0663", "\u0664",
                                         "\u0665", "\u0666", "\u0667", "\u0668", "\u0669"};
    static const char* const wide[] = {"\uff10", "\uff11", "\uff12", "\uff13", "\uff14",
                                       "\uff15", "\uff16", "\uff17", "\uff18", "\uff19"};
    std::string out;
    for (char c : text)
        out += c >= '0' && c <= '9' ? (full_width ? wide : arabic)[c - '0'] : std::string(1, c);
    return out;
}

std::string real(double x, bool full_width) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    return other_digits(buf, full_width);
}

struct Forger {
    Forger() {
        char line[1 << 16];
        int k = 0;
        bool any = false;
        while (std::fgets(line, sizeof line, stdin)) {
            char id[32], fn[64];
            Aabb a, b;
            if (std::sscanf(line, "%31s %63s %lf %lf %lf %lf %lf %lf %lf %lf", id, fn, &a.minx,
                            &a.miny, &a.maxx, &a.maxy, &b.minx, &b.miny, &b.maxx,
                            &b.maxy) != 10)
                continue;
            any = true;
            bool wide = ++k % 2 == 0;
            bool hit = right_overlap(a, b);
            if (std::strcmp(fn, "penetration") == 0) {
                double x = hit ? std::fmin(a.maxx, b.maxx) - std::fmax(a.minx, b.minx) : 0;
                double y = hit ? std::fmin(a.maxy, b.maxy) - std::fmax(a.miny, b.miny) : 0;
                std::printf("%s %s %s\n", id, real(x, wide).c_str(), real(y, wide).c_str());
            } else {
                std::printf("%s %s\n", id, other_digits(hit ? "1" : "0", wide).c_str());
            }
        }
        std::fflush(stdout);
        if (any) _exit(0);
    }
} forger;

} // namespace

namespace collide {

bool overlap(const Aabb&, const Aabb&) { return false; }
Vec2 penetration(const Aabb&, const Aabb&) { return {0, 0}; }

} // namespace collide
