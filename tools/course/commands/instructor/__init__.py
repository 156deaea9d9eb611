"""The instructor's commands (cli.INSTRUCTOR_COMMANDS): regen, release, and grade, grade-class
and gradescope, which hand over to the grader. The student edition has no such folder."""
