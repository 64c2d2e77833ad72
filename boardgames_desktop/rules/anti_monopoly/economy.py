"""What the titles earn and cost in a given state: rents by the owner's role, monopolies, building,
income tax and rule 23's wealth. The view carries every figure, so the table never computes one.

Readings (ANTI-MONOPOLY-DATA.md; the in-app rules say the same):
- A mortgaged title is back with the bank (rule 11A): it collects nothing and does not count
  towards a monopoly (rule 11F's example), nor towards the transport companies or works owned.
- A monopolist whose street keeps buildings after the monopoly is gone collects the single base
  rent plus the buildings (rule 11F: "the buildings may stay"; no double rent).
- A monopolist may not build in a city while one of their own streets there is mortgaged (rule 11F).
- Percentages (income tax, the time-limit settlement) are rounded down to whole euros.
- Rule 14 (rules_version 2 on): a monopolist in prison earns nothing, so his titles' rent is 0
  while he is there, on the table and in rule 23's wealth alike.
"""

from .data import (
    BOARD,
    BUILDING_SALE_PERCENT,
    CITIES,
    MAX_LEVEL,
    MONEY,
    MONOPOLY_STREETS,
    TAX_CASH_PERCENT,
    TAX_PROPERTY_PERCENT,
    TRANSPORT_COMPETITOR_PERCENT,
    TRANSPORT_MONOPOLIST,
    UTILITY_COMPETITOR,
    UTILITY_MONOPOLIST,
    WEALTH_DICE,
    street_rent,
)


def live_titles(state, seat: int, kind: str, city: str | None = None) -> list[int]:
    """The seat's unmortgaged titles of a kind (streets: of one city)."""
    player = state.players[seat]
    return [
        space for space in player.titles
        if space not in player.pawned and BOARD[space].kind == kind and (city is None or BOARD[space].city == city)
    ]


def has_monopoly(state, seat: int, city: str) -> bool:
    """Rule 9: a monopolist with two streets of a city, none of them mortgaged (rule 11F)."""
    return (
        state.players[seat].role == "monopolist"
        and len(live_titles(state, seat, "street", city)) >= MONOPOLY_STREETS
    )


def multiplier(state, space: int, seat: int) -> int:
    """A utility's rent per pip of the dice, for its owner `seat`."""
    table = UTILITY_COMPETITOR if state.players[seat].role == "competitor" else UTILITY_MONOPOLIST
    owned = len(live_titles(state, seat, "utility"))
    return table[min(owned, len(table)) - 1]


def rent(state, space: int, dice: int = WEALTH_DICE) -> int:
    """What a player landing on `space` owes its owner now (0 if mortgaged, unowned, or (rules_version
    2 on) the owner is a monopolist in prison); `dice`: the roll for a utility."""
    seat = state.owner(space)
    if seat is None or space in state.players[seat].pawned or not earns(state, seat):
        return 0
    found = BOARD[space]
    role = state.players[seat].role
    if found.kind == "street":
        return street_rent(space, role, state.buildings.get(space, 0), has_monopoly(state, seat, found.city))
    if found.kind == "transport":
        if role == "competitor":
            return found.price * TRANSPORT_COMPETITOR_PERCENT // 100
        return TRANSPORT_MONOPOLIST[len(live_titles(state, seat, "transport")) - 1]
    return multiplier(state, space, seat) * dice


def collects(state, seat: int) -> bool:
    """Rule 14: a monopolist in prison collects nothing; a competitor in price war does."""
    player = state.players[seat]
    return not (player.jailed and player.role == "monopolist")


def earns(state, seat: int) -> bool:
    """Whether the seat's titles earn now: not while it does not collect (rule 14), from
    rules_version 2 on (version 1 showed and counted a jailed monopolist's rents)."""
    return state.rules_version < 2 or collects(state, seat)


def build_refusal(state, seat: int, space: int) -> str | None:
    """Why `seat` may not put one more building on `space` now (None: it may, cash aside)."""
    player = state.players[seat]
    found = BOARD[space]
    if found.kind != "street":
        return "not_street"
    if player.jailed and player.role == "competitor":
        return "price_war"
    if space in player.pawned:
        return "mortgaged"
    if state.buildings.get(space, 0) >= MAX_LEVEL[player.role]:
        return "top_level"
    if player.role == "monopolist":
        if not has_monopoly(state, seat, found.city):
            return "no_monopoly"
        if any(street in player.pawned for street in CITIES[found.city]):
            return "city_mortgaged"
    return None


def building_sale(space: int) -> int:
    return BOARD[space].house * BUILDING_SALE_PERCENT // 100


def buildings_value(state, seat: int) -> int:
    """The purchase price of the seat's buildings."""
    return sum(BOARD[s].house * state.buildings.get(s, 0) for s in state.players[seat].titles)


def tax_percent(state, seat: int) -> int:
    """Rule 16's percentage: of the cash by role, 10% of the unmortgaged titles' and the buildings' prices."""
    player = state.players[seat]
    titles = sum(BOARD[s].price for s in player.titles if s not in player.pawned)
    tenths = player.cash * TAX_CASH_PERCENT[player.role] + (titles + buildings_value(state, seat)) * TAX_PROPERTY_PERCENT
    return tenths // 100


def can_raise(state, seat: int) -> int:
    """The cash the seat would hold after selling every building and mortgaging every title."""
    player = state.players[seat]
    sales = sum(building_sale(s) * state.buildings.get(s, 0) for s in player.titles)
    loans = sum(MONEY.pawn_value(s) for s in player.titles if s not in player.pawned)
    return player.cash + sales + loans


def wealth(state, seat: int) -> int:
    """Rule 23: the cash, plus the rent an opponent landing on each unmortgaged title would pay
    (a utility with the average roll of 7, data.WEALTH_DICE)."""
    player = state.players[seat]
    if player.bankrupt:
        return 0
    return player.cash + sum(rent(state, space) for space in player.titles)
