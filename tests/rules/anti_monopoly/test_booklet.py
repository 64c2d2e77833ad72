"""The booklet's rules (1-23 and the time-limit variant) and the data document's readings, each
through a scripted game: prepared cash, titles and positions, and the dice named in advance."""

import pytest

from boardgames_desktop.rules import IllegalAction

from .helpers import C, M, SPEC, act, cash, codes, event, game, legal_types


def on(space):
    """Setup keys for seat 0 to reach `space` with a roll of 1 + 2."""
    return {"positions": [(space - 3) % 40, 0], "dice": [1, 2]}


def refused(code, state, seat, kind, **data):
    with pytest.raises(IllegalAction) as caught:
        act(state, seat, kind, **data)
    assert caught.value.code == code, caught.value
    return caught.value.params


# -- roles, start, moving ------------------------------------------------------------------------


def test_roles_dealt_by_rule_4_differ_by_one_at_most():
    for players in range(2, 7):
        for seed in range(20):
            roles = [p.role for p in SPEC.new_game(players, seed).players]
            assert abs(roles.count(C) - roles.count(M)) <= 1
            assert all(p.cash == 1500 and p.position == 0 for p in SPEC.new_game(players, seed).players)


def test_roles_chosen_per_seat_and_refused_when_uneven():
    state = SPEC.new_game(3, 1, {"roles": [M, M, C]})
    assert [p.role for p in state.players] == [M, M, C]
    with pytest.raises(Exception) as caught:
        SPEC.new_game(4, 1, {"roles": [M, M, M, C]})
    assert caught.value.code == "bad_options"
    with pytest.raises(Exception) as caught:
        SPEC.new_game(2, 1, None, {"roles": [C, C]})
    assert caught.value.code == "bad_setup"


def test_passing_start_pays_100():
    state = act(game(positions=[38, 0], dice=[1, 2]), 0, "roll")
    assert event(state, "moved") == {"seat": 0, "path": [39, 0, 1], "passed_start": True}
    assert event(state, "received") == {"seat": 0, "amount": 100, "source": "start", "from": None}
    assert cash(state) == [1600, 1500] and state.phase == "buy"
    view = SPEC.view(state, None)
    assert view.path == [39, 0, 1] and view.mover == 0 and view.dice == [1, 2]


def test_landing_on_start_pays_100():
    state = act(game(positions=[35, 0], dice=[2, 3]), 0, "roll")
    assert state.players[0].position == 0 and cash(state) == [1600, 1500] and state.phase == "end"


def test_doubles_give_one_more_roll_and_a_double_then_is_plain():
    state = act(game(dice=[3, 3, 2, 2]), 0, "roll")
    assert state.players[0].position == 6 and state.phase == "buy"
    state = act(state, 0, "decline")
    assert state.phase == "roll" and "extra_roll" in codes(state) and 6 in state.bank_titles  # no auction
    state = act(state, 0, "roll")
    assert state.players[0].position == 10 and "sightseeing" in codes(state)
    assert state.phase == "end" and "roll" not in legal_types(state, 0)
    state = act(state, 0, "end_turn")
    assert state.current == 1 and state.phase == "roll"


def test_buying_a_title():
    state = act(game(**on(6)), 0, "roll")
    assert event(state, "may_buy") == {"seat": 0, "space": 6, "price": 100}
    state = act(state, 0, "buy")
    assert state.players[0].titles == [6] and 6 not in state.bank_titles and cash(state) == [1400, 1500]
    assert SPEC.view(state, None).spaces[6].owner == 0


def test_a_title_too_dear_can_be_bought_after_raising_money():
    state = act(game(cash=[50, 1500], titles=[[1, 3], []], **on(6)), 0, "roll")
    assert legal_types(state, 0) == {"decline", "mortgage"}
    state = act(state, 0, "mortgage", space=1)
    assert cash(state)[0] == 80 and "buy" not in legal_types(state, 0)
    state = act(state, 0, "mortgage", space=3)
    assert cash(state)[0] == 110 and "buy" in legal_types(state, 0)


# -- rents -----------------------------------------------------------------------------------------


