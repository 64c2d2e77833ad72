"""Na prodej (For Sale) by Stefan Dorra: buy houses cheaply, sell them dearly. 3-6 players.

Setup override, all keys optional: {"houses": [...30 houses...], "cheques": [...30 cheques...],
"first_player": seat}. The decks are given from the top as they lie before anything is removed
unseen or revealed.
"""

import math
from collections import Counter

from ..core import GameSpec, IllegalAction, InvalidSetup, Outcome, Progress, Rng, event, rank_by
from ..core.views import trusted
from .actions import ACTION_ADAPTER, Bid, Pass, Sell
from .data import CHEQUES, COIN_VALUE, FEWER_HOUSES_PER_ROUND, HOUSES, REMOVED_UNSEEN, STARTING_COINS
from .determinize import determinize
from .options import ForSaleOptions, ForSaleSetup
from .state import ForSaleState, Seat
from .view import FinalSeat, ForSaleView, PlayerView, PrivateView, Sale


class ForSaleSpec(GameSpec):
    id = "for_sale"
    min_players = 3
    max_players = 6
    rules_version = 1
    options_model = ForSaleOptions
    setup_model = ForSaleSetup
    action_adapter = ACTION_ADAPTER

    def _new_game(self, num_players, seed, options, setup, rules_version):  # one version so far
        rng = Rng.from_seed(seed)
        houses = _deck(setup.get("houses"), HOUSES, "houses") or rng.shuffled(HOUSES)
        cheques = _deck(setup.get("cheques"), CHEQUES, "cheques") or rng.shuffled(CHEQUES)
        first = setup.get("first_player")
        if first is None:
            first = rng.below(num_players)
        elif not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < num_players:
            raise InvalidSetup("bad_setup", {"detail": f"first_player: {first!r}"})
        removed = REMOVED_UNSEEN[options.variant].get(num_players, 0)
        state = ForSaleState(
            num_players=num_players,
            options=options,
            rng=rng,
            seats=[Seat(coins=STARTING_COINS[num_players]) for _ in range(num_players)],
            house_deck=houses[removed:],
            cheque_deck=cheques[removed:],
            removed_houses=houses[:removed],
            removed_cheques=cheques[:removed],
            first_player=first,
        )
        _start_auction(state)
        return state

    def _legal_actions(self, state, seat):
        if state.legal is None:
            state.legal = {}
        legal = state.legal.get(seat)
        if legal is None:
            legal = state.legal[seat] = _legal(state, seat)
        return list(legal)

    _copy = staticmethod(ForSaleState.copy)

    def _apply(self, state, seat, action):
        state.legal = None  # a search changes its own states in place
        kind = type(action)  # not isinstance: pydantic's metaclass makes that several times slower
        if kind is Sell:
            if state.phase != "selling":
                raise IllegalAction("wrong_phase", {"phase": state.phase})
            _choose_house(state, seat, action.house)
            return
        if state.phase != "buying":
            raise IllegalAction("wrong_phase", {"phase": state.phase})
        if kind is Bid:
            _bid(state, seat, action.amount)
        elif kind is Pass:
            _pass(state, seat)
        else:
            raise IllegalAction("bad_action", {"detail": f"not a Na prodej action: {type(action).__name__}"})

    def _view(self, state, seat):
        me = None
        if seat is not None:
            s = state.seats[seat]
            me = trusted(PrivateView, 
                coins=s.coins,
                houses=list(s.houses),
                cheques=sorted(s.cheques),
                chosen=s.chosen,
                bid_range=state.bid_range(seat) if seat in state.to_act and state.phase == "buying" else None,
            )
        final = None
        if state.is_over:
            final = [
                trusted(FinalSeat, seat=i, coins=s.coins, cheques=sorted(s.cheques), score=_score(s))
                for i, s in enumerate(state.seats)
            ]
        return trusted(ForSaleView, 
            seat=seat,
            num_players=state.num_players,
            variant=state.options.variant,
            forced_pass_costs_half=state.options.forced_pass_costs_half,
            starting_coins=STARTING_COINS[state.num_players],
            phase=state.phase,
            round=state.round,
            first_player=state.first_player,
            to_act=list(state.to_act),
            houses_on_table=list(state.houses_on_table),
            cheques_on_table=list(state.cheques_on_table),
            houses_in_deck=len(state.house_deck),
            cheques_in_deck=len(state.cheque_deck),
            coins_in_box=state.coins_in_box,
            highest_bid=state.highest_bid,
            players=[
                trusted(PlayerView, 
                    seat=i,
                    houses=len(s.houses),
                    cheques=len(s.cheques),
                    bid=s.bid,
                    passed=s.passed,
                    has_chosen=s.chosen is not None,
                )
                for i, s in enumerate(state.seats)
            ],
            last_sale=[trusted(Sale, seat=p, house=h, cheque=c) for p, h, c in state.last_sale],
            sold_houses=sorted(state.sold_houses),
            me=me,
            final=final,
        )

    def _determinize(self, view, seat, rng):
        return determinize(view, seat, rng)

    def _progress(self, state):
        return Progress(round=state.round, phase=state.phase)

    def _outcome(self, state):
        scores = [_score(s) for s in state.seats]
        ranking = rank_by([(score, s.coins) for score, s in zip(scores, state.seats)])
        winners = ranking[0]
        top = max(scores)
        tie_break = None
        if scores.count(top) > 1:
            tie_break = "shared_win" if len(winners) > 1 else "more_coins"
        return Outcome(scores=scores, ranking=ranking, winners=winners, tie_break=tie_break)


