"""Dostihy a sázky's screens for `--screenshots` (ui/app/screenshots.py), and each card of its tutorial."""

from ... import motion
from ...app.screenshots import open_game
from ...app.tutorial_screens import tutorial_shots


@motion.held_off()  # the dice are shown settled; each shot is a moment of rest
def shots(window, players, shot) -> None:
    """Dostihy a sázky for three: a turn with stables filled, a challenge being entered, the races run, the end."""
    session, table, rng = open_game(window, "dostihy", players)

    def step(prefer=None) -> None:
        table.chance_panel.close_panel()
        legal = session.legal_actions()
        wanted = [a for a in legal if a.type == prefer] if prefer else []
        sends = [a for a in legal if a.type == "send"]
        session.act(wanted[0] if wanted else sends[0] if sends and rng.random() < 0.5 else rng.choice(legal))

    def ready(phase: str) -> bool:
        view = session.public_view()
        return view.phase == phase and not table.chance_panel.isVisible()

    while session.public_view().round < 4 or not ready("roll"):
        step("buy")
    shot(window, "11-dostihy-turn")

    while not (ready("challenge") and session.public_view().challenge.races):
        step("enter" if session.public_view().phase == "challenge" else None)
    enters = [a for a in session.legal_actions() if a.type == "enter"]
    if enters:
        table.controls.enter_runner.setCurrentIndex(table.controls.enter_runner.count() - 1)
    shot(window, "12-dostihy-betting")

    def raced() -> bool:
        challenge = session.public_view().challenge
        return challenge is not None and challenge.finished and len(challenge.races) > 1

    while not raced():
        step()
    table.chance_panel.close_panel()
    shot(window, "13-dostihy-race")

    while not session.is_over:
        step()
    table.chance_panel.close_panel()
    shot(window, "14-dostihy-end")
    tutorial_shots(window, "dostihy", players, shot, "15-dostihy-tutorial")
