"""Na prodej as the booklet (/work/shared/seeds/000_853a94fbcab1c5b5.txt) and RULES-NOTES.md say.

Decks are fixed through the setup override: {"houses": [...], "cheques": [...], "first_player": s},
each deck given from the top before anything is removed unseen.
"""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boardgames_desktop.rules import IllegalAction
from boardgames_desktop.rules.for_sale.actions import Bid, Pass, Sell

from .helpers import (
    ALL_CHEQUES,
    ALL_HOUSES,
    PLAYER_COUNTS,
    REMOVED,
    SPEC,
    STARTING_COINS,
    act,
    check_invariants,
    check_outcome,
    codes,
    event,
    finish_buying_by_passing,
    finish_buying_round_by_passing,
    new,
    play_random,
    sell_lowest_until_over,
    sell_lowest_until_round_ends,
)

# The booklet's three players, seated clockwise: Filip, then Valerie, then Jiří.
JIRI, FILIP, VALERIE = 0, 1, 2


def raises(code, fn, *args):
    with pytest.raises(IllegalAction) as info:
        fn(*args)
    assert info.value.code == code, info.value
    return info.value


# -- the booklet's worked examples -------------------------------------------------------------


def test_booklet_example_auction_round():
    # The booklet prints the three houses with their 8s lost; any three will do.
    state = new(3, houses_top=[15, 28, 3], first_player=FILIP)
    assert state.houses_on_table == [3, 15, 28]
    assert codes(state) == ["houses_dealt"]
    assert event(state, "houses_dealt").params == {"round": 1, "houses": [3, 15, 28]}
    assert state.to_act == [FILIP]

    state = act(state, FILIP, Bid(amount=1))
    assert state.to_act == [VALERIE]
    state = act(state, VALERIE, Bid(amount=2))
    state = act(state, JIRI, Bid(amount=3))
    assert state.to_act == [FILIP]
    state = act(state, FILIP, Bid(amount=4))  # adds 3 coins to his pile of 1
    assert state.seats[FILIP].bid == 4 and state.seats[FILIP].coins == 28 - 4
    assert event(state, "bid").params == {"seat": FILIP, "amount": 4}

    state = act(state, VALERIE, Pass())  # takes back 1 of her 2, and the lowest house
    assert event(state, "pass_took_house").params == {
        "seat": VALERIE, "house": 3, "refund": 1, "lost": 1, "forced": False}
    assert state.seats[VALERIE].houses == [3] and state.seats[VALERIE].coins == 27
    assert state.houses_on_table == [15, 28]
    assert state.to_act == [JIRI]

    state = act(state, JIRI, Pass())  # takes back 2 of his 3; Filip is the last one in
    assert codes(state) == ["pass_took_house", "auction_won", "houses_dealt"]
    assert event(state, "pass_took_house").params == {
        "seat": JIRI, "house": 15, "refund": 2, "lost": 1, "forced": False}
    assert event(state, "auction_won").params == {"seat": FILIP, "house": 28, "paid": 4}
    assert event(state, "houses_dealt").params == {"round": 2, "houses": [1, 2, 4]}

    assert [s.coins for s in state.seats] == [27, 24, 27]  # Jiří, Filip, Valerie
    assert [s.houses for s in state.seats] == [[15], [28], [3]]
    assert state.coins_in_box == 1 + 1 + 4
    assert all(s.bid is None and not s.passed for s in state.seats)
    # Filip took the highest house, so he opens the next round.
    assert state.first_player == FILIP and state.to_act == [FILIP]
    view = SPEC.view(state, None)
    assert view.round == 2 and view.first_player == FILIP and view.coins_in_box == 6
    check_invariants(state)


