// (grader/tests/adversarial_parts/long_penetration_tokens.cpp, from adversarial_one.materialize)
// forge_answer for the number_regex_freeze submissions: overlap's right answer, and
// penetration's as a token of digits ending in "x" (not a real), the first LONG_ANSWERS of
// them LONG_DIGITS digits long (both defined by the submission before this part).
namespace {

void forge_answer(const char* id, bool penetration, const Aabb& a, const Aabb& b, int) {
    static int long_left = LONG_ANSWERS;
    if (!penetration) {
        std::printf("%s %d\n", id, right_overlap(a, b) ? 1 : 0);
        return;
    }
    long digits = long_left > 0 ? LONG_DIGITS : 1;
    long_left -= long_left > 0;
    std::printf("%s ", id);
    for (long i = 0; i < digits; ++i) std::putchar('1');
    std::printf("x 0\n");
}

} // namespace
