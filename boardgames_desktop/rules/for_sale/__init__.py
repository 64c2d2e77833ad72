"""Na prodej (For Sale). The game is `registry.get("for_sale")`."""