def test_booklet_example_selling_round():
    # The cheques the booklet shows: $13,000, $12,000 and the uncovered $0 cheque.
    state = new(3, cheques_top=[13000, 0, 12000], first_player=FILIP)
    state = finish_buying_by_passing(state)
    # Everyone passed, so nobody paid: round k's houses are 3k-2, 3k-1, 3k; the opener (the last
    # round's winner) takes the lowest, the next seat the middle one, the third the highest.
    assert [s.houses for s in state.seats] == [
        [3, 4, 8, 12, 13, 17, 21, 22, 26, 30],  # Jiří
        [1, 5, 9, 10, 14, 18, 19, 23, 27, 28],  # Filip
        [2, 6, 7, 11, 15, 16, 20, 24, 25, 29],  # Valerie
    ]
    assert [s.coins for s in state.seats] == [28, 28, 28] and state.coins_in_box == 0
    assert state.phase == "selling"
    assert codes(state)[-1] == "cheques_dealt"
    assert state.cheques_on_table == [0, 12000, 13000]
    assert state.to_act == [JIRI, FILIP, VALERIE]

    # All three lay a house face down; only then are they revealed together.
    state = act(state, FILIP, Sell(house=28))
    assert codes(state) == ["house_chosen"] and event(state, "house_chosen").params == {"seat": FILIP}
    state = act(state, JIRI, Sell(house=8))
    assert state.to_act == [VALERIE]
    assert all(s.cheques == [] for s in state.seats)
    state = act(state, VALERIE, Sell(house=6))

    assert codes(state) == ["house_chosen", "houses_revealed", "cheques_dealt"]
    assert event(state, "houses_revealed").params == {"sales": [
        {"seat": FILIP, "house": 28, "cheque": 13000},
        {"seat": JIRI, "house": 8, "cheque": 12000},
        {"seat": VALERIE, "house": 6, "cheque": 0},
    ]}
    assert [s.cheques for s in state.seats] == [[12000], [13000], [0]]
    assert 28 not in state.seats[FILIP].houses and sorted(state.sold_houses) == [6, 8, 28]
    view = SPEC.view(state, None)
    assert [(sale.seat, sale.house, sale.cheque) for sale in view.last_sale] == [
        (FILIP, 28, 13000), (JIRI, 8, 12000), (VALERIE, 6, 0)]
    assert state.phase == "selling" and len(state.cheques_on_table) == 3
    check_invariants(state)


def test_selling_ends_the_game_when_every_house_is_sold():
    state = sell_lowest_until_over(finish_buying_by_passing(new(3, first_player=0)))
    assert state.is_over and codes(state)[-1] == "game_over"
    assert all(s.houses == [] for s in state.seats)
    assert sorted(c for s in state.seats for c in s.cheques) == ALL_CHEQUES
    assert sorted(state.sold_houses) == ALL_HOUSES
    check_outcome(state)


# -- bidding and passing -------------------------------------------------------------------------


@pytest.mark.parametrize("bid, back", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (0, 0)])
def test_a_pass_returns_half_the_bid_rounded_up(bid, back):
    state = new(3, houses_top=[10, 20, 30], first_player=0)
    state = act(state, 0, Bid(amount=bid))
    state = act(state, 1, Bid(amount=bid + 1))
    state = act(state, 2, Pass())  # no bid: gets nothing back, loses nothing
    assert event(state, "pass_took_house").params == {
        "seat": 2, "house": 10, "refund": 0, "lost": 0, "forced": False}
    state = act(state, 0, Pass())
    assert event(state, "pass_took_house").params == {
        "seat": 0, "house": 20, "refund": back, "lost": bid - back, "forced": False}
    assert state.seats[0].coins == 28 - bid + back
    assert state.seats[0].houses == [20]
    assert event(state, "auction_won").params == {"seat": 1, "house": 30, "paid": bid + 1}
    assert state.coins_in_box == bid - back + bid + 1
    check_invariants(state)


@given(bid=st.integers(min_value=0, max_value=20), raise_by=st.integers(min_value=1, max_value=7))
def test_any_voluntary_pass_costs_the_lower_half(bid, raise_by):
    state = new(3, first_player=1)
    state = SPEC.apply(state, 1, Bid(amount=bid))
    state = SPEC.apply(state, 2, Bid(amount=bid + raise_by))
    state = SPEC.apply(state, 0, Pass())
    state = SPEC.apply(state, 1, Pass())
    params = event(state, "pass_took_house").params
    assert params["refund"] == math.ceil(bid / 2) == bid - bid // 2
    assert state.seats[1].coins == 28 - bid // 2
    check_invariants(state)


def _forced_pass_game(**options):
    """Seat 0 bids 2, seat 1 bids all 28, so neither seat 2 nor seat 0 can out-bid."""
    state = new(3, houses_top=[10, 20, 30], first_player=0, **options)
    state = act(state, 0, Bid(amount=2))
    state = act(state, 1, Bid(amount=28))
    assert state.seats[1].coins == 0
    assert SPEC.legal_actions(state, 2) == [Pass()]  # 28 coins cannot beat 28
    state = act(state, 2, Pass())
    assert event(state, "pass_took_house").params["forced"] is True
    assert SPEC.legal_actions(state, 0) == [Pass()]  # pile 2 + purse 26 = 28, not more than 28
    raises("must_pass", SPEC.apply, state, 0, Bid(amount=29))
    return act(state, 0, Pass())


