"""Where Na prodej's normal loses its points at 5 and 6 players against purse bidders (issue 31).

    .venv/bin/python benchmarks/for_sale_auction_probe.py --players 5,6 --games 200
    .venv/bin/python benchmarks/for_sale_auction_probe.py --players 6,5 --games 400 --quiet --variants before,first_pass

Plays the seeds and seatings of benchmarks/style_grid.py's cells (tuning half only) with normal in
the hero's seat and reads every auction and sale off the state as the game goes. For each cell,
normal against the average opponent: the win share; the auctions it won outright (took the best
house) and what it paid for them; coins lost to the box while passing; the sum of its houses; the
cheques it got and how far above or below the average cheque of the rounds it sold in (selling:
which place in each round its house took); the coins left; the final score (coins and cheques, in
thousands) and, in the games it lost, how far behind the winner. With --variants, each variant of
normal's rules of thumb (VARIANTS: constants of bots/for_sale.py, or a function swapped in) plays
the same deals and its paired difference in win share is printed.
"""

import argparse
import contextlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import style_grid  # noqa: E402

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.bots import for_sale as heuristics  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402

tournament = style_grid.tournament
styles = style_grid.load_styles("for_sale")


def _capped(share: float, first_only: bool) -> dict:
    """Normal that passes, at 5 and 6 players, rather than raise the total past `share` of its purse
    (first_only: in the first auction only)."""
    base = heuristics.normal

    def normal(view, legal, rng):
        limits = view.me.bid_range
        if view.phase == "buying" and limits and view.num_players >= 5 and (view.round == 1 or not first_only) \
                and limits[0] > share * (view.me.coins + (view.players[view.seat].bid or 0)):
            return legal[-1]  # the pass
        return base(view, legal, rng)
    return {"normal": normal}


def _tie_half(low: int, high: int, limit: int, named_now: bool, below=heuristics._below) -> float:
    """_below as before 2026-12-06 evening: half a chance at the limit even when normal names it now."""
    return below(low, high, limit, False)


VARIANTS: dict[str, dict] = {  # module attributes of bots/for_sale.py changed for a variant
    "tie_half": {"_below": _tie_half},
    "by_purse_half": {"BY_PURSE": 0.5},
    "by_purse_low": {"BY_PURSE": 0.1},
    "gap_wide": {"RIVAL_GAP": 2.0},
    "reach_wide": {"RIVAL_REACH": 0.9},
    "stops_high": {"SHARE_STOPS": (0.3, 1.0)},
    "stops_all_in": {"SHARE_STOPS": (0.1, 1.0)},
    **{f"cap{round(100 * share)}": _capped(share, False) for share in (0.5, 0.65, 0.8)},
    "first_pass": _capped(0.0, True),  # passes at once in the first auction
    **{f"first_cap{round(100 * share)}": _capped(share, True) for share in (0.3, 0.5, 0.8)},
    "before": {"COIN_PREMIUM": 0, "_below": _tie_half},  # normal as before 2026-12-06 evening
    "no_premium": {"COIN_PREMIUM": 0},  # coins at face value while buying, as before 2026-12-06 evening
    "premium10": {"COIN_PREMIUM": 0.1},
    "premium40": {"COIN_PREMIUM": 0.4},
}


@contextlib.contextmanager
def variant(changes: dict):
    old = {name: getattr(heuristics, name) for name in changes}
    for name, value in changes.items():
        setattr(heuristics, name, value)
    bots.forget()
    try:
        yield
    finally:
        for name, value in old.items():
            setattr(heuristics, name, value)
        bots.forget()


FIELDS = ("won", "paid_won", "lost_passing", "house_sum", "above_round", "cheques", "coins", "score", "behind")


