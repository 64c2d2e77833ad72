"""Whole games of every game of the catalog, played through the real window in Czech, Slovak and
English, read the way a person at the screen reads them: every visible text (labels, buttons, list
and table cells, tool tips, the end page) and every event's words, for a placeholder left unfilled
("%n libra", "%1", "{player}") or a slot filled with nothing ("platí nájemné 25 € za , dostává").

One person (with hints on) plays random legal moves beside computers, so that the person's own
screen is read too; animations are off. The screen is read at a share of the changes and at the end."""

import random
import re
from functools import partial

import pytest
from PySide6.QtWidgets import QApplication

from boardgames_desktop import storage
from boardgames_desktop.play.game_loop import Clock
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import game_folders as games, i18n, motion
from boardgames_desktop.ui.app import session as session_module
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session

from bot_threads import person_to_move
from screen_scan import shown

SLIPS = re.compile(
    r"%(?:\d|n|L)"  # a Qt argument left unfilled: a negative %n, a %1 never replaced
    r"|[{}]"  # a Python format field left unfilled
    r"|\bNone\b"  # a value that was missing, written as Python writes it
    r"|\S\s+[,.;)]"  # a word, then an empty slot before the punctuation: "za , dostává"
    r"|\(\s*\)"  # empty brackets
    r"|[,:]\s*[,.]"  # two punctuation marks round an empty slot
)
READ_EVERY = 7  # changes: the screen is read at every 7th and at the end
TIMED = {"anti_monopoly": {"time_limit": 1}}  # without a limit random play seldom ends (issue 29)
MOVES_PER_MINUTE = 250  # a timed game's clock counts moves, not seconds: its time is up at the same move every run
SEEDS = {"last_will": 36}  # a game that ends with a player's money below 0 (issue 29: "%n libra")


def slips(texts) -> set[str]:
    return {text for text in texts if isinstance(text, str) and not text.startswith(("<", "2", "3"))  # roles' values
            and SLIPS.search(text.replace("…", "").replace("...", ""))}


def seats(count: int) -> list[storage.Player]:
    return [storage.Player(name="Honza", kind="human", hints=0)] + [
        storage.Player(name=f"Počítač {n}", kind="computer", level="easy") for n in range(2, count + 1)]


@pytest.mark.parametrize("language", ["cs", "sk", "en"])
@pytest.mark.parametrize("game", [info.id for info in registry.catalog()])
def test_no_placeholder_is_left_on_any_screen_of_a_whole_game(qtbot, monkeypatch, game, language):
    monkeypatch.setattr(motion, "off", True)
    played = []  # the session, once made
    monkeypatch.setattr(session_module, "Clock", partial(
        Clock, now=lambda: float(len(played[0].save.record.actions)) if played else 0.0))
    monkeypatch.setattr(Session, "SECONDS_PER_MINUTE", MOVES_PER_MINUTE)
    i18n.set_language(language)
    info = registry.info(game)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    window.show()
    session = Session.new(game, seats(min(info.max_players, 3)), seed=SEEDS.get(game, 29), options=TIMED.get(game))
    played.append(session)
    session.computer_pause_ms = 0
    window.start(session)
    page = window.game_page
    found: dict[str, int] = {}
    changes = [0]

    def read(always: bool = False) -> None:
        changes[0] += 1
        if always or changes[0] % READ_EVERY == 0:
            QApplication.processEvents()
            for text in slips(shown(window)):
                found.setdefault(text, len(session.save.record.actions))

    session.changed.connect(lambda _change: read())
    rng = random.Random(29)
    for _ in range(5000):
        if session.is_over:
            break
        if person_to_move(session) is not None:
            if rng.random() < 0.1:
                page.give_hint()
            session.act(rng.choice(session.legal_actions()))
        else:
            moves = len(session.save.record.actions)
            qtbot.waitUntil(lambda: len(session.save.record.actions) != moves or session.is_over
                            or person_to_move(session) is not None, timeout=20000)
    assert session.is_over, "the game did not end"
    read(always=True)
    assert page.table.pages.currentIndex() == 1  # the end page was read
    words = [games.event_text(game, event, session.players) for events in session._events for event in events]
    for text in slips(words):
        found.setdefault(text, -1)
    assert not found, found


@pytest.mark.parametrize("language", ["cs", "sk", "en"])
def test_a_card_s_payment_to_another_player_is_not_worded_as_rent(language):
    """Anti-Monopoly's "Babička platí nájemné 25 € za , dostává Honza.": a card's payment has no title."""
    from boardgames_desktop.rules.core import Event

    i18n.set_language(language)
    players = seats(3)
    card = Event(code="paid", params={"seat": 1, "amount": 25, "to": 0, "reason": "card", "card": "x"})
    rent = Event(code="paid", params={"seat": 1, "amount": 25, "to": 0, "reason": "rent", "space": 1})
    words = [games.event_text("anti_monopoly", event, players) for event in (card, rent)]
    assert not slips(words), words
    assert words[0] != words[1] and "Honza" in words[0] and "25" in words[0]
