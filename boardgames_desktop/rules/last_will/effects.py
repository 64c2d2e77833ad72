"""The effect vocabulary of data.py carried out: what a card lets a player pay, and the choices it
offers. Nothing here names a card; everything reads the card's data and the player's board."""

from collections import Counter
from itertools import combinations_with_replacement, permutations, product

from .data import ANIMALS, CARD, FAMILIES, HOUSES, Card
from .state import LastWillState, OnBoard, Player


def may_pay(player: Player, amount: int) -> bool:
    """The will: only cash in hand; while owning property never more than the cash; without
    property as deep into debt as one likes."""
    return amount <= 0 or amount <= player.money or not player.owns_property()


def sums(extras: list[int]) -> list[int]:
    """Every total of a choice of these optional extras (helpers' lower parts need not be used)."""
    totals = {0}
    for extra in extras:
        totals |= {total + extra for total in totals}
    return sorted(totals)


def payments(player: Player, bases, extras: list[int]) -> list[int]:
    """The amounts the player may pay: a base plus any choice of extras, within the will."""
    return sorted({base + extra for base in bases for extra in sums(extras) if may_pay(player, base + extra)})


def surcharges(player: Player, symbol: str | None) -> list[int]:
    """cost_plus: what helpers add to a card of this symbol (the tailor's "theatre" also to the Opera)."""
    if symbol is None:
        return []
    return [params["amount"] for _, params in player.passives("cost_plus") if params["symbol"] == symbol]


def allowance(player: Player, kind: str, family: str, card: str | None = None) -> str | None:
    """The helper on the board whose free_activation / free_trade covers a property of this family
    and has a use left this round (a free trade never twice on the same property)."""
    if card is not None and card in player.traded:
        return None
    for helper, params in player.passives(kind):
        if family in params["families"] and player.used.get(helper, 0) < params["times"]:
            return helper
    return None


def discount(player: Player) -> str | None:
    """white_discount: the helper that lets the next white card cost one action less, if unused."""
    return next((helper for helper, _ in player.passives("white_discount") if not player.used.get(helper)), None)


# -- white cards ---------------------------------------------------------------------------------


def companion_fills(player: Player, card: Card):
    """(slots filled with companion cards, slots filled with Happy Days, coins they add) for every
    way the hand can fill the card's slots, each slot at most once."""
    have = Counter(CARD[c].companion for c in player.hand if CARD[c].kind == "companion")
    happy = sum(CARD[c].kind == "happy_day" for c in player.hand)
    for choice in product((None, "card", "happy"), repeat=len(card.slots)):
        need = Counter(card.slots[i][0] for i, how in enumerate(choice) if how == "card")
        if any(need[kind] > have[kind] for kind in need) or choice.count("happy") > happy:
            continue
        yield (
            [i for i, how in enumerate(choice) if how == "card"],
            [i for i, how in enumerate(choice) if how == "happy"],
            sum(card.slots[i][1] for i, how in enumerate(choice) if how),
        )


def animal_targets(player: Player, tokens: int) -> list[list[str]]:
    """place_animals: the own farms to put 1..tokens animal tokens on (a farm named twice takes two),
    each token on the farm's next slot, which must be for a horse or a dog."""
    farms = sorted(b.card for b in player.board if CARD[b.card].family == "farm")
    result = []
    for size in range(1, tokens + 1):
        for targets in combinations_with_replacement(farms, size):
            if all(_animal_slots_free(player.on_board(farm), n) for farm, n in Counter(targets).items()):
                result.append(list(targets))
    return result


def _animal_slots_free(board: OnBoard, count: int) -> bool:
    slots = CARD[board.card].slots[len(board.tokens):len(board.tokens) + count]
    return len(slots) == count and all(kind in ANIMALS for kind, _ in slots)


def decay_targets(state: LastWillState, steps: int) -> list[list[str]]:
    """decay_steps: houses on any board to move down, 1..steps steps in all, none past its end."""
    room = {b.card: len(CARD[b.card].values) - 1 - b.step
            for p in state.players for b in p.board if CARD[b.card].family in HOUSES}
    houses = sorted(card for card, left in room.items() if left > 0)
    return [list(targets) for size in range(1, steps + 1) for targets in combinations_with_replacement(houses, size)
            if all(n <= room[house] for house, n in Counter(targets).items())]


# -- black cards ----------------------------------------------------------------------------------


def activation_payments(player: Player, board: OnBoard) -> list[int]:
    card = CARD[board.card]
    if card.activate == "spend":
        levels = [card.spend] + [coin for _, coin in card.slots[:len(board.tokens)]]
        extras = surcharges(player, card.symbol)
        if card.family in HOUSES:
            extras += [p["amount"] for _, p in player.passives("maintain_plus") if card.family in p["families"]]
        return payments(player, levels, extras)
    if card.activate == "spend_per":
        amount = sum(per * unit_count(player, unit) for unit, per in card.params["units"].items())
        return [amount] if amount > 0 and may_pay(player, amount) else []
    return []


def unit_count(player: Player, unit: str) -> int:
    farms = [b for b in player.board if CARD[b.card].family == "farm"]
    if unit == "farm":
        return len(farms)
    return sum(b.tokens.count(unit) for b in farms)


def market_token(state: LastWillState, family: str) -> int:
    return state.market[FAMILIES.index(family)]


def trade_prices(state: LastWillState, player: Player, card: str, value: int, free_helper: str | None) -> list[int]:
    """A property's price when bought (printed value) or sold (current value): the market token,
    then any price_adjust helper's + or -, and a free trade's optional lowering; never below 0."""
    family = CARD[card].family
    adjusts = [0]
    for _, params in player.passives("price_adjust"):
        if family in params["families"]:
            adjusts = [a + d for a in adjusts for d in (-params["amount"], 0, params["amount"])]
    if free_helper is not None:
        lower = dict(player.passives("free_trade"))[free_helper]["lower"]
        adjusts = [a + d for a in adjusts for d in {0, -lower}]
    base = value + market_token(state, family)
    return sorted({max(0, base + a) for a in adjusts})


def market_orders(tokens: list[int]) -> list[list[int]]:
    return [list(order) for order in sorted(set(permutations(tokens)))]
