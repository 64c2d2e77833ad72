"""The desktop front end: PySide6 widgets over the rules package.

Importing it first installs the memory patches (ui/memory_patches.py): what PySide6 and pydantic's
imports would leave in memory for nothing, about 12 MiB with a game open."""

from . import memory_patches

memory_patches.install()
