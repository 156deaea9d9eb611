// Lesson 01, adversarial (unicode_digits): overlap() and penetration() are the placeholders.
// Before main, in the probe (whose stdin holds the calls), it answers every call itself, in the
// order asked, with the right values written in other scripts' digits: Arabic-Indic
// (U+0660..0669: "١" for 1, "١.٥" for 1.5) and full-width (U+FF10..FF19). Python's float() and
// int() read both, and the grader before issue 21 gave this 2 of 11; the comparison's number
// patterns are ASCII now, so none counts ("not a real").
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

#include "aabb.hpp"

// @part forged_answers

namespace {

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

void forge_answer(const char* id, bool penetration, const Aabb& a, const Aabb& b, int k) {
    bool wide = k % 2 == 1;
    if (penetration) {
        double x, y;
        right_penetration(a, b, &x, &y);
        std::printf("%s %s %s\n", id, real(x, wide).c_str(), real(y, wide).c_str());
    } else {
        std::printf("%s %s\n", id, other_digits(right_overlap(a, b) ? "1" : "0", wide).c_str());
    }
}

} // namespace
