"""Start Rodinné deskovky: `python -m boardgames_desktop` or the `boardgames-desktop` command."""

import sys


def main() -> int:
    from .ui.app import main as run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
