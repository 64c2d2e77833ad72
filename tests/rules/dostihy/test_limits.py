"""Every limit of the rules refused with its code, the state untouched and the action not listed.

The codes are documented in boardgames_desktop/rules/dostihy/actions.py.
"""

import pytest

from boardgames_desktop.rules import IllegalAction

from .helpers import (
    SPEC,
    START,
    AcceptOffer,
    Answer,
    Buy,
    ChooseSymbol,
    DeclareBankruptcy,
    Enter,
    Match,
    Offer,
    Pawn,
    Redeem,
    RefuseOffer,
    ReturnHorse,
    Roll,
    SellToBank,
    Send,
    SkipBuy,
    act,
    new,
    refused,
)


def challenge_phase(players=3, **setup):
    setup.setdefault("dice", ["money"])
    state = new(players, **setup)
    return act(state, 0, Roll())


# -- turn and phase ----------------------------------------------------------------------------------


def test_actions_out_of_their_phase_are_wrong_phase():
    state = new(2)
    for action in [Buy(horse=1), SkipBuy(), ChooseSymbol(symbol="horse"), ReturnHorse(horse=1), Send(),
                   Enter(runner="stable", opponent=1, stake=1000), Answer(runner="stable", stake=1000), Match(),
                   SellToBank(horse=1), Offer(horse=1, to=1, price=500), DeclareBankruptcy(), AcceptOffer(),
                   RefuseOffer()]:
        refused(state, 0, action, "wrong_phase", phase="roll")
    in_challenge = challenge_phase()
    for action in [Roll(), Redeem(horse=1), Pawn(horse=1), Buy(horse=1)]:
        refused(in_challenge, 0, action, "wrong_phase", phase="challenge")


def test_only_the_seat_to_act_may_act():
    state = challenge_phase()
    refused(state, 1, Enter(runner="stable", opponent=0, stake=1000), "not_your_turn", seat=1)
    state = act(act(state, 0, Enter(runner="stable", opponent=2, stake=1000)), 0, Send())
    assert state.to_act == [2]
    refused(state, 0, Answer(runner="stable", stake=1000), "not_your_turn", seat=0)
    refused(state, 1, Answer(runner="stable", stake=1000), "not_your_turn", seat=1)


def test_a_finished_game_refuses_everything():
    deck_end = new(2, chance=["sponsor"], dice=["question"])
    deck_end.deck = ["sponsor"]
    over = act(deck_end, 0, Roll())
    assert over.is_over
    refused(over, 0, Roll(), "game_over")
    refused(over, 1, Roll(), "game_over")


def test_what_is_not_an_action_is_bad_action():
    state = new(2)
    for data in [{"type": "roll", "extra": 1}, {"type": "buy", "horse": "1"}, {"type": "buy", "horse": True},
                 {"type": "enter", "runner": "3", "opponent": 1, "stake": 1000},
                 {"type": "choose_symbol", "symbol": "dragon"}, {"type": "dance"}]:
        with pytest.raises(IllegalAction) as info:
            SPEC.apply(state, 0, data)
        assert info.value.code == "bad_action"


# -- before the roll: pawn and redeem ----------------------------------------------------------------


def test_redeem_limits():
    state = new(2, horses=[[1, 18], [2]], pawned=[18, 2], cash=[7999, START])
    refused(state, 0, Redeem(horse=2), "not_your_horse", horse=2)
    refused(state, 0, Redeem(horse=5), "not_your_horse", horse=5)
    refused(state, 0, Redeem(horse=1), "not_pawned", horse=1)
    refused(state, 0, Redeem(horse=18), "cannot_afford", cost=8000, cash=7999)


def test_pawn_limits_and_no_pawning_back_and_forth_before_a_roll():
    state = new(2, horses=[[1, 11], [2]], pawned=[11], cash=[START, START])
    refused(state, 0, Pawn(horse=2), "not_your_horse", horse=2)
    refused(state, 0, Pawn(horse=11), "already_pawned", horse=11)
    pawned = act(state, 0, Pawn(horse=1))
    refused(pawned, 0, Redeem(horse=1), "changed_this_turn", horse=1)
    redeemed = act(state, 0, Redeem(horse=11))
    refused(redeemed, 0, Pawn(horse=11), "changed_this_turn", horse=11)
    # The roll ends the window; the next turn opens a fresh one.
    rolled = act(redeemed, 0, Roll())
    assert rolled.changed == []


# -- the symbol die ----------------------------------------------------------------------------------


