"""Anti-Monopoly's moments for the layout tests (tests/ui/layouts.py): {name: is it this moment?}."""


def _roll(session, view) -> bool:
    # some rounds in: titles on the board and in the property panel
    return view.phase == "roll" and view.round >= 4 and bool(view.players[view.current].titles)


def _buy(session, view) -> bool:
    return view.phase == "buy" and view.round >= 2


def _offer(session, view) -> bool:
    # the partner at the screen, the trade in words
    return view.phase == "offer"


MOMENTS = {"roll": _roll, "buy": _buy, "offer": _offer}

card_size = None  # no hand of cards: the board and its panels fit the window (tests/ui/test_layout.py)
