"""Poslední vůle's guided first game (ui/games/last_will/tutorial.py), beyond the catalog-wide test
(tests/ui/test_tutorials.py): a new family member can finish a first game without the rules, so
every kind of move the learner meets has its card up before, or when, it is first open to them; the
key ideas come in the first two rounds; and every card's pointer is on the table when it comes up."""

import random

import pytest
from PySide6.QtCore import QRect

from boardgames_desktop import bots, storage
from boardgames_desktop.play import tutorial as guided
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.games.last_will.tutorial import LEARNER, MONEY, TUTORIAL, _kinds
from boardgames_desktop.ui.widgets.players import TOKENS

SPEC = registry.get("last_will")
RUNS = 8

# each kind of move the learner can meet -> the cards that explain it
EXPLAINED_BY = {
    "discard": {"welcome", "hand_limit"}, "plan": {"day_plan"}, "draw": {"name_decks"},
    "take": {"errands"}, "opera": {"errands"}, "market": {"errands"}, "extra_board": {"errands"},
    "draw_any": {"errands"},
    "play": {"actions"}, "lay": {"actions"}, "buy": {"actions"}, "end_turn": {"actions"},
    "companion": {"actions", "laid"}, "activate": {"bought", "laid"}, "sell": {"bought"},
}


class Watching(guided.Guide):
    """A guide that notes, at each of the learner's moments, the kinds of moves open and the cards
    shown by the time the learner moves (those read at that moment included)."""

    def __init__(self, tutorial):
        super().__init__(tutorial)
        self.moments: list[tuple[set[str], set[str], int]] = []

    def see(self, view, actions=(), *args, **kwargs):
        card = super().see(view, actions, *args, **kwargs)
        self.moments.append((_kinds(guided.Moment(view, tuple(actions))), set(self.shown), view.round))
        return card

    def dismiss(self):
        card = super().dismiss()
        kinds, _, round_ = self.moments[-1]
        self.moments[-1] = (kinds, set(self.shown), round_)
        return card


def bot(spec, view, legal, level, rng):
    return bots.choose(spec, view, legal, level, bots.decision_rng(rng.getrandbits(60), view.seat or 0, 0))


@pytest.fixture(scope="module")
def runs():
    done = []
    for run in range(RUNS):
        guides = []
        original = guided.Guide
        guided.Guide = lambda tutorial: guides.append(Watching(tutorial)) or guides[-1]
        try:
            played = guided.play_through(SPEC, TUTORIAL, random.Random(run), bot)
        finally:
            guided.Guide = original
        done.append((played, guides[0]))
    return done


def test_every_kind_of_move_met_has_its_card_up_before_or_when_it_is_first_open(runs):
    met = set()
    for played, guide in runs:
        assert played.state.is_over
        first: dict[str, set[str]] = {}
        for kinds, shown, _ in guide.moments:
            for kind in kinds - set(first):
                first[kind] = shown
        for kind, shown in first.items():
            assert kind in EXPLAINED_BY, kind
            assert EXPLAINED_BY[kind] & shown, (kind, sorted(shown))
        met |= set(first)
    assert met == set(EXPLAINED_BY)


