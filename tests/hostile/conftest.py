"""The hostile corpus, loaded offscreen with its own data folder; a hang ends the run with a traceback."""

import faulthandler
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from boardgames_desktop import storage  # noqa: E402

HANG_SECONDS = 120  # far more than any of these tests takes; then the whole run stops, showing where


@pytest.fixture(autouse=True)
def no_hang():
    faulthandler.dump_traceback_later(HANG_SECONDS, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.DATA_DIR_VARIABLE, str(tmp_path / "data"))
    return tmp_path / "data"