# Every action there can be, made once: building pydantic models is slow, and a search asks for
# the legal actions thousands of times a decision.
_PASS = Pass()
_BIDS = tuple(Bid(amount=amount) for amount in range(max(n * coins for n, coins in STARTING_COINS.items()) + 1))
_SELLS = {house: Sell(house=house) for house in HOUSES}
_BIDDING: dict[tuple[int, int] | None, tuple] = {None: (_PASS,)}  # by bid range, filled as needed


def _legal(state: ForSaleState, seat: int) -> tuple:
    if state.phase == "selling":
        return tuple(map(_SELLS.__getitem__, state.seats[seat].houses))
    limits = state.bid_range(seat)
    legal = _BIDDING.get(limits)
    if legal is None:
        legal = _BIDDING[limits] = (*_BIDS[limits[0]:limits[1] + 1], _PASS)
    return legal


def _deck(given, full: tuple[int, ...], name: str) -> list[int] | None:
    if given is None:
        return None
    if (
        not isinstance(given, list)
        or not all(isinstance(card, int) and not isinstance(card, bool) for card in given)
        or Counter(given) != Counter(full)
    ):
        raise InvalidSetup("bad_setup", {"detail": f"{name} must be the whole deck of {len(full)} cards"})
    return list(given)


def _own_seat(state: ForSaleState, seat: int) -> Seat:
    """A new seat in place of `seat`'s, to change: the old one may belong to another state too."""
    state.seats[seat] = s = state.seats[seat].copy()
    return s


def _own_seats(state: ForSaleState) -> list[Seat]:
    state.seats = [seat.copy() for seat in state.seats]
    return state.seats


def _score(seat: Seat) -> int:
    return sum(seat.cheques) + seat.coins * COIN_VALUE


# -- buying houses ---------------------------------------------------------------------------


def _start_auction(state: ForSaleState) -> None:
    per_round = state.num_players - FEWER_HOUSES_PER_ROUND[state.options.variant]
    count = min(per_round, len(state.house_deck))
    state.houses_on_table = sorted(state.house_deck[:count])
    state.house_deck = state.house_deck[count:]
    state.houses_this_round = count
    state.highest_bid = None
    state.passes_this_round = 0
    state.round += 1
    for s in _own_seats(state):
        s.bid, s.passed = None, False
    state.turn = state.first_player
    state.to_act = [state.turn]
    state.events.append(event("houses_dealt", {"round": state.round, "houses": list(state.houses_on_table)},
                              reveals=True))


def _bid(state: ForSaleState, seat: int, amount: int) -> None:
    limits = state.bid_range(seat)
    if limits is None:
        raise IllegalAction("must_pass")
    lowest, most = limits
    if amount < lowest:
        raise IllegalAction("bid_too_low", {"minimum": lowest})
    if amount > most:
        raise IllegalAction("bid_too_high", {"maximum": most})
    s = _own_seat(state, seat)
    s.coins -= amount - (s.bid or 0)
    s.bid = state.highest_bid = amount
    state.events.append(event("bid", {"seat": seat, "amount": amount}))
    _next_bidder(state)


