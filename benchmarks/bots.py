"""Tournaments of computer players, run on demand (not in the test suite).

    .venv/bin/python benchmarks/bots.py                        every game and player count, 200 games each
    .venv/bin/python benchmarks/bots.py --games 40 --budget 0.1 --only for_sale

For each game and player count, fields of seeded games with the seats rotated so that every
player sits in every position equally often:

  hard_vs_random   one hard bot among random players       target: hard wins >= 2/N
  hard_vs_normal   one hard bot among normal bots          target: hard wins > 1/N
  normal_vs_random one normal bot among random players     (for reference)
  easy_vs_random   one easy bot among random players       target: easy wins > 1/N

A shared win counts as 1/k of a win. Also the hard bot's decision time, p50 and p95 (target
p95 <= 1 s). Prints a Markdown table, and with --json writes the figures.
"""

import argparse
import json
import platform
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402

FIELDS = {
    "hard_vs_random": ("hard", "random"),
    "hard_vs_normal": ("hard", "normal"),
    "normal_vs_random": ("normal", "random"),
    "easy_vs_random": ("easy", "random"),
}


def play(spec, players: int, seed: int, levels: list[str], budget: float, times: list[float]) -> list[float]:
    """One game; each seat's share of the win."""
    state = spec.new_game(players, seed)
    ply = 0
    while not state.is_over:
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        rng = bots.decision_rng(seed, seat, ply)
        view = spec.view(state, seat)
        if levels[seat] == "random":
            action = bots.random_policy(spec, view, legal, rng)
        else:
            start = time.perf_counter()
            action = bots.choose(spec, view, legal, levels[seat], rng, budget=budget)
            if levels[seat] == "hard" and len(legal) > 1:
                times.append(time.perf_counter() - start)
        state = spec.apply(state, seat, action)
        ply += 1
    winners = spec.outcome(state).winners
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]


def field(spec, players: int, games: int, hero: str, rest: str, budget: float, times: list[float]) -> float:
    """The hero's win rate, the hero's seat rotating through every position."""
    won = 0.0
    for game in range(games):
        seat = game % players
        levels = [rest] * players
        levels[seat] = hero
        won += play(spec, players, 1000 + game, levels, budget, times)[seat]
    return won / games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, default=None,
                        help="games of the fields with a hard bot (default: --games)")
    parser.add_argument("--budget", type=float, default=bots.DEFAULT_BUDGET, help="seconds per hard decision")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--players", default="", help="comma-separated player counts")
    parser.add_argument("--fields", default=",".join(FIELDS))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    only = set(filter(None, args.only.split(",")))
    counts = {int(n) for n in args.players.split(",") if n}
    chosen = [name for name in args.fields.split(",") if name]
    rows = []
    print(f"# Bot tournaments, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"{platform.processor() or platform.machine()}, {platform.system()}, Python {platform.python_version()}")
    print(f"{args.games} games per field ({args.hard_games or args.games} with a hard bot), "
          f"hard budget {args.budget} s per decision\n")
    print("| game | N | " + " | ".join(chosen) + " | hard p50 s | hard p95 s | targets |")
    print("|---|---|" + "---|" * len(chosen) + "---|---|---|")
    for spec in registry.games():
        if only and spec.id not in only:
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            if counts and players not in counts:
                continue
            times: list[float] = []
            hard_games = args.hard_games or args.games
            rates = {name: field(spec, players, hard_games if FIELDS[name][0] == "hard" else args.games,
                                 *FIELDS[name], args.budget, times) for name in chosen}
            p50 = statistics.median(times) if times else None
            p95 = statistics.quantiles(times, n=20)[-1] if len(times) >= 20 else (max(times) if times else None)
            checks = []
            if "hard_vs_random" in rates:
                checks.append(rates["hard_vs_random"] >= 2 / players)
            if "hard_vs_normal" in rates:
                checks.append(rates["hard_vs_normal"] > 1 / players)
            if "easy_vs_random" in rates:
                checks.append(rates["easy_vs_random"] > 1 / players)
            if p95 is not None:
                checks.append(p95 <= 1.0)
            row = {"game": spec.id, "players": players, **rates, "hard_p50": p50, "hard_p95": p95,
                   "targets_met": all(checks)}
            rows.append(row)
            fmt = lambda x: "–" if x is None else f"{x:.2f}"  # noqa: E731
            print(f"| {spec.id} | {players} | " + " | ".join(f"{rates[n]:.2f}" for n in chosen)
                  + f" | {fmt(p50)} | {fmt(p95)} | {'met' if row['targets_met'] else 'MISSED'} |", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
