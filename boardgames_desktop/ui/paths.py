"""Where the program's own files are, from a source checkout or from a frozen build."""

import sys
from pathlib import Path


def app_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def resource(*parts: str) -> Path:
    return app_root().joinpath("resources", *parts)


def translations_dir() -> Path:
    return app_root() / "i18n"
