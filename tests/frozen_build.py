"""A frozen build pretended from source, and a module it left out: for the tests of bundle.py and the self-test."""

import json
import sys
from pathlib import Path

from boardgames_desktop import bundle

ROOT = Path(__file__).resolve().parents[1]


class Hidden:
    """An import finder that makes one module not found, as if the build had left it out."""

    def __init__(self, name: str):
        self.name = name

    def find_spec(self, fullname, path=None, target=None):
        if fullname == self.name:
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)
        return None


def hide(monkeypatch, name: str) -> None:
    monkeypatch.setattr(sys, "meta_path", [Hidden(name), *sys.meta_path])
    monkeypatch.delitem(sys.modules, name, raising=False)


def pretend_frozen(monkeypatch, folder: Path, manifest: list[str] | None) -> None:
    """sys.frozen and sys._MEIPASS as PyInstaller's bootloader sets them: `folder` is the bundle,
    with the manifest and the program's files (links to the source tree's)."""
    folder.mkdir(parents=True, exist_ok=True)
    for files in ("resources", "i18n"):
        (folder / files).symlink_to(ROOT / files, target_is_directory=True)
    if manifest is not None:
        (folder / bundle.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(folder), raising=False)
    bundle.bundled.cache_clear()
