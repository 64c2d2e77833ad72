"""Anti-Monopoly's titles between moves: building, selling buildings, mortgages, and the trades
between players (rule 21).
"""

from ..core import IllegalAction, event, money, offers
from ..core.offers import Trade
from .actions import Build, Mortgage, OfferTrade, Redeem, SellBuilding
from .data import BOARD, BOARD_SIZE, MONEY
from .debts import _settle
from .economy import build_refusal, building_sale
from .state import BETWEEN_MOVES, AntiMonopolyState


def _tradable(state: AntiMonopolyState, seat: int) -> list[int]:
    return [s for s in state.players[seat].titles if not state.buildings.get(s)]


def _may_receive_titles(state: AntiMonopolyState, seat: int) -> bool:
    player = state.players[seat]
    return not (player.jailed and player.role == "competitor")


def _simple_offers(state: AntiMonopolyState, seat: int) -> list[OfferTrade]:
    """One title sold to another player at its printed price."""
    if state.options.time_limit is not None:
        return []
    mine = _tradable(state, seat)
    candidates = [OfferTrade(to=other, give=(s,), ask=BOARD[s].price)
                  for other in state.active() if other != seat and (seat, other) not in state.offered for s in mine]
    return [offer for offer in candidates if _offer_refusal(state, seat, offer) is None]


def _own(state: AntiMonopolyState, seat: int, space: int) -> None:
    if not 0 <= space < BOARD_SIZE or not BOARD[space].is_title:
        raise IllegalAction("not_a_title", {"space": space})
    if space not in state.players[seat].titles:
        raise IllegalAction("not_your_title", {"space": space})


def _build(state: AntiMonopolyState, seat: int, action: Build) -> None:
    space = action.space
    _own(state, seat, space)
    refusal = build_refusal(state, seat, space)
    if refusal is not None:
        raise IllegalAction("cannot_build", {"space": space, "reason": refusal})
    cost = BOARD[space].house
    if cost > state.players[seat].cash:
        raise IllegalAction("cannot_afford", {"cost": cost, "cash": state.players[seat].cash})
    money.pay(state, seat, cost)
    state.buildings[space] = state.buildings.get(space, 0) + 1
    state.events.append(event(code="built", params={"seat": seat, "space": space, "level": state.buildings[space],
                                                    "cost": cost}))


def _sell_building(state: AntiMonopolyState, seat: int, action: SellBuilding) -> None:
    space = action.space
    _own(state, seat, space)
    if not state.buildings.get(space):
        raise IllegalAction("no_buildings", {"space": space})
    amount = building_sale(space)
    money.receive(state, seat, amount)
    level = state.buildings[space] - 1
    if level:
        state.buildings[space] = level
    else:
        del state.buildings[space]
    state.events.append(event(code="building_sold", params={"seat": seat, "space": space, "level": level,
                                                            "amount": amount}))
    _settle(state)


def _mortgage(state: AntiMonopolyState, seat: int, action: Mortgage) -> None:
    space = action.space
    _own(state, seat, space)
    if state.buildings.get(space):
        raise IllegalAction("has_buildings", {"space": space})
    amount = money.pawn(state, seat, space, MONEY)
    state.events.append(event(code="mortgaged", params={"seat": seat, "space": space, "amount": amount}))
    _settle(state)


def _redeem(state: AntiMonopolyState, seat: int, action: Redeem) -> None:
    _own(state, seat, action.space)
    cost = money.redeem(state, seat, action.space, MONEY)
    state.events.append(event(code="redeemed", params={"seat": seat, "space": action.space, "cost": cost}))


# -- trades ----------------------------------------------------------------------------------------


def _trade(seat: int, action: OfferTrade) -> Trade:
    return Trade(proposer=seat, partner=action.to, give=action.give, take=action.take, money=action.ask - action.pay)


def _offer_refusal(state: AntiMonopolyState, seat: int, action: OfferTrade) -> tuple[str, dict] | None:
    """Why this offer may not be made (code, params), or None."""
    if state.options.time_limit is not None:
        return "trades_banned", {}
    if seat not in state.to_act and state.phase not in BETWEEN_MOVES:
        return "not_between_moves", {}
    to = action.to
    if to == seat or not 0 <= to < state.num_players or state.players[to].bankrupt:
        return "bad_partner", {"to": to}
    if not action.give and not action.take:
        return "bad_trade", {"detail": "no title offered"}
    if action.ask and action.pay:
        return "bad_trade", {"detail": "money goes one way only"}
    for titles in (action.give, action.take):
        if list(titles) != sorted(set(titles)):
            return "bad_trade", {"detail": "titles must be ascending, each once"}
    for space, holder, code in [(s, seat, "not_your_title") for s in action.give] + \
                               [(s, to, "partner_title") for s in action.take]:
        if not 0 <= space < BOARD_SIZE or not BOARD[space].is_title:
            return "not_a_title", {"space": space}
        if space not in state.players[holder].titles:
            return code, {"space": space}
        if state.buildings.get(space):
            return "has_buildings", {"space": space}
    if (action.give and not _may_receive_titles(state, to)) or (action.take and not _may_receive_titles(state, seat)):
        return "may_not_buy", {}
    trade = _trade(seat, action)
    payer, _, amount = trade.payment()
    if amount > state.players[payer].cash:
        return "cannot_pay_trade", {"seat": payer, "amount": amount, "cash": state.players[payer].cash}
    if (seat, to) in state.offered and state.rules_version < 2:
        return "offered_this_turn", {"to": to}
    return None


def _offer_trade(state: AntiMonopolyState, seat: int, action: OfferTrade) -> None:
    refusal = _offer_refusal(state, seat, action)
    if refusal is not None:
        raise IllegalAction(*refusal)
    state.offer = _trade(seat, action)
    if (seat, action.to) not in state.offered:
        state.offered.append((seat, action.to))
    state.offer_back = state.phase
    state.phase = "offer"
    state.events.append(event(code="trade_offered", params={"seat": seat, "to": action.to, "give": list(action.give),
                                                            "take": list(action.take), "ask": action.ask,
                                                            "pay": action.pay}))


def _accept_trade(state: AntiMonopolyState, seat: int, action) -> None:
    trade = state.offer
    offers.carry_out(state, trade)
    state.offer, state.phase = None, state.offer_back
    state.events.append(event(code="trade_accepted", params={"seat": seat, "proposer": trade.proposer,
                                                             "give": list(trade.give), "take": list(trade.take),
                                                             "ask": max(trade.money, 0), "pay": max(-trade.money, 0)}))
    _settle(state)


def _refuse_trade(state: AntiMonopolyState, seat: int, action) -> None:
    trade = state.offer
    state.offer, state.phase = None, state.offer_back
    state.events.append(event(code="trade_refused", params={"seat": seat, "proposer": trade.proposer}))