def test_a_forced_pass_returns_the_whole_bid():
    state = _forced_pass_game()
    assert event(state, "pass_took_house").params == {
        "seat": 0, "house": 20, "refund": 2, "lost": 0, "forced": True}
    assert state.seats[0].coins == 28
    assert event(state, "auction_won").params == {"seat": 1, "house": 30, "paid": 28}
    assert state.coins_in_box == 28
    check_invariants(state)


def test_the_option_makes_a_forced_pass_cost_half():
    state = _forced_pass_game(forced_pass_costs_half=True)
    assert event(state, "pass_took_house").params == {
        "seat": 0, "house": 20, "refund": 1, "lost": 1, "forced": True}
    assert state.seats[0].coins == 27
    assert state.coins_in_box == 29
    assert SPEC.view(state, 0).forced_pass_costs_half is True
    check_invariants(state)


def test_a_player_with_no_coins_can_only_pass():
    state = new(3, houses_top=[10, 20, 30], first_player=0)
    state = act(state, 0, Bid(amount=28))
    state = act(state, 1, Pass())
    state = act(state, 2, Pass())
    assert event(state, "auction_won").params == {"seat": 0, "house": 30, "paid": 28}
    # Seat 0 won, so it opens round two with an empty purse.
    assert state.to_act == [0] and state.seats[0].coins == 0
    assert SPEC.legal_actions(state, 0) == [Pass()]
    assert SPEC.view(state, 0).me.bid_range is None
    raises("must_pass", SPEC.apply, state, 0, Bid(amount=0))
    state = act(state, 0, Pass())
    params = event(state, "pass_took_house").params
    assert params["forced"] is True and params["refund"] == 0 and params["seat"] == 0


def test_the_first_bid_may_be_zero_and_later_bids_must_exceed_it():
    state = new(3, first_player=2)
    legal = SPEC.legal_actions(state, 2)
    assert legal[0] == Bid(amount=0) and legal[-1] == Pass()
    assert legal[:-1] == [Bid(amount=n) for n in range(0, 29)]
    assert SPEC.view(state, 2).me.bid_range == (0, 28)
    state = act(state, 2, Bid(amount=0))
    assert state.seats[2].bid == 0 and state.seats[2].coins == 28
    assert SPEC.view(state, None).highest_bid == 0
    assert SPEC.legal_actions(state, 0)[0] == Bid(amount=1)
    raises("bid_too_low", SPEC.apply, state, 0, Bid(amount=0))


def test_error_codes_while_buying():
    state = new(3, houses_top=[10, 20, 30], first_player=0)
    state = act(state, 0, Bid(amount=5))
    error = raises("bid_too_low", SPEC.apply, state, 1, Bid(amount=5))
    assert error.params == {"minimum": 6}
    error = raises("bid_too_high", SPEC.apply, state, 1, Bid(amount=29))
    assert error.params == {"maximum": 28}
    error = raises("wrong_phase", SPEC.apply, state, 1, Sell(house=10))
    assert error.params == {"phase": "buying"}
    state = act(state, 1, Bid(amount=28))
    state = act(state, 2, Pass())
    # Seat 0 may raise its own pile: pile 5 + purse 23 = 28, which does not beat 28.
    raises("must_pass", SPEC.apply, state, 0, Bid(amount=28))
    state = act(state, 0, Pass())
    assert event(state, "pass_took_house").params["forced"] is True
    # A raise names the new total of the pile and only the difference leaves the purse.
    state = new(3, first_player=0)
    state = act(state, 0, Bid(amount=3))
    state = act(state, 1, Bid(amount=4))
    state = act(state, 2, Pass())
    error = raises("bid_too_high", SPEC.apply, state, 0, Bid(amount=29))
    assert error.params == {"maximum": 28}
    state = act(state, 0, Bid(amount=28))
    assert state.seats[0].coins == 0 and state.seats[0].bid == 28


