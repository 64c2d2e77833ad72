"""Player.level: a computer player's strength, optional so that older saves load unchanged."""

import pytest
from pydantic import ValidationError

from boardgames_desktop import storage


def test_an_older_player_without_a_level_loads():
    player = storage.Player.model_validate({"name": "Jana", "kind": "human", "colour": None, "symbol": None})
    assert player.level is None


def test_a_computer_player_keeps_its_level_through_json():
    player = storage.Player(name="Computer 2", kind="computer", level="hard")
    assert storage.Player.model_validate_json(player.model_dump_json()) == player
    with pytest.raises(ValidationError):
        storage.Player(name="X", kind="computer", level="genius")
