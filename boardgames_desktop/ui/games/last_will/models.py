"""The results of a game of Poslední vůle, scored line by line: money left, each property's value
plus the bonus the rules give for it, and the total that ranks (the lowest wins)."""

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....rules.last_will.data import PROPERTY_BONUS
from ...format import number
from ...models.results import Column
from ...models.results import ResultsModel as BaseResultsModel
from ...models.roles import LEFT, RIGHT
from . import names, texts


@dataclass(frozen=True)
class Final:
    money: int
    properties: tuple[tuple[str, int], ...]  # (card, its value now)
    total: int


def _properties(final: Final) -> str:
    if not final.properties:
        return "\u2013"
    return "\n".join(f"{names.card_name(card)}: {number(value)} + {PROPERTY_BONUS}" for card, value in final.properties)


class ResultsModel(BaseResultsModel):
    PLACE, NAME, MONEY, PROPERTIES, TOTAL = range(5)
    CONTEXT = "LastWillTexts"
    EXTRA = (
        Column(QT_TRANSLATE_NOOP("LastWillTexts", "Money left"), lambda final: texts.pounds(final.money), align=RIGHT),
        Column(QT_TRANSLATE_NOOP("LastWillTexts", "Properties (value + 5)"), _properties, align=LEFT),
        Column(QT_TRANSLATE_NOOP("LastWillTexts", "Total"), lambda final: texts.pounds(final.total), align=RIGHT,
               bold=True),
    )

    @staticmethod
    def finals(view):
        if view.scores is None:
            return None
        return [Final(player.money, tuple((b.card, b.value) for b in player.board if b.value is not None), score)
                for player, score in zip(view.players, view.scores)]
