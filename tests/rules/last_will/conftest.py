"""Poslední vůle is not in the catalog yet (its table comes later): its tests add it for their run."""

import pytest

from boardgames_desktop.rules import registry


@pytest.fixture(autouse=True, scope="package")
def last_will_registered():
    registry.register(registry.GameInfo("last_will", 2, 5, "last_will.spec:LastWillSpec"))
    yield registry.get("last_will")
    registry.unregister("last_will")