def test_buy_limits():
    state = act(new(2, horses=[[], [18]], cash=[9000, START], dice=["horse"]), 0, Roll())
    refused(state, 0, Buy(horse=18), "horse_not_available", horse=18)
    refused(state, 0, Buy(horse=0), "horse_not_available", horse=0)
    refused(state, 0, Buy(horse=19), "cannot_afford", cost=10000, cash=9000)


def test_choose_symbol_limits():
    state = act(new(2, dice=["star"]), 0, Roll())
    refused(state, 0, ChooseSymbol(symbol="star"), "symbol_not_allowed", symbol="star")
    poor = act(new(2, cash=[START, 999], dice=["star"]), 0, Roll())
    refused(poor, 0, ChooseSymbol(symbol="money"), "symbol_not_allowed", symbol="money")


def test_return_horse_limits():
    state = new(2, horses=[[1, 2], [3]], chance=["colic_cold_water"], dice=["question"])
    state = act(state, 0, Roll())
    refused(state, 0, ReturnHorse(horse=3), "not_your_horse", horse=3)


# -- the challenge ---------------------------------------------------------------------------------


def test_each_runner_runs_once():
    """"Každého koně smí hráč při sázení použít pouze jednou." The stable card is a runner too."""
    state = challenge_phase(horses=[[1], [], []])
    state = act(state, 0, Enter(runner=1, opponent=1, stake=1000))
    refused(state, 0, Enter(runner=1, opponent=2, stake=1000), "runner_used_twice", runner=1)
    state = act(state, 0, Enter(runner="stable", opponent=2, stake=1000))
    refused(state, 0, Enter(runner="stable", opponent=1, stake=1000), "runner_used_twice", runner="stable")


def test_only_own_runners():
    state = challenge_phase(horses=[[1], [2], []])
    refused(state, 0, Enter(runner=2, opponent=1, stake=1000), "not_your_runner", runner=2)
    refused(state, 0, Enter(runner=22, opponent=1, stake=1000), "not_your_runner", runner=22)
    refused(state, 0, Enter(runner=-1, opponent=1, stake=1000), "not_your_runner", runner=-1)


def test_opponents_must_be_other_players_in_the_game():
    state = challenge_phase(players=3)
    for opponent in (0, 3, -1, 10**9):
        refused(state, 0, Enter(runner="stable", opponent=opponent, stake=1000), "bad_opponent", opponent=opponent)
    state.players[2].bankrupt = True  # as if gone out earlier
    state.out = [2]
    refused(state, 0, Enter(runner="stable", opponent=2, stake=1000), "bad_opponent", opponent=2)


def test_never_more_races_against_a_player_than_their_horses_and_stable():
    """"Proti žádnému spoluhráči nesmí vsadit více koní, než kolik má daný hráč k dispozici karet koní
    (včetně karty stáje).\""""
    state = challenge_phase(horses=[[1, 2, 3], [4], []])
    state = act(state, 0, Enter(runner=1, opponent=1, stake=1000))
    state = act(state, 0, Enter(runner=2, opponent=1, stake=1000))
    refused(state, 0, Enter(runner=3, opponent=1, stake=1000), "too_many_against", opponent=1, limit=2)
    state = act(state, 0, Enter(runner=3, opponent=2, stake=1000))
    refused(state, 0, Enter(runner="stable", opponent=2, stake=1000), "too_many_against", opponent=2, limit=1)


@pytest.mark.parametrize("stake", [0, -1000, 500, 1500, 10500, 11000, 105000, 10**9])
def test_stakes_are_steps_of_the_ladder(stake):
    state = challenge_phase(cash=[10**6, 10**6, 10**6])
    refused(state, 0, Enter(runner="stable", opponent=1, stake=stake), "bad_stake", stake=stake)


def test_the_challenger_stakes_only_cash_in_hand():
    state = challenge_phase(horses=[[1], [], []], cash=[5000, START, START])
    refused(state, 0, Enter(runner="stable", opponent=1, stake=6000), "stake_over_cash", stake=6000, available=5000)
    state = act(state, 0, Enter(runner="stable", opponent=1, stake=3000))
    refused(state, 0, Enter(runner=1, opponent=2, stake=3000), "stake_over_cash", stake=3000, available=2000)


