"""Start Rodinné deskovky: `python -m boardgames_desktop` or the `boardgames-desktop` command."""

import gc
import sys


def main() -> int:
    # No automatic collection, from the first import on: the start-up makes little garbage, and the
    # application's own collector (ui/app/collector.py, installed with the application) takes over.
    gc.disable()
    from . import error_log

    error_log.configure()
    try:
        from .ui.app.launch import main as run

        return run(sys.argv)
    except Exception:
        # Written here too: a frozen windowed build shows an uncaught error in a box of its own,
        # without calling sys.excepthook.
        error_log.unexpected(*sys.exc_info())
        raise


if __name__ == "__main__":
    sys.exit(main())