def test_competitor_street_rent_with_houses():
    state = act(game(titles=[[], [1]], roles=[M, C], buildings={"1": 2}, **on(1)), 0, "roll")
    # 38 -> 1 passes START (+100), then 6 + 2 x 5
    assert event(state, "paid") == {"seat": 0, "amount": 16, "to": 1, "reason": "rent", "space": 1}
    assert cash(state) == [1500 + 100 - 16, 1516]


@pytest.mark.parametrize("titles, buildings, rent", [
    ([37], {}, 35), ([37, 39], {}, 70), ([37, 39], {"37": 1}, 110), ([37, 39], {"37": 4}, 230),
])
def test_monopolist_street_rent(titles, buildings, rent):
    state = game(titles=[[], titles], buildings=buildings, **on(37))
    assert SPEC.view(state, None).spaces[37].rent == rent
    state = act(state, 0, "roll")
    assert event(state, "paid")["amount"] == rent


def test_rule_11f_a_mortgaged_street_keeps_the_monopoly_of_the_other_two():
    state = game(titles=[[], [6, 8, 9]], buildings={"9": 2}, first_player=1)
    view = SPEC.view(state, None)
    assert all(view.spaces[s].monopoly for s in (6, 8, 9)) and view.spaces[6].rent == 20
    assert refused("has_buildings", state, 1, "mortgage", space=9) == {"space": 9}
    state = act(act(state, 1, "sell_building", space=9), 1, "sell_building", space=9)
    assert cash(state)[1] == 1500 + 2 * 25 and 9 not in state.buildings
    state = act(state, 1, "mortgage", space=9)
    view = SPEC.view(state, None)
    # double rent goes on with two unmortgaged streets, but no more building in the city
    assert view.spaces[6].monopoly and view.spaces[6].rent == 20 and view.spaces[8].rent == 20
    assert view.spaces[9].rent == 0 and view.spaces[9].mortgaged
    assert refused("cannot_build", state, 1, "build", space=6) == {"space": 6, "reason": "city_mortgaged"}
    assert view.spaces[6].build_blocked == "city_mortgaged"
    state = act(state, 1, "mortgage", space=8)
    view = SPEC.view(state, None)
    assert not view.spaces[6].monopoly and view.spaces[6].rent == 10


def test_mortgaged_titles_collect_nothing():
    state = act(game(titles=[[], [1]], mortgaged=[1], **on(1)), 0, "roll")
    assert event(state, "no_rent") == {"seat": 0, "space": 1, "owner": 1, "why": "mortgaged"}
    assert cash(state) == [1600, 1500]


@pytest.mark.parametrize("role, titles, mortgaged, rent", [
    (C, [5], [], 20), (C, [5, 15, 25, 35], [], 20),
    (M, [5], [], 40), (M, [5, 15], [], 80), (M, [5, 15, 25], [], 160), (M, [5, 15, 25, 35], [], 320),
    (M, [5, 15, 25], [25], 80),
])
def test_transport_rent_by_the_owners_role(role, titles, mortgaged, rent):
    state = act(game(roles=[C if role == M else M, role], titles=[[], titles], mortgaged=mortgaged, **on(5)),
                0, "roll")
    assert event(state, "paid")["amount"] == rent


@pytest.mark.parametrize("role, titles, times", [(C, [12], 4), (C, [12, 28], 4), (M, [12], 4), (M, [12, 28], 10)])
def test_works_rent_is_the_dice_times_the_owners_rate(role, titles, times):
    setup = on(12)
    setup["dice"] += [3, 4]  # the works' own roll (rule 19)
    state = game(roles=[C if role == M else M, role], titles=[[], titles], **setup)
    assert SPEC.view(state, None).spaces[12].rent_per_pip == times
    state = act(state, 0, "roll")
    assert event(state, "dice_rolled") == {"seat": 0, "dice": [3, 4], "purpose": "works"}
    assert event(state, "paid")["amount"] == 7 * times


# -- tax, penalty, office ----------------------------------------------------------------------------