def test_error_codes_while_selling():
    state = finish_buying_by_passing(new(3, first_player=1))
    error = raises("wrong_phase", SPEC.apply, state, 0, Bid(amount=1))
    assert error.params == {"phase": "selling"}
    raises("wrong_phase", SPEC.apply, state, 0, Pass())
    not_mine = state.seats[1].houses[0]
    error = raises("house_not_in_hand", SPEC.apply, state, 0, Sell(house=not_mine))
    assert error.params == {"house": not_mine}
    raises("house_not_in_hand", SPEC.apply, state, 0, Sell(house=99))
    state = act(state, 0, Sell(house=state.seats[0].houses[0]))
    error = raises("not_your_turn", SPEC.apply, state, 0, Sell(house=state.seats[0].houses[1]))
    assert error.params == {"seat": 0}
    assert SPEC.legal_actions(state, 0) == []


# -- setting up ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_starting_coins(players):
    state = new(players)
    assert [s.coins for s in state.seats] == [STARTING_COINS[players]] * players
    assert STARTING_COINS == {3: 28, 4: 21, 5: 16, 6: 14}
    assert SPEC.view(state, None).starting_coins == STARTING_COINS[players]
    assert SPEC.view(state, 0).me.coins == STARTING_COINS[players]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_standard_game_removes_two_of_each_deck_only_with_four_players(players):
    houses = list(range(30, 0, -1))
    cheques = list(reversed(ALL_CHEQUES))
    state = SPEC.new_game(players, 1, None, {"houses": houses, "cheques": cheques, "first_player": 0})
    removed = 2 if players == 4 else 0
    assert state.removed_houses == houses[:removed]
    assert state.removed_cheques == cheques[:removed]
    assert state.houses_on_table == sorted(houses[removed:removed + players])
    assert len(state.house_deck) + len(state.houses_on_table) == 30 - removed
    assert len(state.cheque_deck) == 30 - removed
    view = SPEC.view(state, None)
    assert view.houses_in_deck == 30 - removed - players and view.cheques_in_deck == 30 - removed


def test_four_players_play_28_houses_and_never_see_the_removed_ones():
    # The top two of each deck are set aside unseen: houses 30 and 29, both $15,000 cheques.
    game_setup = {"houses": list(range(30, 0, -1)), "cheques": list(reversed(ALL_CHEQUES)),
                  "first_player": 3}
    states, _ = play_random(4, 5, None, game_setup)
    final = states[-1]
    assert final.removed_houses == [30, 29] and final.removed_cheques == [15000, 15000]
    for state in states:
        seen = set(state.houses_on_table) | {h for s in state.seats for h in s.houses}
        assert not seen & {29, 30}
        assert 15000 not in state.cheques_on_table
    assert sorted(final.sold_houses) == list(range(1, 29))
    assert sum(len(s.cheques) for s in final.seats) == 28
    assert all(15000 not in s.cheques for s in final.seats)
    assert [s.coins for s in states[0].seats] == [21] * 4
    assert sum(1 for s in states if s.phase == "buying" and "houses_dealt" in codes(s)) == 7


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_variant_removes_cards_and_lays_one_house_fewer(players):
    state = SPEC.new_game(players, 3, {"variant": "not_everyone"})
    removed = {3: 10, 4: 0, 5: 3, 6: 0}[players]
    assert removed == REMOVED["not_everyone"][players]
    assert len(state.removed_houses) == len(state.removed_cheques) == removed
    assert len(state.houses_on_table) == players - 1
    assert len(state.house_deck) + len(state.houses_on_table) == 30 - removed
    assert len(state.cheque_deck) == 30 - removed
    assert [s.coins for s in state.seats] == [STARTING_COINS[players]] * players
    # Every later round lays one house fewer than players too.
    state = finish_buying_round_by_passing(state)
    assert state.round == 2 and len(state.houses_on_table) == players - 1


