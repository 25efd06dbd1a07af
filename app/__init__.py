"""Fünfwurf: a desktop dice game of the five-dice family."""

__version__ = "0.1.0"
