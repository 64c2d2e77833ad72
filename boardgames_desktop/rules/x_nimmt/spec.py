"""X bere! (X nimmt!) by Wolfgang Kremer and Reinhard Staupe: don't collect cows. 2-4 players.

Setup override: {"decks": [deck_round_1, deck_round_2]}, each the 100 cards from the top: the three
row starts (rows "3", "4", "5"), then 8 cards for each seat in seat order.
"""

from collections import Counter
from operator import attrgetter, itemgetter

from ..core import GameSpec, IllegalAction, InvalidSetup, Outcome, Progress, Rng, event, rank_by
from ..core.views import trusted
from .actions import ACTION_ADAPTER, Keep, Play, TakeRow
from .data import CARDS, HAND_POINTS_PER_HEAD, HAND_SIZE, HEADS, PILE_POINTS_PER_HEAD, ROUNDS, ROW_SIZES
from .determinize import determinize
from .options import XNimmtOptions, XNimmtSetup
from .state import Choice, Seat, XNimmtState
from .view import Awaiting, PlayerView, PrivateView, Row, XNimmtView
from .view import Play as PlayView


class XNimmtSpec(GameSpec):
    id = "x_nimmt"
    min_players = 2
    max_players = 4
    rules_version = 1
    options_model = XNimmtOptions
    setup_model = XNimmtSetup
    action_adapter = ACTION_ADAPTER

    def _new_game(self, num_players, seed, options, setup, rules_version):  # one version so far
        decks = setup.get("decks")
        if decks is not None:
            if not isinstance(decks, list) or len(decks) != ROUNDS or not all(_is_whole_deck(d) for d in decks):
                raise InvalidSetup("bad_setup", {"detail": f"decks must be {ROUNDS} orders of the 100 cards"})
            decks = [list(deck) for deck in decks]
        state = XNimmtState(
            num_players=num_players,
            options=options,
            rng=Rng.from_seed(seed),
            decks=decks,
            seats=[Seat() for _ in range(num_players)],
        )
        _start_round(state)
        return state

    def _legal_actions(self, state, seat):
        if state.phase == "choosing":
            s = state.seats[seat]
            if s.plays is None:
                s.plays = tuple(map(_PLAYS.__getitem__, s.hand))
            return list(s.plays)
        if state.awaiting.kind == "take_row":
            return list(_TAKES)
        return list(map(_KEEPS.__getitem__, state.awaiting.cards))

    _copy = staticmethod(XNimmtState.copy)

    def _apply(self, state, seat, action):
        kind = type(action)  # not isinstance: pydantic's metaclass makes that several times slower
        if kind is Play:
            if state.phase != "choosing":
                raise IllegalAction("wrong_phase", {"phase": state.phase})
            _choose(state, seat, action.card)
        elif kind is TakeRow:
            if state.awaiting is None or state.awaiting.kind != "take_row":
                raise IllegalAction("not_too_low")
            _take_chosen_row(state, action.row)
        elif kind is Keep:
            if state.awaiting is None or state.awaiting.kind != "keep":
                raise IllegalAction("wrong_phase", {"phase": state.phase})
            _keep_chosen(state, action.card)
        else:
            raise IllegalAction("bad_action", {"detail": f"not an X bere! action: {type(action).__name__}"})

    def _view(self, state, seat):
        me = None
        if seat is not None:
            s = state.seats[seat]
            me = trusted(PrivateView, hand=list(s.hand), x_pile=sorted(s.x_pile), chosen=s.chosen)
        awaiting = None
        if state.awaiting is not None:
            choice = state.awaiting
            awaiting = trusted(Awaiting, kind=choice.kind, seat=choice.seat, card=choice.card,
                                                cards=list(choice.cards))
        return trusted(XNimmtView, 
            seat=seat,
            num_players=state.num_players,
            round=state.round,
            turn=state.turn,
            phase=state.phase,
            to_act=list(state.to_act),
            rows=[trusted(Row, size=size, cards=list(cards)) for size, cards in zip(ROW_SIZES, state.rows)],
            revealed=[trusted(PlayView, seat=p, card=c) for p, c in state.revealed],
            pending=[trusted(PlayView, seat=p, card=c) for p, c in state.pending],
            awaiting=awaiting,
            players=[
                trusted(PlayerView, 
                    seat=i,
                    hand=len(s.hand),
                    x_row=list(s.x_row),
                    x_pile=len(s.x_pile),
                    has_chosen=s.chosen is not None,
                    round_scores=list(s.round_scores),
                    total=state.total(i),
                )
                for i, s in enumerate(state.seats)
            ],
            me=me,
        )

    def _determinize(self, view, seat, rng):
        return determinize(view, seat, rng)

    def _progress(self, state):
        return Progress(round=state.round, phase=state.phase)

    def _outcome(self, state):
        scores = [state.total(seat) for seat in range(state.num_players)]
        ranking = rank_by([(-score,) for score in scores])
        winners = ranking[0]
        return Outcome(
            scores=scores,
            ranking=ranking,
            winners=winners,
            tie_break="shared_win" if len(winners) > 1 else None,
        )


