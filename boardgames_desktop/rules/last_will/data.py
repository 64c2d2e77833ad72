"""The cards, boards and numbers of Poslední vůle (Last Will), each entry with its source.

The booklet (seeds/002) gives the rules, the worked examples and the wording of the helper, rental
and special effects, but neither the 140 cards nor the boards; docs/LAST-WILL-DATA.md fills those
gaps (`source: reconstructed`, the program's own, named so on the rules screen). Where a card's
figures appear in a worked example of the booklet it is `source: booklet`.

A card's effects are data in a small vocabulary that the rules carry out (rules/last_will/effects.py):

Playing a white card (`play`):
    spend             {}                 pay `spend`, plus the coin of each companion slot filled
    spend_by_actions  {table}            pay table[n] for the n actions chosen (Flám)
    gain_actions      {gain}             gain `gain` actions (and pay `spend`, if any)
    place_animals     {tokens}           put up to `tokens` animal tokens on own farms, slot order kept
    decay_steps       {steps}            move house value markers down `steps` steps in all
Activating a black card on the board (`activate`, once a round; `activation_actions` 0 or 1):
    spend             {}                 pay any level reached: `spend`, or a slot's coin once filled
    spend_per         {units}            pay sum(units[u] * count of u) over own farms, dogs, horses
Working while the card lies on the board (`passive`, a helper's lower part):
    cost_plus         {symbol, amount}   cards with this symbol (and the Opera for "theatre") cost more
    extra_actions     {amount}           more actions every round, already in the round it is placed
    free_activation   {families, times}  activate a property of these families without an action
    white_discount    {}                 one white card a round costs one action less
    extra_draws       {deck, count}      draw more after the day plan ("any": decks named by the player)
    hand_limit        {amount}           keep more cards at the end of a round
    price_adjust      {families, amount} buy or sell such a property for up to `amount` more or less
    free_trade        {families, times, lower}  buy/sell without an action (`lower`: may take 2 off)
    maintain_plus     {families, amount} pay `amount` more when maintaining a house of these families
"""

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

Source = Literal["booklet", "reconstructed"]
Deck = Literal["experiences", "helpers", "properties", "companions", "specials", "happy_days"]
Kind = Literal["white", "black", "property", "companion", "happy_day"]

REGULAR_DECKS: tuple[str, ...] = ("experiences", "helpers", "properties", "companions")  # drawn by players
COMPANIONS: tuple[str, ...] = ("horse", "dog", "cook", "lady")
ANIMALS: tuple[str, ...] = ("horse", "dog")
FAMILIES: tuple[str, ...] = ("farm", "summer", "residence", "villa")  # the market's token order
HOUSES: tuple[str, ...] = ("summer", "residence", "villa")  # the families that decay


def _frozen(params: dict) -> MappingProxyType:
    return MappingProxyType({key: tuple(value) if isinstance(value, list) else value for key, value in params.items()})


@dataclass(frozen=True, eq=False)
class Card:
    """One card of the box. The UI names it from `name` (Czech) and draws it from the fields."""

    id: str
    deck: Deck
    name: str
    kind: Kind
    source: Source
    actions: int = 0  # white: actions to play (Flám: the fewest); black: actions to lay it on the board
    spend: int = 0  # white: the top coin; black: the first activation level; property: upkeep
    # companion slots, in order: (companion, coin). A white card adds the coin of each slot filled
    # to `spend`; on a black card a slot's coin is a level of its own (Salónek: 1, 2 with a cook, 4 with two)
    slots: tuple[tuple[str, int], ...] = ()
    symbol: str | None = None  # cutlery, carriage, theatre, helm: what cost_plus helpers look at
    play: str | None = None  # a white card's effect kind
    activate: str | None = None  # a black card's activation effect kind
    activation_actions: int = 1
    passive: tuple[tuple[str, MappingProxyType], ...] = ()
    params: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    crowns: int = 0  # specials: 1-3 crowns on the back
    family: str | None = None  # properties
    values: tuple[int, ...] = ()  # properties: the value track, left (new) to right; farms: one value
    companion: str | None = None  # companion cards: which one

    @property
    def back(self) -> str:
        """What the others see of it in a hand: the deck, and a special's crowns."""
        return f"specials_{self.crowns}" if self.deck == "specials" else self.deck


