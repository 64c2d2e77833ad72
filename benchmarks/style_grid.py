"""A grid of fixed opponent styles for one game (issue 31), run on demand:

    .venv/bin/python benchmarks/style_grid.py --game for_sale --half tuning --games 400
    .venv/bin/python benchmarks/style_grid.py --game x_nimmt --half held_out --games 400 --json after.json
    .venv/bin/python benchmarks/style_grid.py --game x_nimmt --half held_out --heroes hard-normal --games 40
    .venv/bin/python benchmarks/style_grid.py --game for_sale --compare benchmarks/grid_for_sale_held_out.json
    .venv/bin/python benchmarks/style_grid.py --compare before.json after.json

Cells: at each player count, the hero among copies of one style (one per style of the half), and
among mixes of the half's styles (the opponents' order rotates with the deal, so every style sits
everywhere). Heroes: a level's win share ("normal", "easy"), "easy-normal" (easy among normal
bots, one cell a count) or "hard-normal" (paired: each deal played by hard and then by normal in
the same seat among the same opponents; the difference). Deal k is seed 1000 + k in every cell,
so two runs of the same deals pair deal by deal: --compare gives each common cell's after - before
with a 95 % interval of the paired differences, flags a cell that fell by more than it, and exits 1
then. With one file, --compare runs the cells of that file (their game, half, heroes, player counts,
deals) for the bots as they are now and compares; with two, it compares two runs' files. Each game's
kept reference is benchmarks/grid_<game>_held_out.json.

The styles live in benchmarks/styles_<game>.py: STYLES (name -> policy), TUNING and HELD_OUT (the
split, by a rule fixed before any figure was run; tune only on TUNING), and optionally
split_rule() -> (TUNING, HELD_OUT), checked before every run, and mixes(half, names, count) ->
[(cell, pool)] (default: one mix of all the half's styles, "mix_<half>"). The games, seating and
intervals are benchmarks/bots.py's.
A styles module's SPEC, when it has one, plays the games (Anti-Monopoly's stops them after a
fixed number of rounds). A module with ENDINGS and spec(ending) plays them as --ending says (default
the first, the one its kept reference was run with; Anti-Monopoly: "agreed50", "whole", "hidden",
its docstring says what each is). A row records its ending, and --compare refuses to pair rows of
different endings (a row without one is its game's first ending).

    .venv/bin/python benchmarks/style_grid.py --game anti_monopoly --half tuning --ending whole --games 20
"""

import argparse
import importlib
import importlib.util
import json
import math
import sys
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

# benchmarks/bots.py, loaded by its path: under pytest "bots" is tests/bots
_source = importlib.util.spec_from_file_location("bot_tournaments", Path(__file__).with_name("bots.py"))
tournament = importlib.util.module_from_spec(_source)
_source.loader.exec_module(tournament)

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.bots import search  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402


def load_styles(game: str):
    module = importlib.import_module(f"styles_{game}")
    split = getattr(module, "split_rule", None)
    if split is not None and split() != (module.TUNING, module.HELD_OUT):
        raise SystemExit(f"styles_{game}.TUNING / HELD_OUT differ from split_rule(): the split is fixed")
    tournament.FIXED.setdefault(game, {}).update(module.STYLES)  # bots.play looks styles up there
    return module


def game_spec(module, game: str, ending: str | None):
    """The spec that plays the games: the module's for this ending, its SPEC, or the game's own."""
    if getattr(module, "ENDINGS", None):
        return module.spec(ending or module.ENDINGS[0])
    if ending:
        raise SystemExit(f"styles_{game} has no endings to choose from")
    return getattr(module, "SPEC", None) or registry.get(game)


def ending_of(row: dict) -> str | None:
    """A row's ending: recorded, or (a reference kept before endings) its game's first."""
    if "ending" in row:
        return row["ending"]
    return getattr(load_styles(row["game"]), "ENDINGS", (None,))[0]


def cells(module, half: str, count: int) -> list[tuple[str, list[str]]]:
    names = {"held_out": module.HELD_OUT, "tuning": module.TUNING, "all": list(module.STYLES)}[half]
    mixes = getattr(module, "mixes", None)
    return [(name, [name]) for name in names] + \
        (mixes(half, names, count) if mixes else [(f"mix_{half}", list(names))])


