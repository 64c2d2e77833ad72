"""Where Dostihy a sázky's normal wins and loses its races, and whether a rule of thumb pays (issue 31).

    .venv/bin/python benchmarks/dostihy_race_probe.py --players 2,3 --games 200
    .venv/bin/python benchmarks/dostihy_race_probe.py --players 2 --cells p_everyone_allin --variants reserve_up

Plays the seeds and seatings of benchmarks/style_grid.py's cells with normal in the hero's seat,
against the tuning half's styles and, because that half has no style that raises an answer, a few
probe opponents made of tuning styles given raises and all-in stakes (PROBES; no held-out style
among them). For each cell: normal's win share, and its races by role (it challenged or answered)
and edge (its runner's rosettes and betting cards minus the other runner's, as run), with the count,
the share won and the crowns won or lost a deal. With --variants, each variant of normal's rules of
thumb (VARIANTS) plays the same deals, and its paired difference in win share is printed.
"""

import argparse
import contextlib
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import style_grid  # noqa: E402

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.bots import dostihy as heuristics  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402

tournament = style_grid.tournament
styles = style_grid.load_styles("dostihy")
Style = styles.Style

PROBES = {
    "p_heavy_doubler": styles._style(Style(reserve=0.3, stake=1 / 3, races=3, star=("money", "horse", "question"),
                                           answer="double")),
    "p_rosette_doubler": styles._style(Style(reserve=0.1, kinds=(1,), pick="dearest", answer="double")),
    "p_saver_doubler_if": styles._style(Style(reserve=0.5, stake=0.05, answer="double_if_stronger")),
    "p_cheapest_allin_richest": styles._style(Style(reserve=0.0, pick="cheapest", stake=0.5, target="richest",
                                                    answer="double")),
    "p_everyone_allin": styles._style(Style(stake=0.5, races=5, target="poorest", answer="double_if_stronger")),
}
tournament.FIXED["dostihy"].update(PROBES)

VARIANTS = {  # module constants of bots/dostihy.py changed for a variant
    "even_stake_tenth": {"STAKE_SHARES": {-1: 20, 0: 10, 1: 2, 2: 1}},
    "weaker_stake_thirtieth": {"STAKE_SHARES": {-1: 30, 0: 6, 1: 2, 2: 1}},
    "raise_even": {"RAISE_EDGE": 0},
    "raise_at_two": {"RAISE_EDGE": 2},
    "reserve_down": {"RESERVE": {**heuristics.RESERVE, 2: 0.15, 3: 0.15}},
    "reserve_up": {"RESERVE": {**heuristics.RESERVE, 2: 0.4, 3: 0.35}},
}


@contextlib.contextmanager
def variant(changes: dict):
    old = {name: getattr(heuristics, name) for name in changes}
    for name, value in changes.items():
        setattr(heuristics, name, value)
    try:
        yield
    finally:
        for name, value in old.items():
            setattr(heuristics, name, value)


def play(spec, seed: int, players: list[str], hero: int, races: dict) -> float:
    """One game with normal in seat `hero`; its races are added to `races`, keyed (role, edge)."""
    state = spec.new_game(len(players), seed)
    ply, counted = 0, None
    while not state.is_over:
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        rng = bots.decision_rng(seed, seat, ply)
        view = spec.view(state, seat)
        policy = heuristics.normal if seat == hero else tournament.FIXED["dostihy"][players[seat]]
        state = spec.apply(state, seat, policy(view, legal, rng))
        challenge = state.challenge
        if challenge is not None and challenge.finished and counted is not challenge:
            counted = challenge
            for race in challenge.races:
                if hero not in (challenge.challenger, race.opponent):
                    continue
                mine, theirs = race.bonuses if challenge.challenger == hero else race.bonuses[::-1]
                role = "challenged" if challenge.challenger == hero else "answered"
                row = races.setdefault((role, max(-2, min(2, mine - theirs))), [0, 0, 0])
                won = race.winner == hero
                row[0] += 1
                row[1] += won
                row[2] += race.stake if won else -race.stake
        ply += 1
    winners = spec.outcome(state).winners
    return 1 / len(winners) if hero in winners else 0.0


def cell(spec, count: int, pool: list[str], games: int, races: dict) -> list[float]:
    shares = []
    for deal in range(games):
        seat, players = tournament.seating(deal, count, "normal", pool)
        shares.append(play(spec, 1000 + deal, players, seat, races))
    return shares


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", default="2,3")
    parser.add_argument("--cells", default="", help="comma-separated styles (tuning or probes) or mix_tuning")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--variants", default="", help=f"comma-separated, of: {', '.join(VARIANTS)}")
    args = parser.parse_args(argv)
    spec = registry.get("dostihy")
    names = args.cells.split(",") if args.cells else [*styles.TUNING, "mix_tuning", *PROBES]
    chosen = [name for name in args.variants.split(",") if name]
    for count in (int(n) for n in args.players.split(",")):
        for name in names:
            pool = list(styles.TUNING) if name == "mix_tuning" else [name]
            races: dict = {}
            shares = cell(spec, count, pool, args.games, races)
            mean, half = tournament.interval(shares)
            line = [f"{count} players, {name}: normal {mean:.3f} ± {half:.3f}"]
            for key in sorted(races):
                n, won, crowns = races[key]
                line.append(f"  {key[0]} at edge {key[1]:+d}: {n} races, {won / n:.2f} won, {crowns / args.games:+,.0f} a deal")
            for changed in chosen:
                with variant(VARIANTS[changed]):
                    other = cell(spec, count, pool, args.games, {})
                diff, half = tournament.interval([a - b for a, b in zip(other, shares)])
                line.append(f"  variant {changed}: {diff:+.3f} ± {half:.3f}")
            print("\n".join(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
