"""What a seat may see of a game of Anti-Monopoly (seat None: the public table).

Everything at this table is public (cash, titles, buildings, mortgages, roles, offers, debts), so
every seat sees the same; only the order of the two card piles and the dice to come are secret.
The view carries every figure the table shows (rents, prices, mortgage and redeem values, building
costs, both income-tax amounts, wealth), so the table never computes a rule.
"""

from typing import Literal

from pydantic import BaseModel

from ..core.views import trusted

from .data import BOARD, FLAT_TAX, Kind, MAX_LEVEL, MONEY, PRISON_FEE, TRANSPORT_COMPETITOR_PERCENT, \
    TRANSPORT_MONOPOLIST, UTILITY_COMPETITOR, UTILITY_MONOPOLIST, rent_table
from .economy import build_refusal, building_sale, can_raise, earns, has_monopoly, multiplier, rent, tax_percent, wealth
from .options import AntiMonopolyOptions


class SpaceView(BaseModel):
    index: int
    kind: Kind
    name: str  # a street's name as printed; "" for the other spaces
    city: str  # a street's city id; a transport company's or works' own id
    price: int  # titles; 0 otherwise
    house_price: int  # streets: the cost of one building (the hotel too)
    building_sale: int  # streets: what the bank pays for one building
    mortgage_value: int  # titles
    redeem_cost: int  # titles
    # The printed rents of the title's card, per owner's role. Streets: competitor [none, 1-4
    # houses, hotel]; monopolist [one street, monopoly, 1-3 houses, hotel]. Transport: competitor
    # [any number], monopolist [1, 2, 3, 4 owned]. Works: times the dice, competitor [any number],
    # monopolist [1, 2 owned].
    rents_competitor: list[int]
    rents_monopolist: list[int]
    owner: int | None
    buildings: int  # 0-4 houses; the hotel is MAX_LEVEL of the owner's role (see `hotel`)
    hotel: bool
    mortgaged: bool
    monopoly: bool  # the owner, a monopolist, holds a monopoly in this street's city: double rent
    rent: int | None  # what a player landing here pays now (0: unowned or mortgaged); None for works
    rent_per_pip: int | None  # works: the rent is this times the dice (0: unowned or mortgaged)
    build_blocked: str | None  # owned streets: why the owner may not build now (build_refusal), None: may


class PlayerView(BaseModel):
    seat: int
    role: str  # "competitor" or "monopolist"
    cash: int
    position: int
    jailed: bool  # in prison (monopolist) or price war (competitor)
    tries: int  # turns already spent trying for doubles there
    bankrupt: bool
    titles: list[int]  # ascending spaces, mortgaged ones included
    wealth: int  # rule 23: cash + the rent of every unmortgaged title (works at a roll of 7)
    tax_percent: int  # rule 16's percentage option of the income tax, were it due now
    can_raise: int  # cash after selling every building and mortgaging every title


class TradeView(BaseModel):
    proposer: int
    partner: int
    give: list[int]  # titles the proposer hands over
    take: list[int]  # titles the partner hands over
    ask: int  # paid by the partner to the proposer
    pay: int  # paid by the proposer to the partner


class DebtView(BaseModel):
    seat: int
    owed: int
    to: int | None  # None: the bank
    reason: str  # as the "paid" event's reason
    space: int | None


class CardView(BaseModel):
    seat: int
    deck: str  # the role whose pile it came from
    card: str


class SettlementView(BaseModel):
    seat: int
    cash: int  # before the settlement
    kept: int
    rents: list[list[int]]  # [space, rent] paid by the banker, in board order
    final: int
    wealth: int  # rule 23's wealth before the settlement (the tie-break)


class AntiMonopolyView(BaseModel):
    game: Literal["anti_monopoly"] = "anti_monopoly"
    rules_version: int
    seat: int | None
    num_players: int
    options: AntiMonopolyOptions
    phase: str  # "roll", "buy", "tax", "end", "offer", "distress", "over"
    to_act: list[int]
    round: int
    turn: int
    current: int
    first_player: int
    rolls: int  # moving rolls this turn
    extra_roll: bool  # doubles: the player on turn may roll once more (or end the turn, rules_version 2 on)
    dice: list[int] | None  # the last two dice rolled this turn
    path: list[int]  # the spaces of the last move, the one reached last
    mover: int | None  # whose pawn made that move
    last_card: CardView | None  # drawn this turn
    spaces: list[SpaceView]  # the 40 spaces, START first
    players: list[PlayerView]
    bank_titles: list[int]
    flat_tax: int  # rule 16's fixed amount
    tax: list[int] | None  # phase "tax": [flat, percent] for the player on turn to choose from
    prison_fee: int
    debts: list[DebtView]  # phase "distress": the first one is being raised now
    resume: str  # after the debts: "finish" the move, or "released" from prison
    offer: TradeView | None
    offer_back: str
    offered: list[list[int]]  # [proposer, partner] of this turn's offers (rules_version 1: one to each player per turn)
    may_offer: list[int]  # the seats that may propose a trade now (rule 21)
    may_end_by_agreement: bool  # the family may stop now, ranked by wealth (end_by_agreement)
    out: list[int]  # bankrupt seats in the order they went out
    cards_left: dict[str, int]  # per pile; their order is secret
    settlement: list[SettlementView]  # the time-limit variant's, once over
    end_reason: str | None  # "last_player", "side_bankrupt", "time" or "agreement"
    bank_paid: int
    bank_received: int


