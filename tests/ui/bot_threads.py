"""Proving that a computer's answer changed nothing, without sleeping for it."""

from PySide6.QtCore import QCoreApplication, QThreadPool


def answers_delivered(timeout_ms: int = 10000) -> None:
    """Every search on a worker thread has ended and its answer, queued to the GUI thread, has
    been handed to the session: a dropped answer has had its chance to do harm."""
    assert QThreadPool.globalInstance().waitForDone(timeout_ms), "a computer's search did not end"
    QCoreApplication.sendPostedEvents()
