"""Fixtures for the Na prodej tests; the helper functions themselves live in helpers.py."""

import pytest

from .helpers import SPEC


@pytest.fixture
def spec():
    return SPEC
