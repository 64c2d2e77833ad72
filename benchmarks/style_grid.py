"""A grid of fixed opponent styles for one game (issue 31), run on demand:

    .venv/bin/python benchmarks/style_grid.py --game x_nimmt --half held_out --games 400 --json after.json
    .venv/bin/python benchmarks/style_grid.py --game x_nimmt --half held_out --heroes hard-normal --games 40
    .venv/bin/python benchmarks/style_grid.py --compare before.json after.json

Cells: at each player count, the hero among copies of one style (one per style of the half), and
among a mix of the half's styles (the opponents' order rotates with the deal, so every style sits
everywhere). Heroes: a level's win share ("normal", "easy"), "easy-normal" (easy among normal
bots, one cell a count) or "hard-normal" (paired: each deal played by hard and then by normal in
the same seat among the same opponents; the difference). Deal k is seed 1000 + k in every cell,
so two runs of the same deals pair deal by deal: --compare gives each common cell's after - before
with a 95 % interval of the paired differences, and flags a cell that fell by more than it.

The styles and the rule that holds half of them out live in benchmarks/styles_<game>.py; the
games, seating and intervals are benchmarks/bots.py's. A styles module's SPEC, when it has one, plays
the games (Anti-Monopoly's stops them after a fixed number of rounds).
"""

import argparse
import importlib
import json
import math
import sys
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bots as tournament  # noqa: E402  benchmarks/bots.py

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.bots import search  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402


def load_styles(game: str):
    module = importlib.import_module(f"styles_{game}")
    tournament.FIXED.setdefault(game, {}).update(module.STYLES)  # bots.play looks styles up there
    return module


def cells(module, half: str) -> list[tuple[str, list[str]]]:
    names = {"held_out": module.HELD_OUT, "tuning": module.TUNING, "all": list(module.STYLES)}[half]
    return [(name, [name]) for name in names] + [(f"mix_{half}", list(names))]


def run_cell(spec, count: int, heroes: list[str], pool: list[str], games: int, first: int, times: list) -> list[float]:
    rollouts = bots.hard_rollouts(spec.id, count)
    results = []
    for deal in range(first, first + games):
        shares = []
        for hero in heroes:
            seat, players = tournament.seating(deal, count, hero, pool)
            shares.append(tournament.play(spec, 1000 + deal, players, rollouts, times)[seat])
        results.append(shares[0] - shares[1] if len(shares) == 2 else shares[0])
    return results


def grid(args) -> int:
    search.WALL_CAP = math.inf  # as bots.py: a loaded machine must not cut hard's searches short
    module = load_styles(args.game)
    spec = getattr(module, "SPEC", None) or registry.get(args.game)  # a styles module may end its games its own way
    counts = [int(n) for n in args.players.split(",")] if args.players else \
        list(range(spec.min_players, spec.max_players + 1))
    rows = []
    print(f"# {args.game} style grid, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, half {args.half}, "
          f"deals {args.first}-{args.first + args.games - 1} (seed 1000 + deal)\n")
    print("| N | heroes | opponents | half | deals | share (paired: difference) ± 95 % | fair | hard CPU p95 s |")
    print("|---|---|---|---|---|---|---|---|")
    for count in counts:
        for heroes in args.heroes.split(","):
            if heroes == "easy-normal":  # easy among normal bots: the child's opponent
                players, chosen = ["easy"], [("normal", ["normal"])]
            else:
                players, chosen = heroes.split("-"), cells(module, args.half)
                if args.cells:
                    chosen = [cell for cell in chosen if cell[0] in args.cells.split(",")]
            for name, pool in chosen:
                times: list = []
                results = run_cell(spec, count, players, pool, args.games, args.first, times)
                mean, half = tournament.interval(results)
                held = "held out" if name in module.HELD_OUT or name == "mix_held_out" else \
                    ("tuning" if name in module.TUNING or name == "mix_tuning" else "–")
                rows.append({"game": args.game, "players": count, "heroes": heroes, "cell": name, "pool": pool,
                             "first": args.first, "games": args.games, "mean": mean, "half": half,
                             "results": results, "hard_cpu": [t[1] for t in times]})
                cpu = tournament.percentile([t[1] for t in times], 0.95)
                print(f"| {count} | {heroes} | {name} | {held} | {args.games} | {mean:+.3f} ± {half:.3f} | "
                      f"{1 / count:.3f} | {'–' if cpu is None else f'{cpu:.2f}'} |", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows), encoding="utf-8")
    return 0


def compare(before_path: Path, after_path: Path) -> int:
    """after - before per common cell, over the deals both ran; exit 1 when a cell fell beyond its interval."""
    key = lambda row: (row["game"], row["players"], row["heroes"], row["cell"])  # noqa: E731
    before = {key(row): row for row in json.loads(before_path.read_text(encoding="utf-8"))}
    fell = 0
    print("| game | N | heroes | opponents | common deals | before | after | after - before ± 95 % |")
    print("|---|---|---|---|---|---|---|---|")
    for row in json.loads(after_path.read_text(encoding="utf-8")):
        old = before.get(key(row))
        if old is None:
            continue
        a = dict(zip(range(row["first"], row["first"] + row["games"]), row["results"]))
        b = dict(zip(range(old["first"], old["first"] + old["games"]), old["results"]))
        common = sorted(set(a) & set(b))
        if len(common) < 2:
            continue
        mean, half = tournament.interval([a[d] - b[d] for d in common])
        flag = " **fell**" if mean + half < 0 else ""
        fell += bool(flag)
        print(f"| {row['game']} | {row['players']} | {row['heroes']} | {row['cell']} | {len(common)} | "
              f"{sum(b[d] for d in common) / len(common):.3f} | {sum(a[d] for d in common) / len(common):.3f} | "
              f"{mean:+.3f} ± {half:.3f}{flag} |")
    return 1 if fell else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="x_nimmt")
    parser.add_argument("--half", choices=["held_out", "tuning", "all"], default="held_out")
    parser.add_argument("--heroes", default="normal", help="comma-separated: normal, easy, hard, easy-normal, hard-normal")
    parser.add_argument("--players", default="", help="comma-separated player counts (default: all the game allows)")
    parser.add_argument("--cells", default="", help="comma-separated grid cells to run (a style, or mix_<half>); default all")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    return grid(args)


if __name__ == "__main__":
    sys.exit(main())
