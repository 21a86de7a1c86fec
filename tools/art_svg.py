"""Small helpers that write SVG text the same way every time (the output is committed)."""

from __future__ import annotations

from art_glyphs import RANK_HEIGHT, RANK_PATHS, SUIT_BOX, SUIT_PATHS, rank_width

CARD_W = 250.0
CARD_H = 350.0
CARD_RADIUS = 14.0
CENTRE = (CARD_W / 2, CARD_H / 2)

BORDER = "#8c8c8c"
"""The thin border round every card; kept apart from the suit inks on purpose."""


def num(value: float) -> str:
    """A number with at most two decimals and no trailing zeros, so output is stable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def attrs(**values: str | float) -> str:
    parts = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        text = num(value) if isinstance(value, float | int) else value
        parts.append(f'{name}="{text}"')
    return " ".join(parts)


def document(body: list[str], width: float = CARD_W, height: float = CARD_H) -> str:
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">'
    )
    return "\n".join([head, *body, "</svg>", ""])


def card_outline(fill: str) -> str:
    inset = 1.0
    return (
        "<rect "
        + attrs(
            x=inset,
            y=inset,
            width=CARD_W - 2 * inset,
            height=CARD_H - 2 * inset,
            rx=CARD_RADIUS,
            ry=CARD_RADIUS,
            fill=fill,
            stroke=BORDER,
            stroke_width=2.0,
        )
        + "/>"
    )


def suit(letter: str, cx: float, cy: float, size: float, fill: str, turned: bool = False) -> str:
    """A suit symbol ``size`` wide centred on (cx, cy); ``turned`` draws it upside down."""
    scale = size / SUIT_BOX
    half = SUIT_BOX / 2
    turn = " rotate(180 50 50)" if turned else ""
    transform = (
        f"translate({num(cx - half * scale)} {num(cy - half * scale)}) scale({num(scale)}){turn}"
    )
    return f'<path transform="{transform}" fill="{fill}" d="{SUIT_PATHS[letter]}"/>'


def rank(
    letter: str,
    cx: float,
    top: float,
    height: float,
    stroke: str,
    weight: float,
    narrow: float = 1.0,
) -> str:
    """A rank letter ``height`` tall, centred on x = cx, drawn with a pen ``weight`` wide;
    ``narrow`` below 1 squeezes it sideways."""
    scale = height / RANK_HEIGHT
    left = cx - rank_width(letter) * scale * narrow / 2
    factors = num(scale) if narrow == 1.0 else f"{num(scale * narrow)} {num(scale)}"
    return (
        "<path "
        + attrs(
            transform=f"translate({num(left)} {num(top)}) scale({factors})",
            fill="none",
            stroke=stroke,
            stroke_width=weight / scale,
            stroke_linecap="round",
            stroke_linejoin="round",
            d=RANK_PATHS[letter],
        )
        + "/>"
    )


def turned(elements: list[str]) -> str:
    """The elements turned half a turn about the card's centre (the lower, upside-down end)."""
    cx, cy = CENTRE
    return f'<g transform="rotate(180 {num(cx)} {num(cy)})">' + "".join(elements) + "</g>"
