"""Dostihy a sázky's betting: challenges, their answers and raises, and the races run with the
betting cards.
"""

from ..core import IllegalAction, event
from .actions import Answer, Enter
from .data import CARD_BY_ID, HORSE_BY_ID, RAISE_LIMIT, STAKE_SET, STAKES, answer_stakes
from .state import Challenge, DostihyState, Player, Race
from .turns import _end_turn, _is_int, _roll_points, _rules


def _runner_ok(player: Player, runner) -> bool:
    return runner == "stable" or (_is_int(runner) and runner in player.horses)


def _most_races(state: DostihyState, opponent: int) -> int:
    """As many races as the opponent has runners (horses and the stable); none against the
    challenger or a bankrupt."""
    if opponent == state.challenge.challenger or state.players[opponent].bankrupt:
        return 0
    return len(state.players[opponent].runners())


def _against(challenge: Challenge, opponent: int) -> list[Race]:
    return [race for race in challenge.races if race.opponent == opponent]


def _enter_options(state: DostihyState) -> list[Enter]:
    challenge = state.challenge
    seat = challenge.challenger
    player = state.players[seat]
    used = {race.runner for race in challenge.races}
    runners = [r for r in player.runners() if r not in used]
    result = []
    for opponent in state.active():
        if opponent == seat:
            continue
        against = _against(challenge, opponent)
        if len(against) >= _most_races(state, opponent):
            continue
        room = min(player.cash, state.players[opponent].cash - sum(race.stake for race in against))
        stakes = [s for s in STAKES if s <= room]
        result += [Enter(runner=r, opponent=opponent, stake=s) for r in runners for s in stakes]
    return result


def _enter(state: DostihyState, seat: int, action: Enter) -> None:
    challenge = state.challenge
    player = state.players[seat]
    runner, opponent, stake = action.runner, action.opponent, action.stake
    if not _runner_ok(player, runner):
        raise IllegalAction("not_your_runner", {"runner": runner})
    if any(race.runner == runner for race in challenge.races):
        raise IllegalAction("runner_used_twice", {"runner": runner})
    if opponent == seat or not 0 <= opponent < state.num_players or state.players[opponent].bankrupt:
        raise IllegalAction("bad_opponent", {"opponent": opponent})
    against = _against(challenge, opponent)
    limit = _most_races(state, opponent)
    if len(against) >= limit:
        raise IllegalAction("too_many_against", {"opponent": opponent, "limit": limit})
    if stake not in STAKE_SET:
        raise IllegalAction("bad_stake", {"stake": stake})
    if stake > player.cash:
        raise IllegalAction("stake_over_cash", {"stake": stake, "available": player.cash})
    total = sum(race.stake for race in against) + stake
    if total > state.players[opponent].cash:
        raise IllegalAction(
            "stake_over_opponent_cash", {"opponent": opponent, "total": total, "cash": state.players[opponent].cash}
        )
    player.cash -= stake
    challenge.races.append(Race(runner=runner, opponent=opponent, stake=stake))
    state.events.append(
        event(
            code="race_entered",
            params={"seat": seat, "race": len(challenge.races) - 1, "runner": runner, "opponent": opponent,
                    "stake": stake},
        )
    )


def _send(state: DostihyState, seat: int) -> None:
    challenge = state.challenge
    if not challenge.races:
        raise IllegalAction("no_races")
    challenge.sent = True
    state.phase = "answer"
    opponents = sorted({race.opponent for race in challenge.races}, key=lambda o: (o - seat) % state.num_players)
    state.events.append(
        event(code="challenge_sent", params={"seat": seat, "races": len(challenge.races), "opponents": opponents})
    )


def _answer_limits(state: DostihyState, race: Race) -> tuple[int, int]:
    """The stakes an answer may name: from the challenger's stake up to double it, within the
    answerer's cash and what the challenger can still match."""
    challenge = state.challenge
    matchable = state.players[challenge.challenger].cash - challenge.raised
    return race.stake, min(RAISE_LIMIT * race.stake, _available(state, race), race.stake + matchable)


def _available(state: DostihyState, race: Race) -> int:
    """The answerer's cash for this race: what is left once the other races against them, still to
    be answered, are at least matched."""
    others = sum(r.stake for r in _against(state.challenge, race.opponent) if r.answer is None and r is not race)
    return state.players[race.opponent].cash - others


