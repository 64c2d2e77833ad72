"""Tournaments of computer players, run on demand (not in the test suite).

    .venv/bin/python benchmarks/bots.py --only for_sale --players 4 --fields normal_vs_strong --games 200
    .venv/bin/python benchmarks/bots.py --only x_nimmt --fields hard_minus_normal --games 60
    .venv/bin/python benchmarks/bots.py --rate                 rollouts a second, old way and new

Every game is a deal (seed 1000 + its number) with one hero among opponents: the hero's seat
rotates through every position, and the opponents' order rotates too, so that each sits
everywhere equally often. A shared win counts as 1/k of a win. Figures are the hero's mean win
share with a 95 % interval (1.96 standard errors).

  X_vs_Y             one X among Y players (Y: a level, random, or a field of fixed-strategy bots
                     from benchmarks/fixed_bots.py: "strong", the three strongest for the game, or
                     "mixed", four different ones; a game without fixed bots plays normal ones)
  X_minus_Y[_vs_Z]   paired: each deal played twice, X and then Y in the same seat among the same
                     opponents (Z, else normal bots); the mean difference of their win shares

Grids of fixed styles, half of them held out (issue 31), are benchmarks/style_grid.py's.

    .venv/bin/python benchmarks/bots.py --only for_sale --fields normal_vs_strong --compare main

--compare plays the same fields on the same deals for the bots of a git ref (checked out in a temporary
worktree, run by this script) or reads them from a results JSON, and flags every cell whose paired
difference falls below minus its 95 % interval; the exit status is 1 if any does.

Also the hard bot's decision time, wall and CPU, p50 and p95 (target p95 <= 1 s wall, 0.5 s CPU).
The search's wall-clock safety cap is lifted unless --keep-wall-cap: a tournament under load
would otherwise measure a hard bot cut short.
--scale multiplies each game's number of rollouts per hard decision (bots.hard_rollouts).
"""

import argparse
import json
import math
import platform
import shutil
import subprocess
import tempfile
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fixed_bots import FIXED  # noqa: E402

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.bots import search  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402

# Fixed-strategy fields by game, the strongest first by a round robin of the fixed bots (LOG.md, "Issue 16:
# fixed-strategy opponents, the selling plan, the bandit").
FIELDS_OF_FIXED = {
    "strong": {"for_sale": ["share40_median", "share40_highest", "share60_median"],
               "x_nimmt": ["highest_card", "middle_card", "lowest_card"]},
    "mixed": {"for_sale": ["share40_median", "share40_highest", "share60_median", "share25_median"],
              "x_nimmt": ["highest_card", "middle_card", "lowest_card"]},
}
DEFAULT_FIELDS = "normal_vs_strong,normal_vs_mixed,easy_vs_normal,hard_minus_normal"


def opponents(game: str, name: str) -> list[str]:
    if "+" in name:  # a mix of fixed bots, one of each
        return name.split("+")
    if name in FIELDS_OF_FIXED:
        return FIELDS_OF_FIXED[name].get(game, ["normal"])
    return [name]


def parse_field(game: str, field: str) -> tuple[list[str], list[str]]:
    """(heroes, opponents) of a field's name."""
    if "_minus_" in field:
        first, rest = field.split("_minus_", 1)
        second, _, against = rest.partition("_vs_")
        return [first, second], opponents(game, against or "normal")
    hero, against = field.split("_vs_", 1)
    return [hero], opponents(game, against)


def play(spec, seed: int, players: list[str], rollouts: int, times: list) -> list[float]:
    """One game; each seat's share of the win. `times` gets (wall, CPU) of each hard decision."""
    state = spec.new_game(len(players), seed)
    ply = 0
    while not state.is_over:
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        rng = bots.decision_rng(seed, seat, ply)
        view = spec.view(state, seat)
        who = players[seat]
        if who == "random":
            action = bots.random_policy(spec, view, legal, rng)
        elif who in bots.LEVELS:
            wall, cpu = time.perf_counter(), time.process_time()
            action = bots.choose(spec, view, legal, who, rng, rollouts=rollouts)
            if who == "hard" and len(legal) > 1:
                times.append((time.perf_counter() - wall, time.process_time() - cpu))
        else:
            action = FIXED[spec.id][who](view, legal, rng)
        state = spec.apply(state, seat, action)
        ply += 1
    winners = spec.outcome(state).winners
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(players))]


