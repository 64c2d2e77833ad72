"""X bere!'s moments for the layout tests (tests/ui/layouts.py): {name: is it this moment?}, the
first the one the scaling tests look at; and the size of its cards, which grow with the window."""


def _choosing(session, view) -> bool:
    return view.phase == "choosing" and view.turn == 1 and not any(p.has_chosen for p in view.players)


MOMENTS = {"choosing": _choosing}


def card_size(table) -> int:
    return table.hand_delegate.card_width
