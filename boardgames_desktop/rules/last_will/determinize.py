"""A whole game of Poslední vůle that one seat could be in, from that seat's view alone.

Unseen: the other hands (their backs are seen: how many of each deck, specials by crowns), the order
of every deck, the discard piles. Each back's unseen cards are dealt at random to the other hands,
the deck and the discard pile, in the numbers the view shows.
"""

from collections import defaultdict

from ..core import Rng
from .data import REGULAR_DECKS, box
from .options import LastWillOptions
from .state import BLOCKER, Declaring, LastWillState, OnBoard, Player
from .view import LastWillView


def determinize(view: LastWillView, seat: int, rng: Rng) -> LastWillState:
    seen = set(view.me.hand) | set(view.boxed) | {c for c in view.offer.values() if c is not None}
    seen |= {b.card for p in view.players for b in p.board}
    unseen = defaultdict(list)  # back -> cards
    for card in box(view.rules_version):
        if card.id not in seen:
            unseen[card.back].append(card.id)
    for back in unseen:
        unseen[back] = rng.shuffled(unseen[back])

    def deal(back: str, count: int) -> list[str]:
        cards, unseen[back] = unseen[back][:count], unseen[back][count:]
        return cards

    players = []
    for p in view.players:
        if p.seat == seat:
            hand = list(view.me.hand)
        else:
            hand = sorted(card for back, count in p.hand.items() for card in deal(back, count))
        players.append(Player(
            money=p.money, hand=hand,
            board=[OnBoard(b.card, list(b.tokens), b.activated, b.step) for b in p.board],
            extra_boards=p.extra_boards, plan=p.plan, last_plan=p.last_plan, errands=p.errands,
            drew_any=p.drew_any, actions=p.actions, used=dict(p.used), traded=list(p.traded),
            drawn=list(view.me.drawn) if p.seat == seat else [],
        ))
    decks = {deck: deal(deck, view.decks[deck]) for deck in REGULAR_DECKS}
    discards = {deck: deal(deck, view.discards[deck]) for deck in REGULAR_DECKS}
    decks["specials"] = [deal(f"specials_{crowns}", 1)[0] for crowns in view.specials]
    buried = [deal(f"specials_{crowns}", 1)[0] for crowns in view.buried]
    beside = deal("happy_days", view.beside)

    plans = {p.position: p.seat for p in view.plans if p.seat is not None}
    plans |= {p.position: BLOCKER for p in view.plans if p.blocked}
    state = LastWillState(
        num_players=view.num_players, options=LastWillOptions(will_cards=view.will_cards), rng=Rng(rng.next64()),
        starting_money=view.starting_money, players=players, decks=decks, discards=discards,
        market=list(view.market), start_player=view.start_player, beside=beside, boxed=list(view.boxed), buried=buried,
        offer=dict(view.offer), group_taken=view.group_taken, taken=dict(view.taken),
        extra_boards_left=view.extra_boards_left, plans=plans, round=view.round, phase=view.phase,
        spent=view.spent, paid_out=view.paid_out, rules_version=view.rules_version,
    )
    if view.declaring is not None:
        d = view.declaring
        state.declaring = Declaring(d.seat, d.count, list(d.decks))
    state.queue = [tuple(step) for step in view.queue]
    return state
