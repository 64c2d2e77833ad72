"""A whole game of X bere! that one seat could be in, from that seat's view alone.

Unseen: other hands and X piles, the cards face down this turn, the undealt rest of the deck and
the next round's deck. Cards of the latest reveal that are no longer on the table went into some
other player's hand or X pile (taken rows), so they are dealt there, never into the undealt cards.
"""

from ..core import Rng
from .data import CARDS
from .options import XNimmtOptions
from .state import Choice, Seat, XNimmtState
from .view import XNimmtView


def determinize(view: XNimmtView, seat: int, rng: Rng) -> XNimmtState:
    me = view.me
    others = [i for i in range(view.num_players) if i != seat]
    on_table = {card for row in view.rows for card in row.cards}
    on_table |= {card for p in view.players for card in p.x_row}
    on_table |= {play.card for play in view.pending}
    if view.awaiting is not None:
        on_table |= set(view.awaiting.cards)
    known = on_table | set(me.hand) | set(me.x_pile)
    taken = sorted({play.card for play in view.revealed} - known)
    unseen = rng.shuffled(sorted(set(CARDS) - known - set(taken)))

    # One slot per unseen card held by another player: ("hand" | "pile", seat).
    slots = [(where, i) for i in others for where, count in
             (("hand", view.players[i].hand), ("pile", view.players[i].x_pile)) for _ in range(count)]
    rng.shuffle(slots)
    held = {(where, i): [] for i in others for where in ("hand", "pile")}
    for slot, card in zip(slots, taken + unseen):
        held[slot].append(card)
    undealt = unseen[max(0, len(slots) - len(taken)):]

    seats = []
    for i, p in enumerate(view.players):
        if i == seat:
            hand, pile, chosen = list(me.hand), list(me.x_pile), me.chosen
        else:
            hand, pile = sorted(held[("hand", i)]), held[("pile", i)]
            chosen = hand[rng.below(len(hand))] if p.has_chosen else None
        seats.append(Seat(hand=hand, x_row=list(p.x_row), x_pile=pile, chosen=chosen,
                          round_scores=list(p.round_scores)))
    awaiting = None
    if view.awaiting is not None:
        a = view.awaiting
        awaiting = Choice(kind=a.kind, seat=a.seat, card=a.card, cards=tuple(a.cards))
    return XNimmtState(
        num_players=view.num_players,
        options=XNimmtOptions(),
        rng=Rng(rng.next64()),
        decks=None,
        seats=seats,
        round=view.round,
        turn=view.turn,
        phase=view.phase,
        is_over=view.phase == "over",
        to_act=list(view.to_act),
        rows=[list(row.cards) for row in view.rows],
        undealt=undealt,
        revealed=[(play.seat, play.card) for play in view.revealed],
        pending=[(play.seat, play.card) for play in view.pending],
        awaiting=awaiting,
    )
