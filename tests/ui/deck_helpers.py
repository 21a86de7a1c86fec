"""Card decks in KDE's format, written by the tests: small, and broken on purpose.

A test deck's cards are plain coloured rectangles, one element per card, each with a
colour of its own (``card_colour``), so a test can tell which element was drawn.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from hearts_qt.engine.cards import DECK, Card
from hearts_qt.ui.kde_decks import element_id

BACK_COLOUR = "#123456"


def card_colour(card: Card) -> str:
    """A colour for each card: red from the rank, blue from the suit."""
    return f"#{card.rank * 15:02x}40{(list(type(card.suit)).index(card.suit) + 1) * 50:02x}"


def deck_svg(width: float = 70.0, height: float = 100.0, missing: tuple[str, ...] = ()) -> str:
    """One SVG with a ``width`` × ``height`` element per card and a back, in a grid."""
    parts = []
    elements = [(element_id(card), card_colour(card)) for card in DECK]
    elements.append(("back", BACK_COLOUR))
    for index, (element, colour) in enumerate(elements):
        if element in missing:
            continue
        x, y = (index % 13) * (width + 5), (index // 13) * (height + 5)
        parts.append(
            f'<rect id="{element}" x="{x}" y="{y}" width="{width}" height="{height}" '
            f'fill="{colour}"/>'
        )
    size = f'width="{13 * (width + 5)}" height="{5 * (height + 5)}"'
    return f'<svg xmlns="http://www.w3.org/2000/svg" {size}>{"".join(parts)}</svg>\n'


def write_deck(
    data_dir: Path,
    folder: str,
    name: str,
    *,
    svg: str | bytes | None = None,
    svg_name: str = "deck.svg",
    index: str | None = None,
    zipped: bool = False,
) -> Path:
    """A deck under ``data_dir/carddecks/folder``: its index names ``svg_name``."""
    deck = data_dir / "carddecks" / folder
    deck.mkdir(parents=True, exist_ok=True)
    if index is None:
        index = f"[KDE Backdeck]\nName={name}\nName[xx]=Xx {name}\nSVG={svg_name}\n"
    (deck / "index.desktop").write_text(index, encoding="utf-8")
    text = deck_svg() if svg is None else svg
    data = text.encode("utf-8") if isinstance(text, str) else text
    (deck / svg_name).write_bytes(gzip.compress(data) if zipped else data)
    return deck
