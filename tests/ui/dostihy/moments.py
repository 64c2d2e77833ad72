"""Dostihy a sázky's moments for the layout tests (tests/ui/layouts.py): {name: is it this moment?},
the first the one the scaling tests look at; the deal's setup; and the size of its cards, which
grow with the window."""

from boardgames_desktop.rules.dostihy.data import HORSES


def _roll(session, view) -> bool:
    return view.phase == "roll"


def _challenge(session, view) -> bool:
    return view.phase == "challenge" and view.challenge is not None and len(view.challenge.races) >= 2


MOMENTS = {"roll": _roll, "challenge": _challenge}


def setup(n: int) -> dict:
    """Every horse owned: the fullest stables, a few of them pawned."""
    owned = [[horse.id for horse in HORSES[seat::n]] for seat in range(n)]
    return {"horses": owned, "pawned": [horses[0] for horses in owned[1:]]}


def card_size(table) -> int:
    return table.stable_delegate.card_width
