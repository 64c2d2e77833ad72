"""The board, prices, rents and cards of Anti-Monopoly (Czech edition, Piatnik 2006), each table
with its source.

The booklet (rules 1-23 and the time-limit variant) prints the rules and a few figures; the board,
prices, rents and cards are not in it. ANTI-MONOPOLY-DATA.md says how they were filled: the euro
edition's board order, the figures of the US 2005 cards carried to it. Everything marked
`source: reconstructed` is the program's own and is named as such on the rules screen.
"""

from dataclasses import dataclass
from typing import Literal

from ..core.deck import Entry, deck_of
from ..core.money import MoneyRules

ROLES: tuple[str, ...] = ("competitor", "monopolist")
Kind = Literal["start", "street", "transport", "utility", "card", "tax", "penalty", "office", "prison", "go_to_prison"]

# The rules new games are played by. A game is played to its end under the version it began with:
# 1: bankruptcy offered with any debt, one offer to each player per turn and only on one's turn,
#    the extra roll after doubles forced, end_by_time in every game, a jailed monopolist's rents
#    shown and counted in the wealth, the card paying every monopolist paying a jailed one.
# 2 (issue 30): the booklet as RULES-NOTES.md reads it, and the end by agreement.
RULES_VERSION = 2
RULES_VERSIONS = (1, 2)

# -- figures of the booklet ------------------------------------------------------------------------

STARTING_CASH = 1500  # source: booklet, rule 5
START_BONUS = 100  # source: booklet, rule 13 (passing or landing)
PENALTY = 75  # source: booklet, rule 17
FLAT_TAX = 200  # source: booklet, rule 16
# source: booklet, rule 16: percent of cash, then percent of unmortgaged titles' and buildings' prices
TAX_CASH_PERCENT = {"competitor": 10, "monopolist": 20}
TAX_PROPERTY_PERCENT = 10
OFFICE_FEE = 160  # source: booklet, rule 20 (a monopolist pays the bank)
OFFICE_BONUS = {1: 25, 2: 50}  # source: booklet, rule 20 (a competitor's one die)
PRISON_FEE = 50  # source: booklet, rule 14
PRISON_TRIES = 2  # source: booklet, rule 14: doubles may be tried on the first two turns
MAX_LEVEL = {"competitor": 5, "monopolist": 4}  # source: booklet, rule 10: 4 or 3 houses, then the hotel
MONOPOLY_STREETS = 2  # source: booklet, rule 9
# source: booklet, time-limit variant: share of the cash each role keeps
KEPT_PERCENT = {"competitor": 10, "monopolist": 20}
# Utilities counted in a player's wealth (rule 23) with the average roll of two dice: the booklet
# says "by rule 19", which asks for a roll; source: reconstructed (the program's reading)
WEALTH_DICE = 7

DIE_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)


# -- the board -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Space:
    index: int
    kind: Kind
    name: str = ""  # a street's name as printed (the UI words every other space by its kind)
    city: str = ""  # streets: the city's id; transport and utilities: their own id
    price: int = 0  # titles
    house: int = 0  # streets: the price of one building (a house or the hotel)

    @property
    def is_title(self) -> bool:
        return self.kind in ("street", "transport", "utility")


def _street(index, city, name, price, house):
    return Space(index, "street", name, city, price, house)


