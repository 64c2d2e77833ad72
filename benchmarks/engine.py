"""Random full games per second and actions per second for each registered game, on one core.

    python benchmarks/engine.py [--seconds 5] [--json]

Prints a table, then the same figures as JSON on the last line.
"""

import argparse
import json
import time

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng


def measure(spec, players: int, seconds: float) -> dict:
    games = actions = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = spec.new_game(players, seed)
        chooser = Rng.from_seed(seed)
        while not state.is_over:
            seat = state.to_act[chooser.below(len(state.to_act))]
            legal = spec.legal_actions(state, seat)
            state = spec.apply(state, seat, legal[chooser.below(len(legal))])
            actions += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - started
    return {
        "game": spec.id,
        "players": players,
        "games_per_second": round(games / elapsed, 1),
        "actions_per_second": round(actions / elapsed, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each row")
    args = parser.parse_args()
    rows = [
        measure(spec, players, args.seconds)
        for spec in registry.games()
        for players in range(spec.min_players, spec.max_players + 1)
    ]
    print(f"{'game':<16}{'players':>8}{'games/s':>12}{'actions/s':>12}")
    for row in rows:
        print(f"{row['game']:<16}{row['players']:>8}{row['games_per_second']:>12}{row['actions_per_second']:>12}")
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
