"""Dostihy a sázky's turns, which every other part of the rules uses: the rules version's switches, the
scores, the end of a turn and of the game.
"""

from ..core import event, money
from ..core.dice import roll
from .data import HORSE_BY_ID, POINTS_FACES, RULES, Rules
from .state import DostihyState


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _roll_points(state: DostihyState) -> int:
    return roll(state.rng, POINTS_FACES, state.points_script)


def _score(state: DostihyState, seat: int) -> int:
    """Cash plus the full price of every horse not pawned (a pawned horse is forfeit at the end)."""
    player = state.players[seat]
    return player.cash + sum(HORSE_BY_ID[h].price for h in player.horses if h not in player.pawned)


def _rules(state: DostihyState) -> Rules:
    return RULES[state.rules_version]


def _end_turn(state: DostihyState) -> None:
    seat = money.pass_turn(state)
    state.phase = "roll"
    state.symbol = state.chosen = None
    state.changed = []
    state.events.append(event(code="turn_started", params={"seat": seat, "turn": state.turn, "round": state.round}))


def _game_over(state: DostihyState, reason: str) -> None:
    state.phase = "over"
    state.end_reason = reason
    state.distress = state.offer = None
    scores = [_score(state, seat) for seat in range(state.num_players)]
    state.events.append(event(code="game_over", params={"reason": reason, "scores": scores}))


def _card_done(state: DostihyState) -> None:
    """The drawn card has been carried out: the game ends with the last one."""
    if not state.deck:
        _game_over(state, "deck_empty")
    else:
        _end_turn(state)
