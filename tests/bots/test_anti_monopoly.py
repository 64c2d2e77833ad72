"""The Anti-Monopoly computer player's rules of thumb (issue 14): buy with a reserve, build while
the cash allows, the smaller tax, mortgage the least useful title first in distress, accept only
trades that raise its wealth estimate, never stop the game by the clock; hard searches legally."""

from boardgames_desktop.bots import anti_monopoly as bot
from boardgames_desktop.bots import search
from boardgames_desktop.rules.core import Rng

from tests.rules.anti_monopoly.helpers import C, M, SPEC, act, game


def normal(state, seat=None):
    seat = state.to_act[0] if seat is None else seat
    legal = SPEC.legal_actions(state, seat)
    action = bot.normal(SPEC.view(state, seat), legal, Rng.from_seed(1))
    assert action in legal
    return action


def landing(space, **setup):
    return act(game(positions=[(space - 3) % 40, 0], dice=[1, 2], **setup), 0, "roll")


def test_buys_only_when_a_reserve_is_left():
    assert normal(landing(6)).type == "buy"
    assert normal(landing(6, cash=[250, 1500])).type == "decline"


def test_a_monopolist_buys_the_second_street_of_a_city_below_the_reserve():
    assert normal(landing(3, roles=[M, C], cash=[70, 1500], titles=[[1], []])).type == "buy"


def test_pays_the_smaller_income_tax():
    poor = landing(4, cash=[300, 1500])
    assert normal(poor).model_dump() == {"type": "pay_tax", "choice": "percent"}  # 30 < 200
    rich = landing(4, roles=[M, C], cash=[3000, 1500])
    assert normal(rich).model_dump() == {"type": "pay_tax", "choice": "flat"}  # 200 < 600


def test_builds_while_the_cash_allows():
    assert normal(game(titles=[[37], []])).model_dump() == {"type": "build", "space": 37}
    assert normal(game(titles=[[37], []], cash=[250, 1500])).type == "roll"


def test_mortgages_the_least_useful_title_first_in_distress():
    # a monopolist's airport earns 40 on 200, a lone street 6 on 60: the street goes first
    state = landing(38, roles=[M, C], cash=[0, 0], titles=[[1, 5], []])
    assert state.phase == "distress"
    assert normal(state).model_dump() == {"type": "mortgage", "space": 1}


def test_in_distress_offers_a_title_to_a_rich_player_at_its_price_first():
    state = landing(38, roles=[M, C], cash=[0, 1500], titles=[[1, 5], []])
    assert normal(state).model_dump(mode="json") == {"type": "offer_trade", "to": 1, "give": [1], "take": [], "ask": 60,
                                          "pay": 0}


def test_accepts_only_trades_that_raise_its_wealth():
    state = game(titles=[[1], []])
    cheap = act(state, 0, "offer_trade", to=1, give=[1], ask=30)
    assert normal(cheap).type == "accept_trade"
    dear = act(state, 0, "offer_trade", to=1, give=[1], ask=90)
    assert normal(dear).type == "refuse_trade"


def _round_start():
    state = game(dice=[1, 2, 2, 3], options={"time_limit": 60})
    state = act(act(act(state, 0, "roll"), 0, "decline"), 0, "end_turn")
    state = act(act(act(state, 1, "roll"), 1, "decline"), 1, "end_turn")
    assert any(a.type == "end_by_time" for a in SPEC.legal_actions(state, 0))
    return state


def test_a_computer_never_stops_the_game_by_the_clock():
    state = _round_start()
    view, legal = SPEC.view(state, 0), SPEC.legal_actions(state, 0)
    for seed in range(40):
        assert bot.easy(view, legal, Rng.from_seed(seed)).type != "end_by_time"
    assert bot.normal(view, legal, Rng.from_seed(1)).type != "end_by_time"
    assert all(a.type != "end_by_time" for a in bot.candidates(view, legal, Rng.from_seed(1)))


def test_hard_searches_with_the_normal_policy_and_answers_legally():
    state = _round_start()
    view, legal = SPEC.view(state, 0), SPEC.legal_actions(state, 0)
    action = search.choose(SPEC, view, legal, Rng.from_seed(3), policy=lambda spec, v, lg, r: bot.normal(v, lg, r),
                           rollout_policy=bot.rollout_policy, value=bot.state_value, candidates=bot.candidates,
                           depth=bot.ROLLOUT_DEPTH, rollouts=8)
    assert action in legal and action.type != "end_by_time"
