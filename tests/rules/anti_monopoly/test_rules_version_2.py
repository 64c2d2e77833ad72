"""Issue 30: the booklet's rules as RULES-NOTES.md reads them ("Readings settled 2026-12-06"), each
a test named after its rule, and the end by agreement of issue 29. Games begun under rules_version 1
keep its rules: each test also plays the old version where it differed."""

from .helpers import C, M, SPEC, act, cash, event, game, legal_types
from .test_booklet import refused


def test_new_games_are_played_by_rules_version_2_and_version_1_still_plays():
    assert SPEC.rules_version == 2 and SPEC.older_rules_versions == (1,)
    assert game(rules_version=1).rules_version == 1


# -- rule 22: bankruptcy only for who cannot pay ---------------------------------------------------


def test_rule_22_bankruptcy_only_when_the_debt_cannot_be_paid():
    # seat 0 owes the penalty of 75 with 10 in cash, and could raise 175 + 200 by mortgaging Athens
    state = act(game(cash=[10, 1500], titles=[[37, 39], []], roles=[M, C], positions=[35, 0], dice=[1, 2]), 0, "roll")
    assert state.phase == "distress" and state.debts[0].owed == 75
    assert "bankrupt" not in legal_types(state, 0)
    assert refused("can_pay", state, 0, "bankrupt") == {"owed": 75, "can_raise": 10 + 175 + 200}
    # one who cannot raise the debt by selling and mortgaging everything goes bankrupt
    poor = act(game(cash=[0, 1500], titles=[[1], [39]], roles=[C, M], positions=[36, 0], dice=[1, 2]), 0, "roll")
    assert poor.phase == "distress" and poor.debts[0].owed > SPEC.view(poor, 0).players[0].can_raise
    assert "bankrupt" in legal_types(poor, 0)
    assert act(poor, 0, "bankrupt").players[0].bankrupt


def test_rule_22_under_rules_version_1_bankruptcy_was_offered_with_any_debt():
    state = act(game(cash=[10, 1500], titles=[[37, 39], []], roles=[M, C], positions=[35, 0], dice=[1, 2],
                     rules_version=1), 0, "roll")
    assert "bankrupt" in legal_types(state, 0)


# -- rule 21: trades at any time ----------------------------------------------------------------------


def test_rule_21_any_player_may_offer_a_trade_at_any_time_between_moves():
    state = game(3, titles=[[1], [3], [6]], roles=[C, M, C])
    assert state.to_act == [0] and SPEC.view(state, None).may_offer == [0, 1, 2]
    offered = act(state, 2, "offer_trade", to=1, give=[6], take=[3])  # seat 2, not on turn
    assert offered.phase == "offer" and offered.to_act == [1] and offered.offer.proposer == 2
    back = act(offered, 1, "refuse_trade")
    assert back.phase == "roll" and back.current == 0
    # no limit a turn: the same offer again, and accepted
    again = act(act(back, 2, "offer_trade", to=1, give=[6], take=[3]), 1, "accept_trade")
    assert again.players[2].titles == [3] and again.players[1].titles == [6] and again.to_act == [0]
    # after the move, too; but not while the player on turn decides a purchase
    moved = act(game(3, dice=[1, 2], roles=[C, M, C], titles=[[], [1], []]), 0, "roll")
    assert moved.phase == "buy" and SPEC.view(moved, None).may_offer == []
    assert refused("wrong_phase", moved, 1, "offer_trade", to=2, give=[1]) == {"phase": "buy"}
    ended = act(moved, 0, "decline")
    assert act(ended, 1, "offer_trade", to=2, give=[1], ask=10).phase == "offer"


def test_rule_21_the_time_limit_variant_trades_only_with_the_bank():
    state = game(titles=[[1], [3]], options={"time_limit": 30})
    assert SPEC.view(state, None).may_offer == []
    assert refused("trades_banned", state, 0, "offer_trade", to=1, give=[1]) == {}
    assert refused("trades_banned", state, 1, "offer_trade", to=0, give=[3]) == {}
    assert not any(a.type == "offer_trade" for a in SPEC.legal_actions(state, 0))


def test_rule_21_computers_are_offered_each_partner_once_a_turn():
    """legal_actions, which computers choose from, lists the simple offers once per partner a turn."""
    state = game(titles=[[1], [3]])
    assert any(a.type == "offer_trade" for a in SPEC.legal_actions(state, 0))
    refused_once = act(act(state, 0, "offer_trade", to=1, give=[1], ask=60), 1, "refuse_trade")
    assert not any(a.type == "offer_trade" for a in SPEC.legal_actions(refused_once, 0))


def test_rule_21_under_rules_version_1_only_the_player_on_turn_offered_once_a_turn():
    state = game(titles=[[1], [3]], rules_version=1)
    assert refused("not_your_turn", state, 1, "offer_trade", to=0, give=[3]) == {"seat": 1}
    no = act(act(state, 0, "offer_trade", to=1, give=[1], ask=60), 1, "refuse_trade")
    assert refused("offered_this_turn", no, 0, "offer_trade", to=1, give=[1], ask=10) == {"to": 1}


