"""X bere! as the booklet (/work/shared/seeds/001_329ca17824f1f73b.txt) and RULES-NOTES.md say.

Decks are fixed through the setup override {"decks": [deck1, deck2]}, each the 100 cards from the
top: the starts of rows "3", "4", "5", then 8 cards for each seat in seat order (helpers.deck).

The booklet's pictures are lost in the OCR; its examples 1-5 are told here as one three-player
round whose cards give exactly the situations the text describes:

    rows at the start:  "3": 97    "4": 10    "5": 50
    turn 1  seat 0: 60  seat 1: 18  seat 2: 22    example 1: 18, 22 to the middle, 60 to the bottom
    turn 2  seat 0: 59  seat 1: 81  seat 2: 94    example 2: 59 is the 4th card of row "4"; its
                                                  player takes 10, 18, 22 (example 4: keeps one)
    turn 3  seat 0: 43  seat 1: 66  seat 2: 89    example 3: 43 is too low; its player takes the
                                                  middle row, where only 59 lies
    turn 4  seat 0: 99  seat 1: 20  seat 2: 30    20 too low (takes 97); 99 fills row "5"
    turn 5  seat 0: 10  seat 1: 100 seat 2: 13    example 5: 10 too low; seat 0 takes 20 and 30,
                                                  both below its X row's 60: the X row goes down
Example 6 (scoring) is a two-player round of its own, ending with 5 heads in hand and 9 in the
X pile: 5 + 2 * 9 = 23.
"""

import pickle

import pytest

from boardgames_desktop.rules import GameRecord, IllegalAction, registry
from boardgames_desktop.rules.x_nimmt import data
from boardgames_desktop.rules.x_nimmt.actions import Keep, Play, TakeRow

from .helpers import (
    ALL_CARDS,
    BOTTOM,
    MIDDLE,
    PLAYER_COUNTS,
    SPEC,
    TOP,
    act,
    check_invariants,
    check_outcome,
    check_views,
    codes,
    deck,
    event,
    events_of,
    heads,
    heads_of,
    keep,
    new,
    play_random,
    play_turn,
    record_of,
    rows,
    take_row,
)


def raises(code, fn, *args):
    with pytest.raises(IllegalAction) as info:
        fn(*args)
    assert info.value.code == code, info.value
    return info.value


def placed(state) -> list[tuple[int, int, int]]:
    return [(p["seat"], p["card"], p["row"]) for p in events_of(state, "card_placed")]


# -- the booklet's examples 1-5, one three-player round ---------------------------------------------

BOOKLET_ROWS = [97, 10, 50]
BOOKLET_HANDS = [[60, 59, 43, 99], [18, 81, 66, 20, 100], [22, 94, 89, 30, 13]]


def booklet_game():
    state = new(3, deck(BOOKLET_ROWS, *BOOKLET_HANDS))
    check_invariants(state)
    return state


def after_example_1():
    return play_turn(booklet_game(), 60, 18, 22)


def after_example_2(kept=22):
    state = play_turn(after_example_1(), 59, 81, 94)
    return keep(state, 0, kept)


def after_example_3():
    state = play_turn(after_example_2(), 43, 66, 89)
    return take_row(state, 0, MIDDLE)


def before_example_5():
    """Turn 4: 20 is too low (seat 1 takes the lone 97), 30 follows it, 99 fills row "5" and seat 0
    keeps 60 from 50, 60, 81, 94: its X row is 22, 59, 60 (5 + 1 + 3 = 9 heads)."""
    state = play_turn(after_example_3(), 99, 20, 30)
    state = take_row(state, 1, TOP)
    assert event(state, "card_kept") == {"seat": 1, "card": 97, "to_hand": [], "automatic": True}
    assert state.awaiting.kind == "keep" and state.to_act == [0]
    assert list(state.awaiting.cards) == [50, 60, 81, 94]
    state = keep(state, 0, 60)
    assert "x_row_collapsed" not in codes(state)
    assert state.seats[0].x_row == [22, 59, 60]
    assert rows(state) == [[20, 30], [43, 66, 89], [99]]
    return state


