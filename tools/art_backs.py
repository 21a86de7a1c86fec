"""Card backs of five designs: the classic diagonal lattice (blue, red), a green argyle,
rose hearts and navy-and-gold frames, each inside a white margin, the same from both ends.

SVG Tiny has no clip paths, so every pattern is kept inside its frame by hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from art_svg import CARD_H, CARD_RADIUS, CARD_W, CENTRE, attrs, card_outline, document, num, suit

BACK_COLOURS: dict[str, tuple[str, str]] = {
    "blue": ("#1f3f8f", "#9fb6e8"),
    "red": ("#9e1b24", "#eca0a4"),
    "green": ("#1d5e3c", "#e9dfb8"),
    "rose": ("#7d1836", "#f4b3c4"),
    "navy": ("#14213d", "#d8ab45"),
}
"""Ground and line colour of each back, in the order the menus list them."""

ARGYLE_SHADE = "#2f8050"
ARGYLE_DARK = "#164a2f"
"""The lighter and the darker diamonds of the green argyle."""
ARGYLE_COLUMNS, ARGYLE_ROWS = 4, 6
SUNBURST_RAYS = 48

MARGIN = 11.0
LATTICE_STEP = 15.0
INNER = (MARGIN + 8, MARGIN + 8, CARD_W - MARGIN - 8, CARD_H - MARGIN - 8)
"""Left, top, right, bottom of the patterned part of a back."""


def back(name: str) -> str:
    """The SVG text of the back ``name`` (a key of ``BACK_COLOURS``)."""
    ground, line = BACK_COLOURS[name]
    return document([f"<title>back-{name}</title>", *DESIGNS[name](ground, line)])


def lattice_back(ground: str, line: str) -> list[str]:
    """The classic back: a diagonal lattice with a rosette medallion."""
    left, top, right, bottom = INNER
    return [
        *_ground(ground),
        lattice(left, top, right, bottom, line),
        _frame(line, 5.0, 2.5),
        *medallion(ground, line),
    ]


def argyle_back(ground: str, line: str) -> list[str]:
    """Diamonds of two greens meeting point to point, crossed by dashed cream lines."""
    left, top, right, bottom = INNER
    width, height = (right - left) / ARGYLE_COLUMNS, (bottom - top) / ARGYLE_ROWS
    diamonds: dict[bool, list[str]] = {True: [], False: []}
    for row in range(ARGYLE_ROWS):
        for column in range(ARGYLE_COLUMNS):
            x, y = left + (column + 0.5) * width, top + (row + 0.5) * height
            diamonds[(row + column) % 2 == 0].append(
                f"M{num(x)},{num(y - height / 2)}L{num(x + width / 2)},{num(y)}"
                f"L{num(x)},{num(y + height / 2)}L{num(x - width / 2)},{num(y)}Z"
            )
    lines = []
    for start, step in _argyle_lines():
        (c0, r0), (c1, r1) = start, step
        lines.append(
            f"M{num(left + c0 * width)},{num(top + r0 * height)}"
            f"L{num(left + c1 * width)},{num(top + r1 * height)}"
        )
    return [
        *_ground(ground),
        f'<path fill="{ARGYLE_SHADE}" d="{"".join(diamonds[True])}"/>',
        f'<path fill="{ARGYLE_DARK}" d="{"".join(diamonds[False])}"/>',
        f'<path fill="none" stroke="{line}" stroke-width="1.3" stroke-dasharray="5,4" '
        f'd="{"".join(lines)}"/>',
        _frame(line, 5.0, 2.5),
    ]


def _argyle_lines() -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The overcheck: diagonals from grid corner to grid corner, so they end inside."""
    columns, rows = ARGYLE_COLUMNS, ARGYLE_ROWS
    found = []
    for c, r in [(c, 0) for c in range(columns)] + [(0, r) for r in range(1, rows)]:
        t = min(columns - c, rows - r)
        found.append(((c, r), (c + t, r + t)))
    for c, r in [(c, 0) for c in range(1, columns + 1)] + [(columns, r) for r in range(1, rows)]:
        t = min(c, rows - r)
        found.append(((c, r), (c - t, r + t)))
    return found


