"""The application: the main window and its start screen, start-up and the first paint, the
command-line checks (--self-test, --screenshots), errors, and the running game (the session and
its autosaves). Nothing below imports it (tests/ui/test_import_rooms.py)."""
