"""A guided first game left mid-lesson goes on with its cards: closed, then opened again by Continue
on the start screen (or from the saved games), it is recognised from its save (the tutorial's deal,
a person at the learner's seat), the cards already met count as read, and the next card comes. No
other save is touched."""

from boardgames_desktop import storage
from boardgames_desktop.ui import motion, tutorials
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.app.tutorial_session import TutorialSession, played_on, tutorial_of
from boardgames_desktop.ui.app.tutorial_start import start_tutorial
from boardgames_desktop.ui.table.tutorial_overlay import TutorialOverlay

from test_tutorial_overlay import NEVER, SIZE, learner_and_computers
from tutorial_runs import covering

GAME = "for_sale"


def tutorial_in_window(qtbot, tutorial) -> MainWindow:
    """The main window with the tutorial's game begun, as "Learn to play" begins it."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    assert start_tutorial(window, GAME, learner_and_computers(tutorial))
    return window


def family_game_saved(tutorial) -> None:
    """A family's game, saved before (its autosave)."""
    other = Session.new(GAME, learner_and_computers(tutorial), 12345)
    other.stop()  # its computers never move: the same files before every run's tutorial
    assert other.flush_autosave()
    other.deleteLater()


def files(folder) -> dict:
    return {path: path.read_bytes() for path in folder.rglob("*.json")}


def test_a_tutorial_closed_mid_lesson_goes_on_with_its_cards_after_continue(qtbot, monkeypatch, isolated):
    monkeypatch.setattr(motion, "off", True)
    tutorial = tutorials.tutorial(GAME)
    family_game_saved(tutorial)
    window = tutorial_in_window(qtbot, tutorial)
    session, learner, moves = window.session, tutorial.learner, 0
    session.computer_pause_ms = NEVER  # the test plays the computers' moves of a headless game
    for seat, action in covering(GAME)[0].steps:  # reads cards, the learner bids and passes
        assert session.play_step((seat, action))
        moves += seat == learner
        if moves >= 3 and session.guide.card is not None:
            break
    shown, up = list(session.guide.shown), session.guide.card.id
    assert len(shown) >= 4
    assert window.close_game()
    before = files(isolated)

    window.resume()  # Continue on the start screen
    again = window.session
    assert isinstance(again, TutorialSession) and again is not session
    overlay = window.game_page.findChild(TutorialOverlay)
    qtbot.waitUntil(lambda: overlay.card.isVisible(), timeout=3000)
    assert again.guide.card.id == up and again.guide.shown == shown  # the cards met before count as read
    assert files(isolated) == before  # opening it changed no save
    again.dismiss_card()
    again.flush_autosave()
    assert files(isolated) == before  # reading a card is no move
    window.close_game()


def test_only_the_tutorials_deal_with_a_person_learning_is_a_tutorial():
    tutorial = tutorials.tutorial(GAME)
    players = learner_and_computers(tutorial)
    tutorial_game = TutorialSession.new_tutorial(GAME, tutorial, players)
    assert tutorial_of(tutorial_game.save) is tutorial
    normal = Session.new(GAME, players, 12345)
    assert tutorial_of(normal.save) is None
    computers = [p.model_copy(update={"kind": "computer", "level": "easy"}) for p in players]
    assert tutorial_of(tutorial_game.save.model_copy(update={"players": computers})) is None
    for session in (tutorial_game, normal):
        session.stop()
        session.deleteLater()


def test_a_tutorial_played_on_without_the_cards_stays_without_them_after_continue(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", True)
    tutorial = tutorials.tutorial(GAME)
    window = tutorial_in_window(qtbot, tutorial)
    window.session.computer_pause_ms = NEVER
    overlay = window.game_page.findChild(TutorialOverlay)
    overlay.card.play_on_action.trigger()  # "Play on without the cards"
    assert window.close_game()

    window.resume()
    again = window.session
    assert again is not None and not (isinstance(again, TutorialSession) and again.guiding)
    assert window.game_page.findChild(TutorialOverlay) is None
    window.close_game()


def test_only_the_game_played_on_without_the_cards_is_remembered_so():
    tutorial = tutorials.tutorial(GAME)
    sessions = [TutorialSession.new_tutorial(GAME, tutorial, learner_and_computers(tutorial)) for _ in range(3)]
    sessions[0].stop_guiding()
    sessions[1].stop_guiding()
    assert [played_on(session.save) for session in sessions] == [True, True, False]
    for session in sessions:
        session.stop()
        session.deleteLater()


def test_save_as_start_again_and_leave_never_touch_another_save(qtbot, monkeypatch, isolated):
    """A tutorial saved under a name, played on from that copy, dealt again and left: the family's
    game and the named copy stay as they were; the copy's moves go to an autosave of its own."""
    from boardgames_desktop.rules.for_sale.actions import Bid

    monkeypatch.setattr(motion, "off", True)
    monkeypatch.setattr("PySide6.QtWidgets.QInputDialog.getText", lambda *args, **kwargs: ("Lekce", True))
    tutorial = tutorials.tutorial(GAME)
    family_game_saved(tutorial)
    window = tutorial_in_window(qtbot, tutorial)
    window.session.computer_pause_ms = NEVER
    window.save_as()
    named = storage.save_path("Lekce")
    assert named.exists()
    window.session.flush_autosave()
    before = files(isolated)

    assert window.open_path(named)  # the named copy, played on
    copy = window.session
    assert isinstance(copy, TutorialSession)
    copy.computer_pause_ms = NEVER
    while copy.guide.card is not None and copy.guide.card.id != "first_bid":
        copy.dismiss_card()
    assert copy.act(Bid(amount=1))
    copy.flush_autosave()
    overlay = window.game_page.findChild(TutorialOverlay)
    overlay.card.again_button.click()  # Start again
    window.session.flush_autosave()
    overlay = window.game_page.findChild(TutorialOverlay)
    overlay.card.to_start_action.trigger()  # Leave > back to the start screen
    after = files(isolated)
    assert {path: after.get(path) for path in before} == before  # every file there before is as it was
    assert len(after) == len(before) + 2  # the copy's own branch and the new deal