def seating(deal: int, count: int, hero: str, pool: list[str]) -> tuple[int, list[str]]:
    """The hero's seat and everyone's, for this deal: seat and opponents' order rotated."""
    seat = deal % count
    shift = deal // count
    others = [pool[(shift + i) % len(pool)] for i in range(count - 1)]
    return seat, others[:seat] + [hero] + others[seat:]


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, half


def run_field(spec, count: int, field: str, games: int, first: int, rollouts: int, times: list) -> dict:
    heroes, pool = parse_field(spec.id, field)
    results = []
    for deal in range(first, first + games):
        shares = []
        for hero in heroes:
            seat, players = seating(deal, count, hero, pool)
            shares.append(play(spec, 1000 + deal, players, rollouts, times)[seat])
        results.append(shares[0] - shares[1] if len(shares) == 2 else shares[0])
    mean, half = interval(results)
    return {"field": field, "heroes": heroes, "opponents": pool, "games": games, "first": first, "mean": mean,
            "half": half, "results": results}


def compare(rows: list[dict], ref: str, argv: list[str]) -> int:
    """The same cells for the bots of `ref` (a results JSON, or a git ref run in a temporary
    worktree with this script), deal by deal: a cell whose paired difference (after - before) is
    below minus its 95 % half-width has dropped, and is flagged. Exit status 1 if any did."""
    if Path(ref).is_file():
        before = json.loads(Path(ref).read_text(encoding="utf-8"))
    else:
        before = run_at_ref(ref, argv)
    by_cell = {(r["game"], r["players"], r["field"], r["first"], r["games"]): r for r in before}
    print(f"\n## Against {ref}, the same deals (after - before; DROP: below minus its interval)\n")
    print("| game | N | field | before | after | after - before | |")
    print("|---|---|---|---|---|---|---|")
    drops = 0
    for row in rows:
        old = by_cell.get((row["game"], row["players"], row["field"], row["first"], row["games"]))
        if old is None:
            print(f"| {row['game']} | {row['players']} | {row['field']} | – | {row['mean']:.2f} | not in {ref} | |")
            continue
        mean, half = interval([a - b for a, b in zip(row["results"], old["results"])])
        dropped = mean < -half
        drops += dropped
        print(f"| {row['game']} | {row['players']} | {row['field']} | {old['mean']:.2f} | {row['mean']:.2f} | "
              f"{mean:+.3f} ± {half:.3f} | {'**DROP**' if dropped else ''} |", flush=True)
    print(f"\n{drops} cell(s) dropped")
    return 1 if drops else 0


def run_at_ref(ref: str, argv: list[str]) -> list[dict]:
    """This script and its fixed bots run on the code of `ref`, checked out in a temporary worktree."""
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as temp:
        tree, out = Path(temp) / "tree", Path(temp) / "before.json"
        subprocess.run(["git", "-C", str(root), "worktree", "add", "--detach", str(tree), ref], check=True,
                       stdout=subprocess.DEVNULL)
        try:
            for name in ("bots.py", "fixed_bots.py"):
                shutil.copy(Path(__file__).with_name(name), tree / "benchmarks" / name)
            rest = without(without(argv, "--compare"), "--json")
            subprocess.run([sys.executable, str(tree / "benchmarks" / "bots.py"), *rest, "--json", str(out)],
                           check=True, stdout=subprocess.DEVNULL)
            return json.loads(out.read_text(encoding="utf-8"))
        finally:
            subprocess.run(["git", "-C", str(root), "worktree", "remove", "--force", str(tree)], check=True)


def without(argv: list[str], option: str) -> list[str]:
    """`argv` without `option` and its value (as "--option value" or "--option=value")."""
    kept, skip = [], False
    for arg in argv:
        if skip:
            skip = False
        elif arg == option:
            skip = True
        elif not arg.startswith(option + "="):
            kept.append(arg)
    return kept


