"""How long "Open a saved game" takes to appear with many saves, against a yardstick.

    .venv/bin/python benchmarks/saved_games.py               1,000 saves, 7 runs
    .venv/bin/python benchmarks/saved_games.py --saves 320 --runs 5

In a scratch data folder it writes SAVES autosaves of unfinished games (the three games in turn,
each a whole game's record cut at a random point, as a family leaves them), then times, offscreen,
from creating the dialog to its first paint:

- cold: the first opening in the process, every file read (its summary validated, never replayed);
- warm: the openings after it, files unchanged since (the summaries remembered by file stamp);
- choosing a save: selecting one row, which reads and replays that one file whole;
- the yardstick: a bare QDialog with a QTableView of as many rows of five texts, in the same run.

The figure is each time as a ratio to the yardstick (median of the runs). Not a test: the ratio
is read, not asserted. Target: warm ≤ 2 × the yardstick, cold ≤ 1 s for 1,000 saves.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtGui import QStandardItem, QStandardItemModel  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QTableView, QVBoxLayout  # noqa: E402


class FirstPaint(QObject):
    def __init__(self):
        super().__init__()
        self.seen = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint:
            self.seen = True
        return False


def until_painted(make) -> float:
    """Seconds from calling `make()` (which returns a dialog) to the dialog's first paint."""
    start = time.perf_counter()
    dialog = make()
    painted = FirstPaint()
    dialog.table.viewport().installEventFilter(painted)
    dialog.show()
    while not painted.seen:
        QApplication.processEvents()
    elapsed = time.perf_counter() - start
    dialog.close()
    dialog.deleteLater()
    QApplication.processEvents()
    return elapsed


class BareDialog(QDialog):
    """The yardstick: a table of `rows` rows of five short texts, nothing read from disk."""

    def __init__(self, rows: int):
        super().__init__()
        model = QStandardItemModel(rows, 5, self)
        for row in range(rows):
            for column in range(5):
                model.setItem(row, column, QStandardItem(f"Na prodej — hra {row}, sloupec {column}"))
        self.table = QTableView()
        self.table.setModel(model)
        self.table.resizeColumnsToContents()
        QVBoxLayout(self).addWidget(self.table)
        self.resize(960, 480)


def write_saves(count: int) -> None:
    from boardgames_desktop import storage
    from boardgames_desktop.rules import registry
    from boardgames_desktop.rules.core import Rng
    from boardgames_desktop.rules.registry import random_game

    games = [game.id for game in registry.catalog()]
    records = [random_game(game, registry.info(game).min_players + 1, seed) for seed, game in enumerate(games)]
    rng = Rng.from_seed(1)
    now = datetime.now(timezone.utc)
    for index in range(count):
        record = records[index % len(records)]
        cut = record.model_copy(update={"actions": record.actions[: 1 + rng.below(len(record.actions) - 1)]})
        players = [storage.Player(name=f"Hráč {seat + 1}", kind="human") for seat in range(record.num_players)]
        moment = now - timedelta(days=index % 60, minutes=index)
        storage.autosave(storage.SaveFile(players=players, record=cut, created=moment, updated=moment))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="saved-games-bench-")
    os.environ["BOARDGAMES_DESKTOP_DATA_DIR"] = scratch
    app = QApplication(sys.argv)
    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.dialogs.saved_games import SavedGamesDialog

    i18n.set_language("cs")
    write_saves(args.saves)
    files = len(list(Path(scratch, "saves", "autosave").glob("*.json")))

    cold = until_painted(SavedGamesDialog)
    warm = [until_painted(SavedGamesDialog) for _ in range(args.runs)]
    bare = [until_painted(lambda: BareDialog(files)) for _ in range(args.runs)]
    dialog = SavedGamesDialog()
    choose = []
    for row in range(1, 1 + args.runs):
        start = time.perf_counter()
        dialog.table.selectRow(row * 7)
        choose.append(time.perf_counter() - start)

    yardstick = statistics.median(bare)
    print(f"{files} saves, Python {sys.version.split()[0]}, {os.cpu_count()} cores")
    print(f"yardstick (bare table of {files} rows): {yardstick * 1000:7.1f} ms")
    print(f"cold (first opening):                  {cold * 1000:7.1f} ms  {cold / yardstick:5.2f} x")
    print(f"warm (median of {args.runs}):                  {statistics.median(warm) * 1000:7.1f} ms  "
          f"{statistics.median(warm) / yardstick:5.2f} x")
    print(f"choosing a save (median of {args.runs}):       {statistics.median(choose) * 1000:7.1f} ms")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
