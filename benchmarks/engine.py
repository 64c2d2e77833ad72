"""The rules alone: random full games through `legal_actions` and `apply`, for each registered game
and player count, against the yardstick of a lean mutable Na prodej (benchmarks/lean_for_sale.py).

    .venv/bin/python benchmarks/engine.py [--seconds 1] [--only for_sale] [--players 4]

Each row plays the game and the yardstick in turns of 0.1 s of CPU time each, so that the load
of other programs falls on both alike; the figure is the ratio of actions a second (target: at
least 0.5). The yardstick plays Na prodej with the same number of players, or 4 when Na prodej
has no seat for that many. Both pick their moves with the same seeded generator, and the script
first checks that the yardstick plays exactly the engine's games. Prints a table, then the same
figures as JSON on the last line.
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import lean_for_sale as lean  # noqa: E402

from boardgames_desktop.rules import registry  # noqa: E402
from boardgames_desktop.rules.core import Rng  # noqa: E402

SLICE = 0.1  # seconds of CPU time per turn


def engine_games(spec, players: int):
    """Endless random games through the engine: yields after every action."""
    seed = 0
    while True:
        state = spec.new_game(players, seed)
        chooser = Rng.from_seed(seed)
        while not state.is_over:
            to_act = state.to_act
            seat = to_act[chooser.below(len(to_act))]
            legal = spec.legal_actions(state, seat)
            state = spec.apply(state, seat, legal[chooser.below(len(legal))])
            yield
        seed += 1


def lean_games(players: int):
    """The same for the yardstick."""
    seed = 0
    while True:
        state = lean.LeanForSale(players, seed)
        chooser = Rng.from_seed(seed)
        while not state.over:
            to_act = state.to_act()
            seat = to_act[chooser.below(len(to_act))]
            legal = lean.legal_actions(state, seat)
            lean.apply(state, seat, legal[chooser.below(len(legal))])
            yield
        seed += 1


def check_yardstick(games: int = 20) -> None:
    """The yardstick must play the very games of the engine: same moves, same scores."""
    spec = registry.get("for_sale")
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(games):
            variant, half = ("standard", "not_everyone")[seed % 2], seed % 3 == 0
            state = spec.new_game(players, seed, {"variant": variant, "forced_pass_costs_half": half})
            mine = lean.LeanForSale(players, seed, variant, half)
            chooser = Rng.from_seed(seed)
            while not state.is_over:
                assert mine.to_act() == state.to_act
                seat = state.to_act[chooser.below(len(state.to_act))]
                legal = spec.legal_actions(state, seat)
                assert len(legal) == len(lean.legal_actions(mine, seat))
                index = chooser.below(len(legal))
                state = spec.apply(state, seat, legal[index])
                lean.apply(mine, seat, lean.legal_actions(mine, seat)[index])
            assert mine.over and spec.outcome(state).scores == lean.scores(mine), (players, seed)


def run_slice(actions) -> tuple[int, float]:
    count, start = 0, time.process_time()
    while True:
        for _ in range(200):
            next(actions)
        count += 200
        spent = time.process_time() - start
        if spent >= SLICE:
            return count, spent


def measure(spec, players: int, seconds: float) -> dict:
    yardstick_players = players if 3 <= players <= 6 else 4
    mine, theirs = engine_games(spec, players), lean_games(yardstick_players)
    counts, times = [0, 0], [0.0, 0.0]
    while times[0] < seconds:
        for side, actions in enumerate((mine, theirs)):
            done, spent = run_slice(actions)
            counts[side] += done
            times[side] += spent
    rates = [count / spent for count, spent in zip(counts, times)]
    return {"game": spec.id, "players": players, "actions_per_second": round(rates[0]),
            "yardstick_players": yardstick_players, "yardstick_actions_per_second": round(rates[1]),
            "ratio": round(rates[0] / rates[1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time of each side of a row")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--players", default="", help="comma-separated player counts")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    counts = {int(n) for n in args.players.split(",") if n}
    check_yardstick()
    rows = []
    print(f"{'game':<12}{'players':>8}{'actions/s':>12}{'yardstick':>12}{'ratio':>8}")
    for spec in registry.games():
        if only and spec.id not in only:
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            if counts and players not in counts:
                continue
            row = measure(spec, players, args.seconds)
            rows.append(row)
            print(f"{row['game']:<12}{players:>8}{row['actions_per_second']:>12}"
                  f"{row['yardstick_actions_per_second']:>12}{row['ratio']:>8.2f}", flush=True)
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