def percentile(values: list[float], share: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="deals per field (paired fields play each twice)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="times each game's rollouts per hard decision (default 1: as shipped)")
    parser.add_argument("--first", type=int, default=0, help="the first deal (seed 1000 + first), to add games")
    parser.add_argument("--rate", action="store_true", help="measure rollouts a second instead")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--players", default="", help="comma-separated player counts")
    parser.add_argument("--fields", default=DEFAULT_FIELDS)
    parser.add_argument("--compare", metavar="REF",
                        help="also run the same cells for a git ref's bots (or read them from a results JSON) and "
                             "flag every cell that dropped by more than its interval; exit status 1 if any did")
    parser.add_argument("--keep-wall-cap", action="store_true",
                        help="keep the search's wall-clock safety cap; by default it is lifted, so that a busy "
                             "machine does not cut searches short: the fixed rollouts are played, their times kept")
    parser.add_argument("--json", type=Path)
    argv = sys.argv[1:] if argv is None else argv
    args = parser.parse_args(argv)
    if not args.keep_wall_cap:
        search.WALL_CAP = math.inf
    if args.rate:
        return rollout_rates(args)
    only = set(filter(None, args.only.split(",")))
    counts = {int(n) for n in args.players.split(",") if n}
    patterns = [name for name in args.fields.split(",") if name]
    rows = []
    print(f"# Bot tournaments, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"{platform.processor() or platform.machine()}, {platform.system()}, Python {platform.python_version()}")
    print(f"{args.games} deals per field from seed {1000 + args.first}, hard rollouts x{args.scale} of the shipped counts\n")
    print("| game | N | field | opponents | deals | hero's win share (paired: difference) | hard p50 / p95 s wall | p95 s CPU |")
    print("|---|---|---|---|---|---|---|---|")
    for spec in registry.games():
        if only and spec.id not in only:
            continue
        for count in range(spec.min_players, spec.max_players + 1):
            if counts and count not in counts:
                continue
            rollouts = max(1, round(bots.hard_rollouts(spec.id, count) * args.scale))
            for field in patterns:
                times: list = []
                row = run_field(spec, count, field, args.games, args.first, rollouts, times)
                wall, cpu = [t[0] for t in times], [t[1] for t in times]
                row.update(game=spec.id, players=count, hard_p50=percentile(wall, 0.5), hard_p95=percentile(wall, 0.95),
                           hard_cpu_p95=percentile(cpu, 0.95), hard_decisions=len(times),
                           hard_times=times)
                rows.append(row)
                fmt = lambda x: "–" if x is None else f"{x:.2f}"  # noqa: E731
                print(f"| {spec.id} | {count} | {field} | {', '.join(row['opponents'])} | {args.games} | "
                      f"{row['mean']:+.2f} ± {row['half']:.2f}{target(row)} | {fmt(row['hard_p50'])} / "
                      f"{fmt(row['hard_p95'])} | {fmt(row['hard_cpu_p95'])} |", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2), encoding="utf-8")
    return compare(rows, args.compare, argv) if args.compare else 0


def target(row: dict) -> str:
    """Beside a lone hero's win share: its ratio to the fair share, and where it stands against
    issue 31's targets (normal >= 1.5 x fair, never below fair; easy below fair)."""
    if len(row["heroes"]) != 1:
        return ""
    fair = 1 / row["players"]
    ratio = row["mean"] / fair
    verdict = "below fair" if ratio < 1 else "under 1.5" if ratio < 1.5 else "≥ 1.5"
    return f" ({ratio:.2f} × fair, {verdict})"


def rollout_rates(args) -> int:
    """Whole rollouts a second from positions of a few normal games (every 4th decision)."""
    import copy

    from boardgames_desktop.rules.core import Rng

    only = set(filter(None, args.only.split(",")))
    print("| game | N | rollouts/s |")
    print("|---|---|---|")
    for spec in registry.games():
        if only and spec.id not in only:
            continue
        heuristics = bots.heuristics(spec.id)
        depth = getattr(heuristics, "ROLLOUT_DEPTH", search.ROLLOUT_DEPTH)
        cut = getattr(heuristics, "rollout_cut", None)
        for players in sorted({spec.min_players, spec.max_players}):
            views, state, ply = [], spec.new_game(players, 77), 0
            while not state.is_over:
                seat = state.to_act[0]
                legal, view = spec.legal_actions(state, seat), spec.view(state, seat)
                if ply % 4 == 0:
                    views.append(view)
                state = spec.apply(state, seat, bots.normal_policy(spec, view, legal, bots.decision_rng(77, seat, ply)))
                ply += 1
            rng, done, start = Rng.from_seed(1), 0, time.process_time()
            while time.process_time() - start < 3:
                view = views[done % len(views)]
                dealt = spec.determinize(view, view.seat, rng)
                search.rollout(spec, copy.deepcopy(dealt), view.seat, rng, heuristics.rollout_policy,
                               getattr(heuristics, "state_value", None), depth,
                               None if cut is None else lambda now: cut(dealt, now))
                done += 1
            print(f"| {spec.id} | {players} | {done / (time.process_time() - start):.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
