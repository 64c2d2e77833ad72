"""A deck of cards with their effects as data.

A game's data file lists its cards once, in one table with how many copies each version of the
rules puts in the deck (`Entry`), and names each card's effect. The effects below are the
kit's: `money_effect` says who pays whom; any other effect name is the game's own and the game
carries it out (a colic, a move, a card kept for later).

    receive, pay                  the card's amount from / to the bank
    receive_per_<unit>,           the amount times the number of <unit> the drawer has, as the game
    pay_per_<unit>                counts them (Dostihy: "runner", a horse card or the stable)
    receive_from_each_<group>,    the amount from / to each player of <group>, as the game names
    pay_to_each_<group>           them (Anti-Monopoly: "monopolist", "competitor")
    nothing                       no effect
"""

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import InvalidSetup
from .rng import Rng

@dataclass(frozen=True)
class Entry:
    """One line of a game's card table: a card and its copies in the deck of each rules version."""

    card: object  # the game's card, with an `id`
    copies: Mapping[int, int]  # rules_version -> copies in that deck; a version not named: none


def deck_of(table: Sequence[Entry], version: int) -> tuple:
    """The cards of one version's deck, in the table's order (a copy repeats its card)."""
    return tuple(card for entry in table for card in [entry.card] * entry.copies.get(version, 0))


def stack(cards: Sequence[str], top, rng: Rng, what: str = "card") -> list[str]:
    """A new deck of these card ids, top first: a setup's `top` (ids of the deck, no more copies
    than it holds) as given, the rest shuffled beneath with `rng`."""
    if top is None:
        return rng.shuffled(cards)
    left = Counter(cards)
    if not isinstance(top, list) or not all(isinstance(card, str) for card in top):
        raise InvalidSetup("bad_setup", {"detail": f"{what} must be a list of card ids, from the top"})
    left.subtract(top)
    if any(count < 0 for count in left.values()):
        raise InvalidSetup("bad_setup", {"detail": f"{what}: not a card of the deck, or more copies than it holds"})
    rest = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
            rest.append(card)
    return list(top) + rng.shuffled(rest)


@dataclass(frozen=True)
class Payment:
    payer: int | None  # None: the bank
    payee: int | None
    amount: int


def money_effect(
    effect: str,
    amount: int,
    seat: int,
    units: Mapping[str, int] | None = None,
    groups: Mapping[str, Sequence[int]] | None = None,
) -> list[Payment] | None:
    """The payments a card of the kit's money effects makes for the `seat` that drew it: `units`
    counts what the drawer has of each unit, `groups` names the seats of each group. None for an
    effect the game carries out itself."""
    if effect == "nothing":
        return []
    if effect in ("receive", "pay"):
        return [_to_or_from(effect == "receive", None, seat, amount)]
    for prefix, gains in (("receive_per_", True), ("pay_per_", False)):
        if effect.startswith(prefix):
            return [_to_or_from(gains, None, seat, amount * (units or {})[effect.removeprefix(prefix)])]
    for prefix, gains in (("receive_from_each_", True), ("pay_to_each_", False)):
        if effect.startswith(prefix):
            others = [other for other in (groups or {})[effect.removeprefix(prefix)] if other != seat]
            return [_to_or_from(gains, other, seat, amount) for other in others]
    return None


def _to_or_from(gains: bool, other: int | None, seat: int, amount: int) -> Payment:
    return Payment(other, seat, amount) if gains else Payment(seat, other, amount)