@pytest.mark.parametrize("role, percent", [(M, 200 + 20 + 10), (C, 100 + 20 + 10)])
def test_income_tax_offers_both_amounts_by_role(role, percent):
    # cash 1000; unmortgaged titles 100 + 100 (the mortgaged airport does not count); 2 houses at 50
    setup = {"cash": [1000, 1500], "titles": [[5, 6, 8], []], "mortgaged": [5], "buildings": {"6": 2},
             "positions": [1, 0], "dice": [1, 2]}
    state = act(game(roles=[role, C if role == M else M], **setup), 0, "roll")
    assert state.phase == "tax" and event(state, "tax_due") == {"seat": 0, "flat": 200, "percent": percent}
    assert SPEC.view(state, None).tax == [200, percent]
    assert legal_types(state, 0) == {"pay_tax"}
    paid = act(state, 0, "pay_tax", choice="percent")
    assert cash(paid)[0] == 1000 - percent and paid.phase == "end"
    flat = act(state, 0, "pay_tax", choice="flat")
    assert cash(flat)[0] == 800


def test_penalty_75():
    state = act(game(**on(38)), 0, "roll")
    assert event(state, "paid") == {"seat": 0, "amount": 75, "to": None, "reason": "penalty"}


def test_anti_monopoly_office_fines_a_monopolist_160():
    state = act(game(roles=[M, C], **on(20)), 0, "roll")
    assert event(state, "paid")["amount"] == 160 and cash(state)[0] == 1340


@pytest.mark.parametrize("die, bonus", [(1, 25), (2, 50), (3, 0), (6, 0)])
def test_anti_monopoly_office_rewards_a_competitors_die(die, bonus):
    setup = on(20)
    setup["dice"] += [die]
    state = act(game(**setup), 0, "roll")
    assert event(state, "die_rolled") == {"seat": 0, "die": die, "purpose": "office"}
    assert cash(state)[0] == 1500 + bonus


# -- prison and price war --------------------------------------------------------------------------


def test_the_go_to_corner_sends_without_start_money_and_ends_the_doubles():
    state = act(game(positions=[24, 0], dice=[3, 3]), 0, "roll")
    assert event(state, "sent_to_prison") == {"seat": 0, "role": C, "by": "corner"}
    player = state.players[0]
    assert player.jailed and player.position == 10 and cash(state)[0] == 1500
    assert state.phase == "end" and "roll" not in legal_types(state, 0)


def test_a_card_sends_a_monopolist_to_prison():
    state = act(game(roles=[M, C], monopolist_cards=["m_prison"], **on(7)), 0, "roll")
    assert event(state, "card_drawn") == {"seat": 0, "deck": M, "card": "m_prison"}
    assert state.players[0].jailed and state.players[0].position == 10


def test_a_plain_landing_on_the_corner_is_a_sightseeing_tour():
    state = act(game(**on(10)), 0, "roll")
    assert "sightseeing" in codes(state) and not state.players[0].jailed and state.phase == "end"


def test_exit_by_doubles_then_roll_again_and_move():
    state = act(game(jailed=[0], dice=[3, 3, 4, 4]), 0, "roll")
    assert event(state, "prison_try") == {"seat": 0, "dice": [3, 3], "freed": True, "tries": 1}
    assert event(state, "left_prison") == {"seat": 0, "how": "doubles"}
    assert state.players[0].position == 10 and state.phase == "roll"  # not moved by the doubles
    state = act(state, 0, "roll")
    assert state.players[0].position == 18
    state = act(state, 0, "decline")
    assert state.phase == "end"  # the doubles of that roll are a plain roll


def test_exit_on_the_third_turn_by_paying_50_then_rolling():
    state = game(jailed=[0, 1], dice=[1, 2, 1, 2, 1, 3, 1, 3, 2, 3])
    for _ in range(2):
        for seat in (0, 1):
            state = act(state, seat, "roll")
            assert not event(state, "prison_try")["freed"] and state.phase == "end"
            state = act(state, seat, "end_turn")
    assert state.players[0].tries == 2
    assert "roll" not in legal_types(state, 0) and "pay_to_leave" in legal_types(state, 0)
    refused("must_pay_to_leave", state, 0, "roll")
    state = act(state, 0, "pay_to_leave")
    assert cash(state)[0] == 1450 and not state.players[0].jailed and state.phase == "roll"
    state = act(state, 0, "roll")
    assert state.players[0].position == 15


