"""Windows open within the screen's available geometry (the desktop less its panels and task bar),
with room for their title bar and frame: on a small laptop a window never opens with its buttons
off the screen."""

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = QSize(8, 40)  # a title bar and thin borders: the window system adds them, and tells only once shown


def available(widget: QWidget) -> QRect:
    """The available geometry of the screen `widget` (or its parent) is on."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def open_at(window: QWidget, wanted: QSize) -> None:
    """Size `window` to `wanted`, or as much of it as its screen has room for."""
    window.resize(wanted.boundedTo(available(window).size() - FRAME))
