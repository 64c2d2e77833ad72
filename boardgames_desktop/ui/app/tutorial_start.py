"""Starting a guided first game ("Learn to play", from a game's tile or the Help menu): who plays, the
tutorial's deal on the window's table, its card over the table, and what its buttons do."""

from .. import tutorials


def start_tutorial(window, game: str, players: list | None = None) -> bool:
    """Ask who plays (unless `players` are given: "Start again"), then put the tutorial's game on the
    window's table in place of the game there. False if the family changed their mind."""
    tutorial = tutorials.tutorial(game)
    if tutorial is None:
        return False
    if players is None:
        from ..dialogs.tutorial_dialog import TutorialDialog

        dialog = TutorialDialog(game, tutorial, window)
        try:
            if dialog.exec() != TutorialDialog.Accepted:
                return False
            players = dialog.players()
        finally:
            dialog.deleteLater()
    if not window.close_game():
        return False
    from .tutorial_session import TutorialSession

    session = TutorialSession.new_tutorial(game, tutorial, players)
    window.start(session)
    if window.session is session:
        attach(window, session)
    return window.session is session


def start_saved(window, save, copy: bool) -> None:
    """A saved game on the window's table (Continue, a saved game opened): a tutorial's game goes on
    with its cards, from where it was left (unless the family played it on without them); any other as
    a normal game."""
    from .session import Session
    from .tutorial_session import TutorialSession, played_on, tutorial_of

    tutorial = None if played_on(save) else tutorial_of(save)
    session = Session(save, copy=copy) if tutorial is None else TutorialSession(save, tutorial, copy=copy)
    window.start(session)
    if tutorial is not None and window.session is session:
        attach(window, session)


def attach(window, session) -> None:
    """The card and its pointer over the session's table, and its buttons' ways out."""
    from ..table.tutorial_overlay import TutorialOverlay

    game, players = session.game, list(session.players)
    overlay = TutorialOverlay(window.game_page, session)
    session.card_changed.connect(window.game_page.update_moves)  # "What can I do now?" says what the card allows
    overlay.restart.connect(lambda: start_tutorial(window, game, players))
    overlay.leave_to_start.connect(window.close_game)
    overlay.rules_wanted.connect(window.show_rules)

