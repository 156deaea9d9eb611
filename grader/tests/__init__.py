"""The grader's own tests (run by CTest, label "grader")."""