def test_the_deal():
    state = booklet_game()
    assert rows(state) == [[97], [10], [50]]
    assert event(state, "round_dealt") == {"round": 1, "rows": [[97], [10], [50]]}
    assert [s.hand for s in state.seats] == [sorted(deck(BOOKLET_ROWS, *BOOKLET_HANDS)[3 + 8 * i:11 + 8 * i])
                                             for i in range(3)]
    assert all(len(s.hand) == 8 and s.x_row == [] and s.x_pile == [] for s in state.seats)
    assert state.phase == "choosing" and state.round == 1 and state.turn == 1
    assert state.to_act == [0, 1, 2]
    view = SPEC.view(state, None)
    assert [r.size for r in view.rows] == [3, 4, 5]
    assert [p.hand for p in view.players] == [8, 8, 8]
    assert SPEC.legal_actions(state, 1) == [Play(card=c) for c in state.seats[1].hand]


def test_example_1_cards_go_to_the_row_with_the_smallest_difference():
    state = booklet_game()
    state = act(state, 0, Play(card=60))
    # Nothing is shown until everyone has chosen.
    assert codes(state) == ["card_chosen"] and event(state, "card_chosen") == {"seat": 0}
    assert state.to_act == [1, 2] and rows(state) == [[97], [10], [50]]
    assert 60 in state.seats[0].hand and state.seats[0].chosen == 60
    state = act(state, 2, Play(card=22))
    state = act(state, 1, Play(card=18))
    assert codes(state) == ["card_chosen", "cards_revealed"] + ["card_placed"] * 3
    assert event(state, "cards_revealed") == {"plays": [
        {"seat": 1, "card": 18}, {"seat": 2, "card": 22}, {"seat": 0, "card": 60}]}
    # Lowest first: 18 after the 10 (not after 97: rule 1), 22 after the 18, 60 after the 50.
    assert placed(state) == [(1, 18, MIDDLE), (2, 22, MIDDLE), (0, 60, BOTTOM)]
    assert rows(state) == [[97], [10, 18, 22], [50, 60]]
    assert state.phase == "choosing" and state.turn == 2 and state.to_act == [0, 1, 2]
    assert [len(s.hand) for s in state.seats] == [7, 7, 7]
    assert all(s.chosen is None for s in state.seats)
    view = SPEC.view(state, None)
    assert [(p.seat, p.card) for p in view.revealed] == [(1, 18), (2, 22), (0, 60)]
    assert view.pending == [] and view.awaiting is None
    check_invariants(state)
    check_views(state)


def test_example_2_the_fourth_card_of_row_4_takes_the_three():
    state = play_turn(after_example_1(), 59, 81, 94)
    # 59: not after 97, not after 60 (rule 1); after 22 it is the 4th card of row "4".
    assert codes(state) == ["card_chosen", "cards_revealed", "row_filled"]
    assert event(state, "row_filled") == {"seat": 0, "card": 59, "row": MIDDLE, "cards": [10, 18, 22]}
    assert rows(state) == [[97], [59], [50, 60]]
    # Seat 0 chooses which taken card goes to its X row; 81 and 94 wait.
    assert state.phase == "resolving" and state.to_act == [0]
    assert SPEC.legal_actions(state, 0) == [Keep(card=10), Keep(card=18), Keep(card=22)]
    assert SPEC.legal_actions(state, 1) == [] and SPEC.legal_actions(state, 2) == []
    view = SPEC.view(state, 2)
    assert view.awaiting.kind == "keep" and view.awaiting.seat == 0 and view.awaiting.cards == [10, 18, 22]
    assert [(p.seat, p.card) for p in view.pending] == [(1, 81), (2, 94)]
    check_invariants(state)
    check_views(state)


@pytest.mark.parametrize("kept, to_hand", [(22, [10, 18]), (18, [10, 22]), (10, [18, 22])])
def test_example_4_one_taken_card_to_the_x_row_the_rest_to_the_hand(kept, to_hand):
    before = play_turn(after_example_1(), 59, 81, 94)
    hand_before = list(before.seats[0].hand)
    state = keep(before, 0, kept)
    assert codes(state) == ["card_kept", "card_placed", "card_placed"]
    assert event(state, "card_kept") == {"seat": 0, "card": kept, "to_hand": to_hand, "automatic": False}
    assert state.seats[0].x_row == [kept] and state.seats[0].x_pile == []
    assert state.seats[0].hand == sorted(hand_before + to_hand)  # kept ascending
    # The placing goes on: 81 and 94 after the 60.
    assert placed(state) == [(1, 81, BOTTOM), (2, 94, BOTTOM)]
    assert rows(state) == [[97], [59], [50, 60, 81, 94]]
    assert state.phase == "choosing" and state.turn == 3
    assert [len(s.hand) for s in state.seats] == [6 + 2, 6, 6]
    assert SPEC.view(state, 1).players[0].x_row == [kept]
    check_invariants(state)
    check_views(state)