def hearts_back(ground: str, line: str) -> list[str]:
    """Rows of small hearts, every other row shifted, round a large heart in an oval."""
    left, top, right, bottom = INNER
    size, step_x, step_y = 15.0, 26.0, 23.0
    marks = []
    row = 0
    y = top + 4 + size / 2
    while y + size / 2 <= bottom - 4:
        x = left + 4 + size / 2 + (step_x / 2 if row % 2 else 0.0)
        while x + size / 2 <= right - 4:
            marks.append(suit("H", x, y, size, line, turned=row % 2 == 1))
            x += step_x
        y += step_y
        row += 1
    cx, cy = CENTRE
    return [
        *_ground(ground),
        f'<g opacity="0.55">{"".join(marks)}</g>',
        _frame(line, 5.0, 2.5),
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="58" ry="72" fill="{ground}" '
        f'stroke="{line}" stroke-width="3"/>',
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="51" ry="65" fill="none" '
        f'stroke="{line}" stroke-width="1.2"/>',
        suit("H", cx, cy - 22, 44.0, line),
        suit("H", cx, cy + 22, 44.0, line, turned=True),
    ]


def sunburst_back(ground: str, line: str) -> list[str]:
    """Gold rays from a diamond in a ring, inside three gold frames."""
    left, top, right, bottom = INNER
    cx, cy = CENTRE
    inset = 12.0
    box = (left + inset, top + inset, right - inset, bottom - inset)
    rays = []
    for step in range(SUNBURST_RAYS):
        angle = math.pi * 2 * step / SUNBURST_RAYS
        dx, dy = math.cos(angle), math.sin(angle)
        reach = _to_edge(dx, dy, box)
        rays.append(
            f"M{num(cx + dx * 52)},{num(cy + dy * 52)}"
            f"L{num(cx + dx * reach)},{num(cy + dy * reach)}"
        )
    return [
        *_ground(ground),
        f'<path fill="none" stroke="{line}" stroke-width="1.2" d="{"".join(rays)}"/>',
        _frame(line, 0.0, 1.2),
        _frame(line, 5.0, 2.5),
        _frame(line, inset, 1.2),
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="46" fill="{ground}" stroke="{line}" '
        'stroke-width="3"/>',
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="39" fill="none" stroke="{line}" '
        'stroke-width="1.2"/>',
        suit("D", cx, cy, 56.0, line),
        suit("D", cx, cy, 24.0, ground),
    ]


def _to_edge(dx: float, dy: float, box: tuple[float, float, float, float]) -> float:
    """How far from the card's centre a ray in direction (dx, dy) meets ``box``."""
    cx, cy = CENTRE
    left, top, right, bottom = box
    reach = math.inf
    if dx:
        reach = min(reach, ((right if dx > 0 else left) - cx) / dx)
    if dy:
        reach = min(reach, ((bottom if dy > 0 else top) - cy) / dy)
    return reach


def _ground(ground: str) -> list[str]:
    """The white card and the coloured field inside its margin."""
    radius = CARD_RADIUS - 5
    return [
        card_outline("#ffffff"),
        "<rect "
        + attrs(
            x=MARGIN,
            y=MARGIN,
            width=CARD_W - 2 * MARGIN,
            height=CARD_H - 2 * MARGIN,
            rx=radius,
            ry=radius,
            fill=ground,
        )
        + "/>",
    ]


def _frame(line: str, inset: float, width: float) -> str:
    """A rounded frame ``inset`` inside the coloured field."""
    radius = max(CARD_RADIUS - 5 - 0.6 * inset, 2.0)
    return (
        "<rect "
        + attrs(
            x=MARGIN + inset,
            y=MARGIN + inset,
            width=CARD_W - 2 * (MARGIN + inset),
            height=CARD_H - 2 * (MARGIN + inset),
            rx=radius,
            ry=radius,
            fill="none",
            stroke=line,
            stroke_width=width,
        )
        + "/>"
    )


DESIGNS: dict[str, Callable[[str, str], list[str]]] = {
    "blue": lattice_back,
    "red": lattice_back,
    "green": argyle_back,
    "rose": hearts_back,
    "navy": sunburst_back,
}


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
