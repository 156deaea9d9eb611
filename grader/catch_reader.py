"""Reads a Catch2 XML report inside the box: python3 -I -S catch_reader.py REPORT.xml

The report was written by a test program linked with a student's code, so it is untrusted
data, and an XML parser is a decoder like any other: it runs in the box, with its limits, and
what it prints (one JSON object per test case, every string cut short) is all the grader reads
back. The parsing itself is the one `./course check` uses (course/catch_results.py, copied next
to this file in the link kit).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from catch_results import parse_xml  # noqa: E402

MAX_CASES = 200
CUT = 300


def main(path):
    try:
        with open(path, "rb") as f:
            text = f.read(2 << 20).decode("utf-8", errors="replace")
    except OSError:
        return 0
    print(json.dumps({"crash": "<FatalErrorCondition" in text}))
    for case in parse_xml(text)[:MAX_CASES]:
        print(json.dumps({"name": case.name[:CUT], "ok": case.ok,
                          "failures": [f[:CUT] for f in case.failures[:2]]}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