def test_example_3_a_card_too_low_for_every_row_takes_a_row_of_its_players_choice():
    state = play_turn(after_example_2(), 43, 66, 89)
    # 43 is below 97, 59 and 94: nothing is placed until seat 0 has chosen a row.
    assert codes(state) == ["card_chosen", "cards_revealed", "too_low"]
    assert event(state, "too_low") == {"seat": 0, "card": 43}
    assert state.phase == "resolving" and state.to_act == [0]
    assert state.awaiting.kind == "take_row" and state.awaiting.card == 43
    assert SPEC.legal_actions(state, 0) == [TakeRow(row=0), TakeRow(row=1), TakeRow(row=2)]
    assert rows(state) == [[97], [59], [50, 60, 81, 94]]
    view = SPEC.view(state, None)
    assert view.awaiting.kind == "take_row" and view.awaiting.seat == 0 and view.awaiting.card == 43
    assert [(p.seat, p.card) for p in view.pending] == [(0, 43), (1, 66), (2, 89)]
    check_invariants(state)
    check_views(state)

    # The booklet's player takes the middle row, where only 59 lies: one card, so it goes to the
    # X row by itself, with no choice asked.
    state = take_row(state, 0, MIDDLE)
    assert codes(state) == ["row_taken", "card_kept", "card_placed", "card_placed"]
    assert event(state, "row_taken") == {"seat": 0, "card": 43, "row": MIDDLE, "cards": [59]}
    assert event(state, "card_kept") == {"seat": 0, "card": 59, "to_hand": [], "automatic": True}
    assert state.seats[0].x_row == [22, 59]
    # 43 starts the row; 66 and 89 follow it.
    assert placed(state) == [(1, 66, MIDDLE), (2, 89, MIDDLE)]
    assert rows(state) == [[97], [43, 66, 89], [50, 60, 81, 94]]
    assert state.phase == "choosing" and state.turn == 4
    check_invariants(state)


@pytest.mark.parametrize("row, taken", [(TOP, [97]), (MIDDLE, [59]), (BOTTOM, [50, 60, 81, 94])])
def test_a_too_low_card_may_take_any_row(row, taken):
    state = take_row(play_turn(after_example_2(), 43, 66, 89), 0, row)
    assert event(state, "row_taken") == {"seat": 0, "card": 43, "row": row, "cards": taken}
    if len(taken) == 1:
        assert event(state, "card_kept")["automatic"] is True
        assert state.seats[0].x_row == [22, *taken]
    else:
        assert codes(state) == ["row_taken"] and state.to_act == [0]
        assert list(state.awaiting.cards) == taken
        assert SPEC.legal_actions(state, 0) == [Keep(card=c) for c in taken]
    assert rows(state)[row][0] == 43
    check_invariants(state)


def test_example_5_a_lower_kept_card_sends_the_x_row_to_the_x_pile():
    state = play_turn(before_example_5(), 10, 100, 13)
    assert event(state, "too_low") == {"seat": 0, "card": 10}
    state = take_row(state, 0, TOP)
    assert event(state, "row_taken") == {"seat": 0, "card": 10, "row": TOP, "cards": [20, 30]}
    assert state.to_act == [0] and list(state.awaiting.cards) == [20, 30]
    hand_before = list(state.seats[0].hand)

    state = keep(state, 0, 30)  # 30 < 60: the X row 22, 59, 60 goes face down
    assert codes(state) == ["x_row_collapsed", "card_kept", "card_placed", "card_placed"]
    assert event(state, "x_row_collapsed") == {"seat": 0, "count": 3}
    assert event(state, "card_kept") == {"seat": 0, "card": 30, "to_hand": [20], "automatic": False}
    me = state.seats[0]
    assert me.x_row == [30] and sorted(me.x_pile) == [22, 59, 60] and me.hand == sorted(hand_before + [20])
    assert placed(state) == [(2, 13, TOP), (1, 100, BOTTOM)]
    assert rows(state) == [[10, 13], [43, 66, 89], [99, 100]]
    # Everyone sees how many cards lie in the X pile; only its owner sees which.
    assert SPEC.view(state, None).players[0].x_pile == 3
    assert SPEC.view(state, 1).players[0].x_row == [30]
    assert sorted(SPEC.view(state, 0).me.x_pile) == [22, 59, 60]
    check_invariants(state)
    check_views(state)