def test_the_stakes_against_a_player_total_at_most_that_players_cash():
    """"Žádný z hráčů přitom nesmí vsadit v součtu více peněz, než má spoluhráč v danou chvíli v
    hotovosti.\""""
    state = challenge_phase(horses=[[1, 2], [3], []], cash=[START, 5000, 2000])
    refused(state, 0, Enter(runner=1, opponent=1, stake=6000), "stake_over_opponent_cash",
            opponent=1, total=6000, cash=5000)
    state = act(state, 0, Enter(runner=1, opponent=1, stake=3000))
    refused(state, 0, Enter(runner=2, opponent=1, stake=3000), "stake_over_opponent_cash",
            opponent=1, total=6000, cash=5000)
    refused(state, 0, Enter(runner=2, opponent=2, stake=3000), "stake_over_opponent_cash",
            opponent=2, total=3000, cash=2000)
    act(state, 0, Enter(runner=2, opponent=1, stake=2000))


def test_at_least_one_race_before_sending():
    refused(challenge_phase(), 0, Send(), "no_races")


# -- the answers ------------------------------------------------------------------------------------


def answer_phase(races, players=3, **setup):
    state = challenge_phase(players=players, **setup)
    for runner, opponent, stake in races:
        state = act(state, 0, Enter(runner=runner, opponent=opponent, stake=stake))
    return act(state, 0, Send())


def test_answers_match_at_least_and_raise_at_most_to_double():
    """"Hodnotu sázky může protihráč zvýšit maximálně na dvojnásobek původní částky.\""""
    state = answer_phase([("stable", 1, 2000)])
    refused(state, 1, Answer(runner="stable", stake=1000), "stake_below_challenge", minimum=2000)
    refused(state, 1, Answer(runner="stable", stake=5000), "raise_over_double", maximum=4000)
    refused(state, 1, Answer(runner="stable", stake=2500), "stake_not_in_steps", stake=2500, step=1000)
    assert [a.stake for a in SPEC.legal_actions(state, 1)] == [2000, 3000, 4000]


@pytest.mark.parametrize("stake", [7000, 15000, 35000])
def test_a_raise_may_reach_exactly_double_in_steps_of_a_thousand(stake):
    """RULES-NOTES.md: any amount up to exactly double, in steps of the smallest stake; 7,000 may go
    to 14,000 (the list of entry stakes would have stopped it at 10,000)."""
    state = answer_phase([("stable", 1, stake)], cash=[START * 3] * 3)
    assert [a.stake for a in SPEC.legal_actions(state, 1)] == list(range(stake, 2 * stake + 1, 1000))
    for answer in (stake + 1000, 2 * stake - 1000, 2 * stake):
        answered = act(state, 1, Answer(runner="stable", stake=answer))
        assert act(answered, 0, Match()).challenge.races[0].stake == answer
    refused(state, 1, Answer(runner="stable", stake=stake + 500), "stake_not_in_steps", stake=stake + 500)
    refused(state, 1, Answer(runner="stable", stake=2 * stake + 1000), "raise_over_double", maximum=2 * stake)


def test_a_free_raise_stays_within_the_cash_limits():
    # The answerer has 12,500: up to 12,000 (a multiple of 1,000), not to the double, 14,000.
    state = answer_phase([("stable", 1, 7000)], cash=[START, 12500, START])
    assert [a.stake for a in SPEC.legal_actions(state, 1)][-1] == 12000
    refused(state, 1, Answer(runner="stable", stake=13000), "stake_over_cash", available=12500)
    # The challenger keeps 5,500 in hand after staking 7,000: answers up to 12,000 (a multiple of 1,000).
    state = answer_phase([("stable", 1, 7000)], cash=[12500, START, START])
    refused(state, 1, Answer(runner="stable", stake=13000), "raise_over_challenger_cash", maximum=12500)
    assert [a.stake for a in SPEC.legal_actions(state, 1)][-1] == 12000


def test_games_of_the_first_rules_raise_only_to_the_listed_stakes():
    state = answer_phase([("stable", 1, 7000)], rules_version=1)
    assert [a.stake for a in SPEC.legal_actions(state, 1)] == [7000, 8000, 9000, 10000]
    refused(state, 1, Answer(runner="stable", stake=12000), "bad_stake", stake=12000)
    refused(state, 1, Answer(runner="stable", stake=7500), "bad_stake", stake=7500)


def test_answers_use_own_runners_each_once():
    state = answer_phase([("stable", 1, 1000), (1, 1, 1000)], horses=[[1], [2], [3]])
    refused(state, 1, Answer(runner=3, stake=1000), "not_your_runner", runner=3)
    state = act(state, 1, Answer(runner=2, stake=1000))
    refused(state, 1, Answer(runner=2, stake=1000), "runner_used_twice", runner=2)


