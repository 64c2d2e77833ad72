"""Rodinné deskovky: family board games for one laptop."""

__version__ = "0.1.0"
