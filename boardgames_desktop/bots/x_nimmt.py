"""X bere! rules of thumb.

A card is judged by the cows it would take now (a row it fills, or the cheapest row when it is
too low for all) and by the risk that the cards others play first fill its row before it: the
more unseen cards could land between the row's end and this card, and the fewer places the row
has left, the likelier. Taken cards: keep in the X row the one with most cows that does not break
the row's rising order.
"""

import math

from ..rules.core import Rng
from ..rules.x_nimmt.actions import Play, TakeRow
from ..rules.x_nimmt.data import CARDS, HEADS


def normal(view, legal, rng: Rng):
    first = legal[0]
    if isinstance(first, Play):
        costs = {a.card: _play_cost(view, a.card) for a in legal}
        # Among equally safe cards, get rid of the one with most cows, then the highest.
        return min(legal, key=lambda a: (round(costs[a.card], 2), -HEADS[a.card], -a.card))
    if isinstance(first, TakeRow):
        return min(legal, key=lambda a: (_heads(view.rows[a.row].cards), len(view.rows[a.row].cards)))
    return max(legal, key=lambda a: _keep_score(view, a.card))


def easy(view, legal, rng: Rng):
    if rng.below(2):
        return legal[rng.below(len(legal))]
    return normal(view, legal, rng)


def value(view, seat: int) -> float:
    totals = [p.total for p in view.players]
    return 1.0 if totals[seat] <= min(totals) else 0.3


def _heads(cards) -> int:
    return sum(HEADS[c] for c in cards)


def _unseen(view) -> set[int]:
    seen = set(view.me.hand) | set(view.me.x_pile)
    seen |= {c for row in view.rows for c in row.cards}
    seen |= {c for p in view.players for c in p.x_row}
    seen |= {play.card for play in view.revealed}
    return set(CARDS) - seen


def _play_cost(view, card: int) -> float:
    rows = view.rows
    below = [(row.cards[-1], i) for i, row in enumerate(rows) if row.cards[-1] < card]
    if not below:
        return min(_heads(row.cards) for row in rows) + 0.5
    target = rows[max(below)[1]]
    if len(target.cards) + 1 == target.size:
        return float(_heads(target.cards))
    # Cards others may play into the gap before this one.
    unseen = _unseen(view)
    gap = sum(1 for c in unseen if target.cards[-1] < c < card)
    others = sum(1 for p in view.players if p.seat != view.seat)
    expected = others * gap / max(1, len(unseen))
    room = target.size - 1 - len(target.cards)  # cards that may still join before it is full
    danger = 1.0 - sum(math.exp(-expected) * expected**k / math.factorial(k) for k in range(room))
    return danger * (_heads(target.cards) + 1) + 0.002 * card


def _keep_score(view, card: int) -> float:
    row = next(p.x_row for p in view.players if p.seat == view.seat)
    if row and card < row[-1]:
        return -2 * _heads(row) + HEADS[card] - 0.5
    return HEADS[card] - 0.01 * (card - (row[-1] if row else 0))
