"""The fair-undo policy alone, without Qt: which moves the person at the screen may take back."""

import json
import subprocess
import sys
from dataclasses import FrozenInstanceError

import pytest

from boardgames_desktop.play.change import Change, Kind
from boardgames_desktop.play.fair_undo import steps_after_handover, steps_after_move
from boardgames_desktop.rules.core import Event

QUIET = [Event(code="bid", params={"seat": 0, "amount": 2})]
REVEALING = [Event(code="bid", params={"seat": 0}), Event(code="cheques_dealt", params={"round": 1}, reveals=True)]


def move(steps, seat, events=QUIET, by_computer=False):
    return steps_after_move(steps, seat, by_computer=by_computer, events=events)


def test_a_players_own_latest_moves_pile_up():
    assert move((), 1) == (1,)
    assert move((1,), 1) == (1, 1)
    assert move((1, 1), 1) == (1, 1, 1)


def test_another_seats_move_ends_the_earlier_ones_chance():
    assert move((0, 0), 1) == (1,)


def test_never_across_a_reveal_a_roll_or_a_draw():
    assert move((0,), 0, events=REVEALING) == ()
    rolled = [Event(code="symbol_rolled", params={"seat": 0, "symbol": "x"}, reveals=True)]
    assert move((), 0, events=rolled) == ()


def test_never_once_a_computer_has_moved_after_them():
    assert move((0, 0), 2, by_computer=True) == ()
    assert move((), 2, by_computer=True) == ()


def test_a_hand_over_to_someone_else_ends_the_steps():
    assert steps_after_handover((0, 0), 1) == ()
    assert steps_after_handover((), 1) == ()


def test_a_hand_over_back_to_the_moves_owner_keeps_them():
    # Undo on a hand-over screen gives the computer back to the move's owner: confirming keeps their steps.
    assert steps_after_handover((0, 0), 0) == (0, 0)


def test_the_steps_follow_a_whole_sequence_of_moves_and_hand_overs():
    steps = ()
    for seat, confirm, expected in [(0, None, (0,)), (0, None, (0, 0)), (None, 0, (0, 0)), (None, 1, ()),
                                    (1, None, (1,)), (2, None, (2,)), (None, 2, (2,))]:
        steps = move(steps, seat) if seat is not None else steps_after_handover(steps, confirm)
        assert steps == expected


def test_a_change_is_a_small_frozen_value():
    change = Change(Kind.ACTION, 1, tuple(QUIET))
    assert change == Change(Kind.ACTION, 1, tuple(QUIET)) and change.kind == "action"
    assert Change(Kind.LOAD) == Change(Kind.LOAD, None, ())
    with pytest.raises(FrozenInstanceError):
        change.seat = 2


def test_the_policy_and_the_change_load_no_qt():
    code = (
        "import sys, json\n"
        "import boardgames_desktop.play.change, boardgames_desktop.play.fair_undo\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == []
