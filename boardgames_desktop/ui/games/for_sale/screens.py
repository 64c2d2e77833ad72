"""Na prodej's screens for `--screenshots` (ui/app/screenshots.py): the hand-over, a bid, a refused bid
and why, "What can I do now?", a reveal, the end, and each card of its tutorial."""

from ....rules.for_sale.actions import Bid
from ...app.screenshots import open_game, wait
from ...app.tutorial_screens import tutorial_shots


def shots(window, players, shot) -> None:
    session, _, _ = open_game(window, "for_sale", players)
    shot(window, "03-hand-over")

    session.confirm_handover()
    session.act(session.legal_actions()[2])
    session.confirm_handover()
    shot(window, "04-bidding")
    window.game_page.table.explain_refusal(Bid(amount=0))  # below the bid on the table
    shot(window, "04a-why-not")
    window.game_page.toggle_moves()
    shot(window, "04b-what-can-i-do")
    window.game_page.toggle_moves()

    while session.public_view().phase == "buying":
        session.confirm_handover()
        legal = session.legal_actions()
        session.act(legal[min(1, len(legal) - 1)] if len(legal) > 1 else legal[0])
    while session.public_view().last_sale == []:
        session.confirm_handover()
        session.act(session.legal_actions()[0])
    session.confirm_handover()
    wait(1200)  # halfway through the reveal: houses turned, cheques on their way
    shot(window, "05-selling-reveal")

    while not session.is_over:
        session.confirm_handover()
        session.act(session.legal_actions()[-1])
    wait(4000)  # the last reveal plays out before the results
    shot(window, "06-end")
    tutorial_shots(window, "for_sale", players, shot, "06b-for-sale-tutorial")
