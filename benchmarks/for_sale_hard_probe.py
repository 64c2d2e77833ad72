"""Where Na prodej's hard departs from normal, and whether the departure was right (issue 31).

    .venv/bin/python benchmarks/for_sale_hard_probe.py --cells stop40_lowest,stop80_highest --players 4 --games 6
    .venv/bin/python benchmarks/for_sale_hard_probe.py --cells stop40_lowest --players 6 --games 6 --last-sales 3 --variants hard,ceiling

Plays deals of benchmarks/style_grid.py's tuning cells (same seeds and seating) with normal in the
hero's seat. At each of normal's decisions it also asks each variant of hard (--variants); where one
differs, the moves are judged by an oracle: the true state of the game (the rivals' true hands, coins
and styles) with only the decks still face down shuffled again, each move played on the same
shuffles, the hero going on as normal, the rivals as the fixed styles they are. The true state is one
draw of what hard could not see, so over many decisions a variant's summed gains estimate what it is
worth over normal a game. More rollouts that do worse tell a biased model of the rivals from a noisy
value. (The variants that searched auctions, run before hard stopped searching them, are in this
file's first version, commit 8f4161d.)
"""

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import style_grid  # noqa: E402

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.bots import for_sale as heuristics  # noqa: E402
from boardgames_desktop.bots import search  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402
from boardgames_desktop.rules.core import Rng  # noqa: E402

tournament = style_grid.tournament


def fixed(name: str):
    style = tournament.FIXED["for_sale"][name]

    def policy(spec, state, seat, rng):
        return style(spec.view(state, seat), spec.legal_actions(state, seat), rng)
    return policy


def oracle(spec, state, seat: int, actions: list, players: list[str], shuffles: int, rng: Rng) -> list[list[float]]:
    """Each action's win share on the same `shuffles` of the face-down decks."""
    seats = [heuristics.rollout_policy if i == seat else fixed(name) for i, name in enumerate(players)]
    results = [[] for _ in actions]
    for _ in range(shuffles):
        houses = rng.shuffled(state.house_deck + state.removed_houses)
        cheques = rng.shuffled(state.cheque_deck + state.removed_cheques)
        luck = rng.next64()
        for k, action in enumerate(actions):
            base = state.copy()
            base.house_deck, base.removed_houses = houses[:len(state.house_deck)], houses[len(state.house_deck):]
            base.cheque_deck, base.removed_cheques = cheques[:len(state.cheque_deck)], cheques[len(state.cheque_deck):]
            now = spec.apply(base, seat, action)
            run = Rng(luck)
            while not now.is_over:
                actor = now.to_act[0]
                search.play_in_place(spec, now, actor, seats[actor](spec, now, actor, run))
            winners = spec.outcome(now).winners
            results[k].append(1 / len(winners) if seat in winners else 0.0)
    return results


VARIANTS = {  # hard as shipped, with more rollouts, or searching every sale (not only its last ones)
    "hard": {},
    "hard x4": {"rollouts": 4},
    "every sale": {"searched_hand": 30},
    "every sale x4": {"searched_hand": 30, "rollouts": 4},
    # every decision searched as hard did before (the three lowest bids and passing, every house),
    # the rollouts' rivals as now believed (bidding as normal) or played by their true styles
    "everywhere": {"everywhere": True},
    "everywhere with true rivals": {"everywhere": True, "true_rivals": True},
    # not a player: the oracle's best of every house (while selling) or of passing and the three
    # lowest bids, with the true hands; the most any departure from normal could win there (an upper
    # bound: the best of several noisy means is biased upwards)
    "ceiling": {},
}


def _every_candidate(view, legal, rng):
    if view.phase == "selling":
        return list(legal)
    return [*(a for a in legal if a.type == "bid")][:3] + [a for a in legal if a.type == "pass"]


