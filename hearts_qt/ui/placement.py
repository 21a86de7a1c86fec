"""Where windows open: the game's window within the screen, and side windows (the score
sheet, the rules) off the table, or at least off the seats."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget

GAP = 8
"""Pixels between the game's window and a side window, and around a seat kept clear."""
ROOM = 0.94
"""A first window takes at most this part of the screen's width and height: the frame
the desktop draws around it still fits."""
GUESSED_FRAME = QMargins(4, 30, 4, 4)
"""A window frame before the desktop has drawn one (a title bar, thin borders)."""


def place_beside(window: QWidget, parent: QWidget | None) -> None:
    """Move ``window`` beside ``parent`` (the game's window): right of it, else left of it,
    if the screen has room; else against the screen's edge on the side with more room,
    so that it covers as little of the table as it can."""
    if parent is None or parent.screen() is None:
        return
    frame = parent.frameGeometry()
    room = parent.screen().availableGeometry()
    width, height = window.width(), window.height()
    end = frame.left() + frame.width()  # just past the window, as QRect.right() is not
    screen_end = room.left() + room.width()
    right, left = end + GAP, frame.left() - GAP - width
    if right + width <= screen_end:
        x = right
    elif left >= room.left():
        x = left
    elif max(0, screen_end - end) >= max(0, frame.left() - room.left()):
        x = max(room.left(), screen_end - width)
    else:
        x = room.left()
    y = min(max(room.top(), frame.top() + 40), max(room.top(), room.bottom() - height))
    window.move(x, y)


# -- the game's window ------------------------------------------------------------------


def frame_margins(window: QWidget) -> QMargins:
    """The desktop's frame around ``window``, or a guess while it has none yet."""
    frame, inside = window.frameGeometry(), window.geometry()
    margins = QMargins(
        inside.left() - frame.left(),
        inside.top() - frame.top(),
        frame.right() - inside.right(),
        frame.bottom() - inside.bottom(),
    )
    return margins if window.isVisible() and not margins.isNull() else GUESSED_FRAME


def fitted_size(preferred: QSize, available: QRect, frame: QMargins) -> QSize:
    """``preferred``, made smaller where the screen's ``available`` area (a high pixel
    ratio makes it small) would not hold it and its ``frame``."""
    width = min(available.width() * ROOM, available.width() - frame.left() - frame.right())
    height = min(available.height() * ROOM, available.height() - frame.top() - frame.bottom())
    return preferred.boundedTo(QSize(int(width), int(height)))


def outer_rect(window: QWidget) -> QRect:
    """Where ``window`` and its frame are (or will be, for a window not shown yet: its
    ``pos()`` is where the frame's corner goes)."""
    frame = frame_margins(window)
    if frame is not GUESSED_FRAME:  # shown, with a frame the desktop drew
        return window.frameGeometry()
    return QRect(window.pos(), window.size().grownBy(frame))


def centre_on_screen(window: QWidget) -> None:
    """Move ``window``, with its frame, to the middle of its screen's available area."""
    screen = window.screen()
    if screen is not None:
        outer = outer_rect(window)
        outer.moveCenter(screen.availableGeometry().center())
        window.move(outer.topLeft())


