"""The number cards and aces: corner indices, pip layouts and the large ace pips."""

from __future__ import annotations

from art_svg import CENTRE, card_outline, document, num, rank, suit, turned

from hearts_qt.ui.card_renderer import BLACK, RED

WHITE = "#ffffff"

INDEX_X = 32.0
"""Centre line of the corner index; it stays inside the left quarter of the card."""
INDEX_TOP = 13.0
INDEX_HEIGHT = 58.0
INDEX_WEIGHT = 10.0
INDEX_SUIT = 42.0
INDEX_GAP = 9.0

PIP = 42.0
COLUMNS = (89.0, 125.0, 161.0)
TOP_ROW, BOTTOM_ROW = 62.0, 288.0

# Pip positions as (column 0–2, fraction of the way from the top row to the bottom row).
_THIRDS = (0.0, 1 / 3, 2 / 3, 1.0)
PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    "2": ((1, 0.0), (1, 1.0)),
    "3": ((1, 0.0), (1, 0.5), (1, 1.0)),
    "4": ((0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)),
    "5": ((0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)),
    "6": ((0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    "7": ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    "8": ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)),
    "9": (*((c, f) for c in (0, 2) for f in _THIRDS), (1, 0.5)),
    "10": (*((c, f) for c in (0, 2) for f in _THIRDS), (1, 1 / 6), (1, 5 / 6)),
}


def ink(suit_letter: str) -> str:
    return RED if suit_letter in "HD" else BLACK


def corner_index(rank_letter: str, suit_letter: str) -> list[str]:
    """Rank over suit at the top-left; the caller turns a copy for the bottom-right."""
    colour = ink(suit_letter)
    suit_top = INDEX_TOP + INDEX_HEIGHT + INDEX_GAP
    return [
        rank(rank_letter, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour, INDEX_WEIGHT),
        suit(suit_letter, INDEX_X, suit_top + INDEX_SUIT / 2, INDEX_SUIT, colour),
    ]


def face_document(rank_letter: str, suit_letter: str, middle: list[str]) -> str:
    index = corner_index(rank_letter, suit_letter)
    return document(
        [
            f"<title>{rank_letter}{suit_letter}</title>",
            card_outline(WHITE),
            *middle,
            *index,
            turned(index),
        ]
    )


def pips(rank_letter: str, suit_letter: str) -> list[str]:
    colour = ink(suit_letter)
    out = []
    for column, fraction in PIP_LAYOUTS[rank_letter]:
        y = TOP_ROW + fraction * (BOTTOM_ROW - TOP_ROW)
        out.append(suit(suit_letter, COLUMNS[column], y, PIP, colour, turned=fraction > 0.5))
    return out


def number_card(rank_letter: str, suit_letter: str) -> str:
    return face_document(rank_letter, suit_letter, pips(rank_letter, suit_letter))


def ace(suit_letter: str) -> str:
    cx, cy = CENTRE
    if suit_letter == "S":
        middle = ornate_spade()
    else:
        middle = [suit(suit_letter, cx, cy, 104.0, ink(suit_letter))]
    return face_document("A", suit_letter, middle)


def ornate_spade() -> list[str]:
    """The ace of spades: a large spade with a white inlay in a beaded ring set with spades."""
    cx, cy = CENTRE
    out = [
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="78" fill="none" stroke="{BLACK}" '
        'stroke-width="2.5"/>',
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="71" fill="none" stroke="{BLACK}" '
        'stroke-width="1"/>',
    ]
    beads = []
    for step in range(24):
        if step % 6 == 0:
            continue  # a small spade sits there instead
        beads.append(
            f'<circle cx="0" cy="-74.5" r="{"2.6" if step % 2 else "1.6"}" '
            f'transform="translate({num(cx)} {num(cy)}) rotate({step * 15})"/>'
        )
    out.append(f'<g fill="{BLACK}">{"".join(beads)}</g>')
    for quarter in range(4):
        out.append(
            f'<g transform="translate({num(cx)} {num(cy)}) rotate({quarter * 90})">'
            f'<circle cx="0" cy="-74.5" r="11" fill="{WHITE}"/>'
            + suit("S", 0.0, -75.5, 17.0, BLACK)
            + "</g>"
        )
    out.append(suit("S", cx, cy, 108.0, BLACK))
    # A white inlay: a smaller spade outline and a small heart-shaped jewel.
    out.append(
        suit("S", cx, cy - 6, 60.0, "none").replace(
            'fill="none"', 'fill="none" stroke="#ffffff" stroke-width="4.5"'
        )
    )
    out.append(suit("D", cx, cy - 6, 15.0, WHITE))
    return out
