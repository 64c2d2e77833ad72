"""Tournaments of computer players, run on demand (not in the test suite).

    .venv/bin/python benchmarks/bots.py                        every game and player count, 200 games each
    .venv/bin/python benchmarks/bots.py --games 40 --scale 0.1 --only for_sale
    .venv/bin/python benchmarks/bots.py --rate                 rollouts a second, old way and new

For each game and player count, fields of seeded games with the seats rotated so that every
player sits in every position equally often:

  hard_vs_random   one hard bot among random players       target: hard wins >= 2/N
  hard_vs_normal   one hard bot among normal bots          target: hard wins > 1/N
  normal_vs_random one normal bot among random players     (for reference)
  normal_vs_easy   one normal bot among easy bots          target: normal wins > 1/N
  easy_vs_random   one easy bot among random players       target: easy wins > 1/N

A shared win counts as 1/k of a win. Also the hard bot's decision time, p50 and p95 (target
p95 <= 1 s). Prints a Markdown table, and with --json writes the figures. --scale multiplies each
game's number of rollouts per hard decision (bots.hard_rollouts), to run many games with a weaker
but otherwise identical hard bot.
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

# Games with rules and computer players whose table, and so their catalog line, is still to come:
# measured here all the same.
WAITING_FOR_THE_CATALOG = (registry.GameInfo("last_will", 2, 5, "last_will.spec:LastWillSpec"),)

FIELDS = {
    "hard_vs_random": ("hard", "random"),
    "hard_vs_normal": ("hard", "normal"),
    "normal_vs_random": ("normal", "random"),
    "normal_vs_easy": ("normal", "easy"),
    "easy_vs_random": ("easy", "random"),
}


def play(spec, players: int, seed: int, levels: list[str], rollouts: int, times: list[float]) -> list[float]:
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
            action = bots.choose(spec, view, legal, levels[seat], rng, rollouts=rollouts)
            if levels[seat] == "hard" and len(legal) > 1:
                times.append(time.perf_counter() - start)
        state = spec.apply(state, seat, action)
        ply += 1
    winners = spec.outcome(state).winners
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]


def field(spec, players: int, games: int, hero: str, rest: str, rollouts: int, times: list[float],
          first: int = 0) -> float:
    """The hero's win rate, the hero's seat rotating through every position."""
    won = 0.0
    for game in range(first, first + games):
        seat = game % players
        levels = [rest] * players
        levels[seat] = hero
        won += play(spec, players, 1000 + game, levels, rollouts, times)[seat]
    return won / games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, default=None,
                        help="games of the fields with a hard bot (default: --games)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="times each game's rollouts per hard decision (default 1: as shipped)")
    parser.add_argument("--first", type=int, default=0, help="the first game (seed 1000 + first), to add games")
    parser.add_argument("--rate", action="store_true", help="measure rollouts a second instead")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--players", default="", help="comma-separated player counts")
    parser.add_argument("--fields", default=",".join(FIELDS))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    for game in WAITING_FOR_THE_CATALOG:
        if game.id not in {known.id for known in registry.catalog()}:
            registry.register(game)
    if args.rate:
        return rollout_rates(args)
    only = set(filter(None, args.only.split(",")))
    counts = {int(n) for n in args.players.split(",") if n}
    chosen = [name for name in args.fields.split(",") if name]
    rows = []
    print(f"# Bot tournaments, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"{platform.processor() or platform.machine()}, {platform.system()}, Python {platform.python_version()}")
    print(f"{args.games} games per field ({args.hard_games or args.games} with a hard bot), "
          f"hard rollouts per decision x{args.scale} of the shipped counts\n")
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
            rollouts = max(1, round(bots.hard_rollouts(spec.id) * args.scale))
            rates = {name: field(spec, players, hard_games if FIELDS[name][0] == "hard" else args.games,
                                 *FIELDS[name], rollouts, times, args.first) for name in chosen}
            p50 = statistics.median(times) if times else None
            p95 = statistics.quantiles(times, n=20)[-1] if len(times) >= 20 else (max(times) if times else None)
            checks = []
            if "hard_vs_random" in rates:
                checks.append(rates["hard_vs_random"] >= 2 / players)
            if "hard_vs_normal" in rates:
                checks.append(rates["hard_vs_normal"] > 1 / players)
            if "easy_vs_random" in rates:
                checks.append(rates["easy_vs_random"] > 1 / players)
            if "normal_vs_easy" in rates:
                checks.append(rates["normal_vs_easy"] > 1 / players)
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


def rollout_rates(args) -> int:
    """Whole rollouts a second from positions of a few normal games (every 4th decision), the old
    way (views, legal actions and a copied state at every step) and the search's way."""
    import copy

    from boardgames_desktop.bots import search
    from boardgames_desktop.rules.core import Rng

    only = set(filter(None, args.only.split(",")))
    print("| game | N | old rollouts/s | new rollouts/s | x |")
    print("|---|---|---|---|---|")
    for spec in registry.games():
        if only and spec.id not in only:
            continue
        heuristics = bots.heuristics(spec.id)
        depth = getattr(heuristics, "ROLLOUT_DEPTH", search.ROLLOUT_DEPTH)
        for players in sorted({spec.min_players, spec.max_players}):
            views, state, ply = [], spec.new_game(players, 77), 0
            while not state.is_over:
                seat = state.to_act[0]
                legal, view = spec.legal_actions(state, seat), spec.view(state, seat)
                if ply % 4 == 0:
                    views.append(view)
                state = spec.apply(state, seat, bots.normal_policy(spec, view, legal, bots.decision_rng(77, seat, ply)))
                ply += 1
            measured = []
            for new in (False, True):
                rng, done, start = Rng.from_seed(1), 0, time.perf_counter()
                while time.perf_counter() - start < 3:
                    view = views[done % len(views)]
                    dealt = spec.determinize(view, view.seat, rng)
                    if new:
                        cut = getattr(heuristics, "rollout_cut", None)
                        search.rollout(spec, copy.deepcopy(dealt), view.seat, rng, heuristics.rollout_policy,
                                       getattr(heuristics, "state_value", None), depth,
                                       None if cut is None else lambda now: cut(dealt, now))
                    else:
                        _old_rollout(spec, dealt, view.seat, rng, depth)
                    done += 1
                measured.append(done / (time.perf_counter() - start))
            print(f"| {spec.id} | {players} | {measured[0]:.0f} | {measured[1]:.0f} | {measured[1] / measured[0]:.1f} |",
                  flush=True)
    return 0


def _old_rollout(spec, state, seat, rng, depth):
    """The rollout of the first hard bot: the public verbs and a view at every step."""
    for _ in range(depth):
        if state.is_over:
            return
        actor = state.to_act[0]
        legal = spec.legal_actions(state, actor)
        action = legal[0] if len(legal) == 1 else bots.normal_policy(spec, spec.view(state, actor), legal, rng)
        state = spec.apply(state, actor, action)


if __name__ == "__main__":
    sys.exit(main())
