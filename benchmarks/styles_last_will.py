"""Fixed styles of Poslední vůle opponents for benchmarks/style_grid.py (issue 31): each plays from
its seat's view and legal actions, with no search, the way families play: big spenders on one kind
of card (experiences, properties, helpers, companions), planners who take the day plan with the
most cards, errand boys or actions, early house sellers, opera lovers, a thrifty player who pays
the least it may, a holder who never sells a house, ...

A style is a handful of simple rules (`Style`): which day plan, the decks it likes (drawn, taken
from the offer, kept; the last liked is discarded first), the order of errands, the order of
deeds in the actions phase (the first kind it can do, paying the most or the least), and when it
sells a property.

Eight stronger styles (`STRONGER`) lay helpers first, then spend the most they can per action,
leave no action unused and get rid of their property on a plan fixed in advance.

The held-out half is fixed by a rule nobody chooses: the half of the styles whose names have the
higher CRC-32 (`held_out`), the first sixteen and the stronger eight each split among themselves.
Tune only on the other half.
"""

import zlib
from dataclasses import dataclass

from boardgames_desktop.rules.last_will.actions import (
    Activate, ChoosePlan, Companion, Discard, Draw, DrawAny, EndTurn, ExtraBoard, Market, Opera, Place, Play, Sell,
    Take,
)
from boardgames_desktop.rules.last_will.data import CARD, HOUSES, ROUNDS

DECKS = ("experiences", "helpers", "properties", "companions")


@dataclass(frozen=True)
class Style:
    plan: str = "actions"  # the day plan with most "actions", "cards" or "errands"; "first" (leftmost);
                           # "fuel": the most actions its hand, board and the plan's cards and errands can use
    decks: tuple[str, ...] = DECKS  # liked first
    errands: tuple[str, ...] = ("take", "draw_any", "opera", "extra_board")  # the first it can send a boy to
    deeds: tuple[str, ...] = ("play", "activate", "companion", "place_helper", "place_property")  # ("any",): the
                                                      # deed of any kind that pays most per action
    spend: str = "most"  # within a kind of deed: pay the "most" or the "least"
    sell: str = "final"  # "final": every property in the last round first; "decayed": also a house once
                         # it lost value; "at_once": any property whenever it can; "never"; "plan": also
                         # every property from round sell_from on, and one whenever its cash is under sell_below
    sell_from: int = ROUNDS
    sell_below: int = 0
    buy: str = "any"  # the properties it buys: "any", "houses" (never a farm), "none"
    buy_until: int = ROUNDS - 1  # the last round it buys a property in
    helpers_until: int = 0  # with deeds ("any",): lays a helper first up to this round, and likes
                            # the helpers' deck least after it
    busy: bool = False  # with deeds ("any",): when no deed pays, any other deed rather than ending the turn


def _deck_rank(style: Style, deck: str, round_: int = 1) -> int:
    decks = style.decks
    if style.helpers_until and round_ > style.helpers_until and "helpers" in decks:
        decks = tuple(d for d in decks if d != "helpers") + ("helpers",)  # its board is laid: helpers last
    buys = style.buy != "none" and (style.sell != "plan" or round_ <= style.buy_until)
    if not buys and "properties" in decks:
        decks = tuple(d for d in decks if d != "properties") + ("properties",)  # it buys no more
    return decks.index(deck) if deck in decks else len(decks)


def _plan(style: Style, view, legal: list[ChoosePlan]) -> ChoosePlan:
    plans = {plan.position: plan for plan in view.plans}
    if style.plan == "first":
        return min(legal, key=lambda a: a.position)
    if style.plan == "fuel":  # as many actions as its hand, board and the plan's cards can use
        me = view.players[view.seat]
        have = len(view.me.hand) + sum(1 for b in me.board if CARD[b.card].activate)
        return max(legal, key=lambda a: (min(plans[a.position].actions, have + plans[a.position].cards
                                             + plans[a.position].errands), plans[a.position].actions, -a.position))
    return max(legal, key=lambda a: (getattr(plans[a.position], style.plan), -a.position))


def _errand(style: Style, view, legal: list):
    by_kind: dict[str, list] = {}
    for action in legal:
        by_kind.setdefault(action.type, []).append(action)
    for kind in style.errands:
        options = by_kind.get(kind)
        if not options:
            continue
        if kind == "take":  # the offer's card of the deck liked most
            return min(options, key=lambda a: (_deck_rank(style, CARD[view.offer[a.space]].deck, view.round), a.space))
        if kind == "draw_any":
            return min(options, key=lambda a: _deck_rank(style, a.deck, view.round))
        if kind == "opera":
            return max(options, key=lambda a: a.pay)
        return options[0]
    return legal[0]


def _deed_kind(action) -> str:
    if isinstance(action, Place):
        return "place_property" if CARD[action.card].kind == "property" else "place_helper"
    return action.type