def run_cell(spec, count: int, heroes: str, pool: list[str], games: int, first: int, times: list) -> list[float]:
    """Per deal, the hero's win share, or for "x-y" the paired difference x - y."""
    if heroes == "easy-normal":  # easy among normal bots: the child's opponent
        players, pool = ["easy"], ["normal"]
    else:
        players = heroes.split("-")
    rollouts = bots.hard_rollouts(spec.id, count)
    results = []
    for deal in range(first, first + games):
        shares = []
        for hero in players:
            seat, seated = tournament.seating(deal, count, hero, pool)
            shares.append(tournament.play(spec, 1000 + deal, seated, rollouts, times)[seat])
        results.append(shares[0] - shares[1] if len(shares) == 2 else shares[0])
    return results


def half_of(module, cell: str) -> str:
    if cell in module.HELD_OUT or cell.startswith("mix_held_out"):
        return "held out"
    return "tuning" if cell in module.TUNING or cell.startswith("mix_tuning") else "–"


def planned(args) -> list[dict]:
    """The cells to run: the grid's, or with --compare REF alone the reference's own."""
    if args.compare and len(args.compare) == 1:
        rows = load(args.compare[0])
        if args.ending:
            raise SystemExit("--ending with a reference: the reference's own ending is played")
        return [{**row, "games": min(row["games"], args.games or row["games"])} for row in rows
                if (not args.players or str(row["players"]) in args.players.split(","))
                and (not args.cells or row["cell"] in args.cells.split(","))]
    module = load_styles(args.game)
    spec = game_spec(module, args.game, args.ending)
    ending = getattr(spec, "ending", None)
    counts = [int(n) for n in args.players.split(",")] if args.players else \
        list(range(spec.min_players, spec.max_players + 1))
    rows = []
    for count in counts:
        for heroes in args.heroes.split(","):
            chosen = [("normal", ["normal"])] if heroes == "easy-normal" else cells(module, args.half, count)
            rows += [{"game": args.game, "players": count, "heroes": heroes, "cell": name, "pool": pool,
                      "first": args.first, "games": args.games or 400} | ({"ending": ending} if ending else {})
                     for name, pool in chosen if heroes == "easy-normal" or not args.cells
                     or name in args.cells.split(",")]
    return rows