# Every action there can be, made once: pydantic models are slow to build, and a search asks for
# the legal actions thousands of times a decision.
_PLAYS = {card: Play(card=card) for card in CARDS}
_KEEPS = {card: Keep(card=card) for card in CARDS}
_TAKES = tuple(TakeRow(row=row) for row in range(len(ROW_SIZES)))
# Read in C rather than by a Python lambda or generator, a little faster at every turn.
_HAND, _CHOSEN = attrgetter("hand"), attrgetter("chosen")  # of a seat
_CARD = itemgetter(1)  # of a play, (seat, card)


def _is_whole_deck(deck) -> bool:
    return (
        isinstance(deck, list)
        and all(isinstance(card, int) and not isinstance(card, bool) for card in deck)
        and Counter(deck) == Counter(CARDS)
    )


def _own_seat(state: XNimmtState, seat: int) -> Seat:
    """A new seat in place of `seat`'s, to change: the old one may belong to another state too."""
    state.seats[seat] = s = state.seats[seat].copy()
    return s


def _start_round(state: XNimmtState) -> None:
    state.round += 1
    state.turn = 1
    state.phase = "choosing"
    if state.decks:
        deck = state.decks[state.round - 1]
    else:
        state.rng = Rng(state.rng.state)  # a generator of its own: the old one may be another state's too
        deck = state.rng.shuffled(CARDS)
    rows = len(ROW_SIZES)
    state.rows = [[card] for card in deck[:rows]]
    state.seats = [
        Seat(hand=sorted(deck[rows + i * HAND_SIZE : rows + (i + 1) * HAND_SIZE]), round_scores=seat.round_scores)
        for i, seat in enumerate(state.seats)
    ]
    state.undealt = deck[rows + state.num_players * HAND_SIZE :]
    state.revealed, state.pending, state.awaiting = [], [], None
    state.to_act = list(range(state.num_players))
    state.events.append(event("round_dealt", {"round": state.round, "rows": [list(row) for row in state.rows]},
                              reveals=True))


# -- choosing and revealing ------------------------------------------------------------------


def _choose(state: XNimmtState, seat: int, card: int) -> None:
    if card not in state.seats[seat].hand:
        raise IllegalAction("card_not_in_hand", {"card": card})
    _own_seat(state, seat).chosen = card
    state.to_act = to_act = list(state.to_act)  # a new list is this state's alone: it may change in place
    to_act.remove(seat)
    state.events.append(event("card_chosen", {"seat": seat}))
    if not to_act:
        _reveal(state)


def _reveal(state: XNimmtState) -> None:
    plays = sorted(enumerate(map(_CHOSEN, state.seats)), key=_CARD)
    for seat, card in plays:
        s = _own_seat(state, seat)
        s.hand = list(s.hand)
        s.hand.remove(card)
        s.chosen = None
    # Neither list is ever changed in place, so the two fields may share one.
    state.revealed = state.pending = plays
    state.phase = "resolving"
    state.events.append(event("cards_revealed", {"plays": [{"seat": seat, "card": card} for seat, card in plays]},
                              reveals=True))
    _place_pending(state)


# -- placing, lowest card first --------------------------------------------------------------