def test_the_key_ideas_come_in_the_first_two_rounds(runs):
    early = {"welcome", "day_plan", "errands", "actions", "prices", "round_end"}
    drawn = 0  # a learner who takes day plans without cards draws none
    for played, guide in runs:
        by_round_two = set().union(*(shown for _, shown, round_ in guide.moments if round_ <= 2))
        assert early <= by_round_two, sorted(early - by_round_two)
        drawn += {"name_decks", "new_cards"} <= by_round_two
    assert drawn >= RUNS * 3 // 4
    # even a learner choosing at random (ending the turn as often as any other kind of move) spends, and
    # buys or lays a card, in the first two rounds of half the games
    spent = [{"bought", "laid"} & shown and "spent" in shown for played, guide in runs
             for shown in [set().union(*(s for _, s, round_ in guide.moments if round_ <= 2))]]
    assert sum(map(bool, spent)) >= RUNS // 2
    # the deal opens buying a house, the Opera and the market to every learner in the first two rounds;
    # laying a card, activating and selling follow the learner's own moves: at random, in half the games
    for kind, least in (("buy", RUNS), ("opera", RUNS), ("market", RUNS), ("lay", RUNS // 2),
                        ("activate", RUNS // 2), ("sell", RUNS // 2)):
        rounds = [min((r for kinds, _, r in guide.moments if kind in kinds), default=99) for _, guide in runs]
        assert sum(r <= 2 for r in rounds) >= least, (kind, rounds)


def test_the_cards_follow_what_happened(runs):
    shown = [set(played.shown) for played, _ in runs]
    assert all({"welcome", "last_round", "over"} <= cards for cards in shown)
    assert f"{MONEY} pounds" in TUTORIAL.card("welcome").text and TUTORIAL.setup["money"] == [MONEY] * 3
    assert any("decayed" in cards for cards in shown) and any("maintained" in cards for cards in shown)
    assert any("ahead" in cards for cards in shown) and any("behind" in cards for cards in shown)


def test_every_pointer_is_on_the_table_when_its_card_comes_up(qtbot, small_window):
    """A tutorial played headless with its guide; at each card that points somewhere, the game as it
    is then, opened in the window: what the card points at is on show, inside the table."""
    rng = random.Random(5)
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)
    guide, actions, checked = guided.Guide(TUTORIAL), [], set()
    events, moved = SPEC.events(state), False
    while not state.is_over:
        legal = SPEC.legal_actions(state, LEARNER) if LEARNER in state.to_act else []
        card = guide.see(SPEC.view(state, LEARNER), legal, [e for e in events if e.visible(LEARNER)], False, moved)
        while card is not None:
            if card.points_at is not None and card.id not in checked:
                table = _table_at(small_window, actions)
                found = table.control(card.points_at)
                assert found is not None, card.id
                if isinstance(found, QRect):
                    assert found.isValid() and table.rect().contains(found), (card.id, found, table.rect())
                else:
                    assert found.isVisible(), card.id
                checked.add(card.id)
            card = guide.dismiss()
        if legal:
            seat, action = LEARNER, rng.choice(legal)
        else:
            seat = state.to_act[0]
            action = bot(SPEC, SPEC.view(state, seat), SPEC.legal_actions(state, seat), TUTORIAL.level(seat), rng)
        state = SPEC.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
        events, moved = SPEC.events(state), seat == LEARNER
    assert checked == {card.id for card in TUTORIAL.cards if card.points_at is not None and card.id in guide.shown}
    assert len(checked) >= 12


PEOPLE = (("Ema", "human", None), ("Aleš", "computer", "easy"), ("Bára", "computer", "normal"))


def _table_at(window, actions):
    """The game after `actions`, opened in the window (a person at seat 0, computers that wait)."""
    players = [storage.Player(name=name, kind=kind, level=level, colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
               for seat, (name, kind, level) in enumerate(PEOPLE)]
    session = Session.new("last_will", players, TUTORIAL.seed)
    session.stop()  # its computers never move: only the game after `actions` is played
    record = session.save.record.model_copy(update={"setup": TUTORIAL.setup, "actions": list(actions)})
    session = Session(session.save.model_copy(update={"record": record}))
    session.computer_pause_ms = 60_000  # nothing moves while the pointer is looked at
    window.start(session)
    return window.game_page.table


def test_a_family_member_learning_along_gets_the_cards_of_their_own_seat():
    """Each person's guide reads that person's seat: seat 1's welcome at their own keeping, and the
    card of a property bought comes for the buyer only."""
    state = SPEC.new_game(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options, TUTORIAL.setup)
    mine, theirs = guided.Guide(TUTORIAL), guided.Guide(TUTORIAL)
    assert theirs.see(SPEC.view(state, 1), SPEC.legal_actions(state, 1)).id == "welcome"
    while state.phase != "actions" or 0 not in state.to_act:  # the others buy nothing
        seat = state.to_act[0]
        legal = SPEC.legal_actions(state, seat)
        state = SPEC.apply(state, seat, legal[-1] if state.phase == "actions" else legal[0])
    buy = next(a for a in SPEC.legal_actions(state, 0) if a.type == "place" and a.card.startswith("P"))
    state = SPEC.apply(state, 0, buy)
    bought = TUTORIAL.card("bought")
    assert bought.when(guided.Moment(SPEC.view(state, 0), tuple(SPEC.legal_actions(state, 0))))
    assert not bought.when(guided.Moment(SPEC.view(state, 1)))
