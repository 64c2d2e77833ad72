"""The Dostihy a sázky table: horse cards and dice art, Qt models over the view, the table widget."""

from .table import DostihyTable

__all__ = ["DostihyTable"]
