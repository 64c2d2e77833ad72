"""Helpers for the Na prodej table tests: sessions, views at each phase, instant reveals."""

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


@pytest.fixture(autouse=True)
def instant_reveal(monkeypatch):
    monkeypatch.setattr(motion, "off", True)


@pytest.fixture
def new_session(monkeypatch, tmp_path):
    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA_DIR", str(tmp_path / "data"))

    def make(n=3, seed=7, options=None):
        return Session.new("for_sale", make_players(n), seed, options)

    return make


@pytest.fixture
def game_views():
    return views_of_a_game()


def views_of_a_game(n=3, seed=3):
    """(view, players) pairs along one random game: for each seat and the public table, in each phase."""
    spec = registry.get("for_sale")
    rng = random.Random(seed)
    state = spec.new_game(n, seed)
    players = make_players(n)
    seen = []
    phases = set()
    while True:
        if state.phase not in phases or rng.random() < 0.05 or state.is_over:
            phases.add(state.phase)
            seen += [spec.view(state, seat) for seat in [None, *range(n)]]
        if state.is_over:
            break
        seat = state.to_act[0]
        state = spec.apply(state, seat, rng.choice(spec.legal_actions(state, seat)))
    return seen, players, spec.outcome(state)
