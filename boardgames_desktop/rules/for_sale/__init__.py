"""Na prodej (For Sale)."""

from .spec import ForSaleSpec

spec = ForSaleSpec()