def _target_row(rows: list[list[int]], card: int) -> int | None:
    """Rules 1 and 2: the row whose last card is the highest one below `card`."""
    target, highest = None, 0
    for index, row in enumerate(rows):
        if highest < row[-1] < card:
            target, highest = index, row[-1]
    return target


def _place_pending(state: XNimmtState) -> None:
    # New lists of rows and of cards still to place, changed only here: the old ones may belong
    # to another state too.
    rows = state.rows = list(state.rows)
    pending, placed = state.pending, 0
    while placed < len(pending) and state.awaiting is None:
        seat, card = pending[placed]
        target = _target_row(rows, card)
        if target is None:
            state.awaiting = Choice("take_row", seat, card)
            state.events.append(event("too_low", {"seat": seat, "card": card}))
            break
        placed += 1
        row = rows[target]
        if len(row) + 1 == ROW_SIZES[target]:
            rows[target] = [card]
            state.events.append(event("row_filled", {"seat": seat, "card": card, "row": target, "cards": row}))
            _take(state, seat, row)
        else:
            rows[target] = row + [card]
            state.events.append(event("card_placed", {"seat": seat, "card": card, "row": target}))
    if placed:
        state.pending = pending[placed:]
    if state.awaiting is None:
        _end_turn(state)
    else:
        state.to_act = [state.awaiting.seat]


def _take_chosen_row(state: XNimmtState, row: int) -> None:
    if not isinstance(row, int) or not 0 <= row < len(state.rows):
        raise IllegalAction("bad_row", {"row": row})
    seat, card = state.pending[0]
    state.pending = state.pending[1:]
    taken = state.rows[row]
    state.rows = rows = list(state.rows)  # a new list is this state's alone: it may change in place
    rows[row] = [card]
    state.awaiting = None
    state.events.append(event("row_taken", {"seat": seat, "card": card, "row": row, "cards": taken}))
    _take(state, seat, taken)
    _place_pending(state)


def _take(state: XNimmtState, seat: int, taken: list[int]) -> None:
    """One taken card goes to the X row; with several, the player chooses which."""
    if len(taken) == 1:
        _keep(state, seat, taken[0], taken, automatic=True)
    else:
        state.awaiting = Choice("keep", seat, None, tuple(taken))


def _keep_chosen(state: XNimmtState, card: int) -> None:
    choice = state.awaiting
    if card not in choice.cards:
        raise IllegalAction("card_not_taken", {"card": card})
    state.awaiting = None
    _keep(state, choice.seat, card, list(choice.cards), automatic=False)
    _place_pending(state)


def _keep(state: XNimmtState, seat: int, card: int, taken: list[int], automatic: bool) -> None:
    s = _own_seat(state, seat)
    if s.x_row and card < s.x_row[-1]:
        s.x_pile = s.x_pile + s.x_row
        state.events.append(event("x_row_collapsed", {"seat": seat, "count": len(s.x_row)}))
        s.x_row = [card]
    else:
        s.x_row = s.x_row + [card]
    to_hand = list(taken)
    to_hand.remove(card)
    if to_hand:
        s.hand = sorted(s.hand + to_hand)
    state.events.append(event("card_kept", {"seat": seat, "card": card, "to_hand": to_hand, "automatic": automatic}))


# -- the end of a turn, of a round, of the game ----------------------------------------------


def _end_turn(state: XNimmtState) -> None:
    if all(map(_HAND, state.seats)):
        state.phase = "choosing"
        state.turn += 1
        state.to_act = list(range(state.num_players))
        return
    hand_heads = [sum(map(HEADS.__getitem__, seat.hand)) for seat in state.seats]
    pile_heads = [sum(map(HEADS.__getitem__, seat.x_pile)) for seat in state.seats]
    points = [HAND_POINTS_PER_HEAD * h + PILE_POINTS_PER_HEAD * p for h, p in zip(hand_heads, pile_heads)]
    for seat, score in enumerate(points):
        s = _own_seat(state, seat)
        s.round_scores = s.round_scores + [score]
    state.events.append(event("round_scored", {"round": state.round, "points": points, "hand_heads": hand_heads,
                                               "pile_heads": pile_heads}))
    if state.round < ROUNDS:
        _start_round(state)
    else:
        state.phase, state.is_over, state.to_act = "over", True, []
        state.events.append(event("game_over"))