def _tables(space: int) -> tuple[list[int], list[int]]:
    found = BOARD[space]
    if found.kind == "street":
        return rent_table(space, "competitor"), rent_table(space, "monopolist")
    if found.kind == "transport":
        return [found.price * TRANSPORT_COMPETITOR_PERCENT // 100], list(TRANSPORT_MONOPOLIST)
    if found.kind == "utility":
        return list(UTILITY_COMPETITOR), list(UTILITY_MONOPOLIST)
    return [], []


def _static(space: int) -> dict:
    found = BOARD[space]
    return dict(
        index=space, kind=found.kind, name=found.name, city=found.city, price=found.price,
        house_price=found.house, building_sale=building_sale(space) if found.kind == "street" else 0,
        mortgage_value=MONEY.pawn_value(space) if found.is_title else 0,
        redeem_cost=MONEY.redeem_cost(space) if found.is_title else 0,
    )


_STATIC = [_static(space) for space in range(len(BOARD))]
_RENTS = [_tables(space) for space in range(len(BOARD))]


def _space(state, space: int, owner: int | None) -> SpaceView:
    found = BOARD[space]
    mortgaged = owner is not None and space in state.players[owner].pawned
    level = state.buildings.get(space, 0)
    works = found.kind == "utility"
    live = owner is not None and not mortgaged and earns(state, owner)
    return trusted(SpaceView, 
        **_STATIC[space],
        rents_competitor=list(_RENTS[space][0]),
        rents_monopolist=list(_RENTS[space][1]),
        owner=owner,
        buildings=level,
        hotel=owner is not None and level == MAX_LEVEL[state.players[owner].role],
        mortgaged=mortgaged,
        monopoly=found.kind == "street" and owner is not None and has_monopoly(state, owner, found.city),
        rent=None if works else rent(state, space),
        rent_per_pip=(multiplier(state, space, owner) if live else 0) if works else None,
        build_blocked=build_refusal(state, owner, space) if owner is not None and found.kind == "street" else None,
    )


def _trade(trade) -> TradeView:
    return trusted(TradeView, proposer=trade.proposer, partner=trade.partner, give=list(trade.give),
                                     take=list(trade.take), ask=max(trade.money, 0), pay=max(-trade.money, 0))


def build_view(state, seat: int | None) -> AntiMonopolyView:
    current = state.current
    owners = {space: seat for seat, player in enumerate(state.players) for space in player.titles}
    return trusted(AntiMonopolyView, 
        rules_version=state.rules_version,
        seat=seat,
        num_players=state.num_players,
        options=state.options,
        phase=state.phase,
        to_act=list(state.to_act),
        round=state.round,
        turn=state.turn,
        current=current,
        first_player=state.first_player,
        rolls=state.rolls,
        extra_roll=state.extra_roll,
        dice=list(state.dice) if state.dice is not None else None,
        path=list(state.path),
        mover=state.mover,
        last_card=trusted(CardView, seat=state.last_card[0], deck=state.players[state.last_card[0]].role,
                                           card=state.last_card[1]) if state.last_card else None,
        spaces=[_space(state, space, owners.get(space)) for space in range(len(BOARD))],
        players=[
            trusted(PlayerView, 
                seat=i, role=p.role, cash=p.cash, position=p.position, jailed=p.jailed, tries=p.tries,
                bankrupt=p.bankrupt, titles=list(p.titles), wealth=wealth(state, i),
                tax_percent=tax_percent(state, i), can_raise=can_raise(state, i))
            for i, p in enumerate(state.players)
        ],
        bank_titles=list(state.bank_titles),
        flat_tax=FLAT_TAX,
        tax=[FLAT_TAX, tax_percent(state, current)] if state.phase == "tax" else None,
        prison_fee=PRISON_FEE,
        debts=[trusted(DebtView, seat=d.seat, owed=d.owed, to=d.creditor, reason=d.reason, space=d.space)
               for d in state.debts],
        resume=state.resume,
        offer=_trade(state.offer) if state.offer is not None else None,
        offer_back=state.offer_back,
        offered=[list(pair) for pair in state.offered],
        may_offer=state.may_offer(),
        may_end_by_agreement=state.may_end_by_agreement(),
        out=list(state.out),
        cards_left={role: len(cards) for role, cards in state.decks.items()},
        settlement=[
            trusted(SettlementView, seat=line.seat, cash=line.cash, kept=line.kept,
                                           rents=[list(r) for r in line.rents], final=line.final, wealth=line.wealth)
            for line in state.settlement
        ],
        end_reason=state.end_reason,
        bank_paid=state.bank_paid,
        bank_received=state.bank_received,
    )
