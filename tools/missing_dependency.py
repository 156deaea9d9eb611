#!/usr/bin/env python3
"""CTest helper: the test missing/NAME, added where the build was configured without the
test-only dependency NAME (cmake/Course.cmake, course_missing_dependency).

    missing_dependency.py NAME

Says what is not checked and how to get it, and exits 77 (CTest: skipped), so that
`./course test` counts and names the skip. In CI (the CI environment variable is set) it fails
instead when apt-get could install the package: there a skipped check must not pass for a
checked one.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import bootstrap  # noqa: E402

SKIPPED = 77


def main(argv):
    if len(argv) != 1:
        print(__doc__)
        return 2
    req = bootstrap.by_cmake_name(argv[0])
    if req is None:
        print(f"{argv[0]} was not found when the build was configured; the parts that need it "
              "are not built")
        return SKIPPED
    print(f"{req.name} was not found when the build was configured, so {req.why} is not "
          f"built or run. Install it ({bootstrap.install_commands([req])[0]}), then run "
          "./course test again.")
    if bootstrap.in_ci() and bootstrap.apt_knows(req.apt):
        print(f"FAIL: in CI, {req.apt} can be installed and must be")
        return 1
    return SKIPPED


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
