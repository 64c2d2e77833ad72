"""Hints with a reason: bots.hint gives the normal bot's own choice, from the seat's view and legal
actions alone, and a reason that is true of that choice, in situations built for each game."""

import inspect

import pytest

from boardgames_desktop import bots
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng
from boardgames_desktop.rules.dostihy.actions import Buy, RefuseOffer, SkipBuy
from boardgames_desktop.rules.dostihy.data import HORSE_BY_ID
from boardgames_desktop.rules.for_sale.actions import Bid, Pass, Sell
from boardgames_desktop.rules.x_nimmt.actions import Keep, Play, TakeRow
from boardgames_desktop.rules.x_nimmt.data import HEADS

GAMES = [game.id for game in registry.catalog()]


def decisions(game, seed=0, limit=300):
    """(view, legal) of each decision of a game between normal bots."""
    spec = registry.get(game)
    state = spec.new_game(spec.min_players + seed % 2, seed)
    for ply in range(limit):
        if state.is_over:
            return
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        view = spec.view(state, seat)
        yield view, legal
        state = spec.apply(state, seat, bots.choose(spec, view, legal, "normal", Rng.from_seed(ply)))


def hint(game, view, legal, seed=1):
    return bots.hint(registry.get(game), view, legal, Rng.from_seed(seed))


def situation(game, wanted):
    """The first decision of a normal game whose view and legal actions `wanted` accepts."""
    for seed in range(6):
        for view, legal in decisions(game, seed, limit=3000):
            if wanted(view, legal):
                return view, legal
    raise AssertionError(f"no such situation in {game}")


def test_the_hint_api_has_no_state_parameter():
    assert "state" not in inspect.signature(bots.hint).parameters
    for game in GAMES:
        assert list(inspect.signature(bots.heuristics(game).hint).parameters) == ["view", "legal", "rng"]


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_the_normal_choice_with_a_reason_where_the_bot_has_one(game):
    spec = registry.get(game)
    reasons = 0
    for seed in range(2):
        for ply, (view, legal) in enumerate(decisions(game, seed, limit=200)):
            action, reason = hint(game, view, legal, ply)
            assert action == bots.choose(spec, view, legal, "normal", Rng.from_seed(ply))
            if len(legal) == 1:
                assert reason is None
            reasons += reason is not None
    assert reasons > 20


# -- Na prodej ----------------------------------------------------------------------------------


def _buying(view, legal):
    return view.phase == "buying" and len(view.houses_on_table) > 2 and any(isinstance(a, Bid) for a in legal)


def test_for_sale_bids_for_houses_far_apart_and_passes_on_houses_alike():
    view, legal = situation("for_sale", _buying)
    far = view.model_copy(update={"houses_on_table": [1, 2, 30]})
    action, reason = hint("for_sale", far, legal)
    assert action == legal[0] and reason == ("bid", {"best": 30})
    alike = view.model_copy(update={"houses_on_table": [14, 15, 16],
                                    "me": view.me.model_copy(update={"bid_range": (3, view.me.coins)})})
    action, reason = hint("for_sale", alike, [Bid(amount=3), Bid(amount=4), Pass()])
    assert action == Pass() and reason == ("pass_alike", {"best": 16, "lowest": 14})


def test_for_sale_says_why_it_passes_on_houses_worth_raising_for():
    """A pass is "too alike" when even the best house for the lowest bid would not beat passing,
    else "the others will go higher": both come up, and each only where it is true."""
    from boardgames_desktop.bots.for_sale import _winning_pays

    codes = set()
    for seed in range(8):
        for view, legal in decisions("for_sale", seed):
            if view.phase != "buying" or len(view.houses_on_table) <= 1 or view.me.bid_range is None:
                continue
            action, reason = hint("for_sale", view, legal)
            if action != Pass():
                continue
            rivals = sum(1 for p in view.players if p.seat != view.seat and not p.passed)
            pays = _winning_pays(tuple(view.houses_on_table), view.players[view.seat].bid or 0,
                                 view.me.bid_range[0], rivals, view.num_players)
            assert reason.code == ("pass_dear" if pays else "pass_alike")
            codes.add(reason.code)
    assert codes == {"pass_dear", "pass_alike"}


