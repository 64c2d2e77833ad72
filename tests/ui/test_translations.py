"""Czech and Slovak are complete, and the committed .qm files are the compiled .ts files."""

import importlib.util
import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "i18n" / "update.py")
i18n_update = importlib.util.module_from_spec(spec)
spec.loader.exec_module(i18n_update)


def messages(ts: Path):
    for context in ElementTree.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_every_message_is_translated(language):
    missing = []
    for context, message in messages(i18n_update.ts_file(language)):
        translation = message.find("translation")
        forms = [form.text for form in translation.iter("numerusform")] or [translation.text]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            missing.append(f"{context}: {message.findtext('source')}")
        if "%n" in message.findtext("source"):
            assert message.get("numerus") == "yes" and len(forms) == 3, f"{context}: plural forms"
    assert missing == []


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_placeholders_survive_translation(language):
    import re

    pattern = re.compile(r"\{\w+\}|%\d|%n")
    for context, message in messages(i18n_update.ts_file(language)):
        wanted = sorted(set(pattern.findall(message.findtext("source"))))
        translation = message.find("translation")
        for text in [form.text for form in translation.iter("numerusform")] or [translation.text]:
            assert sorted(set(pattern.findall(text or ""))) == wanted, f"{context}: {text}"


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_the_code_has_no_text_missing_from_the_translations(language, tmp_path):
    fresh = tmp_path / f"boardgames_{language}.ts"
    shutil.copy(i18n_update.ts_file(language), fresh)
    original = {(c, m.findtext("source")) for c, m in messages(fresh)}
    import subprocess

    subprocess.run(
        [i18n_update.tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *i18n_update.sources(),
         "-ts", str(fresh)],
        cwd=ROOT, check=True, capture_output=True,
    )
    assert {(c, m.findtext("source")) for c, m in messages(fresh)} == original


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_the_committed_qm_is_the_compiled_ts(language, tmp_path):
    compiled = tmp_path / "check.qm"
    i18n_update.compile_to(language, compiled)
    assert compiled.read_bytes() == (ROOT / "i18n" / f"boardgames_{language}.qm").read_bytes()
