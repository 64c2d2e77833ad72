"""The cards' names as the in-app rules give them, and the companions' and properties', in the
current language (context "LastWillTexts"). Apart from texts.py so that the start screen's picture
(art.py) can name its cards without importing the game's words."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....rules.last_will.data import CARD

translate = QCoreApplication.translate
_C = "LastWillTexts"

# The cards' Czech names (data.py) -> their English names, as the in-app rules give them.
_NAMES = {
    "Projížďka kočárem": QT_TRANSLATE_NOOP("LastWillTexts", "Carriage Ride"),
    "Divadlo": QT_TRANSLATE_NOOP("LastWillTexts", "Theatre"),
    "Plavba": QT_TRANSLATE_NOOP("LastWillTexts", "Cruise"),
    "Večírek": QT_TRANSLATE_NOOP("LastWillTexts", "Party"),
    "Flám": QT_TRANSLATE_NOOP("LastWillTexts", "Spree"),
    "Večeře": QT_TRANSLATE_NOOP("LastWillTexts", "Dinner"),
    "Whisky klub": QT_TRANSLATE_NOOP("LastWillTexts", "Whisky Club"),
    "Salónek": QT_TRANSLATE_NOOP("LastWillTexts", "Private Room"),
    "Kočár": QT_TRANSLATE_NOOP("LastWillTexts", "Carriage"),
    "Cvičiště": QT_TRANSLATE_NOOP("LastWillTexts", "Training Ground"),
    "Kočí": QT_TRANSLATE_NOOP("LastWillTexts", "Coachman"),
    "Realitní makléř": QT_TRANSLATE_NOOP("LastWillTexts", "Estate Agent"),
    "Zahradník": QT_TRANSLATE_NOOP("LastWillTexts", "Gardener"),
    "Kumpán": QT_TRANSLATE_NOOP("LastWillTexts", "School Chum"),
    "Mořský vlk": QT_TRANSLATE_NOOP("LastWillTexts", "Sea Dog"),
    "Správce": QT_TRANSLATE_NOOP("LastWillTexts", "Steward"),
    "Krejčí": QT_TRANSLATE_NOOP("LastWillTexts", "Tailor"),
    "Komorník": QT_TRANSLATE_NOOP("LastWillTexts", "Valet"),
    "Číšník": QT_TRANSLATE_NOOP("LastWillTexts", "Waiter"),
    "Statek": QT_TRANSLATE_NOOP("LastWillTexts", "Farm"),
    "Letní sídlo": QT_TRANSLATE_NOOP("LastWillTexts", "Summer House"),
    "Rezidence": QT_TRANSLATE_NOOP("LastWillTexts", "Residence"),
    "Vila": QT_TRANSLATE_NOOP("LastWillTexts", "Villa"),
    "Kůň": QT_TRANSLATE_NOOP("LastWillTexts", "Horse"),
    "Pes": QT_TRANSLATE_NOOP("LastWillTexts", "Dog"),
    "Kuchař": QT_TRANSLATE_NOOP("LastWillTexts", "Cook"),
    "Dáma": QT_TRANSLATE_NOOP("LastWillTexts", "Lady"),
    "Šťastný den": QT_TRANSLATE_NOOP("LastWillTexts", "Happy Day"),
    "Chovatelská výstava": QT_TRANSLATE_NOOP("LastWillTexts", "Breeders' Show"),
    "Starý přítel": QT_TRANSLATE_NOOP("LastWillTexts", "Old Friend"),
    "Makléř": QT_TRANSLATE_NOOP("LastWillTexts", "Broker"),
    "Divoký večírek": QT_TRANSLATE_NOOP("LastWillTexts", "Wild Party"),
    "Rušný den": QT_TRANSLATE_NOOP("LastWillTexts", "Busy Day"),
}
_COMPANIONS = {"horse": "Kůň", "dog": "Pes", "cook": "Kuchař", "lady": "Dáma"}
_FAMILIES = {"farm": "Statek", "summer": "Letní sídlo", "residence": "Rezidence", "villa": "Vila"}
def card_name(card: str) -> str:
    return translate(_C, _NAMES[CARD[card].name])


def companion_name(kind: str) -> str:
    return translate(_C, _NAMES[_COMPANIONS[kind]])


def companion_mark(kind: str) -> str:
    """The letter on a companion's token: its initial, or two letters where two share it (Kůň, Kuchař)."""
    name = companion_name(kind)
    shared = any(companion_name(other)[:1] == name[:1] for other in _COMPANIONS if other != kind)
    return name[:2] if shared else name[:1]


def family_name(family: str) -> str:
    return translate(_C, _NAMES[_FAMILIES[family]])
