"""Fixed styles of X bere! opponents for benchmarks/style_grid.py (issue 31): each plays from its
seat's view and legal actions, with no search; a style is a way to pick the card, a way to pick
the row to take when its card is too low for every row, and a way to pick the card kept in the X row.

The held-out half is fixed by a rule nobody chooses: a style is held out when the CRC-32 of its
name is odd (`held_out`). Tune only on the other half.
"""

import zlib

from boardgames_desktop.rules.x_nimmt.actions import Keep, Play, TakeRow
from boardgames_desktop.rules.x_nimmt.data import HEADS, ROW_SIZES


def _heads(cards) -> int:
    return sum(HEADS[c] for c in cards)


def _rows(view) -> list[list[int]]:
    return [row.cards for row in view.rows]


def _target(rows, card: int) -> int | None:
    """The row a card would join (the one ending nearest below it), or None when too low for all."""
    below = [i for i, row in enumerate(rows) if row[-1] < card]
    return max(below, key=lambda i: rows[i][-1]) if below else None


def _fills(rows, card: int) -> bool:
    row = _target(rows, card)
    return row is not None and len(rows[row]) + 1 == ROW_SIZES[row]


# -- card pickers: (view, cards ascending, rng) -> card -------------------------------------

def _quantile(share: float):
    def pick(view, cards, rng):
        return cards[min(len(cards) - 1, int(share * len(cards)))]
    return pick


def _lowest(view, cards, rng):
    return cards[0]


def _highest(view, cards, rng):
    return cards[-1]


def _lower_middle(view, cards, rng):
    return cards[(len(cards) - 1) // 2]


def _upper_middle(view, cards, rng):
    return cards[len(cards) // 2]


def _random(view, cards, rng):
    return cards[rng.below(len(cards))]


def _nearest_row(view, cards, rng):
    """The card with the smallest gap above a row's end; a card too low for all rows last."""
    rows = _rows(view)

    def gap(card):
        row = _target(rows, card)
        return card - rows[row][-1] if row is not None else 1000 + card
    return min(cards, key=gap)


def _nearest_row_unless_full(view, cards, rng):
    """Nearest row, but never a card that would fill a row while another card does not."""
    rows = _rows(view)
    safe = [c for c in cards if not _fills(rows, c)]
    return _nearest_row(view, safe or cards, rng)


def _cheapest_target(view, cards, rng):
    """The card whose row has fewest cows (too low for all: the cheapest row's cows); ties lowest."""
    rows = _rows(view)
    cheapest = min(_heads(row) for row in rows)

    def cows(card):
        row = _target(rows, card)
        return _heads(rows[row]) if row is not None else cheapest
    return min(cards, key=lambda c: (cows(c), c))


def _most_room(view, cards, rng):
    """The card whose row has most places left before it is full; ties the smaller gap."""
    rows = _rows(view)

    def key(card):
        row = _target(rows, card)
        if row is None:
            return (1, 0)
        return (-(ROW_SIZES[row] - 1 - len(rows[row])), card - rows[row][-1])
    return min(cards, key=key)


def _dump_high_when_full(view, cards, rng):
    """While a row is one card from full, throw the highest card; otherwise the lowest that fits."""
    rows = _rows(view)
    if any(len(row) + 1 == size for row, size in zip(rows, ROW_SIZES)):
        return cards[-1]
    fitting = [c for c in cards if _target(rows, c) is not None]
    return (fitting or cards)[0]


def _undercut_cheap(limit: int):
    """Play the lowest card under every row when the cheapest row has at most `limit` cows
    (taking it on purpose), otherwise the nearest row."""
    def pick(view, cards, rng):
        rows = _rows(view)
        if min(_heads(row) for row in rows) <= limit and _target(rows, cards[0]) is None:
            return cards[0]
        return _nearest_row_unless_full(view, cards, rng)
    return pick


def _most_cows_first(view, cards, rng):
    """Get rid of the card with most cows (it costs in hand at the end); ties the highest."""
    return max(cards, key=lambda c: (HEADS[c], c))


# -- row and keep rules ---------------------------------------------------------------------

def _take_cheapest(view, legal, rng):
    rows = _rows(view)
    return min(legal, key=lambda a: (_heads(rows[a.row]), len(rows[a.row])))


def _take_random(view, legal, rng):
    return legal[rng.below(len(legal))]


def _take_shortest(view, legal, rng):
    rows = _rows(view)
    return min(legal, key=lambda a: (len(rows[a.row]), a.row))


def _keep_most_cows(view, legal, rng):
    """Normal's rule when the grid was made (it has changed since): the card with most cows that
    does not break the X row; when every one breaks it, most cows. Kept here so that the styles stay
    fixed whatever normal becomes."""
    row = next(p.x_row for p in view.players if p.seat == view.seat)

    def value(card):
        if row and card < row[-1]:
            return -2 * _heads(row) + HEADS[card] - 0.5
        return HEADS[card] - 0.01 * (card - (row[-1] if row else 0))
    return max(legal, key=lambda a: value(a.card))


def _keep_fewest_cows(view, legal, rng):
    return min(legal, key=lambda a: (HEADS[a.card], a.card))


def _keep_random(view, legal, rng):
    return legal[rng.below(len(legal))]


def _style(card, take=_take_cheapest, keep=_keep_most_cows):
    def policy(view, legal, rng):
        first = legal[0]
        if isinstance(first, Play):
            chosen = card(view, sorted(a.card for a in legal), rng)
            return Play(card=chosen)
        if isinstance(first, TakeRow):
            return take(view, legal, rng)
        assert isinstance(first, Keep)
        return keep(view, legal, rng)
    return policy


STYLES = {
    "xs_lowest": _style(_lowest),
    "xs_highest": _style(_highest),
    "xs_lower_middle": _style(_lower_middle),
    "xs_upper_middle": _style(_upper_middle),
    "xs_quarter": _style(_quantile(0.25)),
    "xs_three_quarters": _style(_quantile(0.75)),
    "xs_random": _style(_random, _take_random, _keep_random),
    "xs_random_cheapest_row": _style(_random),
    "xs_nearest_row": _style(_nearest_row),
    "xs_nearest_row_random_take": _style(_nearest_row, _take_random),
    "xs_nearest_unless_full": _style(_nearest_row_unless_full),
    "xs_nearest_unless_full_shortest_take": _style(_nearest_row_unless_full, _take_shortest, _keep_fewest_cows),
    "xs_cheapest_row": _style(_cheapest_target),
    "xs_most_room": _style(_most_room),
    "xs_dump_high_when_full": _style(_dump_high_when_full),
    "xs_undercut_2": _style(_undercut_cheap(2)),
    "xs_undercut_4": _style(_undercut_cheap(4)),
    "xs_most_cows_first": _style(_most_cows_first),
    "xs_lowest_random_take": _style(_lowest, _take_random, _keep_fewest_cows),
    "xs_highest_random_take": _style(_highest, _take_random, _keep_fewest_cows),
}


def held_out(name: str) -> bool:
    """The rule that splits the grid, fixed before any figure was seen: CRC-32 of the name odd."""
    return zlib.crc32(name.encode()) % 2 == 1


HELD_OUT = [name for name in STYLES if held_out(name)]
TUNING = [name for name in STYLES if not held_out(name)]