def test_exit_by_paying_50_at_once():
    state = act(game(positions=[27, 0], dice=[1, 2, 1, 2, 2, 4]), 0, "roll")
    assert state.players[0].jailed and "pay_to_leave" in legal_types(state, 0)
    state = act(state, 0, "pay_to_leave")
    assert not state.players[0].jailed and cash(state)[0] == 1450
    state = act(act(act(state, 0, "end_turn"), 1, "roll"), 1, "decline")
    state = act(state, 1, "end_turn")
    state = act(state, 0, "roll")  # a plain move
    assert state.players[0].position == 16


def test_a_competitor_in_price_war_collects_rent_but_buys_nothing():
    state = game(jailed=[1], titles=[[], [1, 6]], roles=[M, C], **on(1))
    assert SPEC.view(state, None).spaces[1].build_blocked == "price_war"
    state = act(state, 0, "roll")
    assert event(state, "paid") == {"seat": 0, "amount": 6, "to": 1, "reason": "rent", "space": 1}
    state = game(jailed=[1], titles=[[3], [6]], roles=[M, C], first_player=1)
    assert refused("cannot_build", state, 1, "build", space=6)["reason"] == "price_war"
    assert refused("may_not_buy", state, 1, "offer_trade", to=0, take=[3], pay=60) == {}
    assert not any(a.type == "build" for a in SPEC.legal_actions(state, 1))


def test_a_monopolist_in_prison_collects_nothing():
    state = act(game(jailed=[1], titles=[[], [1]], **on(1)), 0, "roll")
    assert event(state, "no_rent")["why"] == "prison"


# -- building --------------------------------------------------------------------------------------


def test_a_competitor_builds_on_any_own_street_up_to_a_hotel():
    state = game(titles=[[1], []])
    for level in range(1, 6):
        state = act(state, 0, "build", space=1)
        assert event(state, "built") == {"seat": 0, "space": 1, "level": level, "cost": 50}
    view = SPEC.view(state, None).spaces[1]
    assert view.hotel and view.rent == 31 and view.build_blocked == "top_level"
    state = act(state, 0, "sell_building", space=1)
    assert event(state, "building_sold") == {"seat": 0, "space": 1, "level": 4, "amount": 25}


def test_a_monopolist_builds_only_in_a_monopoly_up_to_a_hotel_after_three_houses():
    state = game(roles=[M, C], titles=[[1, 3, 6], []])
    assert refused("cannot_build", state, 0, "build", space=6)["reason"] == "no_monopoly"
    for _ in range(4):
        state = act(state, 0, "build", space=1)
    view = SPEC.view(state, None).spaces[1]
    assert view.hotel and view.buildings == 4 and view.rent == 52
    assert refused("cannot_build", state, 0, "build", space=1)["reason"] == "top_level"


# -- cards -----------------------------------------------------------------------------------------


def test_the_used_card_goes_to_the_bottom():
    state = act(game(competitor_cards=["c_quiet_day", "c_repairs"], **on(7)), 0, "roll")
    assert state.decks[C][-1] == "c_quiet_day" and state.decks[C][0] == "c_repairs"
    assert SPEC.view(state, None).last_card.model_dump() == {"seat": 0, "deck": C, "card": "c_quiet_day"}


def test_a_card_collecting_from_each_monopolist():
    state = act(game(3, roles=[C, M, M], competitor_cards=["c_antitrust_win"],
                     positions=[4, 0, 0], dice=[1, 2]), 0, "roll")
    assert cash(state) == [1550, 1475, 1475]


def test_a_card_moving_to_a_title_passes_start():
    state = act(game(titles=[[], [3]], competitor_cards=["c_to_via_roma"], positions=[4, 0], dice=[1, 2]), 0, "roll")
    assert event(state, "moved")["passed_start"] and state.players[0].position == 3
    assert cash(state) == [1500 + 100 - 6, 1506]


# -- distress and bankruptcy -----------------------------------------------------------------------


def test_a_debt_beyond_the_cash_opens_distress():
    state = game(cash=[10, 1500], titles=[[9], [6]], roles=[M, C], buildings={"6": 1}, positions=[3, 0], dice=[1, 2])
    state = act(state, 0, "roll")
    assert state.phase == "distress" and state.to_act == [0] and cash(state)[0] == 10
    assert event(state, "distress") == {"seat": 0, "owed": 15, "to": 1, "cash": 10, "can_raise": 70}
    view = SPEC.view(state, None)
    assert (view.debts[0].owed, view.debts[0].to, view.debts[0].reason, view.debts[0].space) == (15, 1, "rent", 6)
    assert legal_types(state, 0) == {"mortgage", "offer_trade"}  # 70 can be raised: no bankruptcy (rule 22)


