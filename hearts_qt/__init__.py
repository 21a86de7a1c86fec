"""hearts-qt: the card game Hearts for the desktop."""

__version__ = "0.1.0"
