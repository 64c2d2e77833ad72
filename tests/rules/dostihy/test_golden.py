"""Seeded games of Dostihy a sázky replay to the very same tables as before the money kit moved the
money rules into rules/core (issue 13).

fixtures/golden.json was written before that change by this module's `record` (run it as a script:
`python -m tests.rules.dostihy.test_golden`). For each game (2-6 players, every rules_version the
spec plays, both test policies) it holds a fingerprint of each step: every seat's view and the
public one, the events, the legal actions of the seat to act and the action it took. Never
regenerate it to make the test pass: its worth is that it is old.

Views gained fields since then (the amounts the table shows, ADDED_FIELDS); they are left out of the
fingerprints, and test_money_view checks them on their own.
"""

import hashlib
import json
import random
import sys
from pathlib import Path

from .helpers import POLICIES, SPEC

FIXTURE = Path(__file__).parent / "fixtures" / "golden.json"
ADDED_FIELDS: frozenset[str] = frozenset()
GAMES = [
    (players, version, policy, 100 + 10 * players + version)
    for players in (2, 3, 4, 5, 6)
    for version in (SPEC.rules_version, *SPEC.older_rules_versions)
    for policy in ("uniform", "family")
]


def _strip(value):
    if isinstance(value, dict):
        return {key: _strip(item) for key, item in value.items() if key not in ADDED_FIELDS}
    if isinstance(value, list):
        return [_strip(item) for item in value]
    return value


def _step(state, action) -> dict:
    seats = [None, *range(state.num_players)]
    return _strip({
        "views": [SPEC.view(state, seat).model_dump(mode="json") for seat in seats],
        "events": [event.model_dump(mode="json") for event in SPEC.events(state)],
        "legal": [[seat, [a.model_dump(mode="json") for a in SPEC.legal_actions(state, seat)]]
                  for seat in state.to_act],
        "action": action.model_dump(mode="json") if action is not None else None,
    })


def play(players: int, version: int, policy: str, seed: int):
    """Each step of one game, as plain data: the table after every action and the next action."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, seed, rules_version=version)
    while True:
        if state.is_over:
            yield _step(state, None)
            return
        seat = state.to_act[0]
        action = POLICIES[policy](rng, state, seat, SPEC.legal_actions(state, seat))
        yield _step(state, action)
        state = SPEC.apply(state, seat, action)


def digest(step: dict) -> str:
    return hashlib.sha256(json.dumps(step, sort_keys=True).encode()).hexdigest()[:16]


def record(full: Path | None = None) -> None:
    games, dump = [], []
    for players, version, policy, seed in GAMES:
        steps = list(play(players, version, policy, seed))
        games.append({"players": players, "rules_version": version, "policy": policy, "seed": seed,
                      "steps": [digest(step) for step in steps]})
        dump.append(steps)
    FIXTURE.write_text(json.dumps(games, indent=0) + "\n")
    if full is not None:
        full.write_text(json.dumps(dump))


def test_seeded_games_play_as_they_did():
    games = json.loads(FIXTURE.read_text())
    assert [(g["players"], g["rules_version"], g["policy"], g["seed"]) for g in games] == GAMES
    for game in games:
        steps = play(game["players"], game["rules_version"], game["policy"], game["seed"])
        for index, (expected, step) in enumerate(zip(game["steps"], steps, strict=True)):
            assert digest(step) == expected, (game["players"], game["rules_version"], game["policy"], index, step)


if __name__ == "__main__":
    record(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
