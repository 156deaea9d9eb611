#!/usr/bin/env python3
"""`check_docs_browser.py FOLDER...`: reads built docs editions (BUILD/docs/student, ...) in
headless Chromium at a desk and a phone width and fails on what a reader would see wrong
(tools/course/docs_browser.py says what). Exits 77, skipped, where there is no Chromium."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import docs_browser  # noqa: E402
from course.lessons import ROOT  # noqa: E402

if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: check_docs_browser.py FOLDER...", file=sys.stderr)
        sys.exit(2)
    sys.exit(docs_browser.check_editions(ROOT, sys.argv[1:]))