def test_variant_first_passer_takes_all_coins_back_and_no_house():
    state = new(4, variant="not_everyone", houses_top=[5, 10, 15], first_player=0)
    assert state.houses_on_table == [5, 10, 15]
    for seat, amount in [(0, 3), (1, 4), (2, 5), (3, 6)]:
        state = act(state, seat, Bid(amount=amount))
    state = act(state, 0, Pass())
    assert codes(state) == ["pass_no_house"]
    assert event(state, "pass_no_house").params == {"seat": 0, "refund": 3}
    assert state.seats[0].coins == 21 and state.seats[0].houses == []
    assert state.houses_on_table == [5, 10, 15] and state.coins_in_box == 0
    # The second to pass is an ordinary pass: the lowest house, half the bid back.
    state = act(state, 1, Pass())
    assert event(state, "pass_took_house").params == {
        "seat": 1, "house": 5, "refund": 2, "lost": 2, "forced": False}
    state = act(state, 2, Pass())
    assert event(state, "pass_took_house").params == {
        "seat": 2, "house": 10, "refund": 3, "lost": 2, "forced": False}
    assert event(state, "auction_won").params == {"seat": 3, "house": 15, "paid": 6}
    assert [len(s.houses) for s in state.seats] == [0, 1, 1, 1]
    assert [s.coins for s in state.seats] == [21, 19, 19, 15]
    assert state.to_act == [3]
    check_invariants(state)


def test_variant_five_players_last_round_of_three_houses():
    state = new(5, variant="not_everyone", first_player=0)
    assert len(state.removed_houses) == 3
    for round_ in range(1, 7):
        assert state.round == round_ and len(state.houses_on_table) == 4
        state = finish_buying_round_by_passing(state)
    assert state.round == 7 and state.houses_on_table and len(state.houses_on_table) == 3
    assert state.house_deck == []
    opener = state.to_act[0]
    order = [(opener + k) % 5 for k in range(5)]
    kinds = []
    for seat in order[:4]:
        state = act(state, seat, Pass())
        kinds.append(codes(state)[0])
    assert kinds == ["pass_no_house", "pass_no_house", "pass_took_house", "pass_took_house"]
    assert event(state, "auction_won").params["seat"] == order[4]
    assert state.phase == "selling"
    assert sum(len(s.houses) for s in state.seats) == 27
    check_invariants(state)


def _variant_three_player_buying(script):
    """3-player variant, decks 1..30 from the top (1..10 of each removed). Per round, with O the
    opener: "A" = everyone passes (O no house, O+1 the lower house, O+2 the higher and opens next);
    "B" = O bids 0, O+1 passes (no house), O+2 passes (the lower house), O wins and opens again."""
    state = new(3, variant="not_everyone", first_player=0)
    assert state.removed_houses == list(range(1, 11))
    assert state.removed_cheques == ALL_CHEQUES[:10]
    for kind in script:
        opener = state.to_act[0]
        if kind == "B":
            state = act(state, opener, Bid(amount=0))
        state = act(state, state.to_act[0], Pass())
        assert codes(state) == ["pass_no_house"]
        state = act(state, state.to_act[0], Pass())
        assert codes(state)[:2] == ["pass_took_house", "auction_won"]
    assert state.phase == "selling"
    return state


def test_variant_cheques_only_for_players_with_houses_and_the_last_holder_takes_the_rest():
    state = _variant_three_player_buying("BBBBBBB" + "A" + "BB")
    assert [len(s.houses) for s in state.seats] == [7, 3, 10]
    assert [s.coins for s in state.seats] == [28, 28, 28]
    for round_ in range(3):  # everyone holds houses: three cheques a round
        assert state.to_act == [0, 1, 2] and len(state.cheques_on_table) == 3
        state = sell_lowest_until_round_ends(state)
    assert state.seats[1].houses == [] and len(state.seats[1].cheques) == 3
    for round_ in range(4):  # seat 1 sold out: two cheques a round, none for seat 1
        assert state.to_act == [0, 2] and len(state.cheques_on_table) == 2
        assert SPEC.view(state, None).players[1].has_chosen is False
        assert SPEC.legal_actions(state, 1) == []
        raises("not_your_turn", SPEC.apply, state, 1, Sell(house=30))
        state = sell_lowest_until_round_ends(state)
        assert len(state.seats[1].cheques) == 3
    # Seat 0 has sold out too: seat 2 alone holds houses and takes every cheque left at once.
    assert state.is_over
    assert codes(state) == ["house_chosen", "houses_revealed", "took_remaining_cheques", "game_over"]
    remaining = event(state, "took_remaining_cheques").params
    assert remaining["seat"] == 2 and len(remaining["cheques"]) == 3
    assert remaining["cheques"] == ALL_CHEQUES[-3:]  # the bottom of the deck, never revealed
    assert [len(s.cheques) for s in state.seats] == [7, 3, 10]
    assert len(state.seats[2].houses) == 3  # never sold
    assert state.cheque_deck == [] and state.to_act == []
    check_invariants(state)
    check_outcome(state)


