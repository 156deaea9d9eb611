// figure-sources: boxes.cpp
// Lesson 05's live figure (gfx/figure.hpp): the chapter's worked example, six boxes the reader
// moves, their x intervals in sweep order below them, and the walks of the sweep one step at a
// time. Given code, not the exercise: the counts and the pairs are what brute_force_pairs() and
// sort_and_sweep_pairs() answer. The figure lays the walks out in the chapter's order (minx,
// ties by index), and asks sort_and_sweep_pairs() about each comparison with the two boxes
// alone: tested or stopped, and a pair or not. It never applies the stop rule itself. Above the
// field's counts come the driver's own four lines, for the 200 boxes of boxes.txt.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "broad.hpp"
#include "figure.hpp"

namespace figure {

using collide::Aabb;
using collide::PairScan;
using collide::Vec2;

namespace {

const int kBoxes = 6;                  // the state: six boxes' (minx, miny, maxx, maxy),
const int kStep = 4 * kBoxes;          // then the step counter
const double kWide = 10, kHigh = 6.5;  // the field the boxes stay in

std::vector<Aabb> boxes_of(const State& s) {
    std::vector<Aabb> boxes;
    for (int i = 0; i < 4 * kBoxes; i += 4) boxes.push_back({s[i], s[i + 1], s[i + 2], s[i + 3]});
    return boxes;
}

// The chapter's sweep order, to lay the walks out: minx, ties by index (a NaN last, so that
// the order stays an order).
std::vector<int> x_order(const std::vector<Aabb>& boxes) {
    auto key = [&](int i) { return std::isnan(boxes[i].minx) ? INFINITY : boxes[i].minx; };
    std::vector<int> order(boxes.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int i, int j) { return key(i) < key(j); });
    return order;
}

// One comparison of a walk: box a's walk reaches box b (b = -1: a's walk ran to the end).
struct Step {
    int a, b;
    bool tested, found;
};

// The walks, box after box in x order; each comparison is the student's sweep on two boxes.
std::vector<Step> walks(const std::vector<Aabb>& boxes) {
    std::vector<int> order = x_order(boxes);
    std::vector<Step> steps;
    for (std::size_t r = 0; r < order.size(); ++r) {
        int a = order[r];
        bool stopped = false;
        for (std::size_t q = r + 1; q < order.size() && !stopped; ++q) {
            int b = order[q];
            PairScan alone = collide::sort_and_sweep_pairs(
                {boxes[std::min(a, b)], boxes[std::max(a, b)]});
            steps.push_back({a, b, alone.checks > 0, !alone.pairs.empty()});
            stopped = alone.checks == 0;
        }
        if (!stopped) steps.push_back({a, -1, false, false});
    }
    return steps;
}

// The step counter, a whole number from 0 to @p last (a state's text may hold anything).
int step_of(const State& s, int last) {
    return s[kStep] > last ? last : s[kStep] >= 0 ? static_cast<int>(s[kStep]) : 0;
}

double row_y(int rank) { return -0.75 - 0.5 * rank; }  // the x intervals, under the field
std::string pairs_text(const PairScan& scan) {
    std::string out;
    for (const auto& p : scan.pairs)
        out += " (" + std::to_string(p.first) + ", " + std::to_string(p.second) + ")";
    return out + "  checks=" + std::to_string(scan.checks);
}

} // namespace

State start() {  // the chapter's worked example (the tests' too), before the first step
    return {4, 0, 6, 2, 0, 0, 3, 2, 2, 1, 5, 3, 6, 1, 7, 3, 8, 0, 9, 1, 4.5, 5, 5.5, 6, 0};
}