def _answer_options(state: DostihyState) -> list[Answer]:
    race = state.challenge.races[state.next_answer()]
    defender = state.players[race.opponent]
    used = {r.answer for r in _against(state.challenge, race.opponent) if r.answer is not None}
    runners = [r for r in defender.runners() if r not in used]
    stakes = answer_stakes(*_answer_limits(state, race), _rules(state))
    return [Answer(runner=r, stake=s) for r in runners for s in stakes]


def _answer(state: DostihyState, seat: int, action: Answer) -> None:
    challenge = state.challenge
    index = state.next_answer()
    race = challenge.races[index]
    defender = state.players[seat]
    runner, stake = action.runner, action.stake
    if not _runner_ok(defender, runner):
        raise IllegalAction("not_your_runner", {"runner": runner})
    if any(r.answer == runner for r in _against(challenge, seat)):
        raise IllegalAction("runner_used_twice", {"runner": runner})
    if _rules(state).free_raise:
        if stake % STAKES[0]:
            raise IllegalAction("stake_not_in_steps", {"stake": stake, "step": STAKES[0]})
    elif stake not in STAKE_SET:
        raise IllegalAction("bad_stake", {"stake": stake})
    if stake < race.stake:
        raise IllegalAction("stake_below_challenge", {"minimum": race.stake})
    if stake > RAISE_LIMIT * race.stake:
        raise IllegalAction("raise_over_double", {"maximum": RAISE_LIMIT * race.stake})
    available = _available(state, race)
    if stake > available:
        raise IllegalAction("stake_over_cash", {"stake": stake, "available": available})
    matchable = state.players[challenge.challenger].cash - challenge.raised
    if stake - race.stake > matchable:
        raise IllegalAction("raise_over_challenger_cash", {"maximum": race.stake + matchable})
    defender.cash -= stake
    race.answer, race.answer_stake = runner, stake
    challenge.raised += stake - race.stake
    state.events.append(
        event(
            code="race_answered",
            params={"seat": seat, "race": index, "runner": runner, "stake": stake, "raise": stake - race.stake},
        )
    )
    if all(r.answer is not None for r in challenge.races):
        state.phase = "match"


def _bonus(player: Player, runner) -> int:
    if runner == "stable" or runner in player.pawned:
        return 0
    return HORSE_BY_ID[runner].rosettes


def _betting_cards(state: DostihyState, seat: int, race: int) -> int:
    """A player's kept betting cards all count in the first race they run, and are then discarded."""
    player = state.players[seat]
    if not player.held:
        return 0
    cards, player.held = player.held, []
    state.discard += cards
    amount = sum(CARD_BY_ID[card].amount for card in cards)
    state.events.append(event(code="cards_applied", params={"seat": seat, "race": race, "cards": cards,
                                                            "amount": amount}))
    return amount


def _match_and_run(state: DostihyState) -> None:
    challenge = state.challenge
    seat = challenge.challenger
    challenger = state.players[seat]
    for index, race in enumerate(challenge.races):
        extra = race.answer_stake - race.stake
        if extra:
            challenger.cash -= extra
            race.stake = race.answer_stake
            state.events.append(event(code="raise_matched", params={"seat": seat, "race": index, "amount": extra}))
    assert challenger.cash >= 0
    challenge.raised = 0
    for index, race in enumerate(challenge.races):
        defender = state.players[race.opponent]
        bonuses = (
            _bonus(challenger, race.runner) + _betting_cards(state, seat, index),
            _bonus(defender, race.answer) + _betting_cards(state, race.opponent, index),
        )
        race.bonuses = bonuses
        while True:
            rolls = (_roll_points(state), _roll_points(state))
            race.rolls.append(rolls)
            totals = [rolls[0] + bonuses[0], rolls[1] + bonuses[1]]
            state.events.append(
                event(
                    code="race_rolled",
                    params={"race": index, "rolls": list(rolls), "bonuses": list(bonuses), "totals": totals},
                    reveals=True,
                )
            )
            if totals[0] != totals[1]:
                break
        winner, loser = (seat, race.opponent) if totals[0] > totals[1] else (race.opponent, seat)
        race.winner = winner
        pot = race.stake + race.answer_stake
        state.players[winner].cash += pot
        state.events.append(event(code="race_won", params={"race": index, "winner": winner, "loser": loser,
                                                           "pot": pot}))
    challenge.finished = True
    _end_turn(state)
