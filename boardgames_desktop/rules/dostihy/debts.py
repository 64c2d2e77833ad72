"""Dostihy a sázky's financial distress: a payment the player cannot make waits until it is raised by
pawning, selling to the bank or to a player, or the player goes bankrupt.
"""

from ..core import IllegalAction, event, money, offers
from .actions import Offer
from .data import MONEY, offer_prices
from .state import Distress, DostihyState, TradeOffer
from .turns import _card_done, _game_over, _rules


def _charge(state: DostihyState, seat: int, amount: int, card: str) -> None:
    if money.charge(state, seat, amount):
        state.events.append(event(code="money_paid", params={"seat": seat, "amount": amount, "card": card}))
        _card_done(state)
        return
    state.distress = Distress(seat=seat, owed=amount, card=card)
    state.phase = "distress"
    state.events.append(
        event(code="distress", params={"seat": seat, "owed": amount, "cash": state.players[seat].cash})
    )
    _settle(state)


def _settle(state: DostihyState) -> None:
    """Pay the debt once the cash is there; with no horse card left, the player is bankrupt."""
    distress = state.distress
    settled = money.settle(state, distress)
    if settled == "paid":
        state.events.append(
            event(code="money_paid", params={"seat": distress.seat, "amount": distress.owed, "card": distress.card})
        )
        state.distress = None
        _card_done(state)
    elif settled == "bankrupt":
        _bankrupt(state, distress.seat)


def _pawn(state: DostihyState, seat: int, horse: int) -> None:
    amount = money.pawn(state, seat, horse, MONEY, locked=state.changed if state.phase == "roll" else ())
    state.events.append(event(code="pawned", params={"seat": seat, "horse": horse, "amount": amount}))
    if state.phase == "roll":
        state.changed.append(horse)
    else:
        _settle(state)


def _sell_to_bank(state: DostihyState, seat: int, horse: int) -> None:
    amount = money.sell_to_bank(state, seat, horse, MONEY)
    state.events.append(event(code="sold", params={"seat": seat, "horse": horse, "amount": amount}))
    _settle(state)


def _buyers(state: DostihyState, seat: int) -> list[int]:
    return [other for other in state.active() if other != seat]


def _offer_options(state: DostihyState) -> list[Offer]:
    seat = state.distress.seat
    result = []
    for horse in state.players[seat].horses:
        for buyer in _buyers(state, seat):
            cash = state.players[buyer].cash
            result += [
                Offer(horse=horse, to=buyer, price=p)
                for p in offer_prices(horse)
                if p <= cash and _offered_before(state, horse, buyer, p) is None
            ]
    return result


def _offered_before(state: DostihyState, horse: int, buyer: int, price: int) -> str | None:
    """Why this offer may not be made again in this distress (every offer made was refused): the
    code of the refusal, or None."""
    offered = state.distress.offered
    if _rules(state).offer_again:
        return "offered_at_this_price" if (horse, buyer, price) in offered else None
    return "already_offered" if any(o[:2] == (horse, buyer) for o in offered) else None


def _offer(state: DostihyState, seat: int, action: Offer) -> None:
    player = state.players[seat]
    if action.horse not in player.horses:
        raise IllegalAction("not_your_horse", {"horse": action.horse})
    if action.to not in _buyers(state, seat):
        raise IllegalAction("bad_buyer", {"to": action.to})
    if action.price not in offer_prices(action.horse):
        raise IllegalAction("bad_price", {"price": action.price})
    cash = state.players[action.to].cash
    if action.price > cash:
        raise IllegalAction("buyer_cannot_afford", {"price": action.price, "cash": cash})
    refusal = _offered_before(state, action.horse, action.to, action.price)
    if refusal is not None:
        raise IllegalAction(refusal, {"horse": action.horse, "to": action.to, "price": action.price})
    state.distress.offered.append((action.horse, action.to, action.price))
    state.offer = TradeOffer(seller=seat, buyer=action.to, horse=action.horse, price=action.price)
    state.phase = "offer"
    state.events.append(
        event(
            code="offer_made",
            params={"seat": seat, "horse": action.horse, "to": action.to, "price": action.price,
                    "pawned": action.horse in player.pawned},
        )
    )


def _accept_offer(state: DostihyState) -> None:
    offer = state.offer
    pawned = offer.horse in state.players[offer.seller].pawned
    offers.carry_out(state, offer.trade())
    state.offer = None
    state.phase = "distress"
    state.events.append(
        event(
            code="offer_accepted",
            params={"seat": offer.buyer, "seller": offer.seller, "horse": offer.horse, "price": offer.price,
                    "pawned": pawned},
        )
    )
    _settle(state)


def _refuse_offer(state: DostihyState) -> None:
    offer = state.offer
    state.offer = None
    state.phase = "distress"
    state.events.append(
        event(
            code="offer_refused",
            params={"seat": offer.buyer, "seller": offer.seller, "horse": offer.horse, "price": offer.price},
        )
    )


def _bankrupt(state: DostihyState, seat: int) -> None:
    """The stable is handed in: the cash left goes to the bank, the horses (pawned or not) back to
    the bank's stock, betting cards to the discard pile; the debt is gone with the player."""
    player = state.players[seat]
    cash, horses = money.bankrupt(state, seat)
    state.discard += player.held
    player.held = []
    state.out.append(seat)
    state.distress = None
    state.events.append(event(code="bankrupt", params={"seat": seat, "cash": cash, "horses": horses}))
    if len(state.active()) < 2:
        _game_over(state, "last_player")
    else:
        _card_done(state)