def fit_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to the available area of its screen if it is larger (a size
    remembered from a bigger screen), and move it inside that area."""
    screen = window.screen()
    if screen is None:
        return
    room = screen.availableGeometry()
    size = fitted_size(window.size(), room, frame_margins(window))
    window.setMinimumSize(window.minimumSize().boundedTo(size))
    if size != window.size():
        window.resize(size)
    outer = outer_rect(window)
    x = min(max(outer.left(), room.left()), room.left() + room.width() - outer.width())
    y = min(max(outer.top(), room.top()), room.top() + room.height() - outer.height())
    if (x, y) != (outer.left(), outer.top()):
        window.move(x, y)  # move() places the frame's corner


# -- a side window off the seats -----------------------------------------------------------


def covers(area: QRect, seats: Sequence[QRect]) -> bool:
    """Whether ``area`` (a window's frame) hides any part of ``seats``."""
    return any(area.intersects(seat) for seat in seats)


def clear_space(
    bounds: QRect, seats: Sequence[QRect], minimum: QSize, preferred: QSize
) -> QRect | None:
    """The rectangle of ``bounds`` (the screen) that holds the largest window of at most
    ``preferred`` and at least ``minimum`` size without touching any of ``seats``
    (kept ``GAP`` pixels apart); None if even ``minimum`` fits nowhere.

    The edges of a largest empty rectangle lie on the bounds' edges or the obstacles'
    edges, so only those are tried: with a table's eight obstacles, a few thousand."""
    kept = [seat.adjusted(-GAP, -GAP, GAP, GAP) for seat in seats if seat.intersects(bounds)]
    left, top = bounds.left(), bounds.top()
    right, bottom = left + bounds.width(), top + bounds.height()  # just past, unlike QRect
    boxes = [(r.left(), r.top(), r.left() + r.width(), r.top() + r.height()) for r in kept]
    xs = sorted({left, right, *(x for b in boxes for x in (b[0], b[2]) if left < x < right)})
    ys = sorted({top, bottom, *(y for b in boxes for y in (b[1], b[3]) if top < y < bottom)})
    best: tuple[int, QRect] | None = None
    for x1, x2 in combinations(xs, 2):
        if x2 - x1 < minimum.width():
            continue
        across = [b for b in boxes if b[0] < x2 and b[2] > x1]
        for y1, y2 in combinations(ys, 2):
            if y2 - y1 < minimum.height():
                continue
            if any(b[1] < y2 and b[3] > y1 for b in across):
                continue
            score = min(x2 - x1, preferred.width()) * min(y2 - y1, preferred.height())
            if best is None or score > best[0]:
                best = (score, QRect(x1, y1, x2 - x1, y2 - y1))
    return None if best is None else best[1]


def place_clear_of(
    window: QWidget,
    parent: QWidget | None,
    seats: Sequence[QRect],
    preferred: QSize | None = None,
) -> bool:
    """Put ``window`` where its frame covers none of ``seats`` (screen rectangles): where
    it is, if that is clear and on the screen; else beside ``parent``; else in the
    largest clear space of the screen, at its ``preferred`` size or smaller (not below
    its minimum size). False, and the window left where it was, if no place is clear."""
    screen = (parent or window).screen()
    if screen is None:
        return False
    room = screen.availableGeometry()
    frame = frame_margins(window) if window.isVisible() else frame_margins(parent or window)
    extra = QSize(frame.left() + frame.right(), frame.top() + frame.bottom())
    if window.isVisible():
        outer = outer_rect(window)
        if room.contains(outer) and not covers(outer, seats):
            return True
    start = window.pos()
    place_beside(window, parent)
    beside = QRect(window.pos(), window.size() + extra)  # pos() is the frame's corner
    if room.contains(beside) and not covers(beside, seats):
        return True
    smallest = window.minimumSizeHint().expandedTo(window.minimumSize()) + extra
    wanted = (preferred or window.size()).expandedTo(window.minimumSize()) + extra
    space = clear_space(room, seats, smallest, wanted)
    if space is None:
        window.move(start)
        return False
    outer_size = wanted.boundedTo(space.size())
    window.resize(outer_size - extra)
    centre = space.center()
    window.move(centre.x() - outer_size.width() // 2, centre.y() - outer_size.height() // 2)
    return True


# -- a side window over the table, hiding it least ---------------------------------------------

STEP = 24
"""Pixels between the places tried for a window that must cover part of the table."""


def hidden_part(area: QRect, seen: Sequence[tuple[QRect, float]]) -> float:
    """How much of ``seen`` (what the player watches, each with how much it matters)
    ``area`` hides: the sum of the parts of each one it covers, times its weight (a
    whole name plate hidden counts as much as a whole hand of the same weight)."""
    total = 0.0
    for shown, weight in seen:
        cut = area.intersected(shown)
        if not cut.isEmpty() and not shown.isEmpty():
            total += weight * cut.width() * cut.height() / (shown.width() * shown.height())
    return total


def least_hidden(
    room: QRect, sizes: Sequence[QSize], seen: Sequence[tuple[QRect, float]], over: QRect
) -> QRect:
    """Where, and at which of ``sizes`` (outer sizes, the preferred first), a window goes
    on the screen's ``room`` hiding the least of ``seen``; of places that hide as
    little, the earlier size, then the place nearest the middle of ``over`` (the game's
    window)."""
    centre = over.center()

    def cost(option: tuple[int, QRect]) -> tuple[float, int, int]:
        index, area = option
        off = (area.center() - centre).manhattanLength()
        return round(hidden_part(area, seen), 3), index, off

    edges = [area for area, _weight in seen]
    options = [
        (i, QRect(p, size)) for i, size in enumerate(sizes) for p in _places(room, size, edges)
    ]
    return min(options, key=cost)[1]


def _places(room: QRect, size: QSize, edges: Sequence[QRect]) -> list[QPoint]:
    """The corners tried for a window of outer ``size`` on ``room``: every ``STEP``
    pixels, against each edge of the room, and just beside each of ``edges``."""
    last_x = max(room.left(), room.left() + room.width() - size.width())
    last_y = max(room.top(), room.top() + room.height() - size.height())
    xs = {*range(room.left(), last_x + 1, STEP), last_x}
    ys = {*range(room.top(), last_y + 1, STEP), last_y}
    for edge in edges:
        xs |= {edge.left() - size.width(), edge.left() + edge.width()}
        ys |= {edge.top() - size.height(), edge.top() + edge.height()}
    xs = {x for x in xs if room.left() <= x <= last_x}
    ys = {y for y in ys if room.top() <= y <= last_y}
    return [QPoint(x, y) for x in xs for y in ys]


def place_least_hidden(
    window: QWidget,
    parent: QWidget | None,
    seen: Sequence[tuple[QRect, float]],
    sizes: Sequence[QSize] = (),
) -> None:
    """Give ``window`` the first of ``sizes`` (default: its own) and put it beside
    ``parent`` if the screen has room there; else give it the size and place that hide
    the least of ``seen`` (screen rectangles of what the player watches, each with how
    much it matters)."""
    screen = (parent or window).screen()
    if parent is None or screen is None:
        return
    sizes = list(sizes) or [window.size()]
    room = screen.availableGeometry()
    frame = frame_margins(parent)
    window.resize(sizes[0])
    place_beside(window, parent)
    beside = QRect(window.pos(), sizes[0].grownBy(frame))
    if room.contains(beside) and not covers(beside, [parent.frameGeometry()]):
        return
    outer = [size.grownBy(frame) for size in sizes]
    area = least_hidden(room, outer, seen, parent.frameGeometry())
    window.resize(area.size().shrunkBy(frame))
    window.move(area.topLeft())
