"""Amounts and counts in words, in every language: a negative amount reads as a number too."""

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.dostihy import texts as dostihy
from boardgames_desktop.ui.games.for_sale import texts as for_sale
from boardgames_desktop.ui.games.last_will import texts as last_will
from boardgames_desktop.ui.games.x_nimmt import texts as x_nimmt

I18N = Path(__file__).resolve().parents[2] / "i18n"
COUNTS = [last_will.pounds, last_will.cards, for_sale.coins, dostihy.horses, x_nimmt.points]


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
def test_a_negative_count_is_written_with_its_sign_in_the_plural_form_of_its_size(language):
    i18n.set_language(language)
    minus = i18n.locale().negativeSign()
    for words in COUNTS:
        for n in (1, 2, 5, 21):
            positive, negative = words(n), words(-n)
            assert "%n" not in negative and "%n" not in positive
            assert negative == positive.replace(str(n), f"{minus}{n}", 1), (negative, positive)
    assert last_will.pounds(-12000).startswith(i18n.locale().toString(-12000))


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_every_plural_translation_has_its_count_as_its_only_number(language):
    """format.plural finds a negative count as the first number standing alone in the words."""
    root = ElementTree.parse(I18N / f"boardgames_{language}.ts").getroot()
    forms = [form.text or "" for message in root.iter("message") if message.get("numerus") == "yes"
             for form in message.iter("numerusform")]
    assert forms
    for form in forms:
        assert "%n" in form, form
        assert not re.search(r"\d", form.replace("%n", "")), form
