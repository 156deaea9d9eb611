// The course's Catch2 listener, linked into every lesson's test program (cmake/Course.cmake).
//
// It does nothing unless COURSE_CASE_MARKERS is set in the environment, as `./course check`
// sets it (tools/course/catch_results.py). Then it writes a marker to stdout when each test
// case starts and ends, so that what the student's code prints with printf (which Catch2 does
// not capture) is shown under the case that printed it, and so that the case running when the
// program hangs or crashes is known. Stdout is made line-buffered, so that the lines a case
// printed before it was stopped are not lost in a buffer.
//
// A marker is  \x1e course-case:start:NAME \x1e  (without the spaces); the record separator
// never appears in a test case's name. When the program dies of a signal, a last marker,
// course-case:frames:..., gives the stack as addresses in the program's own file ("-" for a
// frame in a library): Catch2 names only the last check that began, which is not the call
// that crashed when the call is made outside a check, so ./course check reads the call's
// line from these addresses (tools/course/crash_site.py).
#define CATCH_CONFIG_EXTERNAL_INTERFACES  // Catch2 2.x: the listener base class
#include "course_test.hpp"

#include <dlfcn.h>
#include <execinfo.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

bool markers_wanted() {
    static const bool wanted = std::getenv("COURSE_CASE_MARKERS") != nullptr;
    return wanted;
}

void mark(const char* event, const std::string& name) {
    std::fflush(stdout);
    std::fflush(stderr);
    std::fprintf(stdout, "\x1e" "course-case:%s:%s\x1e", event, name.c_str());
    std::fflush(stdout);
}

const int kFrames = 64;   // deeper than any test's calls, or than a recursion needs to show

// Called from Catch2's signal handler: the process is dying, so only what cannot make matters
// worse is done (no allocation; backtrace() was loaded at the start).
void mark_frames() {
    void* frames[kFrames];
    int n = backtrace(frames, kFrames);
    Dl_info self;
    if (!dladdr(reinterpret_cast<void*>(&mark_frames), &self)) return;
    std::fflush(stdout);
    std::fputs("\x1e" "course-case:frames:", stdout);
    for (int k = 0; k < n; ++k) {
        Dl_info info;
        bool own = dladdr(frames[k], &info) && info.dli_fbase == self.dli_fbase;
        auto offset = reinterpret_cast<std::uintptr_t>(frames[k]) -
                      reinterpret_cast<std::uintptr_t>(self.dli_fbase);
        if (own)
            std::fprintf(stdout, "%s%#jx", k ? "," : "", static_cast<std::uintmax_t>(offset));
        else
            std::fputs(k ? ",-" : "-", stdout);
    }
    std::fputs("\x1e", stdout);
    std::fflush(stdout);
}

#if defined(CATCH_VERSION_MAJOR) && CATCH_VERSION_MAJOR >= 3
using ListenerBase = Catch::EventListenerBase;
using AssertionEnded = void;
#else
using ListenerBase = Catch::TestEventListenerBase;
using AssertionEnded = bool;
#endif

struct CaseMarkers : ListenerBase {
    using ListenerBase::ListenerBase;

    void testRunStarting(Catch::TestRunInfo const& info) override {
        ListenerBase::testRunStarting(info);
        if (markers_wanted()) {
            std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
            void* first[1];
            backtrace(first, 1);    // loads the unwinder now, not in a signal handler
        }
    }

    // Catch2 reports a signal as a failed assertion from its handler (listeners are not told
    // of fatalErrorEncountered in 2.x): the stack is still the crash's.
    AssertionEnded assertionEnded(Catch::AssertionStats const& stats) override {
        if (markers_wanted() &&
            stats.assertionResult.getResultType() == Catch::ResultWas::FatalErrorCondition)
            mark_frames();
        return ListenerBase::assertionEnded(stats);
    }

    void testCaseStarting(Catch::TestCaseInfo const& info) override {
        ListenerBase::testCaseStarting(info);
        name_ = info.name;
        if (markers_wanted()) mark("start", name_);
    }

    void testCaseEnded(Catch::TestCaseStats const& stats) override {
        ListenerBase::testCaseEnded(stats);
        if (markers_wanted()) mark("end", name_);
    }

private:
    std::string name_;
};

} // namespace

CATCH_REGISTER_LISTENER(CaseMarkers)
