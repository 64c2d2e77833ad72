"""Na prodej's moments for the layout tests (tests/ui/layouts.py): {name: is it this moment?}, the
first the one the scaling tests look at; and the size of its cards, which grow with the window."""


def _selling(session, view) -> bool:
    return view.phase == "selling"


def _buying(session, view) -> bool:
    # A bid on the table: the hint then tells what passing gives, its longest words.
    return view.phase == "buying" and view.houses_in_deck == 0 and view.highest_bid is not None


def _end(session, view) -> bool:
    return view.final is not None


MOMENTS = {"selling": _selling, "buying": _buying, "end": _end}


def card_size(table) -> int:
    return table.hand_delegate.card_width
