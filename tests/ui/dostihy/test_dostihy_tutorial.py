"""Issue 33: Dostihy a sázky's guided first game. Its fixed deal brings the game's ideas up in the
learner's first rounds (headless games, the computers playing as in the window, the learner at
random); the catalog-wide tests (tests/ui/test_tutorials.py, test_tutorial_overlay.py) check that
every card comes up and is on show beside its control."""

import sys
from pathlib import Path

from boardgames_desktop.rules import registry
from boardgames_desktop.ui import tutorials

sys.path.insert(0, str(Path(__file__).parents[1]))
from tutorial_runs import runs  # noqa: E402


def rounds(run) -> dict[str, int]:
    """The round each card of a headless game came up in."""
    return {card.id: moment.view.round for card, moment in run.cards}


def test_the_deal_gives_every_stable_alike_and_the_learner_a_pawned_horse():
    tutorial = tutorials.tutorial("dostihy")
    spec = registry.get("dostihy")
    state = spec.new_game(tutorial.players, tutorial.seed, tutorial.options, tutorial.setup)
    view = spec.view(state, tutorial.learner)
    assert view.current == tutorial.learner and view.phase == "roll"
    assert [p.cash for p in view.players] == [12000] * 3
    assert [h.id for h in view.players[0].horses if h.pawned] == [11]  # Vánek, buying back is on the screen
    assert {a.type for a in spec.legal_actions(state, 0)} == {"roll", "pawn", "redeem"}


def test_the_key_ideas_come_up_in_the_learners_first_rounds():
    """Buying and pawning in the first round, a challenge answered (and a raise) in the first, the
    learner's own challenge and its races in the second, a chance card in the third; money going
    short in the third round of most games; the last chance cards and the end told in every game that
    lasts."""
    done = runs("dostihy")
    for run in done:
        came = rounds(run)
        assert run.shown[0] == "welcome"
        assert came["horse_head"] == 1 and came["chance"] == 3
        assert came.get("challenger", 2) == 2 and came.get("challenged", 1) == 1
        assert "end" in came
    assert sum(rounds(run).get("money_short") == 3 for run in done) >= len(done) // 2
    assert sum(rounds(run).get("pawned_horse") == 1 for run in done) >= len(done) // 2
    assert all("last_cards" in run.shown for run in done if run.state.end_reason == "deck_empty")



def test_the_card_naming_vanek_comes_only_to_the_stable_whose_vanek_is_pawned():
    """Someone learning along who pawned a horse of theirs was told "Your horse Breeze is pawned"."""
    from boardgames_desktop.play.tutorial import Guide

    tutorial = tutorials.tutorial("dostihy")
    spec = registry.get("dostihy")
    state = spec.new_game(tutorial.players, tutorial.seed, tutorial.options, tutorial.setup)
    state.players[1].pawned = sorted({*state.players[1].pawned, 3})  # the next stable's own horse pawned

    def card_for(seat: int):
        guide = Guide(tutorial)
        guide.shown = [card.id for card in tutorial.cards if card.id != "pawned_horse"]
        roll = [action for action in spec.legal_actions(state, 0) if action.type == "roll"]
        card = guide.see(spec.view(state, seat), roll)
        return card.id if card is not None else None

    assert card_for(0) == "pawned_horse"
    assert card_for(1) is None
