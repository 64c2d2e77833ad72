"""A whole game of Anti-Monopoly that one seat could be in, from that seat's view alone.

Everything at this table is public except the order of the two card piles and the dice to come:
every card is always in its pile (a used one goes back beneath), so each pile is shuffled whole,
and the dice are left to a fresh generator.
"""

from ..core import Rng
from ..core.offers import Trade
from .data import DECKS
from .state import AntiMonopolyState, Charge, Player, SettlementLine
from .view import AntiMonopolyView


def _trade(view) -> Trade:
    return Trade(proposer=view.proposer, partner=view.partner, give=tuple(view.give), take=tuple(view.take),
                 money=view.ask - view.pay)


def determinize(view: AntiMonopolyView, seat: int, rng: Rng) -> AntiMonopolyState:
    players = [
        Player(role=p.role, cash=p.cash, titles=list(p.titles),
               pawned=[s for s in p.titles if view.spaces[s].mortgaged], position=p.position,
               jailed=p.jailed, tries=p.tries, bankrupt=p.bankrupt)
        for p in view.players
    ]
    return AntiMonopolyState(
        num_players=view.num_players,
        options=view.options,
        rng=Rng(rng.next64()),
        rules_version=view.rules_version,
        players=players,
        bank_titles=list(view.bank_titles),
        buildings={s.index: s.buildings for s in view.spaces if s.buildings},
        decks={role: rng.shuffled([card.id for card in cards]) for role, cards in DECKS.items()},
        dice_script=[],
        first_player=view.first_player,
        current=view.current,
        round=view.round,
        turn=view.turn,
        phase=view.phase,
        rolls=view.rolls,
        extra_roll=view.extra_roll,
        dice=tuple(view.dice) if view.dice is not None else None,
        path=list(view.path),
        mover=view.mover,
        last_card=(view.last_card.seat, view.last_card.card) if view.last_card else None,
        debts=[Charge(seat=d.seat, owed=d.owed, creditor=d.to, reason=d.reason, space=d.space) for d in view.debts],
        resume=view.resume,
        offer=_trade(view.offer) if view.offer is not None else None,
        offer_back=view.offer_back,
        offered=[tuple(pair) for pair in view.offered],
        out=list(view.out),
        settlement=[SettlementLine(seat=line.seat, cash=line.cash, kept=line.kept,
                                   rents=[tuple(r) for r in line.rents], final=line.final, wealth=line.wealth)
                    for line in view.settlement],
        end_reason=view.end_reason,
        bank_paid=view.bank_paid,
        bank_received=view.bank_received,
    )
