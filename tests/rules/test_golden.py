"""Golden records: every game plays today exactly as it played when its golden records were made.

Each game keeps them in tests/rules/<id>/golden/ (found from the catalog). Each file holds a few seeded games of one game (random legal moves mixed with the normal
computer player's, a few player counts and options) and, after every action, a hash of what each
seat and the public see and may do: every seat's view and legal actions, and the outcome at the end.
Replaying the stored actions must give the same hashes, so a refactoring that changes any game's
behaviour fails here, at the first action and seat that differ.

Fields added to a view or an action since the files were made are left out of the hash (each file
keeps the field paths it was made with), so adding information is not a change of behaviour; a
changed or removed field is.

Made once, before the refactoring it guards (issue 13), and for a game added later, or a game whose
rules_version was raised, by naming it (the games of its newest file again; for a new game the
fewest, a middle and the most players):

    .venv/bin/python tests/rules/test_golden.py [GAME ...]

which writes `<game>.v<rules_version>.json` beside the older files (`<game>.json` were made before
the version was in the name). A game keeps the records of every rules_version it still plays: old
saves play on under the rules they began with, and their records prove it.
"""

import hashlib
import json
import sys
from pathlib import Path

import pytest

from boardgames_desktop.rules import GameRecord, registry

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game_folders import own_tests, register_extra_games  # noqa: E402


def golden(game: str) -> Path:
    """The game's golden records: tests/rules/<id>/golden/."""
    return own_tests(game, "rules") / "golden"


def setups(game: str) -> list[tuple]:
    """(players, seed, options, setup) of the games to store for `game`: those of its newest file,
    else the fewest, a middle and the most players, seeds 1 to 3, default options."""
    files = sorted(golden(game).glob("*.json"), key=lambda file: (len(file.stem), file.stem))
    if files:
        stored = json.loads(files[-1].read_text(encoding="utf-8"))["games"]
        return [(game["record"]["num_players"], game["record"]["seed"], game["record"]["options"],
                 game["record"]["setup"]) for game in stored]
    spec = registry.get(game)
    counts = (spec.min_players, (spec.min_players + spec.max_players) // 2, spec.max_players)
    return [(players, seed, None, None) for seed, players in enumerate(counts, start=1)]


MAX_ACTIONS = 3000  # a safety net for the generator only: these games end far sooner


def seen(spec, state) -> list:
    """What everyone sees and may do: the public view, then each seat's view and legal actions,
    then the outcome (None before the end)."""
    outcome = spec.outcome(state)
    return [
        spec.view(state, None).model_dump(mode="json"),
        [[spec.view(state, seat).model_dump(mode="json"),
          [action.model_dump(mode="json") for action in spec.legal_actions(state, seat)]]
         for seat in range(state.num_players)],
        outcome.model_dump(mode="json") if outcome else None,
    ]


def paths(value, prefix: str = "") -> set[str]:
    """Every dict key's path in `value` ("a.b[].c"), lists' items as one."""
    found = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found.add(prefix + "." + key)
            found |= paths(item, prefix + "." + key)
    elif isinstance(value, list):
        for item in value:
            found |= paths(item, prefix + "[]")
    return found


def pruned(value, known: set[str], prefix: str = ""):
    """`value` without the dict keys whose path is not in `known`."""
    if isinstance(value, dict):
        return {key: pruned(item, known, prefix + "." + key)
                for key, item in value.items() if prefix + "." + key in known}
    if isinstance(value, list):
        return [pruned(item, known, prefix + "[]") for item in value]
    return value


def digest(value) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(game: str, players: int, seed: int, options, setup=None) -> tuple[GameRecord, list]:
    """A seeded game to its end, and what was seen after the start and after every action."""
    from boardgames_desktop import bots
    from boardgames_desktop.rules.core import Rng

    spec = registry.get(game)
    state = spec.new_game(players, seed, options, setup)
    chooser = Rng.from_seed(seed ^ 0x601D)
    actions, sights = [], [seen(spec, state)]
    while not state.is_over and len(actions) < MAX_ACTIONS:
        seat = state.to_act[chooser.below(len(state.to_act))]
        legal = spec.legal_actions(state, seat)
        rng = bots.decision_rng(seed, seat, len(actions))
        policy = bots.normal_policy if chooser.below(3) else bots.random_policy
        action = policy(spec, spec.view(state, seat), legal, rng)
        state = spec.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
        sights.append(seen(spec, state))
    assert state.is_over, f"{game} {players} {seed}: not over after {MAX_ACTIONS} actions"
    record = GameRecord(game=game, rules_version=spec.rules_version, num_players=players, seed=seed,
                        options=spec.parse_options(options).model_dump(mode="json"), setup=setup, actions=actions)
    return record, sights


def make(only: set[str] | None = None) -> None:
    """Write the golden files (of the games in `only`, if given: a game added since)."""
    for game in only or [game.id for game in registry.catalog()]:
        games = [play(game, *setup) for setup in setups(game)]
        known = set().union(*(paths(sight) for _, sights in games for sight in sights))
        stored = {
            "paths": sorted(known),
            "games": [{"record": record.model_dump(mode="json"), "seen": [digest(sight) for sight in sights]}
                      for record, sights in games],
        }
        version = registry.get(game).rules_version
        golden(game).mkdir(parents=True, exist_ok=True)
        (golden(game) / f"{game}.v{version}.json").write_text(json.dumps(stored, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def stored_games():
    for file in sorted(file for game in registry.catalog() for file in golden(game.id).glob("*.json")):
        stored = json.loads(file.read_text(encoding="utf-8"))
        for index, game in enumerate(stored["games"]):
            yield pytest.param(set(stored["paths"]), game, id=f"{file.stem}-{index}")


def test_every_game_has_golden_records_of_its_current_rules():
    recorded = {(game["record"]["game"], game["record"]["rules_version"]) for _, game in
                (param.values for param in stored_games())}
    assert {(spec.id, spec.rules_version) for spec in registry.games()} <= recorded
    assert {game for game, _ in recorded} == {game.id for game in registry.catalog()}


@pytest.mark.parametrize("known, game", list(stored_games()))
def test_a_golden_record_replays_to_the_same_views(known, game):
    record = GameRecord.model_validate(game["record"])
    spec = registry.get(record.game)
    state = registry.start(record)
    expected = game["seen"]
    assert len(expected) == len(record.actions) + 1
    assert digest(pruned(seen(spec, state), known)) == expected[0], "the views after the deal differ"
    for index, (seat, data) in enumerate(record.actions):
        state = spec.apply(state, seat, spec.parse_action(data))
        assert digest(pruned(seen(spec, state), known)) == expected[index + 1], (
            f"the views after action {index} (seat {seat}: {data}) differ")
    assert state.is_over


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    register_extra_games()
    make(set(sys.argv[1:]) or None)
