"""Garbage is collected on the GUI thread only: a closed game's widgets in a reference cycle must
never be destroyed by the autosave writer or a computer player's search (ui/app/collector.py)."""

import gc
import threading


def test_garbage_made_on_another_thread_is_collected_on_the_gui_thread(qtbot, collected_on_the_gui_thread):
    collecting = []

    def note(phase, info):
        if phase == "start":
            collecting.append(threading.current_thread())

    def make_garbage():
        for _ in range(50_000):  # many times what fills the youngest generation
            cycle = []
            cycle.append(cycle)

    gc.callbacks.append(note)
    try:
        worker = threading.Thread(target=make_garbage)
        worker.start()
        worker.join()
        assert worker not in collecting
        qtbot.waitUntil(lambda: bool(collecting), timeout=5000)
        assert set(collecting) == {threading.main_thread()}
    finally:
        gc.callbacks.remove(note)


def test_the_first_collection_waits_for_the_window_s_first_paint(qtbot, collected_on_the_gui_thread):
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    collected_on_the_gui_thread.wait_for_first_paint(window)
    timer = collected_on_the_gui_thread._timer
    try:
        assert not timer.isActive()
        qtbot.wait(2 * timer.interval())
        assert not timer.isActive()  # not shown, not painted: nothing yet
        window.show()
        qtbot.waitUntil(timer.isActive, timeout=5000)
    finally:
        timer.start()
