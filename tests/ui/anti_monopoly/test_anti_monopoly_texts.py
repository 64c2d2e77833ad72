"""Anti-Monopoly's sentences in Czech and Slovak: a company's name after a verb is declined."""

import pytest

from boardgames_desktop.rules.core.events import Event
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.anti_monopoly import texts
from boardgames_desktop.ui.widgets.players import player_name

from .conftest import make_players

ELECTRIC_WORKS, RAILWAY, VIA_ROMA = 12, 25, 3


@pytest.mark.parametrize("language, bought, mortgaged, rent, board", [
    ("cs", "Jana kupuje Elektrárnu za 150\u00a0€.", "Jana zastavuje Železnici za 100\u00a0€.",
     "Jana platí nájemné 20\u00a0€ za Železnici, dostává Petr.", "Elektrárna"),
    ("sk", "Jana kupuje Elektráreň za 150\u00a0€.", "Jana dáva do zástavy Železnicu za 100\u00a0€.",
     "Jana platí nájomné 20\u00a0€ za Železnicu, dostáva Petr.", "Elektráreň"),
])
def test_a_company_bought_mortgaged_or_paid_for_is_in_the_accusative(language, bought, mortgaged, rent, board):
    players = make_players(3)
    i18n.set_language(language)

    def words(code, **params):
        text = texts.event_text(Event(code=code, params={"seat": 0, **params}), players)
        return text.replace(player_name(players, 0), "Jana").replace(player_name(players, 1), "Petr")

    assert words("bought", space=ELECTRIC_WORKS, price=150) == bought
    assert words("mortgaged", space=RAILWAY, amount=100) == mortgaged
    assert words("paid", to=1, space=RAILWAY, amount=20) == rent
    assert texts.space_name(ELECTRIC_WORKS) == board  # the board keeps the nominative
    assert texts.space_name(VIA_ROMA, "accusative") == "Via Roma"


@pytest.mark.parametrize("language", ["cs", "sk", "en"])
def test_a_card_someone_else_drew_tells_of_them_never_to_you(language):
    from boardgames_desktop.rules.anti_monopoly.data import CARD_BY_ID

    i18n.set_language(language)
    for card in CARD_BY_ID:
        other = texts.card_effect(card, "Petr")
        assert "{" not in other and " ti " not in other and "you" not in other.lower(), other
        assert "you" not in texts.card_title(card).lower()  # the title is in the log, whoever drew it
        if CARD_BY_ID[card].effect not in ("nothing", "each_monopolist_receives"):
            assert "Petr" in other and other != texts.card_effect(card), card


@pytest.mark.parametrize("language, penalty, corner, office, start", [
    ("cs", "Penále", "Do vězení · do cenové války", "Antimonopolní úřad", "START"),
    ("sk", "Penále", "Do väzenia · do cenovej vojny", "Protimonopolný úrad", "START"),
])
def test_the_board_says_what_the_booklet_and_the_rules_say(language, penalty, corner, office, start):
    i18n.set_language(language)
    assert [texts.space_name(space) for space in (38, 30, 20, 0)] == [penalty, corner, office, start]
