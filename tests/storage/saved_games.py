"""Save files of a For Sale game played a few moves, for the storage tests."""

import hashlib
from datetime import datetime, timedelta, timezone

from boardgames_desktop.rules import GameRecord, registry
from boardgames_desktop.storage import Player, SaveFile

START = datetime(2025, 3, 1, 18, 30, tzinfo=timezone.utc)


def play_for_sale(moves: int, seed: int = 3):
    """A 4-player For Sale game `moves` actions in, as (record, state). The moves vary with the index."""
    spec = registry.get("for_sale")
    state = spec.new_game(4, seed=seed)
    actions = []
    for index in range(moves):
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        action = legal[index % len(legal)]
        state = spec.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
    record = GameRecord(
        game="for_sale", rules_version=spec.rules_version, num_players=4, seed=seed, actions=actions
    )
    return record, state


def make_save(moves: int = 6, created: datetime = START, updated: datetime | None = None, label=None, seed=3):
    record, _ = play_for_sale(moves, seed)
    players = [
        Player(name="Jana", kind="human", colour="red", symbol="♥"),
        Player(name="Petr", kind="human", colour="blue"),
        Player(name="Babička Růžena", kind="human"),
        Player(name="Počítač", kind="computer", symbol="🤖"),
    ]
    return SaveFile(
        game_id=hashlib.md5(f"{seed} {created}".encode()).hexdigest(),  # the same game for the same deal and start
        created=created,
        updated=updated or created + timedelta(minutes=moves),
        label=label,
        players=players,
        record=record,
    )
