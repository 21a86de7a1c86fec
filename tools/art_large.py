"""The large-index deck: a big rank and suit in two corners, for small screens and weak eyes.

In South's fanned hand only the left 46 % of a card shows; here the rank and suit alone
fill that strip, twice the size of the classic deck's and drawn with a heavier pen, so a
card can be read at a glance from across the room or on a phone-sized window. The other
two corners carry what tells the cards apart as a picture: one suit mark for the number
cards and aces, a framed half-portrait (the classic deck's own figure) for the courts. The
suit inks are the classic deck's, so the four-colour swap works on these cards too.
"""

from __future__ import annotations

from art_courts import GOLD, PANEL, jack, king, queen
from art_courts import LEFT as FIGURE_LEFT
from art_courts import MIDDLE as FIGURE_BOTTOM
from art_courts import TOP as FIGURE_TOP
from art_faces import WHITE, ink
from art_svg import CARD_W, attrs, card_outline, document, num, rank, suit, turned

INDEX_X = 56.0
"""Centre line of the big index: the strip a fanned hand shows is 0–115 wide."""
INDEX_TOP = 16.0
INDEX_HEIGHT = 100.0
INDEX_WEIGHT = 17.0
INDEX_SUIT = 80.0
INDEX_GAP = 12.0
TEN_NARROWING = 0.84

MARK = (171.0, 74.0)
"""Centre of the free corner (top-right, and turned, bottom-left)."""
MARK_SIZE = 70.0
ACE_MARK_SIZE = 104.0

PANEL_BOX = (119.0, 12.0, 223.0, 136.0)
"""The court's framed half-portrait: left, top, right, bottom; it stays clear of the
turned index, which starts at y = 142 on the right."""


def large_face(rank_letter: str, suit_letter: str) -> str:
    """The SVG text of one card of the large-index deck."""
    colour = ink(suit_letter)
    suit_top = INDEX_TOP + INDEX_HEIGHT + INDEX_GAP
    corner = [
        _rank(rank_letter, colour),
        suit(suit_letter, INDEX_X, suit_top + INDEX_SUIT / 2, INDEX_SUIT, colour),
        *_picture(rank_letter, suit_letter, colour),
    ]
    return document(
        [
            f"<title>{rank_letter}{suit_letter} large index</title>",
            card_outline(WHITE),
            *corner,
            turned(corner),
        ]
    )


def _rank(letter: str, colour: str) -> str:
    """The big rank; the two-figure 10 is narrowed to keep to the strip a fan shows."""
    narrow = TEN_NARROWING if letter == "10" else 1.0
    return rank(letter, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour, INDEX_WEIGHT, narrow)


def _picture(rank_letter: str, suit_letter: str, colour: str) -> list[str]:
    x, y = MARK
    if rank_letter in "JQK":
        return _portrait(rank_letter, colour)
    size = ACE_MARK_SIZE if rank_letter == "A" else MARK_SIZE
    return [suit(suit_letter, x, y, size, colour)]


def _portrait(rank_letter: str, colour: str) -> list[str]:
    """The classic court figure's upper half, scaled into a framed panel."""
    left, top, right, bottom = PANEL_BOX
    figure = {"K": king, "Q": queen, "J": jack}[rank_letter](colour)
    scale = (bottom - top - 4) / (FIGURE_BOTTOM - FIGURE_TOP)
    width = (2 * (CARD_W / 2 - FIGURE_LEFT)) * scale
    shift_x = (left + right) / 2 - width / 2 - FIGURE_LEFT * scale
    shift_y = top + 2 - FIGURE_TOP * scale
    frame = attrs(
        x=left,
        y=top,
        width=right - left,
        height=bottom - top,
        rx=6.0,
        ry=6.0,
    )
    return [
        f'<rect {frame} fill="{PANEL}"/>',
        f'<g transform="translate({num(shift_x)} {num(shift_y)}) scale({num(scale)})">'
        + "".join(figure)
        + "</g>",
        # The figure is cut at its waist: a gold sill hides the cut, then the frame.
        f'<path fill="none" stroke="{GOLD}" stroke-width="5" '
        f'd="M{num(left + 2)},{num(bottom - 3)}H{num(right - 2)}"/>',
        f'<rect {frame} fill="none" stroke="{colour}" stroke-width="3"/>',
    ]
