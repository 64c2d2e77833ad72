"""Anti-Monopoly's dice, payments and turns, which every other part of the rules uses: who is on turn, the
round, prison, the end of the game and its outcome.
"""

from ..core import IllegalAction, Outcome, event, money, rank_by
from ..core.dice import roll
from .data import BOARD, DIE_FACES, KEPT_PERCENT, PRISON, TITLES
from .economy import can_raise, collects, rent, wealth
from .state import AntiMonopolyState, Charge, SettlementLine


def _round_leader(state: AntiMonopolyState) -> int:
    return money.first_in_play(state, state.first_player)


def _at_round_start(state: AntiMonopolyState) -> bool:
    return state.round >= 2 and state.rolls == 0 and state.dice is None and state.current == _round_leader(state)


# -- dice and money --------------------------------------------------------------------------------


def _die(state: AntiMonopolyState) -> int:
    return roll(state.rng, DIE_FACES, state.dice_script)


def _two_dice(state: AntiMonopolyState, seat: int, purpose: str) -> tuple[int, int]:
    dice = (_die(state), _die(state))
    state.events.append(event(code="dice_rolled", params={"seat": seat, "dice": list(dice), "purpose": purpose},
                              reveals=True))
    return dice


def _receive(state, seat: int, amount: int, source: str, payer: int | None = None, **extra) -> None:
    if payer is None:
        money.receive(state, seat, amount)
    state.events.append(event(code="received", params={"seat": seat, "amount": amount, "source": source,
                                                       "from": payer, **extra}))


def _charge(state, seat: int, amount: int, to: int | None, reason: str, **extra) -> bool:
    """Pay at once (True), or open a debt for the seat to raise the money (False)."""
    if money.charge(state, seat, amount, to):
        state.events.append(event(code="paid", params={"seat": seat, "amount": amount, "to": to, "reason": reason,
                                                       **extra}))
        return True
    state.debts.append(Charge(seat=seat, owed=amount, creditor=to, reason=reason, space=extra.get("space")))
    state.events.append(event(code="distress", params={"seat": seat, "owed": amount, "to": to,
                                                       "cash": state.players[seat].cash,
                                                       "can_raise": can_raise(state, seat)}))
    return False


def _send_to_prison(state: AntiMonopolyState, seat: int, by: str) -> None:
    player = state.players[seat]
    player.position, player.jailed, player.tries = PRISON, True, 0
    state.events.append(event(code="sent_to_prison", params={"seat": seat, "role": player.role, "by": by}))


def _release(state: AntiMonopolyState, seat: int, how: str) -> None:
    player = state.players[seat]
    player.jailed, player.tries = False, 0
    state.events.append(event(code="left_prison", params={"seat": seat, "how": how}))


def _check_end(state: AntiMonopolyState) -> bool:
    active = state.active()
    if state.options.victory == "B" and len({state.players[s].role for s in active}) == 1:
        _game_over(state, "side_bankrupt")
    elif len(active) <= 1:
        _game_over(state, "last_player")
    return state.phase == "over"


# -- turns and the end -----------------------------------------------------------------------------


def _end_turn_early(state: AntiMonopolyState, seat: int, action) -> None:
    """The end_turn action: in phase "roll" only instead of the extra roll after doubles."""
    if state.phase == "roll" and not (state.extra_roll and state.rules_version >= 2):
        raise IllegalAction("no_extra_roll")
    _end_turn(state)


def _end_turn(state: AntiMonopolyState, seat: int | None = None, action=None) -> None:
    was = state.current
    if not state.players[was].bankrupt:
        state.events.append(event(code="turn_ended", params={"seat": was}))
    nxt = money.pass_turn(state)
    state.phase = "roll"
    state.rolls, state.dice, state.path, state.mover, state.last_card = 0, None, [], None, None
    state.extra_roll = False
    state.offered = []
    state.events.append(event(code="turn_started", params={"seat": nxt, "round": state.round, "turn": state.turn}))


def _end_by_time(state: AntiMonopolyState, seat: int, action) -> None:
    if state.rules_version >= 2 and state.options.time_limit is None:
        raise IllegalAction("no_time_limit")
    if not _at_round_start(state):
        raise IllegalAction("not_round_start")
    lines = {}
    for s in state.active():
        player = state.players[s]
        kept = player.cash * KEPT_PERCENT[player.role] // 100
        lines[s] = SettlementLine(seat=s, cash=player.cash, kept=kept, rents=[], final=0, wealth=wealth(state, s))
        money.pay(state, s, player.cash - kept)
    for space in TITLES:  # the banker's walk from START
        owner = state.owner(space)
        if owner is None or space in state.players[owner].pawned or not collects(state, owner):
            continue
        if BOARD[space].kind == "utility":
            amount = rent(state, space, sum(_two_dice(state, owner, "works")))
        else:
            amount = rent(state, space)
        money.receive(state, owner, amount)
        lines[owner].rents.append((space, amount))
    for line in lines.values():
        line.final = state.players[line.seat].cash
        state.events.append(event(code="settlement", params={
            "seat": line.seat, "cash": line.cash, "kept": line.kept,
            "rents": [list(r) for r in line.rents], "final": line.final}))
    state.settlement = list(lines.values())
    _game_over(state, "time")


def _end_by_agreement(state: AntiMonopolyState, seat: int, action) -> None:
    if state.rules_version < 2:
        raise IllegalAction("bad_action", {"detail": "no end by agreement in rules_version 1"})
    if state.options.time_limit is not None:
        raise IllegalAction("time_limit")
    _game_over(state, "agreement")


def _game_over(state: AntiMonopolyState, reason: str) -> None:
    state.phase, state.end_reason = "over", reason
    state.offer, state.debts = None, []
    state.events.append(event(code="game_over", params={"reason": reason, "winners": outcome(state).winners}))


def outcome(state: AntiMonopolyState) -> Outcome:
    n = state.num_players
    if state.end_reason == "time":
        final = {line.seat: line for line in state.settlement}
        scores = [final[s].final if s in final else 0 for s in range(n)]
        keys = [(1, scores[s], final[s].wealth) if s in final else (0, state.out.index(s), 0) for s in range(n)]
        second = "more_wealth"
    else:
        scores = [wealth(state, s) for s in range(n)]
        keys = [(0, state.out.index(s), 0) if state.players[s].bankrupt else (1, scores[s], state.players[s].cash)
                for s in range(n)]
        second = "more_cash"
    ranking = rank_by(keys)
    winners = ranking[0]
    tie_break = None
    if len(winners) > 1:
        tie_break = "shared_win"
    elif sum(1 for key in keys if key[:2] == keys[winners[0]][:2]) > 1:
        tie_break = second
    return Outcome(scores=scores, ranking=ranking, winners=winners, tie_break=tie_break)
