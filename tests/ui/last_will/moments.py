"""Poslední vůle's moments for the layout tests (tests/ui/layouts.py): {name: is it this moment?},
the first the one the scaling tests look at; the deal's setup; and the size of its cards, which
grow with the window."""


def _actions(session, view) -> bool:
    # The longest round: boards with cards on them, a hand to play from, choices to list.
    me = session.view().me
    return view.phase == "actions" and view.round >= 3 and me is not None and len(me.hand) >= 3


def _discard(session, view) -> bool:
    return view.phase == "discard" and session.view().me is not None


MOMENTS = {"actions": _actions, "discard": _discard}


def setup(n: int) -> dict:
    """The most money: random play spends it all less soon."""
    return {"will": 130}


def card_size(table) -> int:
    return table.hand_view.height()
