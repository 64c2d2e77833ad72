"""Start the desktop program: the application, its language, the main window, and where errors go."""

import argparse
import logging
import sys

from PySide6.QtWidgets import QApplication

from ... import error_log
from . import collector, error_report
from .. import i18n
from .first_paint import after_first_paint, quit_after_first_paint
from .main_window import MainWindow
from ..paths import resource
from ..picture_cache import cache_dir


def create_application(argv: list[str], window_icon: bool = True) -> QApplication:
    """`window_icon=False`: set_window_icon() is left for later (main: after the first paint)."""
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName("Rodinne deskovky")
    app.setApplicationName("boardgames-desktop")
    if window_icon:
        set_window_icon(app)
    collector.install(app)
    return app


def set_window_icon(app: QApplication) -> None:
    from PySide6.QtGui import QIcon  # PySide6 builds QIcon's enums when it is named: 8 M instructions

    app.setWindowIcon(QIcon(str(resource("icons", "boardgames-desktop.png"))))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    parser = argparse.ArgumentParser(prog="boardgames-desktop")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="the interface language")
    parser.add_argument("--screenshots", metavar="DIR", help="render the main screens to PNG files and exit")
    parser.add_argument("--dark", action="store_true", help="with --screenshots: in the dark colour scheme")
    parser.add_argument("--self-test", action="store_true",
                        help="play a whole game of every game as the source tree does, save, load and replay it, "
                             "exit 0 if all works")
    parser.add_argument("--quit-after-startup", action="store_true",
                        help="exit 0 once the main window has been painted (for timing the start-up)")
    # What the system adds when it starts a windowed program (macOS's -psn_..., a file given by
    # "Open with") must not stop it before its window shows: noted in the log, then left alone.
    args, unknown = parser.parse_known_args(argv[1:])
    if unknown:
        logging.getLogger(__name__).info("ignored command-line arguments: %s", unknown)
    error_report.route_qt_messages()

    if args.screenshots:
        from .screenshots import render_all

        return render_all(args.screenshots, args.lang or "cs", dark=args.dark)
    if args.self_test:
        from .self_test import run_self_test

        return run_self_test(args.lang or "cs")

    error_log.write_crashes()
    app = create_application(argv, window_icon=False)  # set by when_shown
    i18n.set_language(args.lang or remembered_language())
    window = MainWindow(wait_for_first_paint=True)  # completed by when_shown
    error_report.ErrorReporter.install(window)
    collector.install(app).wait_for_first_paint(window)
    if args.quit_after_startup:
        quit_after_first_paint(window)
    else:
        after_first_paint(window, lambda: when_shown(window))
    if app.platformName() == "offscreen":
        window.show()  # no real screen to fit (CI, the benchmarks): its stand-in is 800 x 600
    else:
        window.show_first()
    return app.exec()


def remembered_language() -> str:
    """The language chosen in the Language menu, else the system's."""
    from PySide6.QtCore import QSettings  # not named at all when --lang is given

    return str(QSettings().value("language") or i18n.system_language())


def when_shown(window: MainWindow) -> None:
    """What can wait until the window is on the screen, done in the moment after its first paint."""
    from ... import storage
    from ...storage.files import remove_stale_temporaries

    window.complete()  # Continue, the menus' entries and their shortcuts
    set_window_icon(QApplication.instance())
    # Temporary files of writes that a crash or a kill cut short; a few folders listed.
    storage.remove_stale_temporaries()
    remove_stale_temporaries(cache_dir())
    # PySide6 builds its Qt namespace, hundreds of enums (~15 ms), the first time any of it is
    # named: now, rather than in the first click's answer (nothing before the first paint names it).
    from PySide6.QtCore import Qt  # noqa: F401
