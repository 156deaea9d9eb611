"""Hidden cases: hand-picked edge cases and the random cases' seed. The student edition of the
course leaves this folder out; the grader then skips the hidden checks and says so."""
