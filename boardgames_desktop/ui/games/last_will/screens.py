"""Poslední vůle's screens for `--screenshots` (ui/app/screenshots.py): keeping two cards, the day plans,
the cards drawn for one shown to their person, the errand boys, the actions with boards filled, the
end of a round, the results, and each card of its tutorial."""

from ... import motion
from ...app.screenshots import open_game
from ...app.tutorial_screens import tutorial_shots


@motion.held_off()  # the cards are shown where they landed; each shot is a moment of rest
def shots(window, players, shot) -> None:
    session, table, rng = open_game(window, "last_will", players)
    shot(window, "21-last-will-hand-over")

    def play_to(reached, looking: bool = False) -> None:
        for _ in range(3000):
            if looking and session.looking is not None:
                return
            session.done_looking()
            session.confirm_handover()
            if session.is_over or reached(session.view()):
                return
            legal = session.legal_actions()
            deeds = [a for a in legal if a.type in ("place", "play", "activate", "companion")]
            session.act(deeds[0] if deeds and rng.random() < 0.7 else rng.choice(legal))

    play_to(lambda view: view.phase == "keep")
    shot(window, "22-last-will-keeping")
    play_to(lambda view: view.phase == "plan" and view.declaring is None)
    shot(window, "23-last-will-day-plans")
    play_to(lambda view: view.phase == "errands", looking=True)
    if session.looking is not None:
        shot(window, "23b-last-will-new-cards")
    play_to(lambda view: view.phase == "errands")
    shot(window, "24-last-will-errands")
    play_to(lambda view: view.round >= 3 and view.phase == "actions")
    shot(window, "25-last-will-actions")
    play_to(lambda view: view.phase == "discard")
    shot(window, "26-last-will-end-of-round")
    play_to(lambda view: False)
    shot(window, "27-last-will-results")
    tutorial_shots(window, "last_will", players, shot, "28-last-will-tutorial")
