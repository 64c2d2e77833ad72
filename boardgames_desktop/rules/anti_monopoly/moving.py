"""Anti-Monopoly's moves: rolling, moving a pawn, the space it lands on (rents, taxes, cards,
prison) and buying the title there.
"""

from ..core import IllegalAction, event, money
from ..core.deck import money_effect
from .actions import PayTax
from .data import (
    BOARD, BOARD_SIZE, CARD_BY_ID, FLAT_TAX, OFFICE_BONUS, OFFICE_FEE, PENALTY, PRISON_FEE, PRISON_TRIES, ROLES,
    START_BONUS,
)
from .economy import collects, earns, rent, tax_percent
from .state import AntiMonopolyState
from .turns import _charge, _die, _end_turn, _receive, _release, _send_to_prison, _two_dice


def _move(state: AntiMonopolyState, seat: int, target: int) -> None:
    """Forward to `target`, START money on passing or landing on START, then resolve the space."""
    player = state.players[seat]
    steps = (target - player.position) % BOARD_SIZE or BOARD_SIZE
    path = [(player.position + i) % BOARD_SIZE for i in range(1, steps + 1)]
    passed = 0 in path
    player.position = target
    state.path, state.mover = path, seat
    state.events.append(event(code="moved", params={"seat": seat, "path": path, "passed_start": passed}))
    if passed:
        _receive(state, seat, START_BONUS, "start")
    _land(state, seat)


def _land(state: AntiMonopolyState, seat: int) -> None:
    """Resolve the space the seat stands on; then the move is finished unless a choice or a debt waits."""
    player = state.players[seat]
    space = player.position
    kind = BOARD[space].kind
    paid = True
    if BOARD[space].is_title:
        owner = state.owner(space)
        if owner is None:
            state.phase = "buy"
            state.events.append(event(code="may_buy", params={"seat": seat, "space": space,
                                                              "price": BOARD[space].price}))
            return
        if owner != seat:
            paid = _rent(state, seat, space, owner)
    elif kind == "card":
        _draw(state, seat)
        return
    elif kind == "tax":
        state.phase = "tax"
        state.events.append(event(code="tax_due", params={"seat": seat, "flat": FLAT_TAX,
                                                          "percent": tax_percent(state, seat)}))
        return
    elif kind == "penalty":
        paid = _charge(state, seat, PENALTY, None, "penalty")
    elif kind == "office":
        if player.role == "monopolist":
            paid = _charge(state, seat, OFFICE_FEE, None, "office")
        else:
            die = _die(state)
            state.events.append(event(code="die_rolled", params={"seat": seat, "die": die, "purpose": "office"},
                                      reveals=True))
            if die in OFFICE_BONUS:
                _receive(state, seat, OFFICE_BONUS[die], "office")
    elif kind == "prison":
        state.events.append(event(code="sightseeing", params={"seat": seat}))
    elif kind == "go_to_prison":
        _send_to_prison(state, seat, "corner")
    _after(state, paid)


def _rent(state: AntiMonopolyState, seat: int, space: int, owner: int) -> bool:
    if space in state.players[owner].pawned or not collects(state, owner):
        why = "mortgaged" if space in state.players[owner].pawned else "prison"
        state.events.append(event(code="no_rent", params={"seat": seat, "space": space, "owner": owner, "why": why}))
        return True
    if BOARD[space].kind == "utility":
        amount = rent(state, space, sum(_two_dice(state, seat, "works")))
    else:
        amount = rent(state, space)
    return _charge(state, seat, amount, owner, "rent", space=space)


def _after(state: AntiMonopolyState, paid: bool) -> None:
    """The space is resolved: on with the turn, or into distress while debts wait."""
    if state.debts:
        state.resume = "finish"
        state.phase = "distress"
    elif paid:
        _finish_move(state)


def _finish_move(state: AntiMonopolyState) -> None:
    player = state.players[state.current]
    if player.bankrupt:
        _end_turn(state)
    elif not player.jailed and state.dice is not None and state.dice[0] == state.dice[1] and state.rolls == 1:
        state.phase = "roll"
        state.extra_roll = True
        state.events.append(event(code="extra_roll", params={"seat": state.current}))
    else:
        state.phase = "end"


