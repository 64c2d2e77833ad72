"""Proving that a computer's answer changed nothing, without sleeping for it; and a person's move
made in the same order every run."""

from PySide6.QtCore import QCoreApplication, QThreadPool


def answers_delivered(timeout_ms: int = 10000) -> None:
    """Every search on a worker thread has ended and its answer, queued to the GUI thread, has
    been handed to the session: a dropped answer has had its chance to do harm."""
    assert QThreadPool.globalInstance().waitForDone(timeout_ms), "a computer's search did not end"
    QCoreApplication.sendPostedEvents()


def person_to_move(session) -> int | None:
    """The seat the person at the screen plays now, once no computer is about to move or deciding.
    Where a person and computers choose at once (X bere!'s cards, Na prodej's cheques), a test that
    moves only then lets the computers go first every run: a computer's choice hangs on the moves made
    before it (bots.decision_rng counts them), so a person's move made while a computer waits or thinks
    would play another game in another run. (A tutorial's card up holds the computers: read it first.)"""
    return session.acting_seat() if session.computer_thinking is None else None
