"""The session: whose eyes come next, fair undo, autosave, and errors that leave the game going."""

from boardgames_desktop import storage
from boardgames_desktop.rules.for_sale.actions import Bid, Pass, Sell
from boardgames_desktop.ui.app.session import Session

SETUP_SEED = 4


def players(n=3):
    names = ["Jana", "Petr", "Babička", "Děda", "Ema", "Ota"]
    return [storage.Player(name=names[i], kind="human") for i in range(n)]


def new_session(n=3, seed=SETUP_SEED, options=None):
    return Session.new("for_sale", players(n), seed, options)


def test_a_new_game_starts_with_a_hand_over_to_the_first_player():
    session = new_session()
    first = session.to_act[0]
    assert session.handover_to == first
    assert session.viewer is None
    assert session.view().me is None  # the public table only
    session.confirm_handover()
    assert session.viewer == first and session.handover_to is None
    assert session.view().me is not None


def test_each_new_turn_hands_over_to_the_next_player():
    session = new_session()
    session.confirm_handover()
    first = session.viewer
    assert session.act(Bid(amount=1))
    assert session.viewer is None
    assert session.handover_to == (first + 1) % 3
    assert session.view().me is None


def test_undo_takes_back_your_own_move_until_the_next_player_looks():
    session = new_session()
    session.confirm_handover()
    first = session.viewer
    session.act(Bid(amount=2))
    assert session.undo_stack.canUndo()
    session.undo_stack.undo()
    # The hand-over to the next player was up: the computer goes back to the bidder before her screen shows.
    assert session.viewer is None and session.handover_to == first
    assert session.view().me is None
    assert session.public_view().players[first].bid is None
    session.confirm_handover()
    assert session.viewer == first and session.view().me is not None
    assert session.undo_stack.canRedo()
    session.undo_stack.redo()
    assert session.view().players[first].bid == 2
    session.confirm_handover()
    assert not session.undo_stack.canUndo()


def test_undo_never_goes_back_across_a_reveal():
    session = new_session()
    while session.public_view().phase == "buying":
        session.confirm_handover()
        session.act(Pass())
    # the last pass ended the auction phase and dealt cheques: that cannot be taken back
    assert not session.undo_stack.canUndo()


def test_simultaneous_choices_are_collected_one_seat_at_a_time():
    session = new_session()
    while session.public_view().phase == "buying":
        session.confirm_handover()
        session.act(Pass())
    # whoever passed last is still looking and chooses first; the others follow behind hand-overs
    assert session.handover_to is None and session.viewer in session.to_act
    seen = []
    for turn in range(3):
        assert (session.handover_to is not None) == (turn > 0)
        session.confirm_handover()
        seen.append(session.viewer)
        assert session.view().me.chosen is None
        session.act(Sell(house=session.view().me.houses[0]))
    assert sorted(seen) == [0, 1, 2]
    assert session.public_view().last_sale  # revealed together


def test_an_illegal_action_is_reported_and_changes_nothing(qtbot):
    session = new_session()
    session.confirm_handover()
    before = session.view()
    with qtbot.waitSignal(session.failed) as failed:
        assert not session.act(Bid(amount=999))
    assert failed.args[0].code == "bid_too_high"
    assert session.view() == before


def test_every_action_is_autosaved_and_the_autosave_restores_the_exact_position():
    session = new_session()
    for _ in range(4):
        session.confirm_handover()
        session.act(session.legal_actions()[1])
    assert session.flush_autosave()
    path = storage.latest_autosave()
    assert path is not None
    restored = Session(storage.load(path).save_file)
    assert restored.public_view() == session.public_view()
    assert restored.save.record.actions == session.save.record.actions
    for seat in range(3):
        restored.viewer = session.viewer = seat
        assert restored.view() == session.view()


def test_save_as_writes_a_named_copy():
    session = new_session()
    session.confirm_handover()
    session.act(Bid(amount=0))
    path = session.save_as("Nedělní hra")
    assert path is not None and path.exists()
    assert storage.load(path).save_file.record.actions == session.save.record.actions


def test_the_autosave_thread_writes_the_newest_version_last_and_keeps_the_one_before_as_backup():
    session = new_session()
    for _ in range(6):
        session.confirm_handover()
        session.act(session.legal_actions()[0])
    assert session.flush_autosave()
    path = storage.latest_autosave()
    assert storage.load(path).save_file.record.actions == session.save.record.actions
    backup = storage.load(path.with_name(path.name + ".bak")).save_file.record.actions
    assert backup == session.save.record.actions[: len(backup)] and len(backup) < 6


def test_closing_the_game_waits_for_its_last_autosave():
    session = new_session()
    session.confirm_handover()
    session.act(Bid(amount=1))
    session.stop()
    assert storage.load(storage.latest_autosave()).save_file.record.actions == session.save.record.actions


def test_a_move_is_written_a_moment_after_it_so_as_not_to_slow_its_redraw_and_at_once_when_waited_for(monkeypatch):
    from boardgames_desktop.ui.app import autosave

    monkeypatch.setattr(autosave, "SETTLE_SECONDS", 60.0)
    session = new_session()  # its first autosave waited for: on disk at once
    session.confirm_handover()
    session.act(Bid(amount=1))
    path = storage.latest_autosave()
    assert storage.load(path).save_file.record.actions == []
    assert session.flush_autosave(timeout=10.0)
    assert storage.load(path).save_file.record.actions == session.save.record.actions


