"""Garbage is collected on the GUI thread only: a closed game's widgets in a reference cycle must
never be destroyed by the autosave writer or a computer player's search (ui/collector.py)."""

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
