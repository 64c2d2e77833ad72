"""Anti-Monopoly's guided first game: a learner who follows the cards meets the key ideas in the first
three turns, whether they take the extra roll after doubles or not; the cards adapt (no building card
without a street to build on); and every control a card points at is on the table, visible, when
its card comes up. (Every card reached in random games, and every game ending: tests/ui/test_tutorials.py.)"""

import pytest

from boardgames_desktop import bots
from boardgames_desktop.play.tutorial import Guide
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.games.anti_monopoly.tutorial import LEARNER, MONOPOLIST, TUTORIAL

from .conftest import do_with_controls

SPEC = registry.get("anti_monopoly")
KEY_IDEAS = ["roles", "buy", "build", "trade", "competitor_rent", "monopolist_rent", "debt", "extra_roll",
             "price_war"]


def _follower(extra_roll: bool):
    """A learner who does what the cards say: buys, builds once, mortgages to pay a debt, and after
    doubles rolls again or not."""
    built = []

    def choose(actions):
        kinds = {action.type: action for action in actions}
        if "buy" in kinds:
            return kinds["buy"]
        if "build" in kinds and not built:
            built.append(kinds["build"])
            return kinds["build"]
        if "mortgage" in kinds and "roll" not in kinds and "end_turn" not in kinds:
            return kinds["mortgage"]  # a debt: the first title that may be mortgaged
        if "roll" in kinds and "end_turn" in kinds:
            return kinds["roll"] if extra_roll else kinds["end_turn"]
        for kind in ("roll", "pay_tax", "end_turn", "refuse_trade", "decline"):
            if kind in kinds:
                return kinds[kind]
        return actions[0]

    return choose


def _play(choose, learner_turns: int):
    """The tutorial's deal played by `choose` against its computer; the cards in the order they came
    up, and the round each came in."""
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)
    guide, came = Guide(TUTORIAL), []
    events, moved, turns = SPEC.events(state), False, 0
    for ply in range(400):
        actions = SPEC.legal_actions(state, LEARNER) if LEARNER in state.to_act else []
        card = guide.see(SPEC.view(state, LEARNER), actions, [e for e in events if e.visible(LEARNER)],
                         state.is_over, moved)
        while card is not None:
            came.append((card.id, state.round))
            card = guide.dismiss()
        if state.is_over or turns > learner_turns:
            break
        if actions:
            seat, action = LEARNER, choose(actions)
            turns += action.type == "end_turn"
        else:
            seat = state.to_act[0]
            action = bots.choose(SPEC, SPEC.view(state, seat), SPEC.legal_actions(state, seat), "normal",
                                 bots.decision_rng(TUTORIAL.seed, seat, ply))
        state = SPEC.apply(state, seat, action)
        events, moved = SPEC.events(state), seat == LEARNER
    return came, state


@pytest.mark.parametrize("extra_roll", [True, False])
def test_a_learner_following_the_cards_meets_every_key_idea_in_three_turns(extra_roll):
    came, state = _play(_follower(extra_roll), learner_turns=3)
    ids = [card for card, _ in came]
    assert ids[:len(KEY_IDEAS)] == KEY_IDEAS
    assert all(round_ <= 3 for card, round_ in came if card in KEY_IDEAS)
    assert state.players[LEARNER].jailed or not state.players[LEARNER].bankrupt


def test_the_cards_adapt_to_what_the_learner_did():
    # a learner who builds nothing and ends every turn at once still meets the rents and the debt
    def idle(actions):
        kinds = {action.type: action for action in actions}
        for kind in ("buy", "roll", "end_turn", "mortgage"):
            if kind in kinds:
                return kinds[kind]
        return actions[0]

    came, _ = _play(idle, learner_turns=3)
    ids = [card for card, _ in came]
    assert {"roles", "buy", "competitor_rent", "monopolist_rent", "debt", "price_war"} <= set(ids)
    assert ids.index("debt") < ids.index("price_war")


def test_every_card_points_at_a_control_the_table_shows(qtbot, table):
    session, widget = table(n=TUTORIAL.players, seed=TUTORIAL.seed, setup=TUTORIAL.setup,
                            options=TUTORIAL.options, computers=(1,), size=(1280, 680))
    guide = Guide(TUTORIAL)
    choose = _follower(True)
    pointed, seen = set(), []
    session.changed.connect(lambda change: seen.extend(change.events))
    for _ in range(200):
        qtbot.waitUntil(lambda: session.is_over or bool(session.legal_actions()) or session.view().round > 4,
                        timeout=5000)
        if session.is_over or session.view().round > 4:
            break
        legal = session.legal_actions()
        card = guide.see(session.view(), legal, list(seen), False, False)
        seen.clear()
        while card is not None:
            if card.points_at:
                widget.refresh()
                target = widget.control(card.points_at)
                visible = target is not None and (not hasattr(target, "isVisible") or target.isVisible())
                assert visible, (card.id, card.points_at)
                pointed.add(card.id)
            card = guide.dismiss()
        do_with_controls(qtbot, widget, choose(legal))
    assert {"roles", "buy", "build", "trade", "monopolist_rent", "debt", "extra_roll"} <= pointed



def _card_for(state, seat: int, card_id: str, actions=(), events=()):
    """The card the guide of the person at `seat` puts up when every card but `card_id` was shown."""
    guide = Guide(TUTORIAL)
    guide.shown = [card.id for card in TUTORIAL.cards if card.id != card_id]
    card = guide.see(SPEC.view(state, seat), actions, events)
    return card.id if card is not None else None


def test_the_competitors_cards_are_never_told_to_a_monopolist_learning_along():
    """The tutorial's learner is the competitor; a family member at the monopolist's seat learns along
    and was told "You are a competitor", "you are in a price war" when the learner was, and "the
    monopolist paid you rent" of the rent the learner got."""
    from boardgames_desktop.rules.core import Event

    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)
    roll = [action for action in SPEC.legal_actions(state, LEARNER) if action.type == "roll"]
    assert _card_for(state, LEARNER, "roles", roll) == "roles"
    assert _card_for(state, MONOPOLIST, "roles", roll) is None
    rent = [Event(code="paid", params={"seat": MONOPOLIST, "to": LEARNER, "amount": 10, "reason": "rent"})]
    assert _card_for(state, LEARNER, "competitor_rent", events=rent) == "competitor_rent"
    assert _card_for(state, MONOPOLIST, "competitor_rent", events=rent) is None
    jailed = SPEC.apply(state, LEARNER, roll[0])  # any later state, then the learner in a price war
    jailed.players[LEARNER].jailed = True
    assert _card_for(jailed, LEARNER, "price_war") == "price_war"
    assert _card_for(jailed, MONOPOLIST, "price_war") is None
