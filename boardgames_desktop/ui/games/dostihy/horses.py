"""The horses' names in words of each language (context "DostihyHorses"): the rules' data keep the
Czech ones, "Zlatá hříva" would be Czech on a Slovak screen, and Czech words mean nothing to an
English reader."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

HORSE_NAMES = {
    1: QT_TRANSLATE_NOOP("DostihyHorses", "Little Owl"), 2: QT_TRANSLATE_NOOP("DostihyHorses", "Carrot"),
    3: QT_TRANSLATE_NOOP("DostihyHorses", "Whiskers"), 4: QT_TRANSLATE_NOOP("DostihyHorses", "Dandelion"),
    5: QT_TRANSLATE_NOOP("DostihyHorses", "Crumb"), 6: QT_TRANSLATE_NOOP("DostihyHorses", "Daisy"),
    7: QT_TRANSLATE_NOOP("DostihyHorses", "Bumblebee"), 8: QT_TRANSLATE_NOOP("DostihyHorses", "Rascal"),
    9: QT_TRANSLATE_NOOP("DostihyHorses", "Button"), 10: QT_TRANSLATE_NOOP("DostihyHorses", "Little Paw"),
    11: QT_TRANSLATE_NOOP("DostihyHorses", "Breeze"), 12: QT_TRANSLATE_NOOP("DostihyHorses", "Spark"),
    13: QT_TRANSLATE_NOOP("DostihyHorses", "Comet"), 14: QT_TRANSLATE_NOOP("DostihyHorses", "Imp"),
    15: QT_TRANSLATE_NOOP("DostihyHorses", "Meteor"), 16: QT_TRANSLATE_NOOP("DostihyHorses", "Storm"),
    17: QT_TRANSLATE_NOOP("DostihyHorses", "Skylark"), 18: QT_TRANSLATE_NOOP("DostihyHorses", "Golden Mane"),
    19: QT_TRANSLATE_NOOP("DostihyHorses", "Wind King"), 20: QT_TRANSLATE_NOOP("DostihyHorses", "Northern Lights"),
    21: QT_TRANSLATE_NOOP("DostihyHorses", "Thunderclap"), 22: QT_TRANSLATE_NOOP("DostihyHorses", "White Lady"),
}


def horse_name(horse: int) -> str:
    """A horse's name: a proper name, made up for the program, never declined."""
    name = HORSE_NAMES.get(horse)
    return QCoreApplication.translate("DostihyHorses", name) if name is not None else str(horse)
