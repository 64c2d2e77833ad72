import pytest

from boardgames_desktop.storage import DATA_DIR_VARIABLE


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path / "data"))
    return tmp_path / "data"