def _actions(action) -> int:
    """The actions a deed takes, as printed (helpers and free trades aside)."""
    if isinstance(action, Play):
        return action.actions
    if isinstance(action, Activate):
        return CARD[action.card].activation_actions
    return 1 if isinstance(action, Place) and CARD[action.card].kind == "property" else CARD[action.card].actions


def _wants_sale(style: Style, view, sale: Sell) -> bool:
    if style.sell == "never":
        return False
    if style.sell == "at_once" or view.round == ROUNDS:
        return True
    if style.sell == "plan":
        return view.round >= style.sell_from or view.players[view.seat].money < style.sell_below
    if style.sell == "decayed":
        board = next(b for b in view.players[view.seat].board if b.card == sale.card)
        return CARD[sale.card].family in HOUSES and board.step > 0
    return False


def _buys(style: Style, view, place: Place) -> bool:
    if view.round > min(style.buy_until, ROUNDS - 1) or style.buy == "none":
        return False
    return style.buy == "any" or CARD[place.card].family in HOUSES


def _deed(style: Style, view, legal: list):
    sales = [a for a in legal if isinstance(a, Sell) and _wants_sale(style, view, a)]
    if sales:  # the dearest price of the cheapest property first
        cheapest = min(sales, key=lambda a: (a.price, a.card)).card
        return max((a for a in sales if a.card == cheapest), key=lambda a: a.price)
    by_kind: dict[str, list] = {}
    for action in legal:
        if isinstance(action, Place) and action.replace is not None:
            continue  # a full board: nothing is thrown away for a new card
        if isinstance(action, Place) and CARD[action.card].kind == "property" and not _buys(style, view, action):
            continue  # nobody buys a house to keep in the last round
        by_kind.setdefault(_deed_kind(action), []).append(action)
    sign = 1 if style.spend == "most" else -1
    if style.deeds == ("any",):
        if view.round <= style.helpers_until and by_kind.get("place_helper"):
            return by_kind["place_helper"][0]
        deeds = [a for options in by_kind.values() for a in options if getattr(a, "pay", 0) > 0]
        if deeds or not style.busy:
            return max(deeds, key=lambda a: a.pay / max(1, _actions(a)), default=EndTurn())
        for kind in ("play", "place_helper", "companion", "activate"):
            if by_kind.get(kind):
                return by_kind[kind][0]
        return EndTurn()
    for kind in style.deeds:
        options = by_kind.get(kind)
        if options:
            return max(options, key=lambda a: (sign * getattr(a, "pay", 0), -getattr(a, "actions", 0)))
    return EndTurn()


def _style(style: Style):
    def policy(view, legal, rng):
        first = legal[0]
        if isinstance(first, Discard):  # the card of the deck liked least; of those the first
            return max(legal, key=lambda a: (_deck_rank(style, CARD[a.card].deck, view.round), a.card))
        if isinstance(first, ChoosePlan):
            return _plan(style, view, legal)
        if isinstance(first, Draw):
            return min(legal, key=lambda a: _deck_rank(style, a.deck, view.round))
        if isinstance(first, (Take, Opera, Market, ExtraBoard, DrawAny)):
            return _errand(style, view, legal)
        assert isinstance(legal[-1], EndTurn) or isinstance(first, (Play, Place, Activate, Companion, Sell))
        return _deed(style, view, legal)
    return policy


def _random(view, legal, rng):
    """Any legal move, but the turn ended only when nothing else is left half the time."""
    if isinstance(legal[-1], EndTurn) and len(legal) > 1 and rng.below(2):
        legal = legal[:-1]
    return legal[rng.below(len(legal))]


