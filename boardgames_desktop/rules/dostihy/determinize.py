"""A whole game of Dostihy a sázky that one seat could be in, from that seat's view alone.

Everything at this table is public except the order of the chance deck and the dice to come, so
the deck (every card neither discarded nor held) is shuffled and the dice are left to a fresh
generator. The order in which players went bankrupt is not in the view; it only orders the
bankrupt among themselves at the end, and is taken in seat order.
"""

from ..core import Rng
from .data import RULES
from .options import DostihyOptions
from .state import Challenge, Distress, DostihyState, Player, Race, TradeOffer
from .view import DostihyView


def determinize(view: DostihyView, seat: int, rng: Rng) -> DostihyState:
    players = [
        Player(
            cash=p.cash,
            horses=[h.id for h in p.horses],
            pawned=[h.id for h in p.horses if h.pawned],
            held=list(p.held),
            bankrupt=p.bankrupt,
        )
        for p in view.players
    ]
    seen = set(view.discard) | {card for p in view.players for card in p.held}
    deck = rng.shuffled([card.id for card in RULES[view.rules_version].deck if card.id not in seen])
    challenge = None
    if view.challenge is not None:
        c = view.challenge
        challenge = Challenge(
            challenger=c.challenger,
            races=[
                Race(
                    runner=r.runner,
                    opponent=r.opponent,
                    stake=r.stake,
                    answer=r.answer,
                    answer_stake=r.answer_stake,
                    bonuses=tuple(r.bonuses) if r.bonuses is not None else None,
                    rolls=[tuple(roll) for roll in r.rolls],
                    winner=r.winner,
                )
                for r in c.races
            ],
            sent=c.sent,
            raised=c.raised,
            finished=c.finished,
        )
    distress = None
    if view.distress is not None:
        d = view.distress
        distress = Distress(seat=d.seat, owed=d.owed, card=d.card, offered=[tuple(o) for o in d.offered])
    offer = None
    if view.offer is not None:
        o = view.offer
        offer = TradeOffer(seller=o.seller, buyer=o.buyer, horse=o.horse, price=o.price)
    return DostihyState(
        num_players=view.num_players,
        options=DostihyOptions(starting_cash=view.starting_cash),
        rng=Rng(rng.next64()),
        players=players,
        bank_horses=list(view.bank_horses),
        deck=deck,
        symbol_script=[],
        points_script=[],
        first_player=view.first_player,
        rules_version=view.rules_version,
        current=view.current,
        round=view.round,
        turn=view.turn,
        phase=view.phase,
        symbol=view.symbol,
        chosen=view.chosen,
        changed=list(view.changed),
        discard=list(view.discard),
        challenge=challenge,
        distress=distress,
        offer=offer,
        bank_paid=view.bank_paid,
        bank_received=view.bank_received,
        out=[i for i, p in enumerate(view.players) if p.bankrupt],
        end_reason=view.end_reason,
    )