def test_variant_a_player_without_houses_gets_no_cheques_from_the_start():
    state = _variant_three_player_buying("B" * 10)
    assert [len(s.houses) for s in state.seats] == [10, 0, 10]
    assert state.to_act == [0, 2] and len(state.cheques_on_table) == 2
    state = sell_lowest_until_over(state)
    assert [len(s.cheques) for s in state.seats] == [10, 0, 10]
    assert "took_remaining_cheques" not in codes(state)
    check_outcome(state)


def test_variant_game_ends_without_taking_when_the_last_two_sell_out_together():
    # Everyone passes: the opener of each round (the last round's winner) takes no house.
    state = finish_buying_by_passing(new(3, variant="not_everyone", first_player=0))
    assert [len(s.houses) for s in state.seats] == [6, 7, 7]
    for round_ in range(6):
        assert state.to_act == [0, 1, 2] and len(state.cheques_on_table) == 3
        state = sell_lowest_until_round_ends(state)
    assert state.seats[0].houses == [] and len(state.seats[0].cheques) == 6
    assert state.to_act == [1, 2] and len(state.cheques_on_table) == 2
    state = sell_lowest_until_round_ends(state)
    assert state.is_over
    assert codes(state) == ["house_chosen", "houses_revealed", "game_over"]
    assert [len(s.cheques) for s in state.seats] == [6, 7, 7]
    check_invariants(state)


# -- the end ---------------------------------------------------------------------------------------


def _tie_game(round_one_bid, cheque_rounds):
    """Seat 0 opens every round (bid 0, or `round_one_bid` in round one); seats 1 and 2 pass, so
    in every round seat 1 takes the lowest house, seat 2 the middle, seat 0 the highest. Each then
    sells its lowest house, so in every selling round seat 0 > seat 2 > seat 1."""
    cheques = [1000 * v for triple in cheque_rounds for v in triple]
    state = SPEC.new_game(3, 0, None, {"houses": ALL_HOUSES, "cheques": cheques, "first_player": 0})
    for round_ in range(10):
        state = act(state, 0, Bid(amount=round_one_bid if round_ == 0 else 0))
        state = act(state, 1, Pass())
        state = act(state, 2, Pass())
    assert [s.houses[:2] for s in state.seats] == [[3, 6], [1, 4], [2, 5]]
    return sell_lowest_until_over(state)


LOWS = [0, 0, 2, 2, 3, 3, 4, 4, 5, 5]


def test_tie_on_money_goes_to_more_coins():
    rounds = [(15, 14, LOWS[0]), (15, 14, LOWS[1])] + [(v, v, low) for v, low in zip(range(13, 5, -1), LOWS[2:])]
    state = _tie_game(2, rounds)
    assert [s.coins for s in state.seats] == [26, 28, 28]
    assert [sum(s.cheques) for s in state.seats] == [106000, 28000, 104000]
    outcome = SPEC.outcome(state)
    assert outcome.scores == [132000, 56000, 132000]
    assert outcome.winners == [2]
    assert outcome.ranking == [[2], [0], [1]]
    assert outcome.tie_break == "more_coins"
    final = SPEC.view(state, None).final
    assert [f.score for f in final] == outcome.scores


def test_tie_on_money_and_coins_is_a_shared_win():
    rounds = [(v, v, low) for v, low in zip(range(15, 5, -1), LOWS)]
    state = _tie_game(0, rounds)
    outcome = SPEC.outcome(state)
    assert outcome.scores == [105000 + 28000, 28000 + 28000, 105000 + 28000]
    assert outcome.winners == [0, 2]
    assert outcome.ranking == [[0, 2], [1]]
    assert outcome.tie_break == "shared_win"


def test_no_tie_break_without_a_tie():
    rounds = [(15, 14, 0), (15, 14, 0), (13, 12, 2), (13, 12, 2), (11, 10, 3), (11, 10, 3),
              (9, 8, 4), (9, 8, 4), (7, 6, 5), (7, 6, 5)]
    state = _tie_game(0, rounds)
    outcome = SPEC.outcome(state)
    assert outcome.winners == [0] and outcome.tie_break is None
    assert outcome.ranking == [[0], [2], [1]]
    assert SPEC.outcome(new(3)) is None