def test_for_sale_says_which_house_of_the_hand_it_sells():
    codes = set()
    for seed in range(4):
        for view, legal in decisions("for_sale", seed):
            if view.phase != "selling" or len(legal) < 3:
                continue
            action, reason = hint("for_sale", view, legal)
            hand = sorted(a.house for a in legal)
            assert isinstance(action, Sell) and reason.params == {"cheque": max(view.cheques_on_table)}
            assert reason.code == {hand[0]: "sell_lowest", hand[-1]: "sell_best"}.get(action.house, "sell_middle")
            codes.add(reason.code)
    assert codes == {"sell_lowest", "sell_middle", "sell_best"}


# -- X bere! ------------------------------------------------------------------------------------


def _rows(view, *cards):
    return [row.model_copy(update={"cards": list(row_cards)}) for row, row_cards in zip(view.rows, cards)]


def test_x_nimmt_takes_the_row_with_fewest_cows():
    view, _ = situation("x_nimmt", lambda v, legal: isinstance(legal[0], Play))
    rows = _rows(view, [55, 60], [10], [33, 34, 35])  # 7 + 3 cows, 3 cows, 5 + 1 + 2 cows
    action, reason = hint("x_nimmt", view.model_copy(update={"rows": rows}), [TakeRow(row=r) for r in range(3)])
    assert action == TakeRow(row=1) and reason == ("take_fewest", {"row": 1, "heads": 3})


def test_x_nimmt_plays_a_safe_card_and_says_a_low_one_takes_a_row():
    view, _ = situation("x_nimmt", lambda v, legal: isinstance(legal[0], Play))
    rows = _rows(view, [40], [60], [80])
    me = view.me.model_copy(update={"hand": [41, 99]})
    safe = view.model_copy(update={"rows": rows, "me": me})
    action, reason = hint("x_nimmt", safe, [Play(card=41), Play(card=99)])
    assert action == Play(card=41) and reason == ("play_safe", {"card": 41, "row": 0})
    low = safe.model_copy(update={"me": view.me.model_copy(update={"hand": [3, 4]})})
    action, reason = hint("x_nimmt", low, [Play(card=3), Play(card=4)])
    assert reason.code == "play_too_low" and reason.params == {"card": action.card, "heads": HEADS[40]}


def test_x_nimmt_keeps_the_lowest_card_that_fits_and_says_when_the_row_breaks():
    view, _ = situation("x_nimmt", lambda v, legal: True)
    me = next(p for p in view.players if p.seat == view.seat)

    def keeping(x_row, cards):
        players = [p.model_copy(update={"x_row": x_row}) if p is me else p for p in view.players]
        return hint("x_nimmt", view.model_copy(update={"players": players}), [Keep(card=c) for c in cards])

    assert keeping([20], [5, 30, 55]) == (Keep(card=30), ("keep_lowest", {"card": 30}))
    assert keeping([], [44, 30, 55]) == (Keep(card=30), ("keep_lowest", {"card": 30}))
    assert keeping([90], [5, 55, 61]) == (Keep(card=5), ("keep_breaks", {"card": 5}))


# -- Dostihy a sázky ----------------------------------------------------------------------------


def test_dostihy_buys_the_most_rosettes_it_can_afford_or_keeps_a_reserve():
    view, legal = situation("dostihy", lambda v, legal: any(isinstance(a, Buy) for a in legal))
    me = view.players[view.seat]
    action, reason = hint("dostihy", view, legal)
    reserve = bots.heuristics("dostihy")._reserve(view.starting_cash, len(view.players))
    if isinstance(action, Buy):
        assert reason == ("buy", {"horse": action.horse, "left": me.cash - HORSE_BY_ID[action.horse].price})
        assert reason.params["left"] >= reserve
    poor = view.model_copy(update={"players": [p.model_copy(update={"cash": reserve}) if p is me else p
                                               for p in view.players]})
    assert hint("dostihy", poor, legal) == (SkipBuy(), ("skip_buy", {"reserve": reserve}))


