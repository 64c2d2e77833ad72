"""Refresh the translation sources from the code, then compile them for the program.

    .venv/bin/python i18n/update.py            lupdate (keeps existing translations) + lrelease
    .venv/bin/python i18n/update.py --compile  lrelease only

Every game of the catalog (rules/registry.py) keeps its words in its own folder:
`ui/games/<id>/i18n/<id>_<language>.ts`, made by lupdate from the code of `ui/games/<id>/`; the
rest of ui/ (the shell) has `boardgames_<language>.ts` here. The program loads them all
(ui/i18n.py). The compiled .qm files are committed beside the .ts files;
tests/ui/test_translations.py checks that they match and that nothing is left untranslated.

Every .ts file there is (the shell's and every game's, new or old) is the translation memory of
each file made or updated: a message translated in any of them keeps its translation in the file
its code now belongs to, so moving code or messages between the shell and a game loses nothing.
"""

import copy
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("cs", "sk")

sys.path.insert(0, str(ROOT))
from boardgames_desktop.rules import registry  # noqa: E402


class Target(NamedTuple):
    """One .ts file, its .qm and the code lupdate reads for it."""

    name: str  # "shell", or the game's id
    language: str
    ts: Path
    qm: Path
    sources: list[str]


def tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def game_folder(game: str) -> Path:
    return registry.folder(game, f"ui/games/{game}")


def translation(game: str, language: str, suffix: str = ".qm") -> Path:
    """A game's translation file: ui/games/<id>/i18n/<id>_<language>.qm (or .ts)."""
    return game_folder(game) / "i18n" / f"{game}_{language}{suffix}"


def targets(language: str | None = None) -> list[Target]:
    """The shell's file and every game's, in `language` (default: each language)."""
    games = [game.id for game in registry.catalog()]
    folders = [game_folder(game) for game in games]
    shell = sorted(str(path) for path in (ROOT / "boardgames_desktop" / "ui").rglob("*.py")
                   if not any(path.is_relative_to(folder) for folder in folders))
    found = []
    for each in (language,) if language else LANGUAGES:
        found.append(Target("shell", each, HERE / f"boardgames_{each}.ts", HERE / f"boardgames_{each}.qm", shell))
        for game, folder in zip(games, folders):
            found.append(Target(game, each, translation(game, each, ".ts"), translation(game, each),
                                sorted(str(path) for path in folder.rglob("*.py"))))
    return found


def ts_file(language: str) -> Path:
    """The shell's .ts file."""
    return HERE / f"boardgames_{language}.ts"


def ts_files(language: str) -> list[Path]:
    """Every .ts file of the language: the shell's and each game's."""
    return [target.ts for target in targets(language)]


# -- the translation memory --------------------------------------------------------------------

def _key(context: str, message) -> tuple:
    return context, message.findtext("source"), message.findtext("comment") or ""


def finished(message) -> bool:
    translation = message.find("translation")
    forms = [form.text for form in translation.iter("numerusform")] or [translation.text]
    return translation.get("type") not in ("unfinished", "vanished", "obsolete") and all(forms)


def _messages(ts: Path):
    """(key, message element) of every message of a .ts file, and the file's language."""
    root = ElementTree.parse(ts).getroot()
    language = (root.get("language") or ts.stem.rpartition("_")[2])[:2]
    found = [(_key(context.findtext("name"), message), message)
             for context in root.iter("context") for message in context.iter("message")]
    return language, found


def memory_files() -> list[Path]:
    """Every .ts file there is: the shell's, and those in the folders of every game of every root
    package of the catalog (a game's old files too)."""
    roots = {registry.folder(game.id, "ui/games") for game in registry.catalog()}
    return sorted(HERE.glob("*.ts")) + sorted(path for root in roots for path in root.glob("*/i18n/*.ts"))


def memory() -> dict[str, dict[tuple, object]]:
    """language -> {(context, source, comment): a finished translation of it} from every .ts file."""
    found: dict[str, dict[tuple, object]] = {language: {} for language in LANGUAGES}
    for ts in memory_files():
        language, messages = _messages(ts)
        for key, message in messages:
            if finished(message):
                found.setdefault(language, {}).setdefault(key, message)
    return found


def seed(target: Target, known: dict[tuple, object], ts: Path) -> None:
    """Write to `ts` the target's own messages and, where it has none finished, the memory's;
    lupdate then keeps those its code says and drops the rest."""
    own = dict(_messages(target.ts)[1]) if target.ts.is_file() else {}
    chosen = dict(known)
    chosen.update({key: message for key, message in own.items() if finished(message) or key not in known})
    root = ElementTree.Element("TS", version="2.1", language=target.language)
    contexts: dict[str, ElementTree.Element] = {}
    for (context, _, _), message in sorted(chosen.items(), key=lambda item: item[0]):
        if context not in contexts:
            contexts[context] = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(contexts[context], "name").text = context
        contexts[context].append(copy.deepcopy(message))
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                         + ElementTree.tostring(root, encoding="unicode") + "\n", encoding="utf-8")


def lupdate(target: Target, ts: Path) -> None:
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-target-language",
                    target.language, *target.sources, "-ts", str(ts)], cwd=ROOT, check=True)


def update() -> None:
    known = memory()  # read before any file is written
    with tempfile.TemporaryDirectory() as scratch:
        for target in targets():
            ts = Path(scratch) / target.ts.name
            seed(target, known.get(target.language, {}), ts)
            lupdate(target, ts)
            target.ts.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ts, target.ts)


def compile_to(target: Target, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(target.ts), "-qm", str(qm)], check=True)


def main() -> None:
    if "--compile" not in sys.argv:
        update()
    for target in targets():
        compile_to(target, target.qm)


if __name__ == "__main__":
    main()
