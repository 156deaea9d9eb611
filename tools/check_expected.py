#!/usr/bin/env python3
"""CTest helper: the reference driver still makes exactly the files in expected/.

    check_expected.py DRIVER EXPECTED_DIR PNGDIFF

Text must match to the byte and pictures to the pixel; a driver that writes a file that is not
in expected/ fails too (an output nobody checks is an output that drifts).
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course.compare import compare_file  # noqa: E402


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    driver, expected_dir, pngdiff = sys.argv[1:]
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run([driver, out], capture_output=True, text=True)
        if run.returncode != 0:
            print(f"FAIL: the driver exited {run.returncode}: {run.stderr.strip()}")
            return 1
        expected = sorted(os.listdir(expected_dir))
        produced = sorted(os.listdir(out))
        ok = True
        for name in expected:
            c = compare_file(os.path.join(expected_dir, name), os.path.join(out, name),
                             pngdiff, exact=True)
            print(("ok   " if c.ok else "FAIL ") + c.message)
            for line in c.details:
                print("     " + line)
            ok &= c.ok
        for extra in sorted(set(produced) - set(expected)):
            print(f"FAIL {extra} is written by the driver but missing from expected/")
            ok = False
        if not ok:
            print("if the change is intended, remake the files with: ./course regen")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