def test_distress_then_mortgage_pays_the_debt():
    state = act(game(cash=[0, 1500], titles=[[6, 8], []], **on(38)), 0, "roll")
    assert state.phase == "distress" and cash(state)[0] == 0
    assert "mortgage" in legal_types(state, 0) and "bankrupt" not in legal_types(state, 0)
    state = act(state, 0, "mortgage", space=6)
    assert state.phase == "distress" and cash(state)[0] == 50
    state = act(state, 0, "mortgage", space=8)
    assert event(state, "debt_paid") == {"seat": 0, "amount": 75, "to": None}
    assert cash(state)[0] == 25 and state.phase == "end" and state.debts == []


def test_bankruptcy_to_a_player_hands_over_cash_and_titles_buildings_back_at_half():
    setup = {"cash": [0, 100], "titles": [[1, 5], [37, 39]], "mortgaged": [5], "buildings": {"1": 2, "39": 4},
             "positions": [36, 0], "dice": [1, 2]}
    state = act(game(**setup), 0, "roll")
    assert state.phase == "distress" and state.debts[0].owed == 240 and state.debts[0].creditor == 1
    state = act(state, 0, "bankrupt")
    assert event(state, "bankrupt") == {"seat": 0, "to": 1, "cash": 50, "titles": [1, 5], "buildings_sold": 2}
    assert state.players[1].titles == [1, 5, 37, 39] and state.players[1].pawned == [5]
    assert 1 not in state.buildings and cash(state) == [0, 150]
    assert state.is_over and SPEC.outcome(state).winners == [1]


def test_bankruptcy_to_the_bank_returns_the_titles_for_sale():
    state = act(game(3, cash=[0, 1500, 1500], titles=[[3], [], []], mortgaged=[3], positions=[35, 0, 0],
                     dice=[1, 2, 1, 2]), 0, "roll")
    state = act(state, 0, "bankrupt")
    assert event(state, "bankrupt")["to"] is None and 3 in state.bank_titles and not state.is_over
    assert state.current == 1 and state.phase == "roll"
    state = act(act(state, 1, "roll"), 1, "buy")
    assert state.players[1].titles == [3] and state.players[1].pawned == []


# -- trades ----------------------------------------------------------------------------------------


def test_a_trade_is_accepted_or_refused_by_the_partner():
    state = game(titles=[[1, 5], [3]], mortgaged=[5])
    offered = act(state, 0, "offer_trade", to=1, give=[1, 5], take=[3], ask=40)
    assert offered.phase == "offer" and offered.to_act == [1]
    assert SPEC.view(offered, 0).offer.model_dump() == {"proposer": 0, "partner": 1, "give": [1, 5], "take": [3],
                                                         "ask": 40, "pay": 0}
    done = act(offered, 1, "accept_trade")
    assert done.players[1].titles == [1, 5] and done.players[1].pawned == [5] and done.players[0].titles == [3]
    assert cash(done) == [1540, 1460] and done.phase == "roll"
    no = act(offered, 1, "refuse_trade")
    assert no.players[0].titles == [1, 5] and no.phase == "roll"
    assert act(no, 0, "offer_trade", to=1, give=[1], ask=10).phase == "offer"  # rule 21: no limit a turn


def test_trades_are_checked():
    state = game(titles=[[1, 6], [3]], buildings={"6": 1}, cash=[1500, 30])
    assert refused("cannot_pay_trade", state, 0, "offer_trade", to=1, give=[1], ask=60) == {
        "seat": 1, "amount": 60, "cash": 30}
    assert refused("has_buildings", state, 0, "offer_trade", to=1, give=[6]) == {"space": 6}
    assert refused("partner_title", state, 0, "offer_trade", to=1, take=[1]) == {"space": 1}
    assert refused("bad_partner", state, 0, "offer_trade", to=0, give=[1])["to"] == 0
    assert refused("bad_trade", state, 0, "offer_trade", to=1, give=[1], ask=5, pay=5)
    banned = game(titles=[[1], []], options={"time_limit": 60})
    assert refused("trades_banned", banned, 0, "offer_trade", to=1, give=[1]) == {}