_cards: list[Card] = []


def _numbered(prefix: str):
    count = 0

    def make(**fields) -> None:
        nonlocal count
        count += 1
        params = fields.pop("params", {})
        passive = tuple((kind, _frozen(p)) for kind, p in fields.pop("passive", ()))
        _cards.append(Card(id=f"{prefix}{count:02d}", params=_frozen(params), passive=passive, **fields))

    return make


# -- experiences (white, 31) -------------------------------------------------------------------
# source: reconstructed (LAST-WILL-DATA.md), except the booklet's examples: Plavba 2 / +pes 5 /
# with all three 9, Plavba 5 for two actions, Flám 4 actions 9 and 6 actions 17, Večeře 2.
_white = _numbered("E")


def _exp(name, symbol, actions, spend, slots=(), source="reconstructed", copies=1):
    for _ in range(copies):
        _white(deck="experiences", name=name, kind="white", symbol=symbol, actions=actions, spend=spend,
               slots=tuple(slots), play="spend", source=source)


_exp("Projížďka kočárem", "carriage", 1, 2, copies=2)
_exp("Projížďka kočárem", "carriage", 1, 3)
_exp("Projížďka kočárem", "carriage", 1, 2, [("lady", 2)], copies=2)
_exp("Divadlo", "theatre", 1, 2, [("horse", 3)], copies=2)
_exp("Divadlo", "theatre", 1, 3, copies=2)
_exp("Plavba", "helm", 2, 2, [("lady", 2), ("dog", 3), ("cook", 2)], source="booklet")
_exp("Plavba", "helm", 2, 4, [("lady", 2), ("cook", 2)])
_exp("Plavba", "helm", 2, 4, [("cook", 3)])
_exp("Plavba", "helm", 2, 5, source="booklet")
_exp("Plavba", "helm", 2, 2, [("lady", 3), ("dog", 2), ("cook", 2)])
_exp("Plavba", "helm", 2, 3, [("lady", 2), ("dog", 2), ("cook", 2)])
_exp("Plavba", "helm", 2, 4, [("lady", 3)])
_exp("Večírek", "helm", 1, 2)
_exp("Večírek", "helm", 1, 3)
for _table, _source in (
    ({2: 4, 3: 6, 4: 10, 5: 13}, "reconstructed"),
    ({2: 4, 3: 6, 4: 8, 5: 12, 6: 15, 7: 22}, "reconstructed"),
    ({2: 4, 3: 6, 4: 9, 5: 12, 6: 17}, "booklet"),
):
    _white(deck="experiences", name="Flám", kind="white", symbol="helm", actions=min(_table),
           play="spend_by_actions", params={"table": _table}, source=_source)
_exp("Večeře", "cutlery", 1, 2, source="booklet", copies=3)
_exp("Večeře", "cutlery", 1, 2, [("horse", 2)], copies=2)
_exp("Večeře", "cutlery", 1, 2, [("dog", 2)], copies=4)
_exp("Večeře", "cutlery", 1, 2, [("lady", 2), ("lady", 2)])

# -- helpers and rentals (black, 39) ---------------------------------------------------------------
# source: reconstructed, except the effects the booklet words on its last pages (marked booklet):
# their figures are the booklet's, which card carries them is the program's reading.
_black = _numbered("H")


def _helper(name, actions=1, spend=0, slots=(), symbol=None, activate=None, activation_actions=1, passive=(),
            params=None, source="reconstructed", copies=1):
    for _ in range(copies):
        _black(deck="helpers", name=name, kind="black", actions=actions, spend=spend, slots=tuple(slots),
               symbol=symbol, activate=activate, activation_actions=activation_actions, passive=passive,
               params=params or {}, source=source)