def _pass(state: ForSaleState, seat: int) -> None:
    s = _own_seat(state, seat)
    pile = s.bid or 0
    forced = state.bid_range(seat) is None
    # With H houses for P bidders, the first P - H to pass take no house and keep all their coins.
    if state.passes_this_round < state.num_players - state.houses_this_round:
        s.coins += pile
        state.events.append(event("pass_no_house", {"seat": seat, "refund": pile}))
    else:
        house = state.houses_on_table[0]
        state.houses_on_table = state.houses_on_table[1:]
        s.houses = sorted(s.houses + [house])
        whole = forced and not state.options.forced_pass_costs_half
        refund = pile if whole else math.ceil(pile / 2)
        s.coins += refund
        state.coins_in_box += pile - refund
        state.events.append(event("pass_took_house", {"seat": seat, "house": house, "refund": refund,
                                                  "lost": pile - refund, "forced": forced}))
    s.bid, s.passed = None, True
    state.passes_this_round += 1
    still_in = [i for i, other in enumerate(state.seats) if not other.passed]
    if len(still_in) == 1:
        _win_auction(state, still_in[0])
    else:
        _next_bidder(state)


def _next_bidder(state: ForSaleState) -> None:
    seat = state.turn
    while True:
        seat = (seat + 1) % state.num_players
        if not state.seats[seat].passed:
            state.turn = seat
            state.to_act = [seat]
            return


def _win_auction(state: ForSaleState, seat: int) -> None:
    s = _own_seat(state, seat)
    house = state.houses_on_table[-1]
    state.houses_on_table = state.houses_on_table[:-1]
    paid = s.bid or 0
    state.coins_in_box += paid
    s.houses = sorted(s.houses + [house])
    s.bid = None
    state.events.append(event("auction_won", {"seat": seat, "house": house, "paid": paid}))
    state.first_player = seat
    if state.house_deck:
        _start_auction(state)
    else:
        _start_selling(state)


# -- selling houses --------------------------------------------------------------------------


def _start_selling(state: ForSaleState) -> None:
    """Reveal one cheque per player still holding houses (in the standard game, everyone).
    A player alone with houses takes all the cheques left (the variant's rule)."""
    for s in _own_seats(state):
        s.bid, s.passed, s.chosen = None, False, None
    state.phase = "selling"
    state.highest_bid = None
    holders = [i for i, s in enumerate(state.seats) if s.houses]
    if len(holders) == 1 and state.cheque_deck:
        seat = holders[0]
        taken = list(state.cheque_deck)
        state.seats[seat].cheques = state.seats[seat].cheques + taken
        state.cheque_deck = []
        state.events.append(event("took_remaining_cheques", {"seat": seat, "cheques": taken}, reveals=True))
    state.to_act = holders
    if len(holders) <= 1:
        state.phase, state.is_over = "over", True
        state.to_act = []
        state.cheques_on_table = []
        state.events.append(event("game_over"))
        return
    state.round += 1
    state.cheques_on_table = sorted(state.cheque_deck[: len(holders)])
    state.cheque_deck = state.cheque_deck[len(holders):]
    state.events.append(event("cheques_dealt", {"round": state.round, "cheques": list(state.cheques_on_table)},
                              reveals=True))


def _choose_house(state: ForSaleState, seat: int, house: int) -> None:
    if house not in state.seats[seat].houses:
        raise IllegalAction("house_not_in_hand", {"house": house})
    _own_seat(state, seat).chosen = house
    state.to_act = [i for i in state.to_act if i != seat]
    state.events.append(event("house_chosen", {"seat": seat}))
    if not state.to_act:
        _reveal_sales(state)


def _reveal_sales(state: ForSaleState) -> None:
    sellers = sorted((i for i, s in enumerate(state.seats) if s.chosen is not None),
                     key=lambda i: state.seats[i].chosen, reverse=True)
    cheques = sorted(state.cheques_on_table, reverse=True)
    state.last_sale = []
    for seat, cheque in zip(sellers, cheques):
        s = _own_seat(state, seat)
        s.houses = [house for house in s.houses if house != s.chosen]
        s.cheques = [*s.cheques, cheque]
        state.last_sale.append((seat, s.chosen, cheque))
        s.chosen = None
    state.sold_houses = state.sold_houses + [house for _, house, _ in state.last_sale]
    state.cheques_on_table = []
    sales = [{"seat": p, "house": h, "cheque": c} for p, h, c in state.last_sale]
    state.events.append(event("houses_revealed", {"sales": sales}, reveals=True))
    _start_selling(state)
