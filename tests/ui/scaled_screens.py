"""Every screen of `--screenshots` (the start screen, the new-game dialog, each game's moments, the Hall of
fame, the Players dialog, a replay) rendered and checked for words that do not fit: a label, a button
or a combo box's choice cut, a widget cut by its parent (the checks of test_layout.py, on every
screen). Run in a process of its own, since the display scale is fixed when Qt starts:

    QT_SCALE_FACTOR=2 python tests/ui/scaled_screens.py OUT_DIR [--lang cs]

stands in for a Windows or macOS display at 200 % (test_display_scale.py runs that). `--font
"Noto Sans,13"` makes that the application's font, as the system's font is elsewhere; with
QT_FONT_DPI=72 (a Mac's points) it stands in for macOS's 13 pt system font. Prints each problem and
exits 1 if there are any; the PNGs stay in OUT_DIR to be looked at."""

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def problems_of(root) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QMainWindow, QTableView, QToolButton

    from boardgames_desktop.ui.app.screenshots import WINDOW
    from boardgames_desktop.ui.app.tutorial_screens import SIZE as TUTORIAL_WINDOW
    from boardgames_desktop.ui.table.layout_check import _cut_choice, _cut_text, name
    from boardgames_desktop.ui.table.layout_check import shown as _shown

    found = []
    given = WINDOW if root.size().toTuple() != TUTORIAL_WINDOW else TUTORIAL_WINDOW  # the tutorials' cards
    if isinstance(root, QMainWindow) and root.size().toTuple() != given:
        found.append(f"the window needs {root.size().toTuple()}, more than the {given} it was given")
    for widget in _shown(root):
        parent = widget.parentWidget()
        if not parent.rect().adjusted(-1, -1, 1, 1).contains(widget.geometry()):
            found.append(f"{name(widget)} {widget.geometry().getRect()} is cut by {name(parent)} {parent.size().toTuple()}")
        if isinstance(widget, QToolButton) and "\n" in widget.text():
            # A tile: its picture may be narrowed to the tile, its words are broken into lines that fit.
            widest = max(widget.fontMetrics().horizontalAdvance(line) for line in widget.text().splitlines())
            if widest > widget.width() or widget.sizeHint().height() > widget.height() + 1:
                found.append(f"the words on {name(widget)} are cut ({widget.size().toTuple()}, words {widest} wide)")
        elif isinstance(widget, QAbstractButton) and widget.sizeHint().width() > widget.width() + 1:
            found.append(f"the words on {name(widget)} are cut ({widget.width()} of {widget.sizeHint().width()})")
        if isinstance(widget, QComboBox) and _cut_choice(widget):
            found.append(f"the choice shown in {name(widget)} is cut")
        if isinstance(widget, QTableView) and widget.horizontalHeader().isVisible():
            header = widget.horizontalHeader()
            for section in range(header.count()):
                if not header.isSectionHidden(section) and header.sectionSize(section) < header.sectionSizeHint(section):
                    found.append(f"{name(widget)} cuts the heading of its column {section}")
        if isinstance(widget, QLabel) and _cut_text(widget):
            found.append(f"the text of {name(widget)} is cut ({widget.size().toTuple()} of {widget.sizeHint().toTuple()})")
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--lang", default="cs")
    parser.add_argument("--font", metavar="FAMILY,POINTS", help="the application's font, as a system's")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from boardgames_desktop.ui.app import screenshots

    if args.font:
        from PySide6.QtGui import QFont
        from PySide6.QtWidgets import QApplication

        family, points = args.font.rsplit(",", 1)
        application = QApplication(["scaled_screens"])  # render_all goes on with it
        application.setFont(QFont(family, int(points)))

    problems = []

    def look(widget, shot: str) -> None:
        problems.extend(f"{shot}: {problem}" for problem in problems_of(widget))

    screenshots.render_all(args.out, args.lang, looked_at=look)
    from PySide6.QtGui import QFontInfo, QGuiApplication

    screen = QGuiApplication.primaryScreen()
    font = QFontInfo(QGuiApplication.font())
    print(f"scale {screen.devicePixelRatio():g}, font {font.family()} {font.pointSizeF():g} pt "
          f"at {screen.logicalDotsPerInch():g} dpi: "
          f"{len(problems)} problems", flush=True)
    print("\n".join(problems), flush=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
