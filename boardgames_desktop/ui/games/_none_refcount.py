"""A guard against a PySide6 6.12 defect on Python 3.11: methods returning void hand back None
without taking a reference, so every such call lowers None's reference count by one. After some
thousands of painter calls the count reaches zero and CPython aborts ("none_dealloc").

Python 3.12 made None immortal, which hides the defect there. On older Pythons we give None a
reference count it can never use up, which is what 3.12 does.
"""

import ctypes
import sys

_applied = False


def leaks_none() -> bool:
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(100):
        probe.setObjectName("probe")
    return before - sys.getrefcount(None) >= 50


def protect() -> None:
    global _applied
    if _applied or sys.version_info >= (3, 12):
        return
    if leaks_none():
        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    _applied = True