def test_a_flush_ends_the_moment_so_the_next_move_waits_only_its_own(qtbot, monkeypatch):
    from boardgames_desktop.ui.app import autosave

    monkeypatch.setattr(autosave, "SETTLE_SECONDS", 60.0)
    session = new_session()
    session.confirm_handover()
    session.act(Bid(amount=1))
    assert session.flush_autosave()
    monkeypatch.setattr(autosave, "SETTLE_SECONDS", 0.05)
    session.confirm_handover()
    session.act(Bid(amount=2))
    path = storage.latest_autosave()
    qtbot.waitUntil(lambda: storage.load(path).save_file.record.actions == session.save.record.actions,
                    timeout=5000)


def test_quitting_the_program_right_after_a_move_writes_it(qapp, monkeypatch):
    from boardgames_desktop.ui.app import autosave

    monkeypatch.setattr(autosave, "SETTLE_SECONDS", 60.0)
    session = new_session()
    session.confirm_handover()
    session.act(Bid(amount=1))
    qapp.aboutToQuit.emit()  # as QApplication.quit() does, before the event loop ends
    path = storage.latest_autosave()
    assert storage.load(path).save_file.record.actions == session.save.record.actions


def test_an_autosave_that_fails_is_reported_on_the_gui_thread_and_the_game_goes_on(qtbot, monkeypatch):
    import threading

    session = new_session()
    session.confirm_handover()
    threads = []

    def failing(save_file):
        threads.append(threading.current_thread())
        raise storage.SaveError("io_error", {"errno": "ENOSPC"})

    monkeypatch.setattr(storage, "autosave", failing)
    with qtbot.waitSignal(session.failed, timeout=5000) as failed:
        assert session.act(Bid(amount=1))
    assert failed.args[0].code == "io_error"
    assert threads and threads[0] is not threading.main_thread()
    session.confirm_handover()
    assert session.act(Bid(amount=2))
    assert session.flush_autosave()


def test_each_change_says_what_it_was_whose_and_the_events_it_brought_or_took_back():
    from boardgames_desktop.play.change import Change, Kind

    session = new_session()
    assert session.change == Change(Kind.LOAD)
    changes = []
    session.changed.connect(changes.append)
    session.confirm_handover()
    first = session.viewer
    session.act(Bid(amount=2))
    bid = tuple(session.last_events())
    assert bid and all(event.params["seat"] == first for event in bid if "seat" in event.params)
    session.undo_stack.undo()
    session.confirm_handover()
    session.undo_stack.redo()
    assert [(change.kind, change.seat) for change in changes] == [
        (Kind.HANDOVER, first), (Kind.ACTION, first), (Kind.UNDO, first), (Kind.HANDOVER, first), (Kind.REDO, first)]
    assert changes[1].events == changes[2].events == changes[4].events == bid
    assert changes[0].events == changes[3].events == ()
    assert session.change is changes[-1]


def test_a_view_is_worked_out_once_per_state_and_seat_and_afresh_after_every_change(monkeypatch):
    session = new_session()
    made = []
    real_view = type(session.spec).view
    monkeypatch.setattr(type(session.spec), "view", lambda spec, state, seat: made.append(seat) or real_view(spec, state, seat))

    def fresh(seat):
        return real_view(session.spec, session._states[-1], seat)

    assert session.view() is session.view() is session.public_view()  # nobody at the screen yet
    assert made == [None] and session.view() == fresh(None)
    session.confirm_handover()  # the same state, other eyes: their own view, the public one kept
    first = session.viewer
    assert session.view() is session.view() and session.view().me is not None
    assert made == [None, first] and session.view() == fresh(first)
    public = session.public_view()
    session.act(Bid(amount=2))  # a new state: new views
    assert session.public_view() is not public and session.public_view() == fresh(None)
    assert session.public_view().players[first].bid == 2
    session.undo_stack.undo()
    session.confirm_handover()
    assert session.view() == fresh(first) and session.view().players[first].bid is None
    assert made.count(first) == 2


def test_while_moves_keep_coming_a_save_is_handed_to_the_writer_at_least_every_half_second(monkeypatch):
    """Driven by a clock of the test's own; the moment's timer never fires here (a minute), as on
    a machine whose timers run late: the moves themselves hand the save over once it waited 0.5 s."""
    from boardgames_desktop.ui.app import autosave

    monkeypatch.setattr(autosave, "SETTLE_SECONDS", 60.0)
    session = new_session()
    now = [1000.0]
    monkeypatch.setattr(autosave, "_clock", lambda: now[0])
    handed = []
    submit = autosave._writer.submit
    monkeypatch.setattr(autosave._writer, "submit", lambda save, outcome: handed.append(now[0]) or submit(save, outcome))
    starts = []
    start = autosave._courier.moment.start
    monkeypatch.setattr(autosave._courier.moment, "start", lambda ms: starts.append(now[0]) or start(ms))

    for _ in range(20):  # a move every 0.1 s for two seconds
        now[0] += 0.1
        session.confirm_handover()
        session.act(session.legal_actions()[0])

    assert handed, "nothing was written in two seconds of moves"
    waits = [later - earlier for earlier, later in zip([1000.0] + handed, handed)]
    assert max(waits) <= 0.5 + 0.1 + 1e-9  # the move after the half-second hands it over
    assert len(starts) == len(handed) + 1  # the moment starts once per save waiting, never again per move
    assert session.flush_autosave()
    assert storage.load(storage.latest_autosave()).save_file.record.actions == session.save.record.actions
