"""Helpers for the X bere! table tests: sessions, views along a game, a fixed deal, instant placing."""

import random

import pytest

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.app.session import Session

PEOPLE = [("Jana", "#0072B2", "\u25cf"), ("Petr", "#D55E00", "\u25b2"), ("Babička", "#009E73", "\u25a0"),
          ("Děda", "#CC79A7", "\u25c6")]


def make_players(n=3):
    return [storage.Player(name=name, kind="human", colour=colour, symbol=symbol)
            for name, colour, symbol in PEOPLE[:n]]


def fixed_decks():
    """Two players. Rows start 50, 60, 70; Jana holds 1-8, Petr 71-78. Jana's 1 is too low for every row;
    when she takes row 3 (the 50), her 2 joins her 1 there and her 3 fills it: she takes 1 and 2 and
    chooses the one for her X row."""
    first = [50, 60, 70, *range(1, 9), *range(71, 79)]
    deck = first + [card for card in range(1, 101) if card not in first]
    return [deck, list(deck)]


@pytest.fixture(autouse=True)
def instant_placing(monkeypatch):
    monkeypatch.setattr(motion, "off", True)


@pytest.fixture
def new_session():
    def make(n=3, seed=7, decks=None):
        session = Session.new("x_nimmt", make_players(n), seed)
        if decks is not None:  # the same game dealt from fixed decks, through the save's setup override
            record = session.save.record.model_copy(update={"setup": {"decks": decks}})
            session = Session(session.save.model_copy(update={"record": record}))
        return session

    return make


@pytest.fixture
def game_views():
    return views_of_a_game()


def views_of_a_game(n=3, seed=3):
    """Views along one random game, for each seat and the public table, at every kind of moment."""
    spec = registry.get("x_nimmt")
    rng = random.Random(seed)
    state = spec.new_game(n, seed)
    seen = []
    while True:
        kind = (state.phase, state.awaiting.kind if state.awaiting else None)
        seen.append((kind, [spec.view(state, seat) for seat in [None, *range(n)]]))
        if state.is_over:
            break
        seat = state.to_act[0]
        state = spec.apply(state, seat, rng.choice(spec.legal_actions(state, seat)))
    return seen, make_players(n), spec.outcome(state), state
