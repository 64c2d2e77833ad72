import unicodedata

import pytest
from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.storage.files import MAX_NAME_BYTES, MAX_NAME_CHARS, safe_name


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Hra u babičky", "Hra u babičky"),
        ("a/b\\c", "a_b_c"),
        ("../../etc/passwd", "_.._etc_passwd"),
        ('Jana: "vítěz"? <ano>|*', "Jana_ _vítěz__ _ano___"),
        ("CON", "_CON"),
        ("con", "_con"),
        ("nul.txt", "_nul.txt"),
        ("Aux .json", "_Aux .json"),
        ("COM1", "_COM1"),
        ("lpt9", "_lpt9"),
        ("COM0", "_COM0"),
        ("lpt0.json", "_lpt0.json"),
        ("CONIN$", "_CONIN$"),
        ("conout$.txt", "_conout$.txt"),
        ("COM²", "_COM²"),
        ("\u202eavon\u202c hra", "_avon_ hra"),
        ("skryté\u200bslovo", "skryté_slovo"),
        ("CONSOLE", "CONSOLE"),
        ("COM10", "COM10"),
        ("Hra. . .", "Hra"),
        ("  Hra\t s\ndědou  ", "Hra s dědou"),
        ("zvonek\x07", "zvonek_"),
        (".skrytá", "skrytá"),
        ("ěščřžýáíéůú ĚŠČŘŽÝÁÍÉŮÚ ďťň", "ěščřžýáíéůú ĚŠČŘŽÝÁÍÉŮÚ ďťň"),
        ("🎲 Hra 👨‍👩‍👧", "🎲 Hra 👨‍👩‍👧"),
        ("", "save"),
        ("   ", "save"),
        ("...", "save"),
    ],
)
def test_safe_name(text, expected):
    assert safe_name(text) == expected


def test_decomposed_diacritics_are_composed():
    assert safe_name(unicodedata.normalize("NFD", "Jiří")) == "Jiří"


def test_long_names_are_cut():
    assert safe_name("Ž" * 500) == "Ž" * MAX_NAME_CHARS
    emoji = safe_name("🎲" * 100)
    assert len(emoji.encode("utf-8")) <= MAX_NAME_BYTES
    assert set(emoji) == {"🎲"}
    assert safe_name("a" * (MAX_NAME_CHARS - 1) + " .b") == "a" * (MAX_NAME_CHARS - 1)


@pytest.mark.parametrize(
    "name", ["../../venku", "CON", "nul.txt", "x" * 300, "🎲" * 100, "Příliš žluťoučký kůň", ""]
)
def test_every_name_saves_inside_the_saves_folder(name):
    path = storage.save(make_save(), name)
    assert path.parent == storage.saves_dir()
    assert storage.load(path).save_file == make_save()
