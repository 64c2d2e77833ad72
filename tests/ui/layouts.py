"""Each game's table in a main window of a given size, at a seeded moment with a full hand: for the
layout tests and for looking at the tables (python tests/ui/layouts.py OUT_DIR renders them all)."""

import random

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.dostihy.data import HORSES
from boardgames_desktop.ui.players import TOKENS
from boardgames_desktop.ui.session import Session

NAMES = ("Jana", "Petr", "Babička", "Děda", "Eva", "Honza", "Máma", "Táta", "Kristýna", "Ondřej")
SIZES = ((1024, 600), (1180, 760), (1280, 680), (1366, 700), (1920, 1080))  # 1180x760: the window at first
SEED = 11


def players(n: int, computers: dict[int, str] | None = None) -> list:
    """`n` people; `computers` maps a seat to the level of a computer sitting there."""
    computers = computers or {}
    return [storage.Player(name=NAMES[seat], kind="computer" if seat in computers else "human",
                           level=computers.get(seat), colour=TOKENS[seat % len(TOKENS)].colour,
                           symbol=TOKENS[seat % len(TOKENS)].symbol)
            for seat in range(n)]


def _for_sale_selling(session, view) -> bool:
    return view.phase == "selling"


def _for_sale_buying(session, view) -> bool:
    # A bid on the table: the hint then tells what passing gives, its longest words.
    return view.phase == "buying" and view.houses_in_deck == 0 and view.highest_bid is not None


def _for_sale_end(session, view) -> bool:
    return view.final is not None


def _x_nimmt_choosing(session, view) -> bool:
    return view.phase == "choosing" and view.turn == 1 and not any(p.has_chosen for p in view.players)


def _dostihy_challenge(session, view) -> bool:
    return view.phase == "challenge" and view.challenge is not None and len(view.challenge.races) >= 2


def _dostihy_roll(session, view) -> bool:
    return view.phase == "roll"


def _anti_monopoly_roll(session, view) -> bool:
    # some rounds in: titles on the board and in the property panel
    return view.phase == "roll" and view.round >= 4 and bool(view.players[view.current].titles)


def _anti_monopoly_buy(session, view) -> bool:
    return view.phase == "buy" and view.round >= 2


def _anti_monopoly_offer(session, view) -> bool:
    # the partner at the screen, the trade in words
    return view.phase == "offer"


def _last_will_actions(session, view) -> bool:
    # The longest round: boards with cards on them, a hand to play from, choices to list.
    me = session.view().me
    return view.phase == "actions" and view.round >= 3 and me is not None and len(me.hand) >= 3


def _last_will_discard(session, view) -> bool:
    return view.phase == "discard" and session.view().me is not None


# game: {moment: (is it this moment?, the setup of the deal)}
MOMENTS = {
    "for_sale": {"buying": _for_sale_buying, "selling": _for_sale_selling, "end": _for_sale_end},
    "x_nimmt": {"choosing": _x_nimmt_choosing},
    "dostihy": {"roll": _dostihy_roll, "challenge": _dostihy_challenge},
    "anti_monopoly": {"roll": _anti_monopoly_roll, "buy": _anti_monopoly_buy, "offer": _anti_monopoly_offer},
    "last_will": {"actions": _last_will_actions, "discard": _last_will_discard},
}


def _setup(game: str, n: int) -> dict | None:
    if game == "dostihy":  # every horse owned: the fullest stables, a few of them pawned
        owned = [[horse.id for horse in HORSES[seat::n]] for seat in range(n)]
        return {"horses": owned, "pawned": [horses[0] for horses in owned[1:]]}
    if game == "last_will":  # the most money: random play spends it all less soon
        return {"will": 130}
    return None


_saves_at: dict[tuple[str, int, str], str] = {}  # (game, n, moment) -> that moment's save, as JSON


def _played_to(game: str, n: int, moment: str) -> storage.SaveFile:
    """A seeded game of `n` played at random until `moment`, a person whose turn it is at the screen."""
    session = Session.new(game, players(n), SEED)
    setup = _setup(game, n)
    if setup is not None:
        record = session.save.record.model_copy(update={"setup": setup})
        session = Session(session.save.model_copy(update={"record": record}))
    reached = MOMENTS[game][moment]
    rng = random.Random(SEED)
    for _ in range(2000):
        session.done_looking()
        session.confirm_handover()
        if reached(session, session.public_view()):
            session.stop()
            return session.save
        legal = session.legal_actions()
        enters = [a for a in legal if a.type in ("enter", "buy")]
        session.act(enters[0] if enters else rng.choice(legal))
    raise AssertionError(f"{game} never reached {moment}")


def session_at(game: str, n: int, moment: str, computer: str | None = None) -> Session:
    """A seeded game of `n` played at random to `moment`, a person whose turn it is at the screen;
    a `computer` of that level, if given, sits in the last seat not at the screen, and does not move.
    Each moment is played once per run (the many window sizes and languages look at the same one)
    and loaded from its save after that."""
    key = (game, n, moment)
    if key not in _saves_at:
        _saves_at[key] = _played_to(game, n, moment).model_dump_json()
    session = Session(storage.SaveFile.model_validate_json(_saves_at[key]))
    session.confirm_handover()
    if computer:
        seat = max(seat for seat in range(n) if seat != session.viewer)
        session.stop()
        session = Session(session.save.model_copy(update={"players": players(n, {seat: computer})}))
        session.stop()  # the computers keep still: the moment is looked at, not played on
        session.confirm_handover()
    return session


def window_with(game: str, n: int, moment: str, size: tuple[int, int], computer: str | None = None):
    from boardgames_desktop.ui.main_window import MainWindow

    window = MainWindow()
    window.start(session_at(game, n, moment, computer))
    window.resize(*size)
    window.show()
    return window


def cases():
    for game in MOMENTS:
        spec = registry.get(game)
        for moment in MOMENTS[game]:
            for n in range(spec.min_players, spec.max_players + 1):
                yield game, moment, n


if __name__ == "__main__":
    import os
    import sys

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.app import create_application

    create_application(["render"])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, "/tmp/render-settings")
    i18n.set_language(os.environ.get("LANGUAGE_SHOWN", "cs"))
    out = sys.argv[1]
    only = sys.argv[2:]
    for game, moment, n in cases():
        for width, height in SIZES:
            name = f"{game}-{moment}-{n}p-{width}x{height}"
            if only and not any(word in name for word in only):
                continue
            window = window_with(game, n, moment, (width, height), "hard")
            for _ in range(5):
                QApplication.processEvents()
            window.grab().save(f"{out}/{name}.png")
            window.close_game()
            window.close()
            window.deleteLater()
            QApplication.processEvents()
