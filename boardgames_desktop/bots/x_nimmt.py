"""X bere! rules of thumb.

A card is judged by the cows it would take now (a row it fills, or the cheapest row when it is
too low for all) and by the risk that the cards others play first fill its row before it: the
more unseen cards could land between the row's end and this card, and the fewer places the row
has left, the likelier. Taken cards: keep in the X row the lowest one that does not break the row's
rising order (the lowest of all when every one breaks it). Most of a round's points are X rows that
broke, and a row whose last card is low seldom breaks: cows kept there save little by comparison.
"""

import bisect
import math
from operator import attrgetter, itemgetter

from ..rules.core import Rng
from . import Reason
from ..rules.x_nimmt.actions import Keep, Play, TakeRow
from ..rules.x_nimmt.data import CARDS, HEADS, ROW_SIZES

ROLLOUTS = 300  # per hard decision (bots.hard_rollouts)
SAFE = 0.5  # cows a card is likely to take, below which a hint calls it safe


def normal(view, legal, rng: Rng):
    first = legal[0]
    if isinstance(first, Play):
        costs = _play_costs(view, [a.card for a in legal])
        # Among equally safe cards, get rid of the one with most cows, then the highest.
        return min(legal, key=lambda a: (round(costs[a.card], 2), -HEADS[a.card], -a.card))
    if isinstance(first, TakeRow):
        return min(legal, key=lambda a: (_heads(view.rows[a.row].cards), len(view.rows[a.row].cards)))
    return max(legal, key=lambda a: _keep_score(view, a.card))


def hint(view, legal, rng: Rng):
    """normal()'s choice, and the rule of thumb that made it."""
    action = normal(view, legal, rng)
    if isinstance(action, TakeRow):
        row = view.rows[action.row].cards
        return action, Reason("take_fewest", {"row": action.row, "heads": _heads(row)})
    if isinstance(action, Keep):
        row = next(p.x_row for p in view.players if p.seat == view.seat)
        code = "keep_breaks" if row and action.card < row[-1] else "keep_lowest"
        return action, Reason(code, {"card": action.card})
    return action, _why_play(view, legal, action.card)


def _why_play(view, legal, card: int) -> Reason:
    """What _costs() saw in the card played: too low for every row, the card that fills a row, or
    a row with room: safe (when as safe as others, the one with most cows goes first) or the least risky."""
    costs = _play_costs(view, [a.card for a in legal])
    rows = [row.cards for row in view.rows]
    below = [index for index, row in enumerate(rows) if row[-1] < card]
    if not below:
        return Reason("play_too_low", {"card": card, "heads": min(_heads(row) for row in rows)})
    row = max(below, key=lambda index: rows[index][-1])
    if len(rows[row]) + 1 == ROW_SIZES[row]:
        return Reason("play_fills", {"card": card, "row": row, "heads": _heads(rows[row])})
    if costs[card] < SAFE:
        alike = [other for other, c in costs.items() if other != card and round(c, 2) == round(costs[card], 2)]
        if alike and HEADS[card] > min(HEADS[other] for other in alike):
            return Reason("play_safe_cows", {"card": card, "row": row, "heads": HEADS[card]})
        return Reason("play_safe", {"card": card, "row": row})
    return Reason("play_least_risky", {"card": card, "row": row})


def easy(view, legal, rng: Rng):
    if rng.below(2):
        return legal[rng.below(len(legal))]
    return normal(view, legal, rng)


def candidates(view, legal, rng: Rng) -> list:
    """The cards the rule of thumb finds least risky, in its order: a card it expects to take a
    row is seldom the best, and the search's rollouts go further among the rest."""
    if not isinstance(legal[0], Play):
        return list(legal)
    costs = _play_costs(view, [a.card for a in legal])
    return sorted(legal, key=lambda a: (round(costs[a.card], 2), -HEADS[a.card], -a.card))[:6]


# -- the same rules of thumb on a state the search dealt (rollouts) ---------------------------

