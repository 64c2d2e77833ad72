"""The names the other words are made of (context "AntiMonopolyTexts"): the money in euros, the
cities and spaces of the board, and a trade's two sides by them. Apart from texts.py so that the
moves' words (moves_words.py) use them as the events' and refusals' words do.
"""

from PySide6.QtCore import QCoreApplication

from ....rules.anti_monopoly.data import BOARD
from ... import i18n
from ...format import number
from ...widgets.players import player_name

translate = QCoreApplication.translate


def euros(amount: int) -> str:
    """A sum of the game's money: "1 500 €" (cs, sk), "€1,500" (en)."""
    if i18n.current() == "en":
        return ("-" if amount < 0 else "") + "€" + number(abs(amount))
    return f"{number(amount)}\u00a0€"


def city_name(city: str) -> str:
    names = {
        "rome": translate("AntiMonopolyTexts", "Rome"), "berlin": translate("AntiMonopolyTexts", "Berlin"), "madrid": translate("AntiMonopolyTexts", "Madrid"), "amsterdam": translate("AntiMonopolyTexts", "Amsterdam"),
        "paris": translate("AntiMonopolyTexts", "Paris"), "brussels": translate("AntiMonopolyTexts", "Brussels"), "london": translate("AntiMonopolyTexts", "London"), "athens": translate("AntiMonopolyTexts", "Athens"),
    }
    return names.get(city, city)


def space_name(space: int, case: str = "nominative") -> str:
    """A space as the board prints it: a street by its own name, the others in the language's words.
    `case` "accusative" declines a company's name after a verb ("kupuje Elektrárnu"); the streets'
    foreign names and the spaces no one owns are never declined."""
    found = BOARD[space]
    if found.kind == "street":
        return found.name
    if found.kind in ("transport", "utility"):
        names = _company_names(case)
        return names.get(found.city, found.city)
    names = {
        "start": translate("AntiMonopolyTexts", "START"), "card": translate("AntiMonopolyTexts", "Card"), "tax": translate("AntiMonopolyTexts", "Income tax"), "penalty": translate("AntiMonopolyTexts", "Penalty"),
        "office": translate("AntiMonopolyTexts", "Anti-monopoly office"), "prison": translate("AntiMonopolyTexts", "Prison · price war"), "go_to_prison": translate("AntiMonopolyTexts", "Go to prison"),
    }
    return names.get(found.kind, found.kind)


def _company_names(case: str) -> dict[str, str]:
    if case == "accusative":
        return {
            "airport": translate("AntiMonopolyTexts", "Airport", "accusative"), "tram": translate("AntiMonopolyTexts", "Tram company", "accusative"),
            "railway": translate("AntiMonopolyTexts", "Railway", "accusative"), "bus": translate("AntiMonopolyTexts", "Bus company", "accusative"),
            "electric_works": translate("AntiMonopolyTexts", "Electric works", "accusative"), "gas_works": translate("AntiMonopolyTexts", "Gas works", "accusative"),
        }
    return {
        "airport": translate("AntiMonopolyTexts", "Airport"), "tram": translate("AntiMonopolyTexts", "Tram company"), "railway": translate("AntiMonopolyTexts", "Railway"),
        "bus": translate("AntiMonopolyTexts", "Bus company"), "electric_works": translate("AntiMonopolyTexts", "Electric works"), "gas_works": translate("AntiMonopolyTexts", "Gas works"),
    }



def _titles_list(spaces) -> str:
    return ", ".join(space_name(s) for s in spaces)


def trade_words(players, proposer: int, partner: int, give, take, ask: int, pay: int) -> str:
    """What each side of a trade gives, in one sentence: titles, and `pay` euros from the proposer or
    `ask` euros from the partner."""
    gives, takes = [_titles_list(give)] if give else [], [_titles_list(take)] if take else []
    if pay:
        gives.append(euros(pay))
    if ask:
        takes.append(euros(ask))
    nothing = translate("AntiMonopolyTexts", "nothing")
    return translate("AntiMonopolyTexts", "{player} gives {given}; {partner} gives {taken}.").format(
        player=player_name(players, proposer), given=", ".join(gives) or nothing,
        partner=player_name(players, partner), taken=", ".join(takes) or nothing)