def test_an_answer_keeps_enough_cash_for_the_other_races_against_the_same_player():
    state = answer_phase([("stable", 1, 3000), (1, 1, 3000)], horses=[[1], [2], []], cash=[START, 8000, START])
    # 8,000 in hand, 3,000 owed to the second race at least: this one may go to 5,000, not 6,000.
    refused(state, 1, Answer(runner=2, stake=6000), "stake_over_cash", stake=6000, available=5000)
    state = act(state, 1, Answer(runner=2, stake=5000))
    refused(state, 1, Answer(runner="stable", stake=4000), "stake_over_cash", stake=4000, available=3000)


def test_raises_stay_within_what_the_challenger_can_match():
    """The challenger must match every raise ("musí vyzyvatel vsazenou částku dorovnat"), so the raises
    of all the opponents together stay within the challenger's cash in hand."""
    state = answer_phase([("stable", 1, 4000), (1, 2, 4000)], horses=[[1], [], []], cash=[11000, START, START])
    # 3,000 left in hand: player 1 may raise by 3,000 at most ...
    refused(state, 1, Answer(runner="stable", stake=8000), "raise_over_challenger_cash", maximum=7000)
    state = act(state, 1, Answer(runner="stable", stake=6000))
    # ... and player 2 by the 1,000 left.
    refused(state, 2, Answer(runner="stable", stake=6000), "raise_over_challenger_cash", maximum=5000)
    state = act(state, 2, Answer(runner="stable", stake=5000))
    state = act(state, 0, Match())
    assert state.players[0].cash >= 0


# -- distress and offers -----------------------------------------------------------------------------


def distress(players=3, horses=None, pawned=None, cash_=0, card="fine", rules_version=None):
    horses = horses or [[1, 11]]
    state = new(players, chance=[card], dice=["question"], horses=horses + [[]] * (players - len(horses)),
                pawned=pawned or [], cash=[cash_] + [START] * (players - 1), rules_version=rules_version)
    state = act(state, 0, Roll())
    assert state.phase == "distress"
    return state


def test_distress_limits():
    state = distress(horses=[[1, 11], [2]], pawned=[11])
    refused(state, 0, Pawn(horse=2), "not_your_horse", horse=2)
    refused(state, 0, Pawn(horse=11), "already_pawned", horse=11)
    refused(state, 0, SellToBank(horse=2), "not_your_horse", horse=2)
    refused(state, 0, SellToBank(horse=11), "pawned_to_bank", horse=11)
    refused(state, 0, DeclareBankruptcy(), "has_unpawned_horses")
    refused(state, 0, Roll(), "wrong_phase", phase="distress")


def test_offer_limits():
    state = distress(horses=[[1, 11], [2]], pawned=[11])
    state.players[2].cash = 1000
    refused(state, 0, Offer(horse=2, to=1, price=1000), "not_your_horse", horse=2)
    refused(state, 0, Offer(horse=1, to=0, price=1000), "bad_buyer", to=0)
    refused(state, 0, Offer(horse=1, to=3, price=1000), "bad_buyer", to=3)
    refused(state, 0, Offer(horse=1, to=1, price=700), "bad_price", price=700)
    refused(state, 0, Offer(horse=1, to=1, price=5500), "bad_price", price=5500)  # more than double
    refused(state, 0, Offer(horse=1, to=2, price=1500), "buyer_cannot_afford", price=1500, cash=1000)
    offered = act(state, 0, Offer(horse=1, to=1, price=2000))
    assert offered.to_act == [1]
    refused(offered, 0, AcceptOffer(), "not_your_turn", seat=0)
    refused(offered, 1, Pawn(horse=2), "wrong_phase", phase="offer")
    back = act(offered, 1, RefuseOffer())
    refused(back, 0, Offer(horse=1, to=1, price=2000), "offered_at_this_price", horse=1, to=1, price=2000)
    act(back, 0, Offer(horse=1, to=1, price=1000))  # the same buyer, another price
    act(back, 0, Offer(horse=1, to=2, price=500))


def test_games_of_the_first_rules_offer_each_horse_once_to_each_player():
    state = distress(horses=[[1, 11], [2]], rules_version=1)
    state = act(act(state, 0, Offer(horse=1, to=1, price=2000)), 1, RefuseOffer())
    refused(state, 0, Offer(horse=1, to=1, price=1000), "already_offered", horse=1, to=1)
    act(state, 0, Offer(horse=11, to=1, price=1000))