_helper("Whisky klub", actions=2, spend=5, symbol="helm", activate="spend", copies=2)
_helper("Salónek", spend=2, symbol="cutlery", activate="spend", activation_actions=0, source="booklet", copies=2)
_helper("Salónek", spend=4, symbol="cutlery", activate="spend", source="booklet", copies=2)
_helper("Salónek", spend=1, slots=[("cook", 2), ("cook", 4)], symbol="cutlery", activate="spend",
        activation_actions=0, source="booklet")
_helper("Salónek", spend=1, slots=[("cook", 3)], symbol="cutlery", activate="spend", activation_actions=0)
_helper("Kočár", spend=1, slots=[("lady", 3)], symbol="carriage", activate="spend", activation_actions=0)
_helper("Kočár", spend=1, symbol="carriage", activate="spend", activation_actions=0)
_helper("Kočár", spend=2, symbol="carriage", activate="spend", activation_actions=0)
_helper("Kočár", spend=3, symbol="carriage", activate="spend", copies=2)
_helper("Cvičiště", activate="spend_per", activation_actions=0, params={"units": {"farm": 1, "dog": 1}}, source="booklet")
_helper("Cvičiště", activate="spend_per", activation_actions=0, params={"units": {"horse": 2}}, source="booklet",
        copies=2)
_helper("Cvičiště", activate="spend_per", activation_actions=0, params={"units": {"farm": 2}}, source="booklet")
_helper("Cvičiště", activate="spend_per", activation_actions=0, params={"units": {"dog": 2}})
_helper("Kočí", passive=[("cost_plus", {"symbol": "carriage", "amount": 1})], source="booklet")
_helper("Kočí", actions=2, passive=[("cost_plus", {"symbol": "carriage", "amount": 2})])
_helper("Realitní makléř", passive=[("price_adjust", {"families": HOUSES, "amount": 2})], source="booklet", copies=2)
_helper("Realitní makléř", passive=[("free_trade", {"families": ("farm",), "times": 1, "lower": 2})],
        source="booklet")
for _pair in (("summer", "residence"), ("residence", "villa"), ("summer", "villa")):
    _helper("Zahradník", passive=[("maintain_plus", {"families": _pair, "amount": 3})], source="booklet")
_helper("Kumpán", spend=1, activate="spend", activation_actions=0, passive=[("hand_limit", {"amount": 2})],
        source="booklet", copies=2)
_helper("Kumpán", spend=1, activate="spend", activation_actions=0,
        passive=[("extra_draws", {"deck": "companions", "count": 3})], source="booklet")
_helper("Kumpán", spend=1, activate="spend", activation_actions=0,
        passive=[("extra_draws", {"deck": "experiences", "count": 3})], source="booklet")
_helper("Mořský vlk", passive=[("cost_plus", {"symbol": "helm", "amount": 2})], source="booklet")
_helper("Správce", passive=[("free_activation", {"families": HOUSES, "times": 1})], source="booklet")
_helper("Správce", passive=[("free_activation", {"families": ("farm",), "times": 1})], source="booklet", copies=2)
_helper("Krejčí", passive=[("cost_plus", {"symbol": "theatre", "amount": 3})], source="booklet")
_helper("Komorník", passive=[("white_discount", {})], source="booklet")
_helper("Číšník", passive=[("cost_plus", {"symbol": "cutlery", "amount": 1})], source="booklet", copies=3)

