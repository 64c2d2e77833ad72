"""The Poslední vůle table tests: the cards' flights end at once unless a test watches them."""

import pytest

from boardgames_desktop.ui import motion


@pytest.fixture(autouse=True)
def instant_flights(monkeypatch):
    monkeypatch.setattr(motion, "off", True)
