"""A new game is its folders and one catalog line (docs/ARCHITECTURE.md, "Adding a game").

A tiny game, "Toy" (take one or two counters from a pile; who takes the last one wins), is written
to a temporary package laid out as this program is: `rules/toy/` with its spec, `ui/games/toy/`
with its title, picture, texts, table and screenshots. Its phase is called "buy", as one of
Dostihy's: each game words its own phases. No bot module: the shared fallback plays it.
The only thing the test adds to the program is the catalog line (`registry.register`), and the
game then shows on the start screen, plays, saves, is listed with its own words and opens again.
"""

import sys
import textwrap

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from boardgames_desktop import bots, storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng
from boardgames_desktop.ui import game_folders as games, texts
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.dialogs.saved_games import SavedGamesDialog

PACKAGE = "toygames"

FILES = {
    "__init__.py": "",
    "rules/__init__.py": "",
    "rules/toy/__init__.py": "",
    "rules/toy/spec.py": '''
        import copy
        from dataclasses import dataclass, field
        from typing import Literal

        from pydantic import BaseModel, ConfigDict, TypeAdapter

        from boardgames_desktop.rules.core import GameSpec, IllegalAction, Outcome, Progress, event
        from boardgames_desktop.rules.core.spec import rank_by


        class ToyOptions(BaseModel):
            model_config = ConfigDict(frozen=True, extra="forbid")
            short: bool = False


        class Take(BaseModel):
            model_config = ConfigDict(frozen=True, extra="forbid")
            type: Literal["take"] = "take"
            count: int


        class ToyView(BaseModel):
            seat: int | None
            num_players: int
            pile: int
            turn: int
            winner: int | None
            phase: str


        @dataclass
        class ToyState:
            num_players: int
            pile: int
            turn: int = 0
            winner: int | None = None
            events: list = field(default_factory=list)

            @property
            def is_over(self):
                return self.winner is not None

            @property
            def to_act(self):
                return [] if self.is_over else [self.turn]


        class ToySpec(GameSpec):
            id = "toy"
            min_players = 2
            max_players = 3
            rules_version = 1
            options_model = ToyOptions
            action_adapter = TypeAdapter(Take)

            def _new_game(self, num_players, seed, options, setup, rules_version):
                return ToyState(num_players, 5 if options.short else 7, turn=seed % num_players)

            def _legal_actions(self, state, seat):
                return [Take(count=count) for count in (1, 2) if count <= state.pile]

            def _apply(self, state, seat, action):
                if action.count not in (1, 2) or action.count > state.pile:
                    raise IllegalAction("too_many", {"count": action.count, "pile": state.pile})
                state.pile -= action.count
                state.events.append(event(code="took", params={"seat": seat, "count": action.count}))
                if state.pile == 0:
                    state.winner = seat
                else:
                    state.turn = (seat + 1) % state.num_players

            def _view(self, state, seat):
                return ToyView(seat=seat, num_players=state.num_players, pile=state.pile, turn=state.turn,
                               winner=state.winner, phase="over" if state.is_over else "buy")

            def _determinize(self, view, seat, rng):
                return ToyState(view.num_players, view.pile, view.turn, view.winner)

            def _outcome(self, state):
                scores = [int(seat == state.winner) for seat in range(state.num_players)]
                return Outcome(scores=scores, ranking=rank_by([(score,) for score in scores]),
                               winners=[state.winner])

            def _progress(self, state):
                return Progress(round=1, phase="over" if state.is_over else "buy")
    ''',
    "ui/__init__.py": "",
    "ui/game_folders.py": "",
    "ui/games/toy/__init__.py": '''
        from PySide6.QtCore import QCoreApplication


        def title():
            return QCoreApplication.translate("ToyTexts", "Toy Pile")
    ''',
    "ui/games/toy/art.py": '''
        from PySide6.QtGui import QColor, QPixmap


        def picture(width):
            pixmap = QPixmap(width, width * 5 // 6)
            pixmap.fill(QColor("#3a7d44"))
            return pixmap
    ''',
    "ui/games/toy/texts.py": '''
        from PySide6.QtCore import QCoreApplication

        translate = QCoreApplication.translate


        def event_text(event, players):
            name = players[event.params["seat"]].name
            return translate("ToyTexts", "{player} took {count}.").format(player=name, count=event.params["count"])


        def error_text(error):
            return translate("ToyTexts", "Not that many are left.")


        def option_texts():
            return {"short": (translate("ToyTexts", "A short pile"), {})}


        def phase_text(phase):
            return {"buy": translate("ToyTexts", "Taking counters")}.get(phase, phase)
    ''',
    "ui/games/toy/table.py": '''
        from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

        from boardgames_desktop.ui.table.game_table import GameTable


        class ToyTable(GameTable):
            def __init__(self, session, parent=None):
                super().__init__(session, "ToyTable", parent)
                self.pile = QLabel()
                self.error_label = QLabel()
                self.buttons = [QPushButton(str(count)) for count in (1, 2)]
                layout = QHBoxLayout(self)
                layout.addWidget(self.pile)
                for count, button in enumerate(self.buttons, 1):
                    button.clicked.connect(lambda _=False, count=count: self.take(count))
                    layout.addWidget(button)
                layout.addWidget(self.error_label)
                self.follow_session()

            def take(self, count):
                legal = [action for action in self.session.legal_actions() if action.count == count]
                if legal:
                    self.session.act(legal[0])

            def retranslate(self):
                self.draw(animating=False)

            def draw(self, animating):
                self.pile.setText(str(self.session.view().pile))
                legal = {action.count for action in self.session.legal_actions()}
                for count, button in enumerate(self.buttons, 1):
                    button.setEnabled(count in legal)

            def fit(self):
                pass  # a label and two buttons: the layout sizes them
    ''',
    "ui/games/toy/screens.py": '''
        def shots(window, players, shot):
            shot(window, "99-toy")
    ''',
}


