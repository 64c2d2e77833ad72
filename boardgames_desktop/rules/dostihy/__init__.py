"""Dostihy a sázky, cestovní verze (horse racing and betting, travel edition)."""

from .spec import DostihySpec

spec = DostihySpec()