def test_dostihy_raises_an_answer_to_the_most_allowed_only_when_its_runner_has_the_edge():
    from boardgames_desktop.rules.dostihy.actions import Answer

    view, legal = situation("dostihy", lambda v, legal: len({a.stake for a in legal if isinstance(a, Answer)}) > 1)
    challenger = view.challenge.challenger

    def with_cards(mine, theirs):
        held = {view.seat: mine, challenger: theirs}
        players = [p.model_copy(update={"held": held.get(p.seat, p.held)}) for p in view.players]
        return hint("dostihy", view.model_copy(update={"players": players}), legal)

    # Betting cards outweigh any horse (two rosettes at most): +3 against -2, then -3 against +3.
    action, reason = with_cards(["fresh_oats", "lucky_horseshoe"], ["heavy_track"])
    assert reason.code == "answer_raise"
    assert action.stake == max(a.stake for a in legal if a.runner == action.runner) > view.challenge.races[view.challenge.answering].stake
    action, reason = with_cards(["heavy_track", "lost_shoe"], ["fresh_oats", "lucky_horseshoe"])
    assert reason.code == "answer" and action.stake == view.challenge.races[view.challenge.answering].stake


def test_dostihy_refuses_an_offer_above_the_horse_price():
    view, legal = situation("dostihy", lambda v, legal: any(isinstance(a, Buy) for a in legal))
    horse = view.bank_horses[0]
    offer = {"seller": (view.seat + 1) % view.num_players, "buyer": view.seat, "horse": horse,
             "price": HORSE_BY_ID[horse].price + 1000, "pawned": False}
    from boardgames_desktop.rules.dostihy.actions import AcceptOffer
    from boardgames_desktop.rules.dostihy.view import OfferView

    dear = view.model_copy(update={"offer": OfferView(**offer), "phase": "offer"})
    action, reason = hint("dostihy", dear, [AcceptOffer(), RefuseOffer()])
    assert action == RefuseOffer() and reason.code == "refuse_dear"


# -- Anti-Monopoly ------------------------------------------------------------------------------


def test_anti_monopoly_pays_the_smaller_tax_and_buys_keeping_a_reserve():
    from boardgames_desktop.rules.anti_monopoly.actions import Buy as BuyTitle, Decline, PayTax

    view, legal = situation("anti_monopoly", lambda v, legal: any(isinstance(a, Decline) for a in legal))
    taxes = [PayTax(choice="flat"), PayTax(choice="percent")]
    taxed = view.model_copy(update={"tax": [200, 130], "phase": "tax"})
    assert hint("anti_monopoly", taxed, taxes) == (PayTax(choice="percent"), ("tax_smaller", {"amount": 130}))
    me = view.players[view.seat]
    price = view.spaces[me.position].price

    def with_cash(cash):
        players = [p.model_copy(update={"cash": cash, "titles": []}) if p is me else p for p in view.players]
        return view.model_copy(update={"players": players})

    assert hint("anti_monopoly", with_cash(price + 500), legal) == (BuyTitle(), ("buy_keeps", {"left": 500}))
    assert hint("anti_monopoly", with_cash(price + 50), legal) == (Decline(), ("decline", {"reserve": 400}))


# -- Poslední vůle ------------------------------------------------------------------------------


def test_last_will_reasons_name_the_card_chosen():
    checked = set()
    for view, legal in decisions("last_will", 0):
        action, reason = hint("last_will", view, legal)
        if reason is None:
            continue
        card = getattr(action, "card", None)
        if action.type == "take":
            card = view.offer[action.space]
        if card is not None and reason.code not in ("spend", "sell_last", "sell_cash", "sell_no_loss"):
            assert reason.params["card"] == card
        if action.type in ("draw", "draw_any"):
            assert reason == ("draw", {"deck": action.deck})
        if action.type == "plan":
            assert reason.params == {"position": action.position}
        checked.add(reason.code)
    assert {"take", "draw", "plan", "discard", "spend"} <= checked


def test_last_will_sells_everything_in_its_last_round():
    view, legal = situation("last_will", lambda v, legal: any(a.type == "sell" for a in legal))
    action, reason = hint("last_will", view.model_copy(update={"round": 7}), legal)
    assert action.type == "sell" and reason == ("sell_last", {"card": action.card})
