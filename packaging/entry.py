"""The frozen program's first script: PyInstaller starts here (see boardgames-desktop.spec)."""

import sys

from boardgames_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