# source: reconstructed (ANTI-MONOPOLY-DATA.md, "Board": the euro edition's order, the US 2005 cards' prices)
BOARD: tuple[Space, ...] = (
    Space(0, "start"),
    _street(1, "rome", "Corso Impero", 60, 50),
    Space(2, "card"),
    _street(3, "rome", "Via Roma", 60, 50),
    Space(4, "tax"),
    Space(5, "transport", city="airport", price=200),
    _street(6, "berlin", "Alexanderplatz", 100, 50),
    Space(7, "card"),
    _street(8, "berlin", "Kurfürstendamm", 100, 50),
    _street(9, "berlin", "Potsdamer Straße", 120, 50),
    Space(10, "prison"),
    _street(11, "madrid", "Plaza Mayor", 140, 100),
    Space(12, "utility", city="electric_works", price=150),
    _street(13, "madrid", "Gran Vía", 140, 100),
    _street(14, "madrid", "Paseo de la Castellana", 160, 100),
    Space(15, "transport", city="tram", price=200),
    _street(16, "amsterdam", "Dam", 180, 100),
    Space(17, "card"),
    _street(18, "amsterdam", "Leidsestraat", 180, 100),
    _street(19, "amsterdam", "Kalverstraat", 200, 100),
    Space(20, "office"),
    _street(21, "paris", "Rue La Fayette", 220, 150),
    Space(22, "card"),
    _street(23, "paris", "Rue de la Paix", 220, 150),
    _street(24, "paris", "Champs-Élysées", 240, 150),
    Space(25, "transport", city="railway", price=200),
    _street(26, "brussels", "Grote Markt", 260, 150),
    _street(27, "brussels", "Hoogstraat", 260, 150),
    Space(28, "utility", city="gas_works", price=150),
    _street(29, "brussels", "Nieuwstraat", 280, 150),
    Space(30, "go_to_prison"),
    _street(31, "london", "Park Lane", 300, 200),
    _street(32, "london", "Piccadilly", 300, 200),
    Space(33, "card"),
    _street(34, "london", "Oxford Street", 320, 200),
    Space(35, "transport", city="bus", price=200),
    Space(36, "card"),
    _street(37, "athens", "Plaka", 350, 200),
    Space(38, "penalty"),
    _street(39, "athens", "Syntagma", 400, 200),
)
BOARD_SIZE = len(BOARD)
START, PRISON = 0, 10
TITLES: tuple[int, ...] = tuple(space.index for space in BOARD if space.is_title)
STREETS: tuple[int, ...] = tuple(space.index for space in BOARD if space.kind == "street")
CITIES: dict[str, tuple[int, ...]] = {}
for _space in BOARD:
    if _space.kind == "street":
        CITIES[_space.city] = (*CITIES.get(_space.city, ()), _space.index)

# source: booklet, rule 11 (half the price; redeem at the value on the card's back); the back's
# value, mortgage + 10% rounded up, is source: reconstructed (ANTI-MONOPOLY-DATA.md). The bank buys
# no titles (rule 22: titles go back to it only by bankruptcy).
MONEY = MoneyRules(
    price=lambda space: BOARD[space].price,
    pawn_percent=50,
    redeem_percent=55,
    sale_percent=0,
    not_owned="not_your_title",
    asset_key="space",
)
BUILDING_SALE_PERCENT = 50  # source: booklet, rule 12


# -- rents -----------------------------------------------------------------------------------------
# Streets: source: reconstructed formulas (ANTI-MONOPOLY-DATA.md, "Rents"), checked against the
# printed US cards and the examples 60/50 and 350/200; `level` is 0 (none), 1-4 houses, or the hotel
# (5 for a competitor, 4 for a monopolist).


def street_rent(space: int, role: str, level: int, monopoly: bool) -> int:
    """The rent of a street of an owner of `role` with `level` buildings."""
    found = BOARD[space]
    if role == "competitor":
        return found.price // 10 + level * found.house // 10
    base = found.price // 5 if monopoly else found.price // 10
    return base + level * found.house // 5


def rent_table(space: int, role: str) -> list[int]:
    """The rents printed on a street's card for one role: no building (a monopolist: one street,
    then a monopoly), then each building up to the hotel."""
    top = MAX_LEVEL[role]
    if role == "competitor":
        return [street_rent(space, role, level, False) for level in range(top + 1)]
    return [street_rent(space, role, 0, False)] + [street_rent(space, role, level, True) for level in range(top + 1)]


# source: booklet, rule 18 (competitor: 10% of the price); the monopolist's 40/80/160/320 is
# source: reconstructed (US cards; the booklet: "doubled with each one more")
TRANSPORT_COMPETITOR_PERCENT = 10
TRANSPORT_MONOPOLIST = (40, 80, 160, 320)
# source: booklet, rule 19: times the dice
UTILITY_COMPETITOR = (4,)
UTILITY_MONOPOLIST = (4, 10)


