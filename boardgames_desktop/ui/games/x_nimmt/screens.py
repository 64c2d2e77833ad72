"""X bere!'s screens for `--screenshots` (ui/app/screenshots.py): a game's moments, and each card of its
tutorial."""

from ... import motion
from ...app.screenshots import open_game
from ...app.tutorial_screens import tutorial_shots


@motion.held_off()  # the placing is shown finished; each shot is a moment of rest
def shots(window, players, shot) -> None:
    """X bere! for three: choosing a card, a choice asked mid-placing, the round's score sheet, the end."""
    session, table, rng = open_game(window, "x_nimmt", players)

    def step() -> None:
        table.round_panel.close_panel()
        session.confirm_handover()
        session.act(rng.choice(session.legal_actions()))

    while session.public_view().turn < 3 or session.public_view().phase != "choosing" or session.viewer is not None:
        step()
    session.confirm_handover()
    hand = table.hand_view
    hand.setCurrentIndex(table.hand_model.index(min(2, table.hand_model.rowCount() - 1)))
    shot(window, "07-x-bere-choosing")

    def asked() -> bool:
        view = session.view()
        return view.awaiting is not None and view.seat == view.awaiting.seat

    while not asked():
        step()
        session.confirm_handover()
    shot(window, "08-x-bere-take-row" if session.view().awaiting.kind == "take_row" else "08-x-bere-keep")

    while not table.round_panel.isVisible():
        step()
        session.confirm_handover()
    shot(window, "09-x-bere-round-score")

    while not session.is_over:
        step()
    shot(window, "10-x-bere-end")
    tutorial_shots(window, "x_nimmt", players, shot, "11-x-bere-tutorial")
