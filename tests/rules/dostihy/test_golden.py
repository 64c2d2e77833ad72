"""Seeded games of Dostihy a sázky replay to the very same tables as before the money kit moved the
money rules into rules/core (issue 13).

fixtures/golden.json was written by this module's `record` with the code of commit a11e419, before
that change (`python -m tests.rules.dostihy.test_golden [full.json]` in a checkout of it, with this
file copied in). For each game (2-6 players, every rules_version the spec plays, the test policies,
and games short of money from the start) it holds a fingerprint of each step: every seat's view and
the public one, the events, the legal actions of the seat to act and the action it took. Never
regenerate it with newer code to make the test pass: its worth is that it is old.

Views gained fields since then (the amounts the table shows, ADDED_FIELDS); they are left out of the
fingerprints, and test_the_view_carries_the_amounts_the_table_shows checks them on their own.
"""

import hashlib
import json
import random
import sys
from pathlib import Path

from .helpers import POLICIES, SPEC, Enter, Pawn, Redeem, SellToBank, bank_price, pawn_value, redeem_cost

FIXTURE = Path(__file__).parent / "fixtures" / "golden.json"
ADDED_FIELDS = frozenset({"pawn_value", "redeem_cost", "sale_price", "most_races"})
VERSIONS = (SPEC.rules_version, *SPEC.older_rules_versions)
GAMES = [
    (players, version, policy, 100 + 10 * players + version)
    for players in (2, 3, 4, 5, 6)
    for version in VERSIONS
    for policy in ("uniform", "family")
] + [(players, version, "seller", 200 + 10 * players + version) for players in (2, 4, 6) for version in VERSIONS]


def seller(rng, state, seat, legal):
    """Short of money from the start (see _setup), and in distress sells to the bank at times."""
    sales = [action for action in legal if isinstance(action, SellToBank)]
    if sales and rng.random() < 0.5:
        return rng.choice(sales)
    return rng.choice(legal)


POLICIES_HERE = {**POLICIES, "seller": seller}


def _setup(players: int, policy: str) -> dict | None:
    if policy != "seller":
        return None
    return {"cash": [5000] * players, "horses": [[1 + seat, 11 + seat] for seat in range(players)]}


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
    state = SPEC.new_game(players, seed, setup=_setup(players, policy), rules_version=version)
    while True:
        if state.is_over:
            yield _step(state, None)
            return
        seat = state.to_act[0]
        action = POLICIES_HERE[policy](rng, state, seat, SPEC.legal_actions(state, seat))
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


def test_the_view_carries_the_amounts_the_table_shows():
    """The amounts the table shows beside the choices are the ones the bank then pays or asks."""
    paid = {Pawn: "pawned", Redeem: "redeemed", SellToBank: "sold"}
    field = {Pawn: "pawn_value", Redeem: "redeem_cost", SellToBank: "sale_price"}
    checked = set()
    for players, version, policy, seed in GAMES[::3]:
        rng = random.Random(seed)
        state = SPEC.new_game(players, seed, setup=_setup(players, policy), rules_version=version)
        while not state.is_over:
            view = SPEC.view(state, None)
            for player in view.players:
                for horse in player.horses:
                    assert (horse.pawn_value, horse.redeem_cost, horse.sale_price) == (
                        pawn_value(horse.id), redeem_cost(horse.id), bank_price(horse.id))
            seat = state.to_act[0]
            legal = SPEC.legal_actions(state, seat)
            if view.challenge is not None and state.phase == "challenge":
                for opponent, most in enumerate(view.challenge.most_races):
                    others = opponent == seat or view.players[opponent].bankrupt
                    assert most == (0 if others else len(view.players[opponent].horses) + 1)
                    entered = sum(race.opponent == opponent for race in view.challenge.races)
                    if any(isinstance(a, Enter) and a.opponent == opponent for a in legal):
                        assert entered < most
            action = POLICIES_HERE[policy](rng, state, seat, legal)
            state = SPEC.apply(state, seat, action)
            if type(action) in paid:
                horse = next(h for h in view.players[seat].horses if h.id == action.horse)
                amounts = [e.params["amount"] for e in SPEC.events(state) if e.code == paid[type(action)]]
                assert amounts == [getattr(horse, field[type(action)])]
                checked.add(type(action))
    assert checked == set(paid)


if __name__ == "__main__":
    record(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