def variant_choice(spec, view, legal, rng, rollouts: int, players: list[str], rollouts_times=1, searched_hand=None,
                   everywhere=False, true_rivals=False):
    saved = heuristics.SEARCHED_HAND, heuristics.SEARCHED_PLAYERS, heuristics.candidates, heuristics.opponent_policies
    heuristics.SEARCHED_PLAYERS = 6  # what the search would do at any table
    if searched_hand is not None:
        heuristics.SEARCHED_HAND = searched_hand
    if everywhere:
        heuristics.candidates = _every_candidate
    if true_rivals:
        styles = {seat: fixed(name) for seat, name in enumerate(players) if name in tournament.FIXED["for_sale"]}
        heuristics.opponent_policies = lambda view: [lambda spec, state, seat, rng: styles[seat](spec, state, seat, rng)]
    try:
        return bots.choose(spec, view, legal, "hard", rng, rollouts=rollouts * rollouts_times)
    finally:
        heuristics.SEARCHED_HAND, heuristics.SEARCHED_PLAYERS, heuristics.candidates, heuristics.opponent_policies = saved


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cells", required=True, help="tuning styles (copies) or mix_tuning_K")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--shuffles", type=int, default=200)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--last-sales", type=int, help="judge only sales from a hand of this many houses or fewer")
    args = parser.parse_args(argv)
    search.WALL_CAP = float("inf")
    spec = registry.get("for_sale")
    module = style_grid.load_styles("for_sale")
    pools = dict(style_grid.cells(module, "tuning", args.players))
    rollouts = bots.hard_rollouts("for_sale", args.players)
    names = args.variants.split(",")
    gains = {name: {"buying": [], "selling": []} for name in names}
    games = 0
    for cell in args.cells.split(","):
        if cell not in pools:
            raise SystemExit(f"{cell}: not a tuning cell")
        for deal in range(args.first, args.first + args.games):
            seat, players = tournament.seating(deal, args.players, "normal", pools[cell])
            state, ply, seed = spec.new_game(args.players, 1000 + deal), 0, 1000 + deal
            while not state.is_over:
                actor = state.to_act[0]
                legal = spec.legal_actions(state, actor)
                view = spec.view(state, actor)
                if actor == seat:
                    normal = bots.choose(spec, view, legal, "normal", bots.decision_rng(seed, actor, ply))
                    if len(legal) > 1 and (args.last_sales is None
                                           or view.phase == "selling" and len(view.me.houses) <= args.last_sales):
                        chosen = {name: variant_choice(spec, view, legal, bots.decision_rng(seed, actor, ply), rollouts, players,
                                                       **{"rollouts_times" if k == "rollouts" else k: v
                                                          for k, v in VARIANTS[name].items()}) for name in names
                                  if name != "ceiling"}
                        actions = [normal, *{a for a in chosen.values() if a != normal}]
                        if "ceiling" in names:
                            actions += [a for a in _every_candidate(view, legal, rng=None) if a not in actions]
                        wins = oracle(spec, state, seat, actions, players, args.shuffles, Rng(seed * 1000 + ply)) \
                            if len(actions) > 1 else [[0.0]]
                        means = [statistics.fmean(w) for w in wins]
                        if "ceiling" in names:
                            chosen["ceiling"] = actions[max(range(len(actions)), key=means.__getitem__)]
                        for name, action in chosen.items():
                            gains[name][view.phase].append(means[actions.index(action)] - means[0])
                        if len(actions) > 1:
                            print(f"{cell} deal {deal} r{view.round} {view.phase}: normal {normal} | " + " | ".join(
                                f"{name} {action} {means[actions.index(action)] - means[0]:+.3f}"
                                for name, action in chosen.items() if action != normal), flush=True)
                    action = normal
                else:
                    action = tournament.FIXED["for_sale"][players[actor]](view, legal, bots.decision_rng(seed, actor, ply))
                state = spec.apply(state, actor, action)
                ply += 1
            games += 1
            print(f"after {games} games: " + "; ".join(
                f"{name} {sum(g['buying']) / games:+.3f} buying {sum(g['selling']) / games:+.3f} selling "
                f"({sum(x != 0 for x in g['buying'] + g['selling'])} departures)" for name, g in gains.items()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
