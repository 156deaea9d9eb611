"""The commands of both editions: status, check, watch, hint, docs, test, help."""