_PROPERTY_FIRST = ("properties", "experiences", "helpers", "companions")
STYLES = {
    # big spenders on one kind of card
    "lw_experience_spender": _style(Style(decks=("experiences", "companions", "helpers", "properties"))),
    "lw_property_buyer": _style(Style(plan="cards", decks=_PROPERTY_FIRST,
                                      deeds=("place_property", "play", "activate", "place_helper", "companion"))),
    "lw_helper_builder": _style(Style(decks=("helpers", "experiences", "properties", "companions"),
                                      deeds=("place_helper", "activate", "play", "companion", "place_property"))),
    "lw_companion_collector": _style(Style(decks=("companions", "experiences", "helpers", "properties"),
                                           deeds=("companion", "play", "activate", "place_helper",
                                                  "place_property"))),
    # planners
    "lw_errand_planner": _style(Style(plan="errands")),
    "lw_card_planner": _style(Style(plan="cards")),
    "lw_leftmost_planner": _style(Style(plan="first")),
    # property sellers and keepers
    "lw_early_house_seller": _style(Style(decks=_PROPERTY_FIRST, sell="decayed",
                                          deeds=("place_property", "play", "activate", "place_helper", "companion"))),
    "lw_flipper": _style(Style(decks=_PROPERTY_FIRST, sell="at_once",
                               deeds=("place_property", "play", "activate", "companion", "place_helper"))),
    "lw_house_holder": _style(Style(plan="cards", decks=_PROPERTY_FIRST, sell="never",
                                    deeds=("place_property", "play", "activate", "companion", "place_helper"))),
    # errands and purses
    "lw_opera_lover": _style(Style(errands=("opera", "take", "draw_any", "extra_board"))),
    "lw_deck_drawer": _style(Style(plan="errands", errands=("draw_any", "take", "opera", "extra_board"))),
    "lw_board_extender": _style(Style(errands=("extra_board", "take", "draw_any", "opera"),
                                      deeds=("place_helper", "place_property", "activate", "play", "companion"))),
    "lw_greedy_spender": _style(Style(deeds=("any",))),
    "lw_thrifty": _style(Style(plan="first", spend="least", deeds=("play", "activate", "place_helper"))),
    "lw_random": _random,
}
# Stronger styles (added 2026-12-06 when normal won every deal against the sixteen above): each
# takes the specials first, likes helpers next (the estate buyers: properties, while they still buy
# them), lays helpers in the first two rounds (then likes their deck least), then does the deed
# that spends the most per action and leaves no action unused while a deed is left, picks the day
# plan with the most actions its cards can use, sends its first errand boy to the Opera, and gets
# rid of its property on a plan fixed in advance; they differ in what they buy and when they sell.
_SPENDER = dict(plan="fuel", decks=("specials", "helpers", "properties", "experiences", "companions"),
                deeds=("any",), errands=("opera", "take", "draw_any", "extra_board"), sell="plan", busy=True,
                helpers_until=2)
_ESTATES = ("specials", "properties", "helpers", "experiences", "companions")  # the estate buyers' liking
STRONGER = {
    # never owns a property: sells what it was dealt at once and goes into debt freely
    "lw_no_estate_spender": _style(Style(**_SPENDER | dict(buy="none", sell="at_once"))),
    # buys houses (never a farm) in the first two rounds and sells everything from round 5
    "lw_broke_by_five": _style(Style(**_SPENDER | dict(buy="houses", buy_until=2, sell_from=5, decks=_ESTATES))),
    # buys any property in the first three rounds and sells one whenever its cash falls under 20
    "lw_cash_watcher": _style(Style(**_SPENDER | dict(buy_until=3, sell_below=20, decks=_ESTATES))),
    # helpers in the first three rounds; any property in the first two, everything sold from round 6
    "lw_helpers_then_spend": _style(Style(**_SPENDER | dict(helpers_until=3, buy_until=2, sell_from=6))),
    # the day plan with the most cards; houses in rounds 1-3, everything sold from round 5
    "lw_card_rich_spender": _style(Style(**_SPENDER | dict(plan="cards", buy="houses", buy_until=3, sell_from=5,
                                                          decks=_ESTATES))),
    # any property in round 1 only, everything sold from round 4
    "lw_opera_racer": _style(Style(**_SPENDER | dict(buy_until=1, sell_from=4, decks=_ESTATES))),
    # houses in rounds 1-3, everything sold in the round before the last (round 6)
    "lw_last_round_seller": _style(Style(**_SPENDER | dict(buy="houses", buy_until=3, sell_from=6,
                                                          decks=_ESTATES))),
    # helpers in round 1 only, then experiences first; no property bought, one sold whenever its
    # cash falls under 30
    "lw_experience_racer": _style(Style(**_SPENDER | dict(
        decks=("experiences", "specials", "helpers", "companions", "properties"), helpers_until=1, buy="none",
        sell_below=30))),
}
_ORIGINAL = list(STYLES)
STYLES |= STRONGER


def held_out(name: str) -> bool:
    """The rule that splits the grid, fixed before any grid was run: the half of the names with
    the higher CRC-32 (ties cannot split it: the names differ, and so do their CRC-32s here), ranked
    within their group: the sixteen first styles among themselves (their split as it was), the
    stronger ones among themselves (fixed before any of them was run)."""
    group = _ORIGINAL if name in _ORIGINAL else list(STRONGER)
    ranked = sorted(group, key=lambda style: zlib.crc32(style.encode()))
    return name in ranked[len(ranked) // 2:]


def split_rule() -> tuple[list[str], list[str]]:
    return [name for name in STYLES if not held_out(name)], [name for name in STYLES if held_out(name)]


TUNING, HELD_OUT = split_rule()


def mixes(half: str, names: list[str], count: int) -> list[tuple[str, list[str]]]:
    """The mix of the half's first styles (the cell as it was before the stronger ones came) and
    the mix of its stronger styles."""
    return [(f"mix_{half}", [name for name in names if name in _ORIGINAL]),
            (f"mix_{half}_stronger", [name for name in names if name in STRONGER])]
