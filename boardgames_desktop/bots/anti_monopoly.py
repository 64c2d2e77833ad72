"""Anti-Monopoly rules of thumb.

Buy a title or build when the cash keeps a reserve (a monopolist's second street of a city even below it),
build where the rent rises most per euro, redeem when rich, pay out of prison / price war when the
cash allows, pay the smaller income tax; in distress sell a title to another player at its price
first, then mortgage the least useful titles, then sell buildings, and only then go bankrupt;
accept a trade only when it raises the bot's wealth estimate; always take the extra roll after
doubles. A computer offers trades only in distress, each partner once a turn (the simple offers of
legal_actions), so that it never pesters. A computer never stops the game by the clock (end_by_time
is the session's to play) nor by agreement (the people's).
"""

from ..rules.anti_monopoly.actions import (
    AcceptTrade, Bankrupt, Build, Buy, Decline, EndTurn, Mortgage, OfferTrade, PayTax, PayToLeave, Redeem,
    RefuseTrade, Roll, SellBuilding,
)
from ..rules.core import Rng
from . import Reason

RESERVE = 400  # euros kept after buying or building (200 / 100 before issue 31: spent into rents too slow to pay back)
RICH = 600  # cash above which mortgaged titles are redeemed
ROLLOUTS = 24  # per hard decision (bots.hard_rollouts): a rollout step builds a view
ROLLOUT_DEPTH = 40  # actions a hard bot plays ahead; state_value judges the rest


def normal(view, legal, rng: Rng):
    return _decide(view, legal, reserve=RESERVE, build_reserve=RESERVE)


def hint(view, legal, rng: Rng):
    """normal()'s choice, and the rule of thumb of _decide() that made it."""
    action = normal(view, legal, rng)
    me = view.players[view.seat]
    space = getattr(action, "space", None)
    kind = type(action)
    if kind in (AcceptTrade, RefuseTrade):
        reason = Reason("trade_good" if kind is AcceptTrade else "trade_bad")
    elif kind is PayTax:
        reason = Reason("tax_smaller", {"amount": min(view.tax)})
    elif kind is Buy:
        price = view.spaces[me.position].price
        if me.cash - price >= RESERVE:
            reason = Reason("buy_keeps", {"left": me.cash - price})
        else:
            reason = Reason("buy_city", {"space": me.position})
    elif kind is Decline:
        reason = Reason("decline", {"reserve": RESERVE})
    elif kind is Build:
        reason = Reason("build", {"space": space})
    elif kind is Redeem:
        reason = Reason("redeem", {"space": space})
    elif kind is PayToLeave:
        reason = Reason("pay_to_leave", {"fee": view.prison_fee})
    elif kind is Roll and any(isinstance(a, PayToLeave) for a in legal):
        reason = Reason("roll_out", {"fee": view.prison_fee})
    elif kind is OfferTrade:
        reason = Reason("sell_title", {"space": action.give[0], "to": action.to})
    elif kind in (Mortgage, SellBuilding):
        reason = Reason(action.type, {"space": space})
    else:  # a roll, the end of a turn, bankruptcy: nothing to weigh worth telling
        reason = None
    return action, reason


def easy(view, legal, rng: Rng):
    if rng.below(3) == 0:
        safe = [a for a in legal if not isinstance(a, (Bankrupt, OfferTrade, Redeem)) and a.type != "end_by_time"]
        pool = safe or _playable(legal)
        return pool[rng.below(len(pool))]
    return _decide(view, legal, reserve=50, build_reserve=25)


def candidates(view, legal, rng: Rng) -> list:
    """The moves worth searching: no offers and never the clock's end."""
    return [a for a in legal if not isinstance(a, OfferTrade) and a.type != "end_by_time"] or legal


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), from the view of a state the search dealt (everything at this table is public)."""
    return normal(spec.view(state, seat), spec.legal_actions(state, seat), rng)


def state_value(state, seat: int) -> float:
    """A guess of the result from each player's wealth (rule 23), on the scale of search.utility."""
    from ..rules.anti_monopoly.economy import wealth

    if state.players[seat].bankrupt:
        return 0.0
    active = state.active()
    if len(active) == 1:
        return 1.0
    worths = {i: wealth(state, i) for i in active}
    best_other = max(worths[i] for i in active if i != seat)
    lead = (worths[seat] - best_other) / (max(worths.values()) + 1)
    return min(1.0, max(0.0, 0.5 + 0.5 * lead))


# -- the rules of thumb ----------------------------------------------------------------------------


def _playable(legal: list) -> list:
    return [a for a in legal if a.type != "end_by_time"] or legal