def play(spec, seed: int, players: list[str], hero: int, stats: dict | None) -> float:
    """One game with normal in seat `hero`; each seat's figures are added to `stats`."""
    state = spec.new_game(len(players), seed)
    seats = [dict.fromkeys(FIELDS, 0.0) for _ in players]
    ply, start, best, last_sale = 0, None, None, state.last_sale
    while not state.is_over:
        if state.phase == "buying" and all(s.bid is None and not s.passed for s in state.seats):
            start, best = [s.coins for s in state.seats], max(state.houses_on_table)
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        view = spec.view(state, seat)
        policy = heuristics.normal if seat == hero else tournament.FIXED["for_sale"][players[seat]]
        held = [set(s.houses) for s in state.seats]
        state = spec.apply(state, seat, policy(view, legal, bots.decision_rng(seed, seat, ply)))
        for i, s in enumerate(state.seats):
            for house in set(s.houses) - held[i]:
                row, paid = seats[i], start[i] - s.coins
                row["house_sum"] += house
                if house == best:
                    row["won"] += 1
                    row["paid_won"] += paid
                else:
                    row["lost_passing"] += paid
        if state.last_sale is not last_sale and state.last_sale:
            last_sale = state.last_sale
            mean = sum(c for _, _, c in last_sale) / len(last_sale)
            for i, _, cheque in last_sale:
                seats[i]["above_round"] += (cheque - mean) / 1000
        ply += 1
    winners = spec.outcome(state).winners
    scores = [s.coins + sum(s.cheques) / 1000 for s in state.seats]
    for row, s, score in zip(seats, state.seats, scores):
        row.update(cheques=sum(s.cheques) / 1000, coins=s.coins, score=score, behind=max(scores) - score)
    if stats is not None:
        for i, row in enumerate(seats):
            side = stats.setdefault("normal" if i == hero else "rivals", {})
            for name, value in row.items():
                side.setdefault(name, []).append(value)
            if i == hero and i not in winners:
                side.setdefault("behind_lost", []).append(row["behind"])
    return 1 / len(winners) if hero in winners else 0.0


def cell(spec, count: int, pool: list[str], games: int, stats: dict | None) -> list[float]:
    shares = []
    for deal in range(games):
        seat, players = tournament.seating(deal, count, "normal", pool)
        shares.append(play(spec, 1000 + deal, players, seat, stats))
    return shares


def report(stats: dict, games: int) -> str:
    """Per game: normal, then the average rival."""
    parts = []
    for name in (*FIELDS[:-1], "behind_lost"):
        hero, rivals = stats["normal"].get(name, []), stats["rivals"].get(name, [])
        a = sum(hero) / max(1, len(hero)) if name == "behind_lost" else sum(hero) / games
        b = sum(rivals) / games / (len(rivals) / games) if rivals else float("nan")
        parts.append(f"{name} {a:.2f}/{b:.2f}")
    won = sum(stats["normal"]["won"]) or 1
    rwon = sum(stats["rivals"]["won"]) or 1
    parts.append(f"per win {sum(stats['normal']['paid_won']) / won:.2f}/{sum(stats['rivals']['paid_won']) / rwon:.2f}")
    return "  " + ", ".join(parts)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", default="5,6")
    parser.add_argument("--cells", default="", help="comma-separated tuning styles, or mix_tuning_1..3")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--variants", default="", help=f"comma-separated, of: {', '.join(VARIANTS)}")
    parser.add_argument("--quiet", action="store_true", help="no figures, only the variants' differences")
    args = parser.parse_args(argv)
    spec = registry.get("for_sale")
    chosen = [name for name in args.variants.split(",") if name]
    for count in (int(n) for n in args.players.split(",")):
        pools = dict(style_grid.cells(styles, "tuning", count))
        names = args.cells.split(",") if args.cells else list(pools)
        totals = {"": []} | {name: [] for name in chosen}
        for name in names:
            if name not in pools:
                raise SystemExit(f"{name}: not a tuning cell (the held-out half is not probed)")
            stats: dict = {}
            shares = cell(spec, count, pools[name], args.games, None if args.quiet else stats)
            totals[""] += shares
            mean, half = tournament.interval(shares)
            lines = [f"{count} players, {name}: normal {mean:.3f} ± {half:.3f}"]
            if not args.quiet:
                lines.append(report(stats, args.games))
            for changed in chosen:
                with variant(VARIANTS[changed]):
                    other = cell(spec, count, pools[name], args.games, None)
                totals[changed] += [a - b for a, b in zip(other, shares)]
                diff, half = tournament.interval([a - b for a, b in zip(other, shares)])
                lines.append(f"  variant {changed}: {diff:+.3f} ± {half:.3f}")
            print("\n".join(lines), flush=True)
        mean, half = tournament.interval(totals[""])
        print(f"{count} players, pooled over {len(names)} cells: normal {mean:.3f} ± {half:.3f}")
        for changed in chosen:
            diff, half = tournament.interval(totals[changed])
            print(f"  variant {changed}: {diff:+.3f} ± {half:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