# -- cards -----------------------------------------------------------------------------------------


def _draw(state: AntiMonopolyState, seat: int) -> None:
    player = state.players[seat]
    deck = state.decks[player.role]
    card = CARD_BY_ID[deck.pop(0)]
    deck.append(card.id)  # rule 15: the used card goes to the bottom of its pile
    state.last_card = (seat, card.id)
    state.events.append(event(code="card_drawn", params={"seat": seat, "deck": player.role, "card": card.id},
                              reveals=True))
    groups = {role: [s for s in state.active() if state.players[s].role == role] for role in ROLES}
    payments = money_effect(card.effect, card.amount, seat, groups=groups)
    if payments is not None:
        for payment in payments:
            if payment.payer is None:
                _receive(state, payment.payee, payment.amount, "card", card=card.id)
            else:
                _charge(state, payment.payer, payment.amount, payment.payee, "card", card=card.id)
    elif card.effect == "move_to":
        _move(state, seat, card.target)
        return
    elif card.effect == "go_to_prison":
        _send_to_prison(state, seat, "card")
    elif card.effect == "roll_for_bonus":
        if sum(_two_dice(state, seat, "card")) >= card.threshold:
            _receive(state, seat, card.amount, "card", card=card.id)
    else:  # each_monopolist_receives; rule 14: not one in prison (rules_version 2 on)
        for other in groups["monopolist"]:
            if earns(state, other):
                _receive(state, other, card.amount, "card", card=card.id)
    _after(state, True)


# -- the actions -----------------------------------------------------------------------------------


def _roll(state: AntiMonopolyState, seat: int, action) -> None:
    player = state.players[seat]
    if player.jailed:
        if player.tries >= PRISON_TRIES:
            raise IllegalAction("must_pay_to_leave")
        dice = _two_dice(state, seat, "prison")
        state.dice = dice
        freed = dice[0] == dice[1]
        player.tries += 1
        state.events.append(event(code="prison_try", params={"seat": seat, "dice": list(dice), "freed": freed,
                                                             "tries": player.tries}))
        if freed:
            # rule 14's example: no move by the doubles; one more roll, whose doubles are plain
            _release(state, seat, "doubles")
            state.rolls = 1
            state.phase = "roll"
        else:
            state.phase = "end"
        return
    state.rolls += 1
    state.extra_roll = False
    state.last_card = None
    state.dice = _two_dice(state, seat, "move")
    _move(state, seat, (player.position + sum(state.dice)) % BOARD_SIZE)


def _pay_to_leave(state: AntiMonopolyState, seat: int, action) -> None:
    player = state.players[seat]
    if not player.jailed:
        raise IllegalAction("not_in_prison")
    forced = state.phase == "roll" and player.tries >= PRISON_TRIES
    if player.cash < PRISON_FEE and not forced:
        raise IllegalAction("cannot_afford", {"cost": PRISON_FEE, "cash": player.cash})
    if _charge(state, seat, PRISON_FEE, None, "prison"):
        _release(state, seat, "paid")
    else:
        state.resume = "released"
        state.phase = "distress"


def _buy(state: AntiMonopolyState, seat: int, action) -> None:
    space = state.players[seat].position
    price = BOARD[space].price
    money.buy_from_bank(state, seat, space, price)
    state.events.append(event(code="bought", params={"seat": seat, "space": space, "price": price}))
    _finish_move(state)


def _decline(state: AntiMonopolyState, seat: int, action) -> None:
    state.events.append(event(code="declined", params={"seat": seat, "space": state.players[seat].position}))
    _finish_move(state)


def _pay_tax(state: AntiMonopolyState, seat: int, action: PayTax) -> None:
    amount = FLAT_TAX if action.choice == "flat" else tax_percent(state, seat)
    _after(state, _charge(state, seat, amount, None, "tax", choice=action.choice))
