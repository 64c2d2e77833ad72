"""The Na prodej (For Sale) table: card art, Qt models over the view, the table widget."""

from .table import ForSaleTable

__all__ = ["ForSaleTable"]