@pytest.mark.parametrize("kept, collapses", [(60, None), (81, None), (94, None), (50, 2)])
def test_the_x_row_collapses_only_under_a_lower_card(kept, collapses):
    state = play_turn(after_example_3(), 99, 20, 30)
    state = take_row(state, 1, TOP)
    state = keep(state, 0, kept)  # the X row holds 22, 59
    if collapses is None:
        assert "x_row_collapsed" not in codes(state)
        assert state.seats[0].x_row == [22, 59, kept] and state.seats[0].x_pile == []
    else:
        assert event(state, "x_row_collapsed") == {"seat": 0, "count": collapses}
        assert state.seats[0].x_row == [kept] and sorted(state.seats[0].x_pile) == [22, 59]
    check_invariants(state)


def test_the_first_card_of_an_x_row_never_collapses_anything():
    # Seat 0 keeps the lowest of the three it takes first: an empty X row takes any card.
    state = play_turn(after_example_1(), 59, 81, 94)
    state = keep(state, 0, 10)
    assert "x_row_collapsed" not in codes(state) and state.seats[0].x_row == [10]


# -- rule 3 for each row card --------------------------------------------------------------------


@pytest.mark.parametrize("row, size", [(TOP, 3), (MIDDLE, 4), (BOTTOM, 5)])
def test_each_row_is_full_at_its_row_card(row, size):
    """Two players lay rising cards after one row's start until the size-th card takes the row."""
    starts = [70, 80, 90]
    starts[row] = 10
    cards = list(range(11, 11 + 2 * 8))  # seat 0 plays 11, 13, ...; seat 1 plays 12, 14, ...
    state = new(2, deck(starts, cards[0::2], cards[1::2]))
    turn = 0
    while "row_filled" not in codes(state):
        state = play_turn(state, cards[2 * turn], cards[2 * turn + 1])
        turn += 1
    # The first take: the size-th card of the row, taking the size - 1 before it.
    assert event(state, "row_filled") == {
        "seat": (size - 2) % 2, "card": 10 + size - 1, "row": row, "cards": list(range(10, 10 + size - 1))}
    assert rows(state)[row] == [10 + size - 1]


# -- a single taken card, rule 4's choice --------------------------------------------------------


def test_a_single_taken_card_goes_to_the_x_row_with_no_action():
    state = play_turn(after_example_2(), 43, 66, 89)
    state = take_row(state, 0, TOP)  # the lone 97
    assert event(state, "card_kept") == {"seat": 0, "card": 97, "to_hand": [], "automatic": True}
    assert state.awaiting is None and state.phase == "choosing" and state.to_act == [0, 1, 2]
    assert all(not isinstance(a, Keep) for seat in range(3) for a in SPEC.legal_actions(state, seat))
    assert state.seats[0].x_row == [22, 97]


def test_a_card_placed_after_a_take_follows_the_new_row():
    # Turn 4 of the booklet game: 20 takes the 97 and starts row "3"; 30 then lands after the 20.
    state = play_turn(after_example_3(), 99, 20, 30)
    assert state.to_act == [1] and state.awaiting.card == 20
    state = take_row(state, 1, TOP)
    assert placed(state) == [(2, 30, TOP)]
    assert event(state, "row_filled") == {"seat": 0, "card": 99, "row": BOTTOM, "cards": [50, 60, 81, 94]}


# -- example 6 and the end of a round --------------------------------------------------------------

