"""The spec of Poslední vůle, for the shared contract checks run over it."""

import pytest

from boardgames_desktop.rules import registry


@pytest.fixture(scope="package")
def last_will_registered():
    return registry.get("last_will")