# -- cards -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Card:
    """One card. The UI words it from `id`; the rules read only the effect.

    The money kit's effects (core/deck.py): receive, pay, receive_from_each_<role>, nothing.
    This game's own:
    move_to              go to `target` (START money when passing it) and resolve the space
    go_to_prison         straight to prison / price war, no START money
    roll_for_bonus       roll two dice: `threshold` or more gives `amount` from the bank
    each_monopolist_receives   the bank pays `amount` to every monopolist still in the game
    """

    id: str
    effect: str
    amount: int = 0
    target: int = 0
    threshold: int = 0


ONCE = {1: 1, 2: 1}
TWICE = {1: 2, 2: 2}
THRICE = {1: 3, 2: 3}

# 25 cards each. source: reconstructed (ANTI-MONOPOLY-DATA.md, "Competitor cards", "Monopolist cards")
COMPETITOR_TABLE: tuple[Entry, ...] = (
    Entry(Card("c_fair_price_award", "receive", 25), TWICE),
    Entry(Card("c_customers_return", "receive", 50), THRICE),
    Entry(Card("c_cooperative_dividend", "receive", 75), TWICE),
    Entry(Card("c_antitrust_win", "receive_from_each_monopolist", 25), ONCE),
    Entry(Card("c_quiet_day", "nothing"), TWICE),
    Entry(Card("c_to_electric_works", "move_to", target=12), ONCE),
    Entry(Card("c_to_via_roma", "move_to", target=3), ONCE),
    Entry(Card("c_to_nieuwstraat", "move_to", target=29), ONCE),
    Entry(Card("c_to_airport", "move_to", target=5), ONCE),
    Entry(Card("c_to_start", "move_to", target=START), TWICE),
    Entry(Card("c_price_war", "go_to_prison"), TWICE),
    Entry(Card("c_lucky_market", "roll_for_bonus", 75, threshold=10), ONCE),
    Entry(Card("c_repairs", "pay", 25), TWICE),
    Entry(Card("c_price_cut_loss", "pay", 50), TWICE),
    Entry(Card("c_legal_fees", "pay", 75), TWICE),
)
MONOPOLIST_TABLE: tuple[Entry, ...] = (
    Entry(Card("m_quiet_day", "nothing"), TWICE),
    Entry(Card("m_to_electric_works", "move_to", target=12), ONCE),
    Entry(Card("m_to_via_roma", "move_to", target=3), ONCE),
    Entry(Card("m_to_nieuwstraat", "move_to", target=29), ONCE),
    Entry(Card("m_to_airport", "move_to", target=5), ONCE),
    Entry(Card("m_to_start", "move_to", target=START), TWICE),
    Entry(Card("m_prison", "go_to_prison"), TWICE),
    Entry(Card("m_lucky_merger", "roll_for_bonus", 75, threshold=8), ONCE),
    Entry(Card("m_price_fixing", "receive_from_each_competitor", 25), ONCE),
    Entry(Card("m_lobby_gift", "receive", 25), ONCE),
    Entry(Card("m_cartel_bonus", "each_monopolist_receives", 25), ONCE),
    Entry(Card("m_tax_loophole", "receive", 50), THRICE),
    Entry(Card("m_subsidy", "receive", 75), TWICE),
    Entry(Card("m_fine_small", "pay", 25), TWICE),
    Entry(Card("m_fine", "pay", 50), TWICE),
    Entry(Card("m_antitrust_fine", "pay", 75), TWICE),
)
DECKS: dict[str, tuple[Card, ...]] = {
    "competitor": deck_of(COMPETITOR_TABLE, RULES_VERSION),
    "monopolist": deck_of(MONOPOLIST_TABLE, RULES_VERSION),
}
CARD_BY_ID: dict[str, Card] = {entry.card.id: entry.card for entry in COMPETITOR_TABLE + MONOPOLIST_TABLE}
