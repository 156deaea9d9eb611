"""Reads Catch2 XML reports inside the box:
python3 -I -S catch_reader.py OUT [--words=JSON] REPORT.xml...

A report was written by a test program linked with a student's code, so it is untrusted data,
and an XML parser is a decoder like any other: it runs in the box, with its limits, and what it
writes to OUT (JSON lines: {"report": k, "crash": ...} for the k-th report, then one object per
test case, every string cut short) is all the grader reads back. One run reads every report of
a submission (Python's start is most of its time). The parsing itself is the one `./course
check` uses (course/catch_xml.py, pure, copied alone next to this file in the link kit); the
words of its failure lines come translated in --words (course.catch_results.catch_words).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from catch_xml import parse_xml  # noqa: E402

MAX_CASES = 200
CUT = 300


WORDS_OPTION = "--words="


def main(out, paths):
    words = None
    if paths and paths[0].startswith(WORDS_OPTION):
        try:
            words = json.loads(paths[0][len(WORDS_OPTION):])
        except ValueError:
            words = None       # the grader's own argument: the English words, then
        if not isinstance(words, dict) or not all(isinstance(v, str) for v in words.values()):
            words = None
        paths = paths[1:]
    with open(out, "w", encoding="utf-8") as dest:
        for k, path in enumerate(paths):
            try:
                with open(path, "rb") as f:
                    text = f.read(2 << 20).decode("utf-8", errors="replace")
            except OSError:
                continue
            print(json.dumps({"report": k, "crash": "<FatalErrorCondition" in text}), file=dest)
            for case in parse_xml(text, words=words)[:MAX_CASES]:
                print(json.dumps({"report": k, "name": case.name[:CUT], "ok": case.ok,
                                  "reread": case.reread[:CUT], "precision": case.precision,
                                  "failures": [f[:CUT] for f in case.failures[:2]]}), file=dest)
            dest.flush()        # what was read stays read if a later report stops the reader
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