# Two players. Seat "low" lays 14, 13, 12, 9, 8, 7, 6, 4, each too low for every row, and takes row "3" each
# time: its lone card (straight to the X row, which goes down each time as the cards fall), or in
# turns 3 and 5 two cards (it keeps the lower, the 15 and the 20 go to its hand). Seat "high" lays
# its cards behind, never taking anything, and has none left after turn 8.
LOW = [14, 13, 12, 9, 8, 7, 6, 4]
HIGH = [41, 15, 42, 20, 61, 62, 63, 25]
EX6_ROWS = [30, 40, 60]
# After each turn: the low seat's X row, its X pile, and the rows.
EX6_TURNS = [
    ([30], [], [[14], [40, 41], [60]]),
    ([14], [30], [[13, 15], [40, 41], [60]]),
    ([13], [30, 14], [[12], [40, 41, 42], [60]]),
    ([12], [30, 14, 13], [[9, 20], [40, 41, 42], [60]]),
    ([9], [30, 14, 13, 12], [[8], [40, 41, 42], [60, 61]]),
    ([8], [30, 14, 13, 12, 9], [[7], [40, 41, 42], [60, 61, 62]]),
    ([7], [30, 14, 13, 12, 9, 8], [[6], [40, 41, 42], [60, 61, 62, 63]]),
]


def ex6_deck(low_seat=0):
    hands = [LOW, HIGH] if low_seat == 0 else [HIGH, LOW]
    return deck(EX6_ROWS, *hands)


def play_ex6_round(state, low, high=None, checks=False):
    high = 1 - low if high is None else high
    for turn, (low_card, high_card) in enumerate(zip(LOW, HIGH)):
        cards = [None, None]
        cards[low], cards[high] = low_card, high_card
        state = play_turn(state, *cards)
        assert state.to_act == [low] and state.awaiting.kind == "take_row"
        if checks and turn == 7:  # the end of the round is one take away
            assert state.seats[low].hand == [15, 20] and state.seats[high].hand == []
            assert state.seats[low].x_row == [7] and state.seats[low].x_pile == [30, 14, 13, 12, 9, 8]
        state = take_row(state, low, TOP)
        if turn in (2, 4):
            assert state.to_act == [low] and state.awaiting.kind == "keep"
            state = keep(state, low, min(state.awaiting.cards))
        if checks and turn < 7:
            x_row, x_pile, expected_rows = EX6_TURNS[turn]
            assert state.seats[low].x_row == x_row and state.seats[low].x_pile == x_pile
            assert rows(state) == expected_rows
            assert state.seats[high].x_row == [] and state.seats[high].hand == sorted(HIGH[turn + 1:])
            check_invariants(state)
    return state


def test_example_6_scoring_one_per_head_in_hand_two_per_head_in_the_x_pile():
    deck2 = ex6_deck(low_seat=1)
    state = new(2, ex6_deck(low_seat=0), deck2)
    state = play_ex6_round(state, low=0, checks=True)
    # Turn 8 ended the round: seat 1 played its last card.
    scored = event(state, "round_scored")
    assert scored == {"round": 1, "points": [23, 0], "hand_heads": [5, 0], "pile_heads": [9, 0]}
    # Seat 0 held 15 and 20 (2 + 3 = 5 heads); its X pile 30, 14, 13, 12, 9, 8, 7 has 3 + 6 = 9
    # heads, 18 points; its X row (the 6) scores nothing: 5 + 18 = 23.
    assert heads_of([15, 20]) == 5 and heads_of([30, 14, 13, 12, 9, 8, 7]) == 9
    assert [s.round_scores for s in state.seats] == [[23], [0]]
    assert codes(state) == ["row_taken", "x_row_collapsed", "card_kept", "card_placed", "round_scored",
                            "round_dealt"]
    # Round 2 is dealt from the second deck, with empty X rows and piles.
    assert event(state, "round_dealt") == {"round": 2, "rows": [[30], [40], [60]]}
    assert state.round == 2 and state.turn == 1 and state.phase == "choosing"
    assert state.seats[0].hand == sorted(HIGH) and state.seats[1].hand == sorted(LOW)
    assert all(s.x_row == [] and s.x_pile == [] for s in state.seats)
    assert sorted(state.undealt) == sorted(set(ALL_CARDS) - set(EX6_ROWS + LOW + HIGH))
    assert state.undealt == deck2[19:]
    view = SPEC.view(state, None)
    assert [p.round_scores for p in view.players] == [[23], [0]]
    assert [p.total for p in view.players] == [23, 0]
    assert SPEC.outcome(state) is None
    check_invariants(state)
    check_views(state)

    # Round 2 the other way round: 23 each, a shared win.
    state = play_ex6_round(state, low=1)
    assert event(state, "round_scored") == {"round": 2, "points": [0, 23], "hand_heads": [0, 5],
                                            "pile_heads": [0, 9]}
    assert codes(state)[-2:] == ["round_scored", "game_over"]
    assert state.is_over and state.phase == "over" and state.to_act == []
    assert [s.round_scores for s in state.seats] == [[23, 0], [0, 23]]
    outcome = SPEC.outcome(state)
    assert outcome.scores == [23, 23]
    assert outcome.ranking == [[0, 1]] and outcome.winners == [0, 1]
    assert outcome.tie_break == "shared_win"
    check_invariants(state)
    check_outcome(state)


