"""Start the desktop program: the application, its language, and the main window."""

import argparse
import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from . import i18n
from .main_window import MainWindow


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName("Rodinne deskovky")
    app.setApplicationName("boardgames-desktop")
    return app


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    parser = argparse.ArgumentParser(prog="boardgames-desktop")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="the interface language")
    parser.add_argument("--screenshots", metavar="DIR", help="render the main screens to PNG files and exit")
    args = parser.parse_args(argv[1:])

    if args.screenshots:
        from .screenshots import render_all

        return render_all(args.screenshots, args.lang or "cs")

    app = create_application(argv)
    language = args.lang or QSettings().value("language") or i18n.system_language()
    i18n.set_language(str(language))
    window = MainWindow()
    window.show()
    return app.exec()
