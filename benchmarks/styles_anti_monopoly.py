"""Fixed styles of Anti-Monopoly opponents for benchmarks/style_grid.py (issue 31): each plays from
its seat's view and legal actions, with no search. A style is a handful of simple habits, as a
family's players have them: when to buy a title (always, keeping a reserve, one city only, cheap
titles only, mortgaging to buy), when to build, what to do with an offer (accept a fair one, any,
none), whether to take the optional extra roll after doubles, to pay out of prison, which income
tax, and how to raise money in a debt.

The held-out half is fixed by a rule nobody chooses: the styles sorted by the CRC-32 of their name,
the upper half held out (`held_out`). Tune only on the other half (TUNING).

How a benchmark game ends (`BenchmarkSpec`, `spec(ending)`, style_grid.py's `--ending`): computers
never stop a game by the clock (end_by_time exists only in a game started with a time limit, and it
bans trades) nor by agreement (the family's), and between fixed styles a game can run for thousands
of moves (two savers who never build hardly ever ruin each other). A family's game ends by a
bankruptcy, by an agreed stop nobody knew in advance, or by the time limit. The endings (ENDINGS):
- "agreed50": the table stops by agreement (end_by_agreement; rule 23's wealth ranks the players,
  as the rules rank an agreed stop) at the start of round ROUNDS + 1: every player had ROUNDS full
  turns, unless a side went bankrupt before. The kept reference grid_anti_monopoly_held_out.json.
- "whole": played on to a bankruptcy (variant B: a side is out), stopped by agreement only at the
  start of round CAP + 1, as benchmarks/head_to_head.py caps it. How long (normal among copies of
  never_build, mortgager, no_extra_roll or random, 2 deals each at 2, 4 and 6 players, 2026-12-06,
  load 2): 250-3,400 moves, 0.05-1.3 s of CPU a game (0.4 s typical, 0.8 s at 6 players); 6 of
  the 24 games reached the cap (stopped at round 301: 3 against never_build, 2 against mortgager,
  1 against no_extra_roll), the others ended in a bankruptcy at rounds 22-225. Normal against
  normal (head_to_head.py, 120 deals each) reached the cap in 35 games of 120 at 2 players, 10 at
  3, 7 at 4. The held-out half, 45 cells and easy among normals at 30 deals a cell, took 15
  minutes at load 2-3.
- "hidden": stopped by agreement at the start of a round drawn from the deal's seed, uniformly in
  HIDDEN_STOP (30-120), unless a bankruptcy ends it first; no player's policy is told the round
  (a hard bot's rollouts, which play this spec, meet the stop only within their 40 actions).
"""

import zlib

from boardgames_desktop.rules.anti_monopoly.actions import (
    AcceptTrade, Bankrupt, Build, Buy, Decline, EndByAgreement, EndTurn, Mortgage, OfferTrade, PayTax, PayToLeave,
    Redeem, RefuseTrade, Roll, SellBuilding,
)
from boardgames_desktop.rules.anti_monopoly.spec import AntiMonopolySpec
from boardgames_desktop.rules.core import Rng

ROUNDS = 50  # full rounds of an "agreed50" game before the table agrees to stop
CAP = 300  # rounds of a "whole" game before the table agrees to stop (head_to_head.py's --cap)
HIDDEN_STOP = (30, 120)  # the rounds a "hidden" stop is drawn from, both ends included
ENDINGS = ("agreed50", "whole", "hidden")


def hidden_stop(seed: int) -> int:
    """The round whose start a "hidden" game of this deal stops at (an Rng of its own, so the game's
    dice and cards are the deal's as in every other ending)."""
    low, high = HIDDEN_STOP
    return low + Rng.from_seed(seed ^ 0x5EED5_70B).below(high - low + 1)


