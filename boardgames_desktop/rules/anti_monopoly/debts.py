"""Anti-Monopoly's debts: a payment the player cannot make waits (phase "distress") until it is
raised or the player goes bankrupt (rule 22).
"""

from ..core import IllegalAction, event, money
from .economy import building_sale, can_raise
from .moving import _finish_move
from .state import AntiMonopolyState
from .turns import _check_end, _end_turn, _release


def _settle(state: AntiMonopolyState) -> None:
    """In distress, after each step of raising money: pay the debt once the cash is there."""
    if state.phase != "distress":
        return
    debt = state.debts[0]
    if state.players[debt.seat].cash >= debt.owed:
        money.pay(state, debt.seat, debt.owed, debt.creditor)
        state.events.append(event(code="debt_paid", params={"seat": debt.seat, "amount": debt.owed,
                                                            "to": debt.creditor}))
        state.debts.pop(0)
        _debts_done(state)


def _debts_done(state: AntiMonopolyState) -> None:
    """Once no debt is left, the turn goes on where the first debt stopped it."""
    if state.debts or state.phase == "over":
        return
    if state.players[state.current].bankrupt:
        _end_turn(state)
    elif state.resume == "released":
        _release(state, state.current, "paid")
        state.phase = "roll"
    else:
        _finish_move(state)


def _bankruptcy_refusal(state: AntiMonopolyState) -> tuple[str, dict] | None:
    """Rule 22 (rules_version 2 on): bankrupt only who cannot pay even after selling every building
    and mortgaging every title; None: the debtor may declare it."""
    debt = state.debts[0]
    could = can_raise(state, debt.seat)
    if state.rules_version >= 2 and could >= debt.owed:
        return "can_pay", {"owed": debt.owed, "can_raise": could}
    return None


def _bankrupt(state: AntiMonopolyState, seat: int, action) -> None:
    refusal = _bankruptcy_refusal(state)
    if refusal is not None:
        raise IllegalAction(*refusal)
    debt = state.debts[0]
    player = state.players[seat]
    sold = 0
    for space in player.titles:
        level = state.buildings.pop(space, 0)
        if level:
            sold += level
            money.receive(state, seat, level * building_sale(space))
    cash, titles = money.bankrupt(state, seat, debt.creditor)
    player.jailed, player.tries = False, 0
    state.out.append(seat)
    state.debts.pop(0)
    state.events.append(event(code="bankrupt", params={"seat": seat, "to": debt.creditor, "cash": cash,
                                                       "titles": titles, "buildings_sold": sold}))
    if _check_end(state):
        return
    _debts_done(state)
