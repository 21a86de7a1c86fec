"""Card backs: a classic diagonal lattice inside a double frame, in two colours."""

from __future__ import annotations

from art_svg import CARD_H, CARD_RADIUS, CARD_W, CENTRE, attrs, card_outline, document, num

BACK_COLOURS: dict[str, tuple[str, str]] = {
    "blue": ("#1f3f8f", "#9fb6e8"),
    "red": ("#9e1b24", "#eca0a4"),
}
"""Ground and line colour of each back."""

MARGIN = 11.0
LATTICE_STEP = 15.0


def back(name: str) -> str:
    ground, line = BACK_COLOURS[name]
    left, top = MARGIN, MARGIN
    right, bottom = CARD_W - MARGIN, CARD_H - MARGIN
    radius = CARD_RADIUS - 5
    body = [
        f"<title>back-{name}</title>",
        card_outline("#ffffff"),
        "<rect "
        + attrs(
            x=left,
            y=top,
            width=right - left,
            height=bottom - top,
            rx=radius,
            ry=radius,
            fill=ground,
        )
        + "/>",
        lattice(left + 8, top + 8, right - 8, bottom - 8, line),
        "<rect "
        + attrs(
            x=left + 5,
            y=top + 5,
            width=right - left - 10,
            height=bottom - top - 10,
            rx=radius - 3,
            ry=radius - 3,
            fill="none",
            stroke=line,
            stroke_width=2.5,
        )
        + "/>",
        *medallion(ground, line),
    ]
    return document(body)


def lattice(left: float, top: float, right: float, bottom: float, colour: str) -> str:
    """Two families of diagonal lines clipped by hand to the rectangle (no clip paths)."""
    width, height = right - left, bottom - top
    segments = []
    for direction in (1, -1):
        offset = -height
        while offset <= width + height:
            segment = _clip_diagonal(offset, direction, width, height)
            if segment is not None:
                (x0, y0), (x1, y1) = segment
                segments.append(
                    f"M{num(left + x0)},{num(top + y0)}L{num(left + x1)},{num(top + y1)}"
                )
            offset += LATTICE_STEP
    dots = []
    for row in range(int(height // LATTICE_STEP) + 1):
        for column in range(int(width // LATTICE_STEP) + 1):
            if (row + column) % 2:
                continue
            x, y = left + column * LATTICE_STEP, top + row * LATTICE_STEP + 7.5
            if top < y < bottom and left < x <= right:
                dots.append(f"M{num(x)},{num(y - 2.6)}l2.6,2.6l-2.6,2.6l-2.6,-2.6z")
    return (
        f'<path fill="none" stroke="{colour}" stroke-width="1.4" d="{"".join(segments)}"/>'
        f'<path fill="{colour}" d="{"".join(dots)}"/>'
    )


def _clip_diagonal(
    offset: float, direction: int, width: float, height: float
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The part inside [0, width] × [0, height] of the diagonal through (offset, base)."""
    base = 0.0 if direction == 1 else height
    points = []
    for x in (0.0, width):
        y = base + direction * (x - offset)
        if 0 <= y <= height:
            points.append((x, y))
    for y in (0.0, height):
        x = offset + (y - base) / direction
        if 0 <= x <= width:
            points.append((x, y))
    points = sorted(set(points))
    if len(points) < 2 or points[0] == points[-1]:
        return None
    return points[0], points[-1]


def medallion(ground: str, line: str) -> list[str]:
    """A rosette in an oval in the centre of the back, the same from both ends."""
    cx, cy = CENTRE
    petals = []
    for step in range(12):
        petals.append(
            f'<path transform="translate({num(cx)} {num(cy)}) rotate({step * 30})" '
            'd="M0,-8 C7,-16 6,-30 0,-36 C-6,-30 -7,-16 0,-8 Z"/>'
        )
    return [
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="56" ry="70" fill="{ground}" '
        f'stroke="{line}" stroke-width="3"/>',
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="49" ry="63" fill="none" '
        f'stroke="{line}" stroke-width="1.2"/>',
        f'<g fill="{line}">{"".join(petals)}</g>',
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="6" fill="{line}"/>',
    ]
