"""Finished games with known places, written to the saves folder: the Hall of fame's test data.

A seeded random game of For Sale (no tied places) is played once per player count; each saved game
seats the given names so that they finish in the order given, and computers where asked.
"""

import hashlib
from datetime import datetime, timedelta, timezone
from functools import cache

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.registry import random_game

EVENING = datetime(2026, 1, 10, 19, 0, tzinfo=timezone.utc)


@cache
def _game(players: int):
    """A For Sale record for `players` with no tie, and its seats from the winner down."""
    spec = registry.get("for_sale")
    for seed in range(1, 200):
        record = random_game("for_sale", players, seed)
        outcome = spec.outcome(registry.replay(record))
        if all(len(group) == 1 for group in outcome.ranking):
            return record, [group[0] for group in outcome.ranking], outcome.scores
    raise AssertionError("no game without a tie")


def scores_in_place_order(players: int) -> list[int]:
    _, order, scores = _game(players)
    return [scores[seat] for seat in order]


def write_finished(order, ended=EVENING, computers=None, label=None, hints=None):
    """Save a finished game whose people (and computers: {name: level}) end in `order`, winner first;
    `hints`: {name: hints asked for} of those who had hints on."""
    computers, hints = computers or {}, hints or {}
    record, ranking, _ = _game(len(order))
    by_seat = [None] * len(order)
    for name, seat in zip(order, ranking):
        by_seat[seat] = storage.Player(
            name=name, kind="computer" if name in computers else "human", level=computers.get(name),
            hints=hints.get(name)
        )
    save = storage.SaveFile(
        game_id=hashlib.md5(f"{ended} {order}".encode()).hexdigest(),  # written twice: the same game
        created=ended - timedelta(minutes=30), updated=ended, finished=True, players=by_seat, record=record
    )
    return storage.save(save, label or f"{ended:%Y%m%d%H%M} {' '.join(order)}")