def test_the_lowest_total_wins():
    state = new(2, ex6_deck(low_seat=0))  # round 2 dealt the same way
    state = play_ex6_round(state, low=0)
    state = play_ex6_round(state, low=0)
    assert [s.round_scores for s in state.seats] == [[23, 23], [0, 0]]
    outcome = SPEC.outcome(state)
    assert outcome.scores == [46, 0] and outcome.ranking == [[1], [0]]
    assert outcome.winners == [1] and outcome.tie_break is None
    assert [f.total for f in SPEC.view(state, 0).players] == [46, 0]
    check_outcome(state)


def test_the_round_ends_only_after_the_whole_turn_is_placed():
    state = new(2, ex6_deck(low_seat=0))
    for low_card, high_card in list(zip(LOW, HIGH))[:7]:
        state = play_turn(state, low_card, high_card)
        state = take_row(state, 0, TOP)
        if state.to_act == [0]:
            state = keep(state, 0, min(state.awaiting.cards))
    state = play_turn(state, 4, 25)
    # Seat 1 has laid its last card, but seat 0's take and the 25 are still to be placed.
    assert state.seats[1].hand == [] and state.phase == "resolving" and state.round == 1
    assert "round_scored" not in codes(state)
    state = take_row(state, 0, TOP)
    assert codes(state) == ["row_taken", "x_row_collapsed", "card_kept", "card_placed", "round_scored",
                            "round_dealt"]
    assert events_of(state, "card_placed") == [{"seat": 1, "card": 25, "row": TOP}]


def test_a_player_who_takes_cards_back_on_the_last_turn_keeps_the_round_going():
    # As example 6, but seat 1's last card is 64: the 5th of row "5", it takes 60..63 and three of
    # them go back to its hand, so after turn 8 everyone still holds a card.
    high = HIGH[:-1] + [64]
    state = new(2, deck(EX6_ROWS, LOW, high))
    for turn, (low_card, high_card) in enumerate(zip(LOW, high)):
        state = play_turn(state, low_card, high_card)
        state = take_row(state, 0, TOP)
        if turn in (2, 4):
            state = keep(state, 0, min(state.awaiting.cards))
    assert state.seats[1].hand == [] and state.to_act == [1]
    assert event(state, "row_filled") == {"seat": 1, "card": 64, "row": BOTTOM, "cards": [60, 61, 62, 63]}
    state = keep(state, 1, 63)
    assert state.round == 1 and state.turn == 9 and state.phase == "choosing"
    assert state.seats[1].hand == [60, 61, 62] and state.seats[0].hand == [15, 20]
    assert "round_scored" not in codes(state)
    # Play on (lowest card, cheapest row, keep the highest) until the round ends, which must be at
    # the end of the first turn after which someone holds no card.
    while state.round == 1:
        for seat in range(2):
            state = act(state, seat, Play(card=state.seats[seat].hand[0]))
        while state.phase == "resolving":
            seat = state.to_act[0]
            if state.awaiting.kind == "take_row":
                cheapest = min(range(3), key=lambda r: (heads_of(state.rows[r]), r))
                state = take_row(state, seat, cheapest)
            else:
                state = keep(state, seat, max(state.awaiting.cards))
        if state.round == 1:
            assert all(s.hand for s in state.seats)
        else:
            assert 0 in event(state, "round_scored")["hand_heads"]  # someone holds no card


def test_round_two_is_dealt_from_the_second_deck():
    deck1 = deck([1, 2, 3], list(range(10, 18)), list(range(20, 28)), list(range(30, 38)))
    deck2 = list(reversed(ALL_CARDS))
    state = new(3, deck1, deck2)
    while state.round == 1:
        seat = state.to_act[0]
        state = act(state, seat, SPEC.legal_actions(state, seat)[0])
    assert rows(state) == [[100], [99], [98]]
    assert [s.hand for s in state.seats] == [list(range(90, 98)), list(range(82, 90)), list(range(74, 82))]
    assert state.undealt == list(range(73, 0, -1))
    assert event(state, "round_dealt") == {"round": 2, "rows": [[100], [99], [98]]}


