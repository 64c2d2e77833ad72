"""A new game really is its folders and one catalog line (docs/ARCHITECTURE.md, "Adding a game").

Na prodej, the smallest real game, is copied under another id, `copied_sale` (its classes CopiedSale...,
its translation contexts too), into a temporary root package `copied`, as a new game's author
would lay it out: its rules folder, its UI folder (table, end page, pictures, texts, its Czech and
Slovak translations, its rules pages), its computer player, and beside the package its tests' layout
moments, and golden records made as a new game's are (tests/rules/test_golden.py NAME). Its imports
that leave the game's folders are made absolute to boardgames_desktop (the copy has no kit of its
own). One catalog line registers it ($BOARDGAMES_DESKTOP_TEST_GAMES, read by tests/conftest.py), and
the catalog-wide tests run over it in a fresh pytest: the contract, the bots, the golden records,
the translations, the rules viewer, the layouts at one size, the hints, the self-test's list. Every
one of the copy's cases must have run and passed.
"""

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME, ID, PACKAGE = "for_sale", "copied_sale", "copied"
LINE = [ID, 3, 6, f"{ID}.spec:CopiedSaleSpec", PACKAGE]
OWN = tuple(f"boardgames_desktop.{folder}.{GAME}" for folder in ("rules", "ui.games", "bots"))

# The catalog-wide tests, and which of their cases are the copy's (all of them but the layouts,
# which run at one size): a case naming the copy's id, or one going through every game at once.
SUITE = ["tests/rules/test_catalog.py", "tests/rules/test_all_games.py", "tests/bots/test_bots.py",
         "tests/rules/test_golden.py", "tests/ui/test_translations.py", "tests/ui/test_rules_viewer.py",
         "tests/ui/test_layout.py", "tests/ui/test_hints.py", "tests/ui/test_self_test.py",
         "tests/ui/test_a_new_game.py", "tests/ui/test_scaling.py", "tests/ui/test_refusals.py"]
SELECTED = (f"({ID} and not test_nothing_overlaps and not test_every_zoom_step) or ({ID} and cs-1280x680)"
            " or every_game_has or every_game_and_the_shell or every_message_is_translated"
            " or placeholders_survive or test_the_translations_are_checked or catalogs_games")
EVERY_GAME_AT_ONCE = {"test_every_game_has_golden_records_of_its_current_rules", "test_every_game_has_its_rules_in_all_three_languages",
                      "test_every_game_and_the_shell_have_their_translations", "test_every_message_is_translated",
                      "test_placeholders_survive_translation", "test_the_translations_are_checked",
                      "test_games_are_the_catalogs_games_in_its_order"}


def renamed(text: str) -> str:
    return text.replace(GAME, ID).replace("ForSale", "CopiedSale")


def absolute_imports(text: str, package: str) -> str:
    """The relative imports of a module of `package` that leave the game's own folders, made absolute."""
    lines = text.splitlines(keepends=True)
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom) and node.level:
            target = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
            if not target.startswith(OWN):
                line = node.lineno - 1
                lines[line] = re.sub(r"from\s+\.+[\w.]*\s+import", f"from {target} import", lines[line], count=1)
    return "".join(lines)


def copy_game(root: Path) -> None:
    """The game's folders, renamed, under `root`/copied, and its tests' folders beside it."""
    places = {ROOT / "boardgames_desktop" / "rules" / GAME: root / PACKAGE / "rules" / ID,
              ROOT / "boardgames_desktop" / "ui" / "games" / GAME: root / PACKAGE / "ui" / "games" / ID,
              ROOT / "tests" / "ui" / GAME: root / "tests" / "ui" / ID}
    files = {ROOT / "boardgames_desktop" / "bots" / f"{GAME}.py": root / PACKAGE / "bots" / f"{ID}.py"}
    for source, target in places.items():
        for path in source.rglob("*"):
            if path.suffix in (".py", ".html", ".ts") and "__pycache__" not in path.parts:
                if source.parts[-2:] != ("ui", GAME) or path.name == "moments.py":  # tests: the moments only
                    files[path] = target / renamed(str(path.relative_to(source)))
    for source, target in files.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        text = source.read_text(encoding="utf-8")
        if source.suffix == ".py" and source.is_relative_to(ROOT / "boardgames_desktop"):
            module = source.relative_to(ROOT).with_suffix("").parts
            text = absolute_imports(text, ".".join(module[:-1]))
        target.write_text(renamed(text), encoding="utf-8")
    for package in ("", "rules", "ui", "ui/games", "bots"):
        (root / PACKAGE / package / "__init__.py").touch()


def run(command: list, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)


def test_a_copied_game_with_one_catalog_line_passes_the_catalog_wide_tests(tmp_path):
    copy_game(tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BOARDGAMES_DESKTOP_NO_ANIMATION": "1",
           "BOARDGAMES_DESKTOP_TEST_GAMES": json.dumps([{"path": str(tmp_path), "line": LINE}])}
    # What its author runs: the golden records of a new game, and the translations compiled.
    made = run([sys.executable, "tests/rules/test_golden.py", ID], env)
    assert made.returncode == 0, made.stderr
    assert [path.name for path in (tmp_path / "tests" / "rules" / ID / "golden").iterdir()] == [f"{ID}.v1.json"]
    folder = tmp_path / PACKAGE / "ui" / "games" / ID / "i18n"
    for ts in sorted(folder.glob("*.ts")):
        lrelease = Path(sys.executable).with_name("pyside6-lrelease")
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    assert sorted(path.name for path in folder.iterdir()) == [f"{ID}_cs.qm", f"{ID}_cs.ts", f"{ID}_sk.qm", f"{ID}_sk.ts"]

    report = tmp_path / "report.xml"
    result = run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", f"--junitxml={report}",
                  "-k", SELECTED, *SUITE], env)
    cases = {f"{case.get('classname')}::{case.get('name')}": [child.tag for child in case]
             for case in ElementTree.parse(report).getroot().iter("testcase")}
    assert result.returncode == 0, result.stdout[-6000:]
    assert all(not outcome for outcome in cases.values()), {name: outcome for name, outcome in cases.items() if outcome}
    copies = {name.rpartition("::")[2].partition("[")[0] for name in cases if ID in name}
    every = {name.rpartition("::")[2].partition("[")[0] for name in cases}
    assert EVERY_GAME_AT_ONCE <= every
    expected = {
        "test_the_catalog_agrees_with_the_game_it_names",  # the catalog line agrees with the spec
        "test_a_golden_record_replays_to_the_same_views",
        "test_the_code_has_no_text_missing_from_the_translations", "test_the_committed_qm_is_the_compiled_ts",
        "test_each_rules_file_is_well_formed_and_renders", "test_the_rules_address_the_reader_with_ty",
        "test_nothing_overlaps_is_cut_or_scrolls",
        "test_hints_are_legal_and_come_from_the_view_alone", "test_every_game_says_its_hint_and_its_table_points_at_it",
        "test_every_reason_a_bot_gives_is_worded", "test_a_hint_speaks_to_the_player_never_of_them",
        "test_the_self_test_plays_every_game_of_the_catalog_in_each_language",
        "test_every_phase_of_a_game_is_worded_by_the_game", "test_cards_words_and_log_grow_with_the_window",
        "test_every_code_the_rules_can_raise_is_shared_or_listed_in_the_games_refusals",
        "test_every_own_refusal_has_a_sentence_and_a_rule_in_every_language",
    }
    assert expected <= copies, sorted(expected - copies)
