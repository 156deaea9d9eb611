"""The tools' unit tests. They read the tool's messages as the code writes them, in English,
whatever the locale of the one who runs them (the Korean ones ask for Korean themselves)."""

import os

os.environ["COURSE_LANG"] = "en"
