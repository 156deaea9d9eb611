// The outside of a lesson's live figure (figure.hpp): compiled to WebAssembly, the functions the
// page's script calls; compiled natively, the probe a check runs to compare with the page:
//
//     probe start                  the first state
//     probe draw STATE             the sketch of STATE
//     probe drag STATE ID X Y      the state after handle ID was dropped at (X, Y)
//     probe act STATE BUTTON       the state after a button (step, back, shoot)
//
// Every answer is text. A lesson function that throws gives a sketch with an error line, never
// a crash of the page.
#include "figure.hpp"

#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <utility>

namespace figure {

State parse_state(const char* text) {
    State state;
    const char* at = text;
    for (;;) {
        char* end = nullptr;
        double v = std::strtod(at, &end);
        if (end == at) break;
        state.push_back(v);
        at = end;
    }
    return state;
}

std::string state_text(const State& state) {
    std::string out;
    for (double v : state) out += (out.empty() ? "" : " ") + exact(v);
    return out;
}

namespace {

std::string sketch_of(const char* state) {
    Sketch out;
    try {
        draw(parse_state(state), out);
    } catch (const std::exception& e) {
        Sketch failed;
        failed.error(std::string("threw: ") + e.what());
        return failed.text();
    } catch (...) {
        Sketch failed;
        failed.error("threw something that is not a std::exception");
        return failed.text();
    }
    return out.text();
}

// A state a move could not make (the lesson's code threw) stays as it was.
template <class Move>
std::string moved(const char* state, Move move) {
    try {
        return state_text(move(parse_state(state)));
    } catch (...) {
        return state_text(parse_state(state));
    }
}

bool button_named(const char* name, Button& button) {
    for (Button b : {Button::step, Button::back, Button::play, Button::shoot, Button::reset}) {
        if (Sketch::button_name(b) == name) {
            button = b;
            return true;
        }
    }
    return false;
}

std::string answer_text;  // what the last call returned (the page copies it at once)

} // namespace
} // namespace figure

extern "C" {

const char* figure_start() {
    figure::answer_text = figure::state_text(figure::start());
    return figure::answer_text.c_str();
}

const char* figure_draw(const char* state) {
    figure::answer_text = figure::sketch_of(state);
    return figure::answer_text.c_str();
}

const char* figure_drag(const char* state, int id, double x, double y) {
    figure::answer_text = figure::moved(
        state, [&](figure::State s) { return figure::drag(std::move(s), id, {x, y}); });
    return figure::answer_text.c_str();
}

const char* figure_act(const char* state, const char* button) {
    figure::Button b;
    if (!figure::button_named(button, b)) {
        figure::answer_text = figure::state_text(figure::parse_state(state));
    } else {
        figure::answer_text = figure::moved(
            state, [&](figure::State s) { return figure::act(std::move(s), b); });
    }
    return figure::answer_text.c_str();
}

} // extern "C"

#ifndef __EMSCRIPTEN__
int main(int argc, char** argv) {
    auto usage = [] {
        std::fputs("usage: probe start | draw STATE | drag STATE ID X Y | act STATE BUTTON\n",
                   stderr);
        return 2;
    };
    if (argc < 2) return usage();
    std::string command = argv[1];
    const char* out = nullptr;
    if (command == "start" && argc == 2) {
        out = figure_start();
    } else if (command == "draw" && argc == 3) {
        out = figure_draw(argv[2]);
    } else if (command == "drag" && argc == 6) {
        char* end = nullptr;
        long id = std::strtol(argv[3], &end, 10);
        if (*end != '\0') return usage();
        out = figure_drag(argv[2], static_cast<int>(id), std::strtod(argv[4], nullptr),
                          std::strtod(argv[5], nullptr));
    } else if (command == "act" && argc == 4) {
        out = figure_act(argv[2], argv[3]);
    } else {
        return usage();
    }
    std::fputs(out, stdout);
    if (command != "draw") std::fputs("\n", stdout);
    return 0;
}
#endif
