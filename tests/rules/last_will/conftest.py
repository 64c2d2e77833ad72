"""The spec of Poslední vůle, for its own tests."""

import pytest

from boardgames_desktop.rules import registry


@pytest.fixture(scope="package")
def last_will_registered():
    return registry.get("last_will")