def grid(args) -> list[dict]:
    search.WALL_CAP = math.inf  # as bots.py: a loaded machine must not cut hard's searches short
    rows = planned(args)
    print(f"# style grid, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC\n")
    endings = sorted({str(ending_of(row)) for row in rows})
    if endings != ["None"]:
        print(f"ending: {', '.join(endings)}\n")
    print("| game | N | heroes | opponents | half | deals | share (paired: difference) ± 95 % | fair | hard CPU p95 s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        module = load_styles(row["game"])
        times: list = []
        spec = game_spec(module, row["game"], ending_of(row))
        if getattr(spec, "ending", None):
            row["ending"] = spec.ending
        row["results"] = run_cell(spec, row["players"], row["heroes"], row["pool"],
                                  row["games"], row["first"], times)
        row["mean"], row["half"] = tournament.interval(row["results"])
        row["hard_cpu_p95"] = tournament.percentile([t[1] for t in times], 0.95)
        cpu = row["hard_cpu_p95"]
        print(f"| {row['game']} | {row['players']} | {row['heroes']} | {row['cell']} | {half_of(module, row['cell'])} | "
              f"{row['first']}-{row['first'] + row['games'] - 1} | {row['mean']:+.3f} ± {row['half']:.3f} | "
              f"{1 / row['players']:.3f} | {'–' if cpu is None else f'{cpu:.2f}'} |", flush=True)
    return rows


# A results file holds a row per cell; its per-deal results are kept compactly: the distinct values
# once, and a character a deal (an index into them), so a kept reference stays small.
_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def save(rows: list[dict], path: Path) -> None:
    packed = []
    for row in rows:
        values = sorted(set(row["results"]))
        if len(values) > len(_ALPHABET):
            raise ValueError(f"{row['cell']}: too many distinct results to pack")
        packed.append({key: value for key, value in row.items() if key != "results"}
                      | {"values": values, "deals": "".join(_ALPHABET[values.index(r)] for r in row["results"])})
    path.write_text("[\n" + ",\n".join(json.dumps(row) for row in packed) + "\n]\n", encoding="utf-8")


def load(path: Path) -> list[dict]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [row if "results" in row else  # a reference kept before the results were packed
            {key: value for key, value in row.items() if key not in ("values", "deals")}
            | {"results": [row["values"][_ALPHABET.index(c)] for c in row["deals"]]} for row in rows]


def compared(before: list[dict], after: list[dict]) -> list[dict]:
    """after - before for each cell in both (same game, count, heroes, opponents), over the deals both
    ran, with a 95 % interval of the paired differences; `fell` when it is below minus the interval."""
    key = lambda row: (row["game"], row["players"], row["heroes"], row["cell"], tuple(row["pool"]),  # noqa: E731
                       ending_of(row))
    old_rows = {key(row): row for row in before}
    out = []
    for row in after:
        old = old_rows.get(key(row))
        if old is None:
            continue
        a = dict(zip(range(row["first"], row["first"] + row["games"]), row["results"]))
        b = dict(zip(range(old["first"], old["first"] + old["games"]), old["results"]))
        common = sorted(set(a) & set(b))
        if len(common) < 2:
            continue
        mean, half = tournament.interval([a[d] - b[d] for d in common])
        out.append({"row": row, "deals": len(common), "before": sum(b[d] for d in common) / len(common),
                    "after": sum(a[d] for d in common) / len(common), "diff": mean, "half": half,
                    "fell": mean + half < 0})
    return out


def compare(before: list[dict], after: list[dict]) -> int:
    """Print the comparison; exit status 1 when a cell fell beyond its interval."""
    cell = lambda row: (row["game"], row["players"], row["heroes"], row["cell"], tuple(row["pool"]))  # noqa: E731
    endings_before = {}
    for row in before:
        endings_before.setdefault(cell(row), set()).add(ending_of(row))
    mismatched = {(ending_of(row), old) for row in after for old in endings_before.get(cell(row), ())
                  if ending_of(row) not in endings_before[cell(row)]}
    if mismatched:
        print("\nnot compared: the runs end their games differently (" +
              ", ".join(f"before {b}, after {a}" for a, b in sorted(mismatched, key=str)) + ")")
        return 2
    print("\n| game | N | heroes | opponents | common deals | before | after | after - before ± 95 % |")
    print("|---|---|---|---|---|---|---|---|")
    results = compared(before, after)
    for c in results:
        row = c["row"]
        print(f"| {row['game']} | {row['players']} | {row['heroes']} | {row['cell']} | {c['deals']} | "
              f"{c['before']:.3f} | {c['after']:.3f} | {c['diff']:+.3f} ± {c['half']:.3f}"
              f"{' **fell**' if c['fell'] else ''} |")
    fell = sum(c["fell"] for c in results)
    print(f"\n{fell} of {len(results)} common cell(s) fell")
    return 1 if fell else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="x_nimmt")
    parser.add_argument("--half", choices=["held_out", "tuning", "all"], default="held_out")
    parser.add_argument("--heroes", default="normal", help="comma-separated: normal, easy, hard, easy-normal, hard-normal")
    parser.add_argument("--players", default="", help="comma-separated player counts (default: all the game allows)")
    parser.add_argument("--cells", default="", help="comma-separated grid cells to run (a style, or a mix); default all")
    parser.add_argument("--games", type=int, help="deals a cell (default 400; with --compare REF alone, REF's)")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--ending", default="", help="how the games end, for a styles module with ENDINGS "
                        "(Anti-Monopoly: agreed50, whole, hidden; default its first)")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--compare", nargs="+", type=Path, metavar="FILE",
                        help="REF: run REF's cells now and compare with it; BEFORE AFTER: compare two runs")
    args = parser.parse_args(argv)
    if args.compare and len(args.compare) > 2:
        parser.error("--compare takes one file (a reference) or two (before, after)")
    if args.compare and len(args.compare) == 2:
        return compare(load(args.compare[0]), load(args.compare[1]))
    rows = grid(args)
    if args.json:
        save(rows, args.json)
    return compare(load(args.compare[0]), rows) if args.compare else 0


if __name__ == "__main__":
    sys.exit(main())