ROUND_SPREAD = 8.0  # points; how much a round's scores typically differ between players
_FACTORIALS = [math.factorial(k) for k in range(max(ROW_SIZES))]
_PLAYS = {card: Play(card=card) for card in CARDS}
_TAKES = {row: TakeRow(row=row) for row in range(len(ROW_SIZES))}
_KEEPS = {card: Keep(card=card) for card in CARDS}
_DECK = frozenset(CARDS)
_X_ROW, _CARD = attrgetter("x_row"), itemgetter(1)  # of a seat; of a play, (seat, card)


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), read straight from a dealt state: only what `seat` could see is used."""
    choice = state.awaiting
    if state.phase == "resolving":
        if choice.kind == "take_row":
            return _TAKES[min(range(len(state.rows)), key=lambda r: (_heads(state.rows[r]), len(state.rows[r])))]
        row = state.seats[seat].x_row
        return _KEEPS[max(choice.cards, key=lambda card: _keep_value(row, card))]
    me = state.seats[seat]
    rows = state.rows
    unseen = sorted(_DECK.difference(me.hand, me.x_pile, *rows, *map(_X_ROW, state.seats),
                                     map(_CARD, state.revealed)))
    costs = _costs(rows, me.hand, unseen, state.num_players - 1)
    return _PLAYS[min(me.hand, key=lambda c: (round(costs[c], 2), -HEADS[c], -c))]


def _careless(spec, state, seat: int, rng: Rng):
    """A style of opponent for the rollouts: the rule of thumb, but a card at random one time in
    three (a child, or a player who plays by feel)."""
    if state.phase == "choosing" and rng.below(3) == 0:
        hand = state.seats[seat].hand
        return _PLAYS[hand[rng.below(len(hand))]]
    return rollout_policy(spec, state, seat, rng)


def _playing(pick):
    """A plain style of opponent for the rollouts: the card is `pick(hand, rng)` (the hand is
    ascending), taken rows and kept cards as the rule of thumb."""
    def policy(spec, state, seat: int, rng: Rng):
        if state.phase == "choosing":
            return _PLAYS[pick(state.seats[seat].hand, rng)]
        return rollout_policy(spec, state, seat, rng)
    return policy


# Opponents in hard's rollouts: half the rule of thumb or a careless player, half players who
# always play their lowest, their highest or any card (many players play so; on the tuning half
# at 3 and 4 players this mix made hard stronger than rule-of-thumb rollouts alone: LOG.md).
opponent_policies = [rollout_policy, rollout_policy, _careless,
                     _playing(lambda hand, rng: hand[0]), _playing(lambda hand, rng: hand[-1]),
                     _playing(lambda hand, rng: hand[rng.below(len(hand))])]


def rollout_cut(dealt, state) -> bool:
    """A rollout stops when the round it began in is scored: the next round is a fresh deal for
    everyone, so playing it out adds mostly noise and takes as long again."""
    return state.round > dealt.round


def state_value(state, seat: int) -> float:
    """After a scored round: the lead in points, on the scale of search.utility (a round scatters
    the totals by some ten points, hence the slope)."""
    totals = [state.total(i) for i in range(state.num_players)]
    lead = min(total for i, total in enumerate(totals) if i != seat) - totals[seat]
    chance = 1 / (1 + math.exp(-lead / ROUND_SPREAD))
    scale = max(totals) + 1
    return 0.6 * chance + 0.4 * (1 + max(-1.0, min(1.0, lead / scale))) / 2


def _heads(cards) -> int:
    return sum(map(HEADS.__getitem__, cards))


def _unseen(view) -> set[int]:
    seen = set(view.me.hand) | set(view.me.x_pile)
    seen |= {c for row in view.rows for c in row.cards}
    seen |= {c for p in view.players for c in p.x_row}
    seen |= {play.card for play in view.revealed}
    return set(CARDS) - seen


def _play_costs(view, cards: list[int]) -> dict[int, float]:
    others = sum(1 for p in view.players if p.seat != view.seat)
    return _costs([row.cards for row in view.rows], cards, sorted(_unseen(view)), others)


def _costs(rows: list[list[int]], cards: list[int], unseen: list[int], others: int) -> dict[int, float]:
    """The cows each card is likely to take: `rows` as on the table, `unseen` ascending."""
    heads = [_heads(row) for row in rows]
    cheapest = min(heads) + 0.5
    ends = sorted((row[-1], i) for i, row in enumerate(rows))
    costs = {}
    for card in cards:
        below = bisect.bisect_left(ends, (card,))  # rows ending below the card
        if not below:
            costs[card] = cheapest
            continue
        index = ends[below - 1][1]
        target, size = rows[index], ROW_SIZES[index]
        if len(target) + 1 == size:
            costs[card] = float(heads[index])
            continue
        # Cards others may play into the gap before this one.
        gap = bisect.bisect_left(unseen, card) - bisect.bisect_right(unseen, target[-1])
        expected = others * gap / max(1, len(unseen))
        room = size - 1 - len(target)  # cards that may still join before it is full
        danger = 1.0 - math.exp(-expected) * sum(expected**k / _FACTORIALS[k] for k in range(room))
        costs[card] = danger * (heads[index] + 1) + 0.002 * card
    return costs


def _keep_score(view, card: int) -> int:
    return _keep_value(next(p.x_row for p in view.players if p.seat == view.seat), card)


def _keep_value(row: list[int], card: int) -> int:
    """Higher is better: a card that fits the row, and then the lower the card."""
    return -card if not row or card > row[-1] else -1000 - card