class BenchmarkSpec(AntiMonopolySpec):
    """Anti-Monopoly as the benchmark plays it: stopped by agreement at the start of round `stop`
    + 1 (set by new_game for the "hidden" ending), unless it ended before."""

    def __init__(self, ending: str = "agreed50"):
        if ending not in ENDINGS:
            raise ValueError(f"unknown ending {ending!r}: one of {', '.join(ENDINGS)}")
        self.ending = ending
        self.stop = {"agreed50": ROUNDS, "whole": CAP, "hidden": HIDDEN_STOP[1]}[ending]

    def new_game(self, num_players, seed, *args, **kwargs):
        if self.ending == "hidden":  # games are played one at a time: the deal's stop is the spec's
            self.stop = hidden_stop(seed)
        return super().new_game(num_players, seed, *args, **kwargs)

    def apply(self, state, seat, action):
        after = super().apply(state, seat, action)
        if not after.is_over and after.round > self.stop and after.phase == "roll" and after.rolls == 0 \
                and after.dice is None:
            after = super().apply(after, after.current, EndByAgreement())
        return after


def spec(ending: str) -> BenchmarkSpec:
    return BenchmarkSpec(ending)


SPEC = BenchmarkSpec("agreed50")


def _by_type(legal) -> dict:
    found: dict[type, list] = {}
    for action in legal:
        found.setdefault(type(action), []).append(action)
    return found


def _cheapest_first(view, actions):
    return min(actions, key=lambda a: (view.spaces[a.space].price, a.space))


# -- buying: (view, me, space) -> whether to buy the title it stands on ---------------------------

def _buy_always(view, me, space):
    return True


def _buy_keeping(reserve: int):
    def rule(view, me, space):
        return me.cash - space.price >= reserve
    return rule


def _buy_one_city(view, me, space):
    """Streets of the city of its first street only (any street while it has none)."""
    cities = {view.spaces[s].city for s in me.titles if view.spaces[s].kind == "street"}
    return space.kind == "street" and (not cities or space.city in cities)


def _buy_cheap(view, me, space):
    return space.price <= 200


def _buy_streets_never(view, me, space):
    """Transport companies and works only: a steady rent, nothing to build."""
    return space.kind != "street"


# -- the style --------------------------------------------------------------------------------------

def _style(buy=_buy_always, build_reserve: int | None = 0, mortgage_to_buy=False, trade="fair",
           extra_roll=True, pay_to_leave=True, tax="smaller", redeem_above: int | None = 800,
           sell_titles_in_debt=False):
    """buy: the buying rule; build_reserve: cash kept after a building (None: never builds);
    mortgage_to_buy: mortgages titles to buy one it cannot pay; trade: "fair" accepts an offer whose
    printed prices and money do not lose, "any" accepts every offer it can pay, "never" refuses all;
    extra_roll: takes the optional roll after doubles; pay_to_leave: pays out of prison at once;
    tax: "smaller", "flat" or "percent"; redeem_above: redeems while the cash stays above it (None:
    never); sell_titles_in_debt: offers a title at its price to the richest player before mortgaging."""

    def policy(view, legal, rng):
        me = view.players[view.seat]
        kinds = _by_type(legal)
        if AcceptTrade in kinds:
            return kinds[AcceptTrade][0] if _accepts(view, trade) else kinds[RefuseTrade][0]
        if PayTax in kinds:
            flat, percent = view.tax
            choice = tax if tax != "smaller" else ("flat" if flat <= percent else "percent")
            return next(a for a in kinds[PayTax] if a.choice == choice)
        if view.phase == "distress":
            return _raise(view, kinds, sell_titles_in_debt)
        if Decline in kinds:
            space = view.spaces[me.position]
            if not buy(view, me, space):
                return kinds[Decline][0]
            if Buy in kinds:
                return kinds[Buy][0]
            if mortgage_to_buy and Mortgage in kinds and me.can_raise >= space.price:
                return _cheapest_first(view, kinds[Mortgage])
            return kinds[Decline][0]
        if build_reserve is not None:
            builds = [a for a in kinds.get(Build, []) if me.cash - view.spaces[a.space].house_price >= build_reserve]
            if builds:
                return _cheapest_first(view, builds)
        if redeem_above is not None:
            redeems = [a for a in kinds.get(Redeem, []) if me.cash - view.spaces[a.space].redeem_cost >= redeem_above]
            if redeems:
                return _cheapest_first(view, redeems)
        if PayToLeave in kinds and (pay_to_leave or Roll not in kinds):
            return kinds[PayToLeave][0]
        if EndTurn in kinds and (view.phase == "end" or not extra_roll):
            return kinds[EndTurn][0]
        for kind in (Roll, EndTurn):
            if kind in kinds:
                return kinds[kind][0]
        return legal[0]
    return policy