@pytest.fixture
def toy(tmp_path_factory, monkeypatch):
    """The Toy game's package on sys.path and its one catalog line; both gone after the test."""
    root = tmp_path_factory.mktemp("new_game")
    for name, text in FILES.items():
        path = root / PACKAGE / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    monkeypatch.syspath_prepend(str(root))
    registry.register(registry.GameInfo("toy", 2, 3, "toy.spec:ToySpec", package=PACKAGE))
    yield
    registry.unregister("toy")
    for module in [name for name in sys.modules if name.split(".")[0] == PACKAGE]:
        del sys.modules[module]


@pytest.fixture
def window(qtbot, toy):
    """The main window, gone with its dialogs before the game leaves the catalog."""
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.DeferredDelete)


def test_a_game_added_by_its_folders_and_one_catalog_line_plays_saves_lists_and_opens_again(qtbot, window):
    tiles = {tile.spec.id: tile for tile in window.start_screen.tiles}
    assert "Toy Pile" in tiles["toy"].text() and "2–3" in tiles["toy"].text()
    assert not tiles["toy"].icon().isNull()

    labels = []

    def fill_in():
        dialog = QApplication.activeModalWidget()
        labels.extend(label.text() for label in dialog.findChildren(QLabel))
        dialog.count.setValue(2)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, fill_in)
    qtbot.mouseClick(tiles["toy"], Qt.LeftButton)
    assert "Toy Pile" in " ".join(labels) and "A short pile" in " ".join(labels), labels
    session = window.session
    assert session is not None and session.game == "toy"
    table = window.game_page.table
    assert type(table).__name__ == "ToyTable"

    session.confirm_handover()
    # its texts word no moves (no moves_text): no "What can I do now?", F1 does nothing
    assert not window.game_page.moves_button.isVisibleTo(window) and not window.moves_action.isVisible()
    qtbot.keyClick(window, Qt.Key_F1)
    assert not window.game_page.moves_panel.isVisible()
    qtbot.mouseClick(table.buttons[1], Qt.LeftButton)  # takes two
    assert session.public_view().pile == 5
    lines = [window.game_page.log_model.index(row).data() for row in range(window.game_page.log_model.rowCount())]
    assert any(line and "took 2." in line for line in lines), lines

    path = session.save_as("Toy game")
    dialog = SavedGamesDialog(window)
    row = next(row for row in range(dialog.model.rowCount()) if dialog.model.entry(row).path == path)
    assert dialog.model.index(row, 0).data().startswith("Toy Pile")
    assert dialog.model.index(row, 4).data() == "round 1, Taking counters"  # its "buy", not Dostihy's

    while not session.is_over:
        session.confirm_handover()
        session.act(session.legal_actions()[0])
    assert session.outcome().winners
    assert window.open_path(path)
    reopened = window.session
    assert reopened is not session and reopened.save.record == storage.load(path).save_file.record
    assert reopened.public_view().pile == 5
    assert registry.replay(reopened.save.record).pile == 5

    assert bots.heuristics("toy") is None  # the shared fallback plays it, at every level
    spec = registry.get("toy")
    state = spec.new_game(3, 1)
    for level in bots.LEVELS:
        action = bots.choose(spec, spec.view(state, 1), spec.legal_actions(state, 1), level, Rng.from_seed(1), iterations=2)
        assert action in spec.legal_actions(state, 1)
    assert games.screens("toy").__module__ == f"{PACKAGE}.ui.games.toy.screens"


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_every_phase_of_a_game_is_worded_by_the_game(game):
    spec = registry.get(game)
    phases = set()
    for seed in range(3):
        state = spec.new_game(spec.min_players, seed)
        chooser = Rng.from_seed(seed)
        while True:
            phases.add(spec.progress(state).phase)
            if state.is_over:
                break
            seat = state.to_act[chooser.below(len(state.to_act))]
            legal = spec.legal_actions(state, seat)
            state = spec.apply(state, seat, legal[chooser.below(len(legal))])
    assert "over" in phases
    for phase in phases:
        assert texts.phase_text(game, phase) != phase