# -- the end ---------------------------------------------------------------------------------------


def _broke_on_penalty(players, roles, options, cash_):
    """Every seat but 0 stands three before the penalty space with no money."""
    setup = {"cash": cash_, "positions": [0] + [35] * (players - 1), "dice": [1, 2] * players,
             "titles": [[1]] + [[] for _ in range(players - 1)]}
    return game(players, roles=roles, options=options, **setup)


def test_variant_a_the_last_player_left_wins():
    state = _broke_on_penalty(3, [C, M, C], {"victory": "A"}, [1500, 0, 0])
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    state = act(act(state, 1, "roll"), 1, "bankrupt")
    assert not state.is_over and state.current == 2  # A goes on while two are left
    state = act(act(state, 2, "roll"), 2, "bankrupt")
    assert state.is_over and state.end_reason == "last_player"
    outcome = SPEC.outcome(state)
    assert outcome.winners == [0] and outcome.ranking == [[0], [2], [1]]


def test_variant_b_the_richest_of_the_other_side_wins_once_a_side_is_out():
    state = _broke_on_penalty(3, [C, M, C], {"victory": "B"}, [1000, 0, 1050])
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    state = act(act(state, 1, "roll"), 1, "bankrupt")
    assert state.is_over and state.end_reason == "side_bankrupt"
    outcome = SPEC.outcome(state)
    # wealth (rule 23): seat 0 has 1000 cash + the rent of Corso Impero (6); seat 2 has 1050
    assert outcome.scores == [1006, 0, 1050] and outcome.winners == [2] and outcome.ranking == [[2], [0], [1]]


def test_the_time_limit_settlement():
    setup = {"cash": [1000, 500], "titles": [[1, 12], [5, 37, 39]], "mortgaged": [5], "buildings": {"1": 2},
             "dice": [1, 2, 2, 3, 3, 4]}
    state = game(options={"time_limit": 45}, **setup)
    assert "end_by_time" not in legal_types(state, 0)  # round 1
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    state = act(act(state, 1, "roll"), 1, "end_turn")  # lands on its own mortgaged airport
    assert state.round == 2 and "end_by_time" in legal_types(state, 0)
    state = act(state, 0, "end_by_time")
    assert state.is_over and state.end_reason == "time"
    lines = {line.seat: line for line in SPEC.view(state, None).settlement}
    # competitor keeps 10% of 1000, monopolist 20% of 500; the banker pays 16 (1: 2 houses), 4 x 7
    # (the works, rolled 3 + 4), 70 and 80 (Athens, a monopoly); the mortgaged airport nothing
    assert (lines[0].kept, lines[0].rents, lines[0].final) == (100, [[1, 16], [12, 28]], 144)
    assert (lines[1].kept, lines[1].rents, lines[1].final) == (100, [[37, 70], [39, 80]], 250)
    outcome = SPEC.outcome(state)
    assert outcome.scores == [144, 250] and outcome.winners == [1] and outcome.tie_break is None


def test_end_by_time_only_at_the_start_of_a_round():
    state = game(dice=[1, 2, 2, 4], options={"time_limit": 45})
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    assert refused("wrong_phase", act(state, 1, "roll"), 1, "end_by_time") == {"phase": "buy"}
    assert refused("not_round_start", state, 1, "end_by_time") == {}


def _settled(cash_, roles):
    state = game(options={"time_limit": 45}, roles=roles, cash=cash_, dice=[1, 2, 2, 4])
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    state = act(act(act(state, 1, "roll"), 1, "decline"), 1, "end_turn")
    return act(state, 0, "end_by_time")


def test_the_time_limit_tie_break_is_the_wealth_before_the_settlement():
    outcome = SPEC.outcome(_settled([100, 50], [C, M]))  # both keep 10
    assert outcome.scores == [10, 10] and outcome.winners == [0] and outcome.tie_break == "more_wealth"
    outcome = SPEC.outcome(_settled([100, 50], [M, C]))  # 20 and 5
    assert outcome.scores == [20, 5] and outcome.winners == [0] and outcome.tie_break is None
    outcome = SPEC.outcome(_settled([0, 0], [C, M]))
    assert outcome.winners == [0, 1] and outcome.tie_break == "shared_win"
