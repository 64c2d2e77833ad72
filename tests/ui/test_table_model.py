"""The games' table models tell their views only what changed."""

from boardgames_desktop.ui.models.table import TableModel


class Scores(TableModel):
    COLUMNS = 2

    def _headers(self):
        return ["Player", "Points"]

    def data(self, index, role=0):
        return str(self._rows[index.row()][index.column()]) if role == 0 else None

    def set_scores(self, rows, shown):
        """As a game's model takes a new view: its rows, and what every row shows besides them."""
        self._replace(rows, shown=shown)


def test_only_the_rows_that_changed_are_signalled(qtmodeltester):
    model = Scores()
    model.set_scores([("Jana", 1), ("Petr", 2), ("Ema", 3)], "round 1")
    qtmodeltester.check(model)
    changed = []
    model.dataChanged.connect(lambda first, last: changed.append((first.row(), last.row(), last.column())))
    model.set_scores([("Jana", 1), ("Petr", 5), ("Ema", 3)], "round 1")
    assert changed == [(1, 1, 1)]
    changed.clear()
    model.set_scores([("Jana", 1), ("Petr", 5), ("Ema", 3)], "round 1")
    assert changed == []
    model.set_scores([("Jana", 2), ("Petr", 5), ("Ema", 4)], "round 1")  # one signal for the span
    assert changed == [(0, 2, 1)]
    changed.clear()
    model.set_scores([("Jana", 2), ("Petr", 5), ("Ema", 4)], "round 2")  # something every row shows
    assert changed == [(0, 2, 1)]
    qtmodeltester.check(model)