def _accepts(view, trade: str) -> bool:
    offer, me = view.offer, view.players[view.seat]
    if me.cash - offer.ask + offer.pay < 0:
        return False
    if trade == "any":
        return True
    if trade == "never":
        return False
    worth = lambda spaces: sum(view.spaces[s].price // (2 if view.spaces[s].mortgaged else 1) for s in spaces)  # noqa: E731
    return worth(offer.give) + offer.pay >= worth(offer.take) + offer.ask


def _raise(view, kinds, sell_titles: bool):
    """A debt: (a title sold at its price to the richest player who can pay it,) the cheapest title
    mortgaged, then the cheapest building sold, and bankruptcy only when nothing is left."""
    if sell_titles:
        offers = [a for a in kinds.get(OfferTrade, []) if len(a.give) == 1 and not a.take
                  and view.players[a.to].cash >= a.ask]
        if offers:
            return max(offers, key=lambda a: (view.players[a.to].cash, -view.spaces[a.give[0]].price, -a.to))
    if Mortgage in kinds:
        return _cheapest_first(view, kinds[Mortgage])
    if SellBuilding in kinds:
        return _cheapest_first(view, kinds[SellBuilding])
    return kinds[Bankrupt][0] if Bankrupt in kinds else next(iter(kinds.values()))[0]


def _random(view, legal, rng):
    """Any legal move but offers (a random offer would be accepted or refused by chance alone)."""
    pool = [a for a in legal if not isinstance(a, OfferTrade)] or legal
    return pool[rng.below(len(pool))]


STYLES = {
    "am_buy_everything": _style(),
    "am_buy_everything_flat_tax": _style(tax="flat", redeem_above=None),
    "am_saver_200": _style(buy=_buy_keeping(200), build_reserve=200),
    "am_saver_500": _style(buy=_buy_keeping(500), build_reserve=500),
    "am_builder": _style(build_reserve=0, mortgage_to_buy=True, redeem_above=None),
    "am_never_build": _style(build_reserve=None),
    "am_one_city": _style(buy=_buy_one_city),
    "am_cheap_titles": _style(buy=_buy_cheap, build_reserve=100),
    "am_no_streets": _style(buy=_buy_streets_never),
    "am_mortgager": _style(mortgage_to_buy=True, build_reserve=100, redeem_above=None, sell_titles_in_debt=True),
    "am_accept_any_trade": _style(trade="any", sell_titles_in_debt=True),
    "am_refuse_trades": _style(buy=_buy_keeping(100), trade="never"),
    "am_no_extra_roll": _style(buy=_buy_keeping(100), extra_roll=False),
    "am_stays_in_prison": _style(buy=_buy_keeping(100), pay_to_leave=False, tax="percent"),
    "am_cautious": _style(buy=_buy_keeping(300), build_reserve=400, extra_roll=False, pay_to_leave=False,
                          trade="never", redeem_above=600),
    "am_random": _random,
}


def held_out(name: str) -> bool:
    """The rule that splits the grid, fixed before any figure was seen: the styles ordered by the
    CRC-32 of their name, the upper half held out."""
    order = sorted(STYLES, key=lambda style: (zlib.crc32(style.encode()), style))
    return order.index(name) >= len(order) // 2


HELD_OUT = [name for name in STYLES if held_out(name)]
TUNING = [name for name in STYLES if not held_out(name)]
