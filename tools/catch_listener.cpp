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
// never appears in a test case's name.
#define CATCH_CONFIG_EXTERNAL_INTERFACES  // Catch2 2.x: the listener base class
#include "course_test.hpp"

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

#if defined(CATCH_VERSION_MAJOR) && CATCH_VERSION_MAJOR >= 3
using ListenerBase = Catch::EventListenerBase;
#else
using ListenerBase = Catch::TestEventListenerBase;
#endif

struct CaseMarkers : ListenerBase {
    using ListenerBase::ListenerBase;

    void testRunStarting(Catch::TestRunInfo const& info) override {
        ListenerBase::testRunStarting(info);
        if (markers_wanted()) std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
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