void draw(const State& state, Sketch& out) {
    if (state.size() != kStep + 1) {
        out.error("a state of lesson 05's figure has 25 numbers");
        return;
    }
    std::vector<Aabb> boxes = boxes_of(state);
    PairScan brute = collide::brute_force_pairs(boxes);
    PairScan sweep = collide::sort_and_sweep_pairs(boxes);
    std::vector<int> order = x_order(boxes), rank(kBoxes);
    for (int r = 0; r < kBoxes; ++r) rank[order[r]] = r;
    std::vector<Step> steps = walks(boxes);
    int k = step_of(state, static_cast<int>(steps.size()));
    const Step* now = k > 0 ? &steps[k - 1] : nullptr;
    out.view(-1, -4, kWide + 0.5, kHigh + 0.5);

    // The pairs found so far, as links; the current walk: its box (a), the boxes it tested
    // (ray), the box that stopped it (accent).
    std::vector<Ink> row_ink(kBoxes, Ink::muted);
    std::string walk_text;
    int tested = 0;
    for (int s = 0; s < k; ++s) {
        const Step& step = steps[s];
        tested += step.tested;
        if (step.found) out.segment(centre(boxes[step.a]), centre(boxes[step.b]), Ink::hit);
        if (step.a != now->a || step.b < 0) continue;
        row_ink[step.b] = step.tested ? Ink::ray : Ink::accent;
        const char* mark = !step.tested ? " ■" : step.found ? " ✓" : " ✗";  // stop, pair, no
        walk_text += " " + std::to_string(step.b) + mark;
    }
    if (now) {
        const Aabb& a = boxes[now->a];
        out.infinite_line({a.minx, 0}, {0, 1}, Ink::axis);  // the sweep line, at a's minx
        out.infinite_line({a.maxx, 0}, {0, 1}, Ink::axis);  // as far as a reaches
        out.box(a, Ink::a, true);
        row_ink[now->a] = Ink::a;
        if (now->b >= 0) out.box(boxes[now->b], row_ink[now->b], true);
    }
    std::vector<bool> paired(kBoxes, false);  // red where the sweep puts a box in a pair
    for (const auto& p : sweep.pairs)
        for (int i : {p.first, p.second})
            if (i >= 0 && i < kBoxes) paired[i] = true;
    for (int r = 0; r < kBoxes; ++r) {
        int i = order[r];
        const Aabb& b = boxes[i];
        out.box(b, paired[i] ? Ink::hit : Ink::muted);
        Ink ink = row_ink[i] != Ink::muted ? row_ink[i] : paired[i] ? Ink::hit : Ink::muted;
        out.label({b.minx, b.miny}, std::to_string(i), ink);  // inside, at the lower left
        out.box({b.minx, row_y(r) - 0.125, b.maxx, row_y(r) + 0.125}, row_ink[i], true);
        out.label({-1, row_y(r) - 0.2}, std::to_string(i), row_ink[i]);
        out.handle(i, centre(b));
    }
    if (now && now->b >= 0) {  // the two numbers compared: b's minx, a's maxx
        out.dot({boxes[now->b].minx, row_y(rank[now->b])}, row_ink[now->b]);
        out.dot({boxes[now->a].maxx, row_y(rank[now->a])}, Ink::a);
    }
    for (Button b : {Button::back, Button::step, Button::play, Button::reset}) out.button(b);

    // First what the driver writes (expected/05-broad.txt), then the same counts for the field.
    std::vector<Aabb> lesson = collide::lesson_boxes();  // boxes.txt's boxes, made again
    for (const std::string& line : collide::count_lines(collide::brute_force_pairs(lesson),
                                                        collide::sort_and_sweep_pairs(lesson)))
        out.answer(line);
    bool worked = std::equal(state.begin(), state.begin() + kStep, start().begin());
    std::vector<std::string> counts = collide::count_lines(brute, sweep);
    out.answer("↑ boxes.txt (200)   ↓ " + std::string(worked ? "worked example" : "dragged") +
               " (6)");
    out.answer(counts[0] + "  " + counts[1]);
    out.answer(counts[2] + "  " + counts[3]);
    out.answer(std::string("sweep.pairs == brute.pairs: ") +
               (sweep.pairs == brute.pairs ? "true" : "false"));
    std::string x_text = "x:";
    for (int i : order) x_text += " " + std::to_string(i);
    out.note(x_text + "   " + std::to_string(k) + "/" + std::to_string(steps.size()) +
             "   ✓✗ " + std::to_string(tested) + "/" + std::to_string(sweep.checks));
    if (now) {  // the current walk so far, and its last comparison: b's minx against a's maxx
        std::string compared = now->b < 0 ? " ■" : "   minx " + exact(boxes[now->b].minx) +
                                                   (now->tested ? " ≤ maxx " : " > maxx ") +
                                                   exact(boxes[now->a].maxx);
        out.note("A=" + std::to_string(now->a) + ":" + walk_text + compared);
    }

    std::string field = worked ? "worked example:" : "dragged:";
    for (const Aabb& b : boxes)
        field += " (" + exact(b.minx) + ", " + exact(b.miny) + ", " + exact(b.maxx) + ", " +
                 exact(b.maxy) + ")";
    out.exact_line(field);
    out.exact_line("sweep:" + pairs_text(sweep) + "   brute:" + pairs_text(brute));
}

State drag(State state, int id, Vec2 to) {
    if (state.size() != kStep + 1 || id < 0 || id >= kBoxes) return state;
    Aabb box = boxes_of(state)[id];
    double half_w = (box.maxx - box.minx) / 2, half_h = (box.maxy - box.miny) / 2;
    to = snap(to);  // the centre moves on the 1/16 grid, so the corners stay on it; in the field
    to = {std::max(half_w, std::min(kWide - half_w, to.x)),
          std::max(half_h, std::min(kHigh - half_h, to.y))};
    put_box(state, 4 * id, centred_at(box, to));
    return state;
}

State act(State state, Button button) {
    if (state.size() != kStep + 1) return state;
    int last = static_cast<int>(walks(boxes_of(state)).size());
    int k = step_of(state, last);
    if (button == Button::step) k = std::min(k + 1, last);
    if (button == Button::back) k = std::max(k - 1, 0);
    state[kStep] = k;
    return state;
}

} // namespace figure