def test_without_a_setup_each_round_is_shuffled_anew():
    states, _ = play_random(3, 21)
    first = states[0]
    second = next(s for s in states if s.round == 2)
    dealt = [c for r in first.rows for c in r] + [c for s in first.seats for c in s.hand]
    assert sorted(first.undealt + dealt) == ALL_CARDS
    assert first.rows != second.rows or first.undealt != second.undealt
    # The same seed deals the same two rounds.
    again, _ = play_random(3, 21)
    assert again == states


def test_a_record_with_decks_replays_exactly():
    game_setup = {"decks": [ex6_deck(0), ex6_deck(1)]}
    states, actions = play_random(2, 8, game_setup)
    record = record_of(2, 8, actions, game_setup)
    loaded = GameRecord.model_validate_json(record.model_dump_json())
    assert registry.start(loaded) == states[0]
    assert registry.replay(loaded) == states[-1]
    assert states[0].rows == [[30], [40], [60]]
    assert next(s for s in states if s.round == 2).seats[1].hand == sorted(LOW)


# -- cow heads -----------------------------------------------------------------------------------


def test_heads_per_card():
    assert data.HEADS == {card: heads(card) for card in ALL_CARDS}
    assert sum(data.HEADS.values()) == 167
    counts = {h: sum(1 for c in ALL_CARDS if data.HEADS[c] == h) for h in (1, 2, 3, 5, 7)}
    assert counts == {1: 72, 2: 9, 3: 10, 5: 8, 7: 1}
    assert data.HEADS[55] == 7
    assert [data.HEADS[c] for c in (11, 22, 33, 44, 66, 77, 88, 99)] == [5] * 8
    assert [data.HEADS[c] for c in (10, 20, 50, 100)] == [3] * 4
    assert [data.HEADS[c] for c in (5, 15, 45, 95)] == [2] * 4
    assert [data.HEADS[c] for c in (1, 12, 54, 56, 98)] == [1] * 5
    assert sorted(data.CARDS) == ALL_CARDS and tuple(data.ROW_SIZES) == (3, 4, 5)
    assert data.HAND_SIZE == 8 and data.ROUNDS == 2
    assert (data.HAND_POINTS_PER_HEAD, data.PILE_POINTS_PER_HEAD) == (1, 2)


def test_a_round_is_scored_from_the_hand_and_the_x_pile_only():
    """Scores of random rounds against this file's own head table: X rows never count."""
    for seed in range(6):
        states, _ = play_random(2 + seed % 3, seed)
        final = states[-1]
        for s in final.seats:
            assert s.round_scores[1] == heads_of(s.hand) + 2 * heads_of(s.x_pile)
        assert any(s.x_row for s in final.seats)  # cards whose heads count for nothing
        round_one_end = next(i for i, s in enumerate(states) if s.round == 2)
        scored = event(states[round_one_end], "round_scored")
        assert scored["points"] == [h + 2 * p for h, p in zip(scored["hand_heads"], scored["pile_heads"])]
        assert [s.round_scores[0] for s in final.seats] == scored["points"]


# -- errors ----------------------------------------------------------------------------------------


def refused(code, state, seat, action, params=None):
    before = pickle.dumps(state)
    error = raises(code, SPEC.apply, state, seat, action)
    if params is not None:
        assert error.params == params
    assert pickle.dumps(state) == before, "a refused action changed the state"
    return error


def test_error_codes_while_choosing():
    state = booklet_game()
    refused("card_not_in_hand", state, 0, Play(card=18), {"card": 18})  # seat 1's card
    refused("card_not_in_hand", state, 0, Play(card=97), {"card": 97})  # a row's card
    refused("card_not_in_hand", state, 0, Play(card=0), {"card": 0})
    refused("card_not_in_hand", state, 0, Play(card=101), {"card": 101})
    refused("not_too_low", state, 0, TakeRow(row=0), {})
    refused("wrong_phase", state, 0, Keep(card=60), {"phase": "choosing"})
    state = act(state, 0, Play(card=60))
    # A card laid face down cannot be changed.
    refused("not_your_turn", state, 0, Play(card=59), {"seat": 0})
    # A card played earlier is gone from the hand.
    state = act(act(state, 1, Play(card=18)), 2, Play(card=22))
    refused("card_not_in_hand", state, 0, Play(card=60), {"card": 60})
    check_invariants(state)


