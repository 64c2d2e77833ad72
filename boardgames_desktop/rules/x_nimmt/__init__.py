"""X bere! (X nimmt!). The game is `registry.get("x_nimmt")`."""
