"""Hints ("Poradit"): the normal computer player's move for the person on turn, decided from their
view and legal actions only, always legal, pointed at on the table and said in words, counted in
the save and shown beside the score; off unless chosen per seat in the new-game dialog."""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from boardgames_desktop import bots, storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.for_sale.actions import Bid
from boardgames_desktop.ui import game_folders as games
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.models.results import ResultsModel
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog


def family(hints=(0, 0, 0), n=3):
    names = ["Jana", "Petr", "Eva", "Ota"]
    return [storage.Player(name=names[i], kind="human", hints=hints[i]) for i in range(n)]


def first_turn(qtbot, game, seed):
    """A new game of `game` for the family in a window shown, handed to the first person: its page and session."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.start(Session.new(game, family(), seed))
    window.session.confirm_handover()
    return window.game_page, window.session


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_hints_are_legal_and_come_from_the_view_alone(game, monkeypatch):
    info = registry.info(game)
    session = Session.new(game, family((0,) * info.min_players, info.min_players), 7)
    asked = []
    hint = bots.hint

    def spying(spec, view, legal, rng):
        asked.append((view, legal))
        return hint(spec, view, legal, rng)

    monkeypatch.setattr(bots, "hint", spying)
    for _ in range(12):
        if session.is_over:
            break
        if session.handover_to is not None:
            session.confirm_handover()
        seat = session.acting_seat()
        state = registry.replay(session.save.record)  # the game as it stands
        seat_, action, reason = session.hint()
        view, legal = asked[-1]
        assert seat_ == seat
        if reason is not None:  # worded by the game
            assert games.reason_text(game, reason, session.players)
        assert view == session.spec.view(state, seat)  # that seat's view, never the state
        assert type(view) is not type(state)
        assert action in session.spec.legal_actions(state, seat) and action in legal
        assert session.act(action)
    assert sum(player.hints for player in session.players) == len(asked)


def test_no_hint_when_they_are_off_or_it_is_not_your_turn():
    first = Session.new("for_sale", family(), 4).to_act[0]
    session = Session.new("for_sale", family(tuple(None if seat == first else 0 for seat in range(3))), 4)
    assert session.handover_to is not None and not session.can_hint()  # nobody at the screen yet
    session.confirm_handover()
    assert session.acting_seat() == first and not session.can_hint() and session.hint() is None
    session.act(Bid(amount=1))
    assert not session.can_hint()  # a hand-over is up
    session.confirm_handover()
    assert session.can_hint()
    fresh = Session.new("for_sale", [p.model_copy(update={"hints": 5}) for p in family()], 4)
    assert [p.hints for p in fresh.players] == [0, 0, 0]  # Play again: none used yet


def test_the_hint_button_points_says_counts_and_is_gone_after_the_move(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.start(Session.new("for_sale", family(), 4))
    page, session = window.game_page, window.session
    session.confirm_handover()
    assert page.hint_button.isVisible()
    given = []
    hint = session.hint
    session.hint = lambda: given.append(hint()) or given[-1]
    page.hint_button.click()
    seat, action, reason = given[0]
    assert session.players[seat].hints == 1
    assert page.hint_box.isVisible() and page.hint_words.text().startswith("Hint: ")
    assert reason is not None  # Na prodej's bot says why it bids or passes, on a line of its own
    assert page.hint_words.text().split("\n")[1] == games.reason_text("for_sale", reason, session.players)
    assert "· used: 1" in page.hint_button.text()
    table = page.table
    if isinstance(action, Bid):  # the bid set, the button to press in focus
        assert table.bid_spin.value() == action.amount and table.focusWidget() is table.raise_button
    else:
        assert table.focusWidget() is table.pass_button
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_F2)  # the key asks again
    assert session.players[seat].hints == 2
    table.raise_bid() if isinstance(action, Bid) else table.pass_turn()
    assert not page.hint_box.isVisible() and not page.hint_words.text()  # the next person never sees it
    assert not page.hint_button.isVisible()  # a hand-over is up
    session.flush_autosave()
    saved = storage.load(storage.latest_autosave()).save_file
    assert saved.players[seat].hints == 2


def test_hints_used_stand_beside_the_name_in_the_results():
    class Results(ResultsModel):
        @staticmethod
        def finals(view):
            return [None, None]

    from boardgames_desktop.rules.core.spec import Outcome

    model = Results()
    players = [storage.Player(name="Jana", kind="human", hints=3), storage.Player(name="Petr", kind="human")]
    model.set_result(None, Outcome(scores=[5, 2], ranking=[[0], [1]], winners=[0]), players)
    assert model.index(0, 1).data() == "Jana (hints: 3)"
    assert model.index(1, 1).data() == "Petr"


def test_the_new_game_dialog_turns_hints_on_per_person(qtbot):
    dialog = NewGameDialog(registry.get("for_sale"))
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    assert not any(box.isChecked() for box in dialog.seat_hints.boxes)  # off by default
    dialog.seat_hints.boxes[0].setChecked(True)
    dialog.seat_hints.boxes[2].setChecked(True)
    dialog.seats[2].kind.setCurrentIndex(2)  # a computer: no hints
    assert not dialog.seat_hints.boxes[2].isEnabled()
    players = dialog.seat_hints.apply(dialog.players())
    assert [player.hints for player in players] == [0, None, None]
    again = NewGameDialog(registry.get("for_sale"))
    qtbot.addWidget(again)
    assert again.seat_hints.boxes[0].isChecked()  # remembered


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_every_game_says_its_hint_and_its_table_points_at_it(qtbot, game):
    from boardgames_desktop.ui.table.game_table import GameTable

    info = registry.info(game)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.start(Session.new(game, family((0,) * info.min_players, info.min_players), 5))
    page, session = window.game_page, window.session
    session.confirm_handover()
    page.table.setFocus()
    page.give_hint()
    words = page.hint_words.text()
    assert words.startswith("Hint: ") and len(words) > len("Hint: ") + 3
    if type(page.table).show_hint is not GameTable.show_hint:
        pointed = page.table.focusWidget()
        assert pointed is not None and pointed is not page.table and page.table.isAncestorOf(pointed)


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_every_reason_a_bot_gives_is_worded(qapp, game):
    """Each reason code the game's bot gives in a few games has words, in English and in Czech."""
    from boardgames_desktop.ui import i18n

    if not hasattr(bots.heuristics(game), "hint"):
        pytest.skip(f"{game}: no reasons to word, its bot (bots/{game}.py) gives none (hint() is optional)")
    spec = registry.get(game)
    players = family((0,) * spec.min_players, spec.min_players)
    reasons = {}
    for seed in range(3):
        state = spec.new_game(spec.min_players, seed)
        for ply in range(400):
            if state.is_over:
                break
            seat = state.to_act[0]
            view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
            action, reason = bots.hint(spec, view, legal, bots.decision_rng(seed, seat, ply))
            if reason is not None:
                reasons.setdefault(reason.code, reason)
            state = spec.apply(state, seat, action)
    assert reasons
    for language in ("en", "cs", "sk"):
        i18n.set_language(language)
        for reason in reasons.values():
            words = games.reason_text(game, reason, players)
            assert words and "{" not in words, (language, reason)


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_a_hint_speaks_to_the_player_never_of_them(qapp, game):
    """Every move a hint may name is worded by the game itself, to the player ("Kup koně Fantome"),
    not as the log tells it of them ("Tomášek kupuje ..."), in each language."""
    import random

    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.table.hints import hint_text
    from boardgames_desktop.ui.widgets.players import player_name

    spec = registry.get(game)
    players = family((0,) * spec.min_players, spec.min_players)
    for language in ("en", "cs", "sk"):
        i18n.set_language(language)
        rng = random.Random(3)
        state = spec.new_game(spec.min_players, 3)
        for _ in range(150):
            if state.is_over:
                break
            seat = state.to_act[0]
            view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
            for action in [action for action in legal if action.type != "end_by_time"][:20]:  # the clock's
                words = hint_text(game, seat, action, view, players)
                assert words and "{" not in words, (language, action)
                if action.type not in ("offer_trade", "offer"):
                    assert player_name(players, seat) not in words, (language, words)
            state = spec.apply(state, seat, rng.choice(legal))


