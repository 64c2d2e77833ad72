"""What a seat may see of a game of Dostihy a sázky (seat None: the public table).

Everything at this table is public (cash, horses, pawned horses, kept betting cards, stakes, offers),
so every seat sees the same; only the order of the chance deck and the dice still to come are secret.
"""

from typing import Literal

from pydantic import BaseModel

from ..core.views import trusted

from .data import HORSE_BY_ID, MONEY

Runner = Literal["stable"] | int


class HorseView(BaseModel):
    id: int
    rosettes: int
    price: int
    pawned: bool
    # what the bank pays or asks for it (data.MONEY), for the table to show beside the choices
    pawn_value: int
    redeem_cost: int
    sale_price: int  # not for a pawned horse


class PlayerView(BaseModel):
    seat: int
    cash: int  # in hand, stakes on the table not counted
    horses: list[HorseView]  # ascending ids
    held: list[str]  # betting chance cards kept until the next race
    bankrupt: bool
    worth: int  # cash + the price of every horse not pawned: the score if the game ended now


class RaceView(BaseModel):
    runner: Runner
    opponent: int
    stake: int  # the challenger's (after matching: equal to the answer's)
    answer: Runner | None  # the opponent's runner, once answered
    answer_stake: int | None
    bonuses: list[int] | None  # [challenger, opponent] added to each roll, once run
    rolls: list[list[int]]  # [challenger, opponent] for each roll, ties first
    winner: int | None


class ChallengeView(BaseModel):
    challenger: int
    races: list[RaceView]  # in the order entered, which is the order they are run
    sent: bool
    answering: int | None  # the race to be answered now
    raised: int  # crowns the challenger must add to match the raises so far
    most_races: list[int]  # per seat, the most races the challenger may enter against it (0: none)
    finished: bool  # run; shown until the next roll


class DistressView(BaseModel):
    seat: int
    owed: int
    card: str
    offered: list[list[int]]  # [horse, buyer, price] of the offers made (and refused) in this distress


class OfferView(BaseModel):
    seller: int
    buyer: int
    horse: int
    price: int
    pawned: bool


class DostihyView(BaseModel):
    game: Literal["dostihy"] = "dostihy"
    rules_version: int  # the rules this game is played by (data.RULES)
    seat: int | None
    num_players: int
    starting_cash: int
    phase: str
    to_act: list[int]
    round: int
    turn: int
    current: int  # whose turn it is
    first_player: int
    symbol: str | None  # rolled this turn
    chosen: str | None  # chosen this turn after a star
    changed: list[int]  # horses pawned or redeemed since this turn began (not again before the roll)
    players: list[PlayerView]
    bank_horses: list[int]  # ascending ids the bank can sell
    chance_left: int  # cards in the chance deck (their order is secret)
    discard: list[str]  # chance cards done with, oldest first
    challenge: ChallengeView | None
    distress: DistressView | None
    offer: OfferView | None
    bank_paid: int
    bank_received: int
    end_reason: str | None  # "deck_empty" or "last_player" once over


def _horse(horse: int, pawned: bool) -> HorseView:
    found = HORSE_BY_ID[horse]
    return trusted(HorseView, id=horse, rosettes=found.rosettes, price=found.price, pawned=pawned,
                                     pawn_value=MONEY.pawn_value(horse), redeem_cost=MONEY.redeem_cost(horse),
                                     sale_price=MONEY.sale_price(horse))


def build_view(state, seat: int | None, scores: list[int], most_races: list[int]) -> DostihyView:
    challenge = None
    if state.challenge is not None:
        c = state.challenge
        challenge = trusted(ChallengeView, 
            challenger=c.challenger,
            races=[
                trusted(RaceView, 
                    runner=race.runner,
                    opponent=race.opponent,
                    stake=race.stake,
                    answer=race.answer,
                    answer_stake=race.answer_stake,
                    bonuses=list(race.bonuses) if race.bonuses is not None else None,
                    rolls=[list(r) for r in race.rolls],
                    winner=race.winner,
                )
                for race in c.races
            ],
            sent=c.sent,
            answering=state.next_answer() if state.phase == "answer" else None,
            raised=c.raised,
            most_races=most_races,
            finished=c.finished,
        )
    distress = None
    if state.distress is not None:
        d = state.distress
        distress = trusted(DistressView, seat=d.seat, owed=d.owed, card=d.card,
                                                offered=[list(p) for p in d.offered])
    offer = None
    if state.offer is not None:
        o = state.offer
        offer = trusted(OfferView, seller=o.seller, buyer=o.buyer, horse=o.horse, price=o.price,
                                          pawned=o.horse in state.players[o.seller].pawned)
    return trusted(DostihyView, 
        rules_version=state.rules_version,
        seat=seat,
        num_players=state.num_players,
        starting_cash=state.options.starting_cash,
        phase=state.phase,
        to_act=list(state.to_act),
        round=state.round,
        turn=state.turn,
        current=state.current,
        first_player=state.first_player,
        symbol=state.symbol,
        chosen=state.chosen,
        changed=list(state.changed),
        players=[
            trusted(PlayerView, 
                seat=i,
                cash=p.cash,
                horses=[_horse(h, h in p.pawned) for h in p.horses],
                held=list(p.held),
                bankrupt=p.bankrupt,
                worth=scores[i],
            )
            for i, p in enumerate(state.players)
        ],
        bank_horses=list(state.bank_horses),
        chance_left=len(state.deck),
        discard=list(state.discard),
        challenge=challenge,
        distress=distress,
        offer=offer,
        bank_paid=state.bank_paid,
        bank_received=state.bank_received,
        end_reason=state.end_reason,
    )