# -- properties (24) -------------------------------------------------------------------------------
# source: reconstructed, except Statek 2 (the booklet's dog-then-horse example, 2 / 4 / 7) and
# Letní sídlo 3 (bought for 11 with -2, 16 with +3).
_property = _numbered("P")
_FARMS = (
    (16, 3, [("horse", 5), ("horse", 8)]), (12, 2, [("dog", 4), ("horse", 7)]), (8, 1, [("dog", 3)]),
    (10, 1, [("horse", 3), ("dog", 7)]), (25, 4, [("horse", 7), ("horse", 10)]), (20, 3, [("horse", 7)]),
    (12, 2, [("dog", 3), ("dog", 6)]), (9, 1, [("dog", 4)]), (14, 2, [("dog", 3), ("dog", 5), ("dog", 9)]),
    (15, 2, [("horse", 6)]), (13, 2, [("horse", 4), ("horse", 6)]),
)
for _number, (_value, _upkeep, _slots) in enumerate(_FARMS, 1):
    _property(deck="properties", name="Statek", kind="property", family="farm", values=(_value,), spend=_upkeep,
              slots=tuple(_slots), activate="spend", source="booklet" if _number == 2 else "reconstructed")
_HOUSE_CARDS = (
    ("Letní sídlo", "summer", (15, 13, 10, 7), 3, []),
    ("Letní sídlo", "summer", (17, 15, 13, 11, 8, 5), 3, []),
    ("Letní sídlo", "summer", (13, 12, 11), 4, []),
    ("Letní sídlo", "summer", (15, 13), 3, [("cook", 5), ("lady", 8)]),
    ("Rezidence", "residence", (23, 22, 20), 5, [("cook", 7), ("lady", 10)]),
    ("Rezidence", "residence", (18, 15), 4, [("cook", 6)]),
    ("Rezidence", "residence", (20, 19, 17, 13), 4, []),
    ("Rezidence", "residence", (10, 8, 7, 5), 3, []),
    ("Vila", "villa", (13, 11, 9, 7, 5, 3), 3, []),
    ("Vila", "villa", (8, 6), 1, [("lady", 5)]),
    ("Vila", "villa", (15, 13, 11, 9, 4), 3, []),
    ("Vila", "villa", (12, 10, 8), 2, [("cook", 5)]),
    ("Vila", "villa", (10, 9, 7, 5), 1, [("lady", 5)]),
)
for _name, _family, _values, _upkeep, _slots in _HOUSE_CARDS:
    _property(deck="properties", name=_name, kind="property", family=_family, values=_values, spend=_upkeep,
              slots=tuple(_slots), activate="spend", source="booklet" if _values == (13, 12, 11) else "reconstructed")
# Letní sídlo 3 as LAST-WILL-DATA.md corrected it (rules_version 2): the booklet's example buys it
# printed 13 at token -2 for 11, sells it worth 5 at token -3 for 2, and one decay more it fetches
# nothing; 13-12-11 (P14, rules_version 1) cannot do that. The printed 13 is the booklet's, the
# rest of the track reconstructed to fit.
_property(deck="properties", name="Letní sídlo", kind="property", family="summer", values=(13, 11, 9, 7, 5, 3),
          spend=4, activate="spend", source="booklet")

# -- companions (20) and the Happy Days (2) ---------------------------------------------------------
# source: booklet (four kinds; five of each is reconstructed)
_companion = _numbered("C")
for _which, _name in (("horse", "Kůň"), ("dog", "Pes"), ("cook", "Kuchař"), ("lady", "Dáma")):
    for _ in range(5):
        _companion(deck="companions", name=_name, kind="companion", companion=_which, source="reconstructed")
_happy = _numbered("D")
for _ in range(2):
    _happy(deck="happy_days", name="Šťastný den", kind="happy_day", source="booklet")

# -- specials (17): 6 with one crown, 5 with two, 6 with three --------------------------------------
# source: reconstructed (LAST-WILL-DATA.md); the effects' figures are the booklet's (its last pages).
_special = _numbered("S")


def _white_special(crowns, name, actions, play, spend=0, symbol=None, params=None):
    _special(deck="specials", name=name, kind="white", crowns=crowns, actions=actions, play=play, spend=spend,
             symbol=symbol, params=params or {}, source="reconstructed")