def test_an_opening_bid_of_nothing_is_not_worded_as_a_raise(qapp):
    """"Přihoď – celkem 0 mincí" suggested bidding nothing as a raise: a bid of 0 is an opening."""
    from boardgames_desktop.rules.core.events import Event
    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.games.for_sale import texts

    i18n.set_language("cs")
    players = family()
    assert texts.hint_text(Bid(amount=0), None, players) == "Začni dražbu nabídkou 0: nic tě nestojí."
    assert "0" in texts.event_text(Event(code="bid", params={"seat": 0, "amount": 0}), players)
    assert "celkem" not in texts.event_text(Event(code="bid", params={"seat": 0, "amount": 0}), players)
    assert texts.hint_text(Bid(amount=5), None, players) == "Nabídni celkem 5 mincí."


def test_the_hint_stays_until_put_away_and_the_table_does_not_move(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    window.show()
    window.start(Session.new("x_nimmt", family(), 4))
    page, session = window.game_page, window.session
    session.confirm_handover()
    QApplication.processEvents()
    before = page.table.geometry()
    page.give_hint()
    QApplication.processEvents()
    assert page.hint_box.isVisible() and page.table.geometry() == before
    assert not any(timer.isActive() for timer in page.findChildren(QTimer) if timer.interval() > 1000)
    qtbot.mouseClick(page.hint_close, Qt.LeftButton)
    QApplication.processEvents()
    assert not page.hint_box.isVisible() and page.table.geometry() == before


def test_poslední_vůle_s_hint_chooses_the_advised_move(qtbot):
    page, session = first_turn(qtbot, "last_will", 6)
    given = []
    hint = session.hint
    session.hint = lambda: given.append(hint()) or given[-1]
    page.give_hint()
    _, action, _ = given[0]
    table = page.table
    assert table._choices[table.choices.currentIndex()] == action
    assert table.focusWidget() is table.choices


def test_a_computer_choosing_at_the_same_time_leaves_the_hint_up(qtbot):
    """X bere!: everyone chooses a card at once; the computer's choice is no reason to take the hint away."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    players = [*family(n=1), storage.Player(name="Robot", kind="computer", level="easy")]
    session = Session.new("x_nimmt", players, 4)
    session.computer_pause_ms = 0
    window.start(session)
    page = window.game_page
    page.give_hint()
    qtbot.waitUntil(lambda: 1 not in session.to_act)  # the computer has chosen
    assert page.hint_box.isVisible() and page.hint_words.text()
    page.table.play_selected()  # the hinted card, chosen by the hint
    assert not page.hint_box.isVisible()


def test_the_hint_on_screen_is_worded_again_when_the_language_changes(qtbot):
    """A hint given in English reads in Czech after Jazyk → Čeština, without being asked (or counted) again."""
    from boardgames_desktop.ui import i18n

    page, session = first_turn(qtbot, "for_sale", 4)
    page.give_hint()
    seat = session.acting_seat()
    english = page.hint_words.text()
    assert english.startswith("Hint: ")
    i18n.set_language("cs")
    qtbot.waitUntil(lambda: page.hint_words.text().startswith("Rada: "))
    czech = page.hint_words.text()
    assert czech != english and "Hint" not in czech and page.hint_box.isVisible()
    assert session.players[seat].hints == 1