# -- rule 14: a monopolist in prison collects nothing -------------------------------------------------


def test_rule_14_a_jailed_monopolist_gets_nothing_from_the_card_paying_every_monopolist():
    setup = {"roles": [M, M, C], "jailed": [1], "monopolist_cards": ["m_cartel_bonus"], "positions": [4, 0, 0],
             "dice": [1, 2]}
    state = act(game(3, **setup), 0, "roll")
    assert event(state, "card_drawn")["card"] == "m_cartel_bonus"
    assert cash(state) == [1525, 1500, 1500]
    old = act(game(3, rules_version=1, **setup), 0, "roll")
    assert cash(old) == [1525, 1525, 1500]


def test_rule_14_a_jailed_monopolists_rents_are_0_on_the_table_and_in_the_wealth():
    setup = {"roles": [C, M], "titles": [[], [37, 39]], "jailed": [1]}
    view = SPEC.view(game(**setup), None)
    assert view.spaces[37].rent == 0 and view.spaces[39].rent == 0
    assert view.players[1].wealth == 1500
    free = SPEC.view(game(roles=[C, M], titles=[[], [37, 39]]), None)
    assert free.spaces[37].rent == 70 and free.players[1].wealth == 1500 + 70 + 80
    old = SPEC.view(game(rules_version=1, **setup), None)
    assert old.spaces[37].rent == 70 and old.players[1].wealth == 1650
    works = SPEC.view(game(roles=[C, M], titles=[[], [12]], jailed=[1]), None)
    assert works.spaces[12].rent_per_pip == 0


# -- rule 7: the extra roll is offered ------------------------------------------------------------------


def test_rule_7_after_doubles_the_player_may_roll_again_or_end_the_turn():
    state = act(act(game(dice=[3, 3, 2, 2]), 0, "roll"), 0, "decline")
    assert state.phase == "roll" and {"roll", "end_turn"} <= legal_types(state, 0)
    assert SPEC.view(state, 0).extra_roll
    ended = act(state, 0, "end_turn")
    assert ended.current == 1 and ended.phase == "roll" and not ended.extra_roll
    assert refused("no_extra_roll", ended, 1, "end_turn") == {}
    old = act(act(game(dice=[3, 3, 2, 2], rules_version=1), 0, "roll"), 0, "decline")
    assert "end_turn" not in legal_types(old, 0)
    assert refused("no_extra_roll", old, 0, "end_turn") == {}


def test_rule_14_leaving_prison_by_doubles_is_not_an_extra_roll_to_skip():
    state = act(game(jailed=[0], dice=[4, 4]), 0, "roll")
    assert state.phase == "roll" and "end_turn" not in legal_types(state, 0)


# -- the time-limit variant, and the end by agreement --------------------------------------------------


def _round_2(**kwargs):
    state = game(dice=[1, 2, 2, 4], **kwargs)
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    return act(act(act(state, 1, "roll"), 1, "decline"), 1, "end_turn")


def test_time_limit_variant_the_settlement_only_in_a_game_started_with_a_time_limit():
    untimed = _round_2()
    assert untimed.round == 2 and "end_by_time" not in legal_types(untimed, 0)
    assert refused("no_time_limit", untimed, 0, "end_by_time") == {}
    assert "end_by_time" in legal_types(_round_2(options={"time_limit": 30}), 0)
    assert "end_by_time" in legal_types(_round_2(rules_version=1), 0)


def test_end_by_agreement_ranks_by_rule_23s_wealth_in_a_game_without_a_time_limit():
    state = game(3, cash=[900, 1200, 1000], titles=[[37, 39], [], []], roles=[M, C, M])
    view = SPEC.view(state, None)
    assert view.may_end_by_agreement
    assert "end_by_agreement" not in legal_types(state, 0)  # the family decides it, never a computer's move
    over = act(state, 2, "end_by_agreement")  # any player, on turn or not
    assert over.is_over and over.end_reason == "agreement"
    outcome = SPEC.outcome(over)
    assert outcome.scores == [900 + 70 + 80, 1200, 1000] and outcome.winners == [1]
    assert outcome.ranking == [[1], [0], [2]]


def test_end_by_agreement_not_with_a_clock_nor_during_a_move_nor_in_rules_version_1():
    timed = game(options={"time_limit": 30})
    assert not SPEC.view(timed, None).may_end_by_agreement
    assert refused("time_limit", timed, 0, "end_by_agreement") == {}
    buying = act(game(dice=[1, 2]), 0, "roll")
    assert buying.phase == "buy" and not SPEC.view(buying, None).may_end_by_agreement
    assert refused("wrong_phase", buying, 0, "end_by_agreement") == {"phase": "buy"}
    assert refused("not_your_turn", game(rules_version=1), 1, "end_by_agreement")
    assert refused("bad_action", game(rules_version=1), 0, "end_by_agreement")
