"""Item data roles and alignments as plain numbers: the views ask a model's data() for every cell
and many roles on each repaint, and comparing numbers is cheaper than Qt's enum members looked
up each time."""

from PySide6.QtCore import Qt

DISPLAY = Qt.ItemDataRole.DisplayRole.value
TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole.value
DECORATION = Qt.ItemDataRole.DecorationRole.value
FONT = Qt.ItemDataRole.FontRole.value
BACKGROUND = Qt.ItemDataRole.BackgroundRole.value
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
TEXT_ROLES = frozenset((DISPLAY, TOOLTIP, ACCESSIBLE))  # the roles a cell's words answer
VALUE_ROLES = frozenset((DISPLAY, ACCESSIBLE))  # the same, where the tooltip has words of its own
LEFT = int(Qt.AlignVCenter | Qt.AlignLeft)
CENTRE = int(Qt.AlignVCenter | Qt.AlignHCenter)
RIGHT = int(Qt.AlignVCenter | Qt.AlignRight)
