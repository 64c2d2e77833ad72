"""The X bere! (X nimmt!) table: card art, Qt models over the view, the table widget, the placing."""

from .table import XNimmtTable

__all__ = ["XNimmtTable"]