def _black_special(crowns, name, actions=1, spend=0, activate=None, passive=()):
    _special(deck="specials", name=name, kind="black", crowns=crowns, actions=actions, spend=spend,
             activate=activate, activation_actions=0, passive=passive, source="reconstructed")


_white_special(1, "Chovatelská výstava", 1, "place_animals", params={"tokens": 2})
_black_special(1, "Starý přítel", passive=[("extra_actions", {"amount": 1})])
_black_special(1, "Starý přítel", passive=[("extra_actions", {"amount": 1})])
_black_special(1, "Makléř", actions=2, passive=[("free_trade", {"families": HOUSES, "times": 2, "lower": 0})])
_black_special(1, "Správce", actions=2, passive=[("free_activation", {"families": ("farm",), "times": 2})])
_black_special(1, "Správce", spend=1, activate="spend",
               passive=[("free_activation", {"families": HOUSES, "times": 1})])
_white_special(2, "Divoký večírek", 1, "decay_steps", params={"steps": 3})
_white_special(2, "Rušný den", 1, "gain_actions", params={"gain": 3})
_white_special(2, "Flám", 2, "spend_by_actions", symbol="helm",
               params={"table": {2: 4, 3: 6, 4: 10, 5: 13, 6: 17, 7: 25}})
_black_special(2, "Starý přítel", spend=1, activate="spend", passive=[("extra_actions", {"amount": 1})])
_black_special(2, "Kumpán", spend=2, activate="spend", passive=[("extra_draws", {"deck": "any", "count": 2})])
_white_special(3, "Rušný den", 1, "gain_actions", spend=2, params={"gain": 2})
_white_special(3, "Rušný den", 1, "gain_actions", params={"gain": 3})
_white_special(3, "Projížďka kočárem", 1, "spend", spend=4, symbol="carriage")
_white_special(3, "Večeře", 1, "spend", spend=4, symbol="cutlery")
_black_special(3, "Starý přítel", spend=2, activate="spend", passive=[("extra_actions", {"amount": 1})])
_black_special(3, "Makléř", passive=[("price_adjust", {"families": HOUSES, "amount": 4})])

# The rules new games are played by; a game is played to its end under the version it began with.
# 2 (issue 30): Letní sídlo 3's track corrected (a card of its own, P25, in place of P14), a helper
# discarded to make room neither frees nor changes that purchase, specials discarded from a hand
# lie face down.
RULES_VERSION = 2
RULES_VERSIONS = (1, 2)
_REPLACED = {"P14": "P25"}  # rules_version 1's card -> the card in its place from version 2
CARD: dict[str, Card] = {card.id: card for card in _cards}  # every card of every version, by id


def box(rules_version: int) -> tuple[Card, ...]:
    """The cards of a rules_version's box, in the data's order (a replaced card in the old one's place)."""
    if rules_version < 2:
        return tuple(card for card in _cards if card.id not in _REPLACED.values())
    return tuple(CARD[_REPLACED.get(card.id, card.id)] for card in _cards if card.id not in _REPLACED.values())


def deck_cards(rules_version: int) -> dict[str, tuple[str, ...]]:
    """Each deck's card ids in a rules_version's box."""
    cards = box(rules_version)
    return {deck: tuple(card.id for card in cards if card.deck == deck)
            for deck in ("experiences", "helpers", "properties", "companions", "specials", "happy_days")}


CARDS: tuple[Card, ...] = box(RULES_VERSION)  # the box of new games
DECK_CARDS: dict[str, tuple[str, ...]] = deck_cards(RULES_VERSION)

# -- Will cards (7): starting money for later games. source: booklet (70 for the first game);
# the seven values: reconstructed
FIRST_GAME_MONEY = 70
WILLS: tuple[int, ...] = (70, 80, 90, 100, 110, 120, 130)