def test_error_codes_while_a_row_must_be_chosen():
    state = play_turn(after_example_2(), 43, 66, 89)
    assert state.awaiting.kind == "take_row"
    refused("wrong_phase", state, 0, Play(card=state.seats[0].hand[0]), {"phase": "resolving"})
    refused("wrong_phase", state, 0, Keep(card=59), {"phase": "resolving"})
    for bad in (3, -1, 99):
        refused("bad_row", state, 0, TakeRow(row=bad), {"row": bad})
    for seat in (1, 2):
        refused("not_your_turn", state, seat, TakeRow(row=0), {"seat": seat})
        refused("not_your_turn", state, seat, Play(card=state.seats[seat].hand[0]), {"seat": seat})


def test_error_codes_while_a_taken_card_must_be_kept():
    state = play_turn(after_example_1(), 59, 81, 94)
    assert state.awaiting.kind == "keep"
    refused("card_not_taken", state, 0, Keep(card=59), {"card": 59})
    refused("card_not_taken", state, 0, Keep(card=60), {"card": 60})
    refused("card_not_taken", state, 0, Keep(card=0), {"card": 0})
    refused("not_too_low", state, 0, TakeRow(row=1), {})
    refused("wrong_phase", state, 0, Play(card=state.seats[0].hand[0]), {"phase": "resolving"})
    refused("not_your_turn", state, 1, Keep(card=10), {"seat": 1})


def test_error_codes_after_the_end():
    state = new(2, ex6_deck())
    state = play_ex6_round(play_ex6_round(state, low=0), low=0)
    for seat in range(2):
        refused("game_over", state, seat, Play(card=1))
        refused("game_over", state, seat, TakeRow(row=0))
        refused("game_over", state, seat, Keep(card=1))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize(
    "setup",
    [
        {"decks": [ALL_CARDS]},
        {"decks": [ALL_CARDS, ALL_CARDS, ALL_CARDS]},
        {"decks": [ALL_CARDS, ALL_CARDS[:-1]]},
        {"decks": [ALL_CARDS, ALL_CARDS[:-1] + [1]]},
        {"decks": [ALL_CARDS, ALL_CARDS + [101]]},
        {"decks": [ALL_CARDS, [0] + ALL_CARDS[1:]]},
        {"decks": [ALL_CARDS, [True] + ALL_CARDS[1:]]},
        {"decks": [ALL_CARDS, [float(c) for c in ALL_CARDS]]},
        {"decks": [ALL_CARDS, "1..100"]},
        {"decks": "shuffled"},
        {"decks": ALL_CARDS},
        {"rows": [1, 2, 3]},
        {"decks": [ALL_CARDS, ALL_CARDS], "first_player": 0},
    ],
)
def test_bad_setups(players, setup):
    with pytest.raises(Exception) as info:
        SPEC.new_game(players, 1, None, setup)
    assert getattr(info.value, "code", None) == "bad_setup", info.value


@pytest.mark.parametrize("options", [{"variant": "standard"}, {"rounds": 3}])
def test_x_bere_has_no_options(options):
    with pytest.raises(Exception) as info:
        SPEC.new_game(3, 1, options)
    assert getattr(info.value, "code", None) == "bad_options"
    assert SPEC.options_model().model_dump() == {}


@pytest.mark.parametrize("players", [1, 5, 0])
def test_two_to_four_players(players):
    assert (SPEC.min_players, SPEC.max_players) == (2, 4)
    with pytest.raises(Exception) as info:
        SPEC.new_game(players, 1)
    assert getattr(info.value, "code", None) == "bad_player_count"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_deal_for_each_player_count(players):
    full = list(range(100, 0, -1))
    state = SPEC.new_game(players, 4, None, {"decks": [full, ALL_CARDS]})
    assert rows(state) == [[100], [99], [98]]
    for seat in range(players):
        assert state.seats[seat].hand == sorted(full[3 + 8 * seat:11 + 8 * seat])
    assert state.undealt == full[3 + 8 * players:]
    assert state.to_act == list(range(players))
    # The seed does not matter once the decks are given.
    assert SPEC.new_game(players, 99, None, {"decks": [full, ALL_CARDS]}).seats == state.seats