def _decide(view, legal, reserve: int, build_reserve: int):
    me = view.players[view.seat]
    by_type: dict[type, list] = {}
    for action in _playable(legal):
        by_type.setdefault(type(action), []).append(action)
    if AcceptTrade in by_type:
        return by_type[AcceptTrade][0] if _gain(view, view.offer) > 0 else by_type[RefuseTrade][0]
    if PayTax in by_type:
        flat, percent = view.tax
        return next(a for a in by_type[PayTax] if a.choice == ("flat" if flat <= percent else "percent"))
    if view.phase == "distress":
        return _raise_money(view, by_type)
    if Decline in by_type:
        space = view.spaces[me.position]
        keeps = me.cash - space.price >= reserve or (_completes_monopoly(view, me.position) and me.cash >= space.price)
        return by_type[Buy][0] if Buy in by_type and keeps else by_type[Decline][0]
    # before a roll or after the last one
    builds = [a for a in by_type.get(Build, []) if me.cash - view.spaces[a.space].house_price >= build_reserve]
    if builds:
        return max(builds, key=lambda a: (_rise_per_euro(view, a.space), -a.space))
    redeems = [a for a in by_type.get(Redeem, []) if me.cash - view.spaces[a.space].redeem_cost >= RICH]
    if redeems:
        return max(redeems, key=lambda a: (view.spaces[a.space].price, -a.space))
    if PayToLeave in by_type and (Roll not in by_type or me.cash - view.prison_fee >= reserve):
        return by_type[PayToLeave][0]
    for kind in (Roll, EndTurn):
        if kind in by_type:
            return by_type[kind][0]
    return legal[0]


def _raise_money(view, by_type):
    """Distress: sell a title at its price to another player (each once a turn), mortgage the least
    useful title, sell a building, and only with nothing left go bankrupt."""
    offers = [a for a in by_type.get(OfferTrade, []) if len(a.give) == 1 and not a.take]
    if offers:
        least = _least_useful(view, [Mortgage(space=a.give[0]) for a in offers]).space
        richest = max((a for a in offers if a.give[0] == least), key=lambda a: (view.players[a.to].cash, -a.to))
        if view.spaces[least].mortgaged or view.players[richest.to].cash > view.spaces[least].price + RESERVE:
            return richest
    if Mortgage in by_type:
        return _least_useful(view, by_type[Mortgage])
    if SellBuilding in by_type:
        return min(by_type[SellBuilding], key=lambda a: (_rise_per_euro(view, a.space, down=True), a.space))
    return by_type[Bankrupt][0] if Bankrupt in by_type else next(iter(by_type.values()))[0]


def _least_useful(view, mortgages: list):
    """The title whose rent is lowest for its mortgage value."""
    return min(mortgages, key=lambda a: (_rent_now(view, a.space) / max(1, view.spaces[a.space].price), a.space))


def _rent_now(view, space: int) -> int:
    found = view.spaces[space]
    return found.rent if found.rent is not None else 7 * (found.rent_per_pip or 0)


def _rise_per_euro(view, space: int, down: bool = False) -> float:
    """How much the rent rises with one more building (down: falls with one fewer), per euro."""
    found = view.spaces[space]
    role = view.players[found.owner].role
    if role == "competitor":
        table, index = found.rents_competitor, found.buildings
    else:
        table, index = found.rents_monopolist, found.buildings + 1
    if down:
        return (table[index] - table[index - 1]) / max(1, found.house_price)
    return (table[index + 1] - table[index]) / max(1, found.house_price)


def _completes_monopoly(view, space: int) -> bool:
    me = view.players[view.seat]
    found = view.spaces[space]
    if me.role != "monopolist" or found.kind != "street":
        return False
    return any(view.spaces[s].city == found.city and not view.spaces[s].mortgaged for s in me.titles)


def _value(view, space: int, seat: int, titles: set[int]) -> float:
    """What a title is worth to `seat` holding `titles`: its price (less the redeem cost if
    mortgaged), half as much again for a monopolist's street that makes or keeps a monopoly."""
    found = view.spaces[space]
    worth = found.price - (found.redeem_cost if found.mortgaged else 0)
    if view.players[seat].role == "monopolist" and found.kind == "street":
        if sum(1 for s in titles if view.spaces[s].city == found.city) >= 2:
            worth *= 1.5
    return worth


def _gain(view, offer) -> float:
    """The change in this seat's (the partner's) wealth estimate if it accepted the offer."""
    me = view.seat
    mine = set(view.players[me].titles)
    after = (mine - set(offer.take)) | set(offer.give)
    gained = sum(_value(view, s, me, after) for s in offer.give)
    lost = sum(_value(view, s, me, mine) for s in offer.take)
    cash_after = view.players[me].cash - offer.ask + offer.pay
    if cash_after < RESERVE // 2:
        return -1.0
    return gained - lost + offer.pay - offer.ask