# -- the boards --------------------------------------------------------------------------------------
ROUNDS = 7  # source: booklet
HAND_LIMIT = 2  # source: booklet
START_KEEP = 2  # source: booklet: of 3 helpers and 3 properties, keep any 2
START_DRAW: tuple[tuple[str, int], ...] = (("helpers", 3), ("properties", 3))  # source: booklet
PROPERTY_BONUS = 5  # each property left at the end counts its value + 5. source: booklet
OPERA = 2  # source: booklet
BOARD_SPACES = 5  # a player board's card spaces. source: reconstructed
EXTRA_BOARDS = 12  # source: booklet
MARKET_TOKENS: tuple[int, ...] = (-3, -2, 1, 3)  # source: booklet (-3, -2, +3), +1 reconstructed


@dataclass(frozen=True)
class Plan:
    position: int  # 1 = leftmost, acts first
    cards: int
    errands: int
    actions: int


# source: reconstructed (LAST-WILL-DATA.md); the booklet's five-player example agrees (1/1/2, 6/2/1 ...)
PLANS: dict[str, tuple[Plan, ...]] = {
    "small": tuple(Plan(i, *p) for i, p in enumerate(
        [(5, 2, 1), (2, 2, 2), (0, 2, 3), (7, 1, 2), (1, 1, 4), (2, 2, 3)], 1)),
    "large": tuple(Plan(i, *p) for i, p in enumerate(
        [(1, 2, 1), (1, 1, 2), (6, 2, 1), (3, 2, 2), (0, 2, 3), (6, 2, 2), (0, 1, 4), (2, 2, 3)], 1)),
}


def side(num_players: int) -> str:
    """Which side of the two-sided boards lies up. source: booklet"""
    return "small" if num_players <= 3 else "large"


@dataclass(frozen=True)
class Space:
    """A card space of the offer: which deck fills it in each of the seven rounds."""

    name: str
    decks: tuple[str, ...]  # by round, 1..7
    group: str | None = None  # spaces sharing errand-boy spaces (the small side's A-C)


def _by_round(*spans: tuple[str, int]) -> tuple[str, ...]:
    return tuple(deck for deck, rounds in spans for _ in range(rounds))


# source: reconstructed (LAST-WILL-DATA.md); the booklet: property in rounds 1-2, experiences from round 3
OFFER: dict[int, tuple[Space, ...]] = {}
_SMALL = (
    Space("A", _by_round(("specials", 7)), "ABC"),
    Space("B", _by_round(("specials", 7)), "ABC"),
    Space("C", _by_round(("specials", 3), ("happy_days", 4)), "ABC"),
    Space("D", _by_round(("properties", 3), ("experiences", 4))),
    Space("E", _by_round(("helpers", 4), ("experiences", 3))),
    Space("F", _by_round(("helpers", 7))),
    Space("G", _by_round(("happy_days", 7))),
)
_LARGE = (
    Space("1", _by_round(("properties", 2), ("experiences", 5))),
    Space("2", _by_round(("properties", 3), ("experiences", 4))),
    Space("3", _by_round(("helpers", 4), ("experiences", 3))),
    Space("4", _by_round(("helpers", 7))),
    Space("5", _by_round(("specials", 7))),
    Space("6", _by_round(("specials", 7))),
    Space("7", _by_round(("specials", 3), ("happy_days", 4))),
    Space("8", _by_round(("happy_days", 7))),
)
OFFER[2] = _SMALL
OFFER[3] = _SMALL + (Space("H", _by_round(("properties", 2), ("experiences", 5))),)
OFFER[4] = _LARGE
OFFER[5] = _LARGE + (Space("9", _by_round(("experiences", 7))),)
GROUP_ERRANDS = 2  # the small side's A-C share two errand-boy spaces. source: booklet
# Errand-boy spaces for an extra player board. source: reconstructed (two with five players)
EXTRA_BOARD_SPACES: dict[int, int] = {2: 1, 3: 1, 4: 1, 5: 2}
OPERA_SPACES = 1  # source: reconstructed
MARKET_SPACES = 1  # source: reconstructed
