"""The real game window on a stage of its own, for ``screenshots.py``: a ``MainWindow`` as
the app builds it (its own settings in a fresh folder, silent, animation off, the
computers on the GUI thread so that a seed gives the same game every time), driven as a
player drives it, and saved as the player sees it: the window with any dialog it opened
drawn over it where it opened."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Seat
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.audio import SilentPlayer
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.table.phase import TablePhase

Colour = tuple[int, int, int]
TIMEOUT_S = 30.0
"""How long a step may take before the stage gives up (a hint thinks for about 1 s)."""


def wait_until(condition: Callable[[], bool], what: str, timeout: float = TIMEOUT_S) -> None:
    """Run Qt's events until ``condition`` holds; ``what`` names it if it never does."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the window never reached: {what}")
        QApplication.processEvents()
        time.sleep(0.002)


def settle(ms: int = 30) -> None:
    """Let Qt lay out and paint what just changed."""
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.002)


class Stage:
    """A ``MainWindow`` of ``size`` whose pictures go to ``out``.

    ``settings`` are applied to the window's own fresh settings before it is built
    (``set_<name>(value)``; the defaults otherwise, animation off)."""

    def __init__(self, size: QSize, out: Path, *, say: bool = True, **settings: object) -> None:
        self.out = out
        self.say = say
        """Print each picture's path as it is saved."""
        self.folder = tempfile.TemporaryDirectory(prefix="hearts-shots-")
        ini = str(Path(self.folder.name) / "settings.ini")
        self.settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
        self.settings.set_animation("off")  # still moments; each picture waits for them
        for key, value in settings.items():
            getattr(self.settings, f"set_{key}")(value)
        self.controller = GameController(levels=self.settings.levels(), threaded=False)
        self.window = MainWindow(self.controller, self.settings, player=SilentPlayer())
        self.view = self.window.table
        self.view.still_trick_ms = 0  # each moment is held for its picture instead
        self.view.set_animation_speed("off")
        self.window.resize(size)
        self.window.show()
        wait_until(lambda: self.window.isVisible() and self.view.isVisible(), "shown")
        self.window.activateWindow()
        self.view.setFocus()
        settle(60)
        self.saved: list[Path] = []

    # -- what the table is doing -----------------------------------------------------------

    def still(self) -> bool:
        """No card moves."""
        return self.view.table.animator.running == 0

    def south_to_act(self) -> bool:
        """South's turn (or pass), announced on the table, and nothing moves."""
        south = self.view.south
        return self.controller.waiting_for_south and south.may_touch() and self.still()

    def scored(self) -> bool:
        return self.view.phase in (TablePhase.SCORED, TablePhase.OVER)

    def hover(self, card: Card) -> None:
        """Rest the mouse on the visible strip of ``card`` in South's hand."""
        item = self.view.table.south_item(card)
        if item is None:
            return
        layout = self.view.table.layout
        count = len(self.view.table.south_cards())
        strip = layout.step(Seat.SOUTH, count) / 2 - layout.card_width / 2
        self.view.table.hover_at(item.pos() + QPointF(strip, 0))
        wait_until(self.still, "the hovered card risen")

    def dialogs(self) -> list[QDialog]:
        """The dialogs the window has open now, oldest first."""
        return [d for d in self.window.findChildren(QDialog) if d.isVisible()]

    # -- pictures --------------------------------------------------------------------------

    def shoot(self, name: str, widget: QWidget | None = None) -> Path:
        """Save the window (with the dialogs it has open) as ``name``.png, or ``widget``
        alone (a window of its own such as the score sheet)."""
        settle()
        wait_until(self.still, f"the table still for {name}")
        picture = widget.grab() if widget is not None else self.composite()
        path = self.out / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not picture.save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        self.saved.append(path)
        if self.say:
            print(path, flush=True)
        return path

    def composite(self) -> QPixmap:
        """The window, and each open dialog drawn over it where it stands (the offscreen
        platform keeps them as separate windows, without frames: each gets a thin edge)."""
        picture = self.window.grab()
        painter = QPainter(picture)
        origin = self.window.geometry().topLeft()
        for dialog in self.dialogs():
            at = dialog.geometry().topLeft() - origin
            painter.drawPixmap(at, dialog.grab())
            painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
            painter.drawRect(dialog.rect().translated(at).adjusted(0, 0, -1, -1))
        painter.end()
        return picture

    def close(self) -> None:
        self.controller.shutdown()
        for dialog in self.dialogs():
            dialog.close()
        self.window.close()
        self.window.deleteLater()
        QCoreApplication.sendPostedEvents(None, 0)
        settle(10)
        self.folder.cleanup()


def is_blank(image: QImage) -> bool:
    """True for an image of one colour (a window that painted nothing), by a sample."""
    colours = {
        image.pixel(QPoint(x * image.width() // 17, y * image.height() // 13))
        for x in range(17)
        for y in range(13)
    }
    return len(colours) < 8


def reduce_colours(image: QImage, count: int) -> QImage:
    """``image`` in ``count`` colours chosen for it (median cut over a sample of its
    pixels), each pixel mapped to the nearest, without dithering: far smaller as a PNG,
    and unlike Qt's own 8-bit conversion (a fixed colour cube) without a dither pattern
    or shifted colours."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    step = max(1, round((rgb.width() * rgb.height() / 30_000) ** 0.5))
    sample = [
        ((p >> 16) & 255, (p >> 8) & 255, p & 255)
        for y in range(0, rgb.height(), step)
        for x in range(y // step % step, rgb.width(), step)
        for p in (rgb.pixel(x, y),)
    ]
    boxes = [_box(sample)]
    while len(boxes) < count:
        widest = max(range(len(boxes)), key=lambda i: boxes[i][0])
        width, channel, colours = boxes.pop(widest)
        if width <= 0:
            boxes.append((width, channel, colours))
            break
        colours.sort(key=lambda c: c[channel])
        half = len(colours) // 2
        boxes += [_box(colours[:half]), _box(colours[half:])]
    table = []
    for _width, _channel, colours in boxes:
        r, g, b = (sum(c[k] for c in colours) // len(colours) for k in range(3))
        table.append(0xFF000000 | r << 16 | g << 8 | b)
    return rgb.convertToFormat(
        QImage.Format.Format_Indexed8, table, Qt.ImageConversionFlag.ThresholdDither
    )


def _box(colours: list[Colour]) -> tuple[float, int, list[Colour]]:
    """A box of the median cut: how much splitting it would gain, along which channel."""
    spans = [max(c[k] for c in colours) - min(c[k] for c in colours) for k in range(3)]
    return max(spans) * len(colours) ** 0.5, spans.index(max(spans)), colours
