"""`python3 -m grader grade|grade-class|gradescope ...` (what `./course grade ...` runs)."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for path in (os.path.join(ROOT, "tools"), ROOT):
    if path not in sys.path:
        sys.path.insert(0, path)

from grader.cli import main  # noqa: E402

sys.exit(main())
