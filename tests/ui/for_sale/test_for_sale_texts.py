"""Na prodej's log in words: a pass tells what came back only when something did."""

import pytest

from boardgames_desktop import storage
from boardgames_desktop.rules.core.events import Event
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.for_sale import texts


@pytest.fixture
def czech():
    i18n.set_language("cs")
    yield
    i18n.set_language("en")


def passed(refund, forced=False, lost=0):
    return texts.event_text(Event(code="pass_took_house", params={
        "seat": 0, "house": 4, "refund": refund, "lost": lost, "forced": forced}), [storage.Player(name="Jana", kind="human")])


def test_a_pass_with_nothing_to_give_back_says_nothing_of_coins(czech):
    """"Vráceno: 0 mincí" told of coins that never were: an empty pile gives nothing back, and says so by silence."""
    assert passed(0).endswith("Jana pasuje a bere si dům 4.")
    assert passed(0, forced=True).endswith("Jana nemůže přihodit a bere si dům 4.")
    assert passed(2, lost=1).endswith("Jana pasuje a bere si dům 4. Vráceno: 2 mince. (Do banky: 1 mince.)")
    assert "Vráceno: 3 mince" in passed(3, forced=True)


def won(paid):
    return texts.event_text(Event(code="auction_won", params={"seat": 0, "house": 29, "paid": paid}),
                            [storage.Player(name="Babička", kind="human")])


def test_a_house_won_for_nothing_says_so_not_price_zero(czech):
    """"Babička kupuje dům 29. Cena: 0 mincí." when the others all passed before any bid."""
    assert won(0).endswith("Babička bere dům 29 zadarmo.")
    assert "0" not in won(0).replace("29", "")
    assert won(3).endswith("Babička kupuje dům 29. Cena: 3 mince.")
