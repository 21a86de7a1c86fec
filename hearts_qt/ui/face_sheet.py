"""Card art rendered off the GUI thread, read by Qt's SVG image plugin in C++.

Why not ``QSvgRenderer.render`` in a worker thread, with a painter of its own: PySide6
holds the GIL for the whole call, so the GUI thread waits just as long as if it rendered
itself (measured: its timer gaps as long as the slowest card, 47 ms for XSkat German,
128 ms for Dondorf). ``QImageReader.read`` lets the GIL go (PySide's type system marks it
``allow-thread``) and renders the SVG in C++; the gaps stay under 7 ms. That reader
draws a whole document at a size: right for the project's own art (a file a card), but a
deck in KDE's format has all its cards in one document. For those this makes a "sheet":
a document of its own with the deck's SVG moved whole into ``<defs>`` (so nothing of it
is drawn as it stands) and one ``<use>`` per card that scales the card's bounds onto a
cell of exactly the size wanted, on whole pixels, in a grid with a gap so that nothing
spills into a neighbour; one parse and one render give every face, and the cells are cut
out. For each of the 16 decks of Debian's ``kdegames-card-data-kf5`` this is what
``QSvgRenderer.render(painter, element, rect)`` draws, to within 5 of 255 in any channel
of any pixel; the project's own art comes out the same to the pixel. (A deck whose cards
inherited a fill or an opacity from a group around them would differ: ``<use>`` does not
bring the group's style along. None of Debian's does.)
"""

from __future__ import annotations

import os
import re
import tempfile
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QObject,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QImage, QImageReader

COLUMNS = 13
GAP = 4
"""Device pixels between cells: a card drawn a little past its bounds stays in its own."""

_ROOT = re.compile(rb"<!--.*?-->|<svg[\s/>]", re.DOTALL)
_SIZING = re.compile(
    rb"""\s(?:width|height|viewBox|preserveAspectRatio|x|y)\s*=\s*(?:"[^"]*"|'[^']*')"""
)


class SheetError(ValueError):
    """An SVG this module cannot make a sheet of (its cards are then drawn on the GUI
    thread)."""


@dataclass(frozen=True, slots=True, eq=False)
class Art:
    """One picture to draw: ``element`` of the SVG ``source`` (``""``: the whole
    document) and that element's bounds (``QSvgRenderer.boundsOnElement``)."""

    name: str
    source: bytes
    element: str = ""
    bounds: QRectF | None = None


@dataclass(frozen=True, slots=True, eq=False)
class SheetJob:
    """Pictures to draw, each ``width`` × ``height`` device pixels."""

    arts: tuple[Art, ...]
    width: int
    height: int


@dataclass(frozen=True, slots=True, eq=False)
class SheetResult:
    job: SheetJob
    images: dict[str, QImage]
    """Each name's picture; a name is missing if it could not be drawn this way."""


def sheet_svg(arts: Sequence[Art], width: int, height: int) -> tuple[bytes, dict[str, QRect]]:
    """The sheet of elements of one SVG (``arts[0].source``) and each name's cell in it."""
    source = arts[0].source
    start, end = _root_tag(source)
    close = source.rfind(b"</svg")
    if close < end:
        raise SheetError("the SVG has no content")
    tag = _SIZING.sub(b"", source[start : end - 1])
    rows = -(-len(arts) // COLUMNS)
    sheet_w, sheet_h = COLUMNS * (width + GAP), rows * (height + GAP)
    if b"xmlns:xlink" not in tag:
        tag += b' xmlns:xlink="http://www.w3.org/1999/xlink"'
    tag += f' width="{sheet_w}" height="{sheet_h}" viewBox="0 0 {sheet_w} {sheet_h}">'.encode()
    uses, cells = [], {}
    for index, art in enumerate(arts):
        bounds = art.bounds
        if bounds is None or bounds.width() <= 0 or bounds.height() <= 0:
            raise SheetError(f"the element {art.element} has no size")
        x, y = (index % COLUMNS) * (width + GAP), (index // COLUMNS) * (height + GAP)
        sx, sy = width / bounds.width(), height / bounds.height()
        dx, dy = x - bounds.x() * sx, y - bounds.y() * sy
        uses.append(
            f'<use xlink:href="#{art.element}" '
            f'transform="matrix({sx!r} 0 0 {sy!r} {dx!r} {dy!r})"/>'
        )
        cells[art.name] = QRect(x, y, width, height)
    body = b"<defs>" + source[end:close] + b"</defs>" + "".join(uses).encode()
    return source[:start] + tag + body + source[close:], cells


def _root_tag(source: bytes) -> tuple[int, int]:
    """Where the root ``<svg …>`` start tag begins and ends (past its ``>``)."""
    for match in _ROOT.finditer(source):
        if match.group().startswith(b"<!--"):
            continue
        quote = b""
        for at in range(match.start(), len(source)):
            char = source[at : at + 1]
            if quote:
                quote = b"" if char == quote else quote
            elif char in (b'"', b"'"):
                quote = char
            elif char == b">":
                if source[at - 1 : at] == b"/":
                    raise SheetError("the SVG is empty")
                return match.start(), at + 1
        break
    raise SheetError("no <svg> element")


def weakly(method: Callable[..., None]) -> Callable[..., None]:
    """``method`` (a bound method) to connect to a Qt signal without keeping its object
    alive: PySide holds a connected callable from C++, where Python's collector cannot see
    it, so an object that owns the sender and connects its own method never goes away."""
    ref = weakref.WeakMethod(method)

    def call(*args: object) -> None:
        alive = ref()
        if alive is not None:
            alive(*args)

    return call


def render_sheet(job: SheetJob) -> SheetResult:
    """Draw ``job`` (in any thread: the reading lets the GIL go): the elements of each
    SVG on one sheet, each whole document on its own."""
    images: dict[str, QImage] = {}
    sheets: dict[int, list[Art]] = {}
    for art in job.arts:
        if art.element:
            sheets.setdefault(id(art.source), []).append(art)
        else:
            image = _read(art.source, QSize(job.width, job.height))
            if not image.isNull():
                images[art.name] = image
    for arts in sheets.values():
        try:
            text, cells = sheet_svg(arts, job.width, job.height)
        except SheetError:
            continue
        sheet = _read(text, None)
        if not sheet.isNull():
            images.update((name, sheet.copy(cell)) for name, cell in cells.items())
    return SheetResult(job, images)


_TINY_SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'
_SVG_READER_LOADED: list[bool] = []


def load_svg_reader() -> None:
    """Load Qt's SVG image plugin here, on the GUI thread, before a worker reads with it.

    Loading a plugin holds Qt's plugin-loader lock; a worker that loaded it and meanwhile
    needed the GIL (a Qt message going to a Python handler, as pytest-qt installs one)
    while the GUI thread, holding the GIL, waited for that lock (any icon or image read)
    would leave both waiting for ever: a hang seen once in the test suite."""
    if not _SVG_READER_LOADED:
        buffer = QBuffer()
        buffer.setData(QByteArray(_TINY_SVG))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        QImageReader(buffer, b"svg").read()
        buffer.close()
        _SVG_READER_LOADED.append(True)


def _read(text: bytes, size: QSize | None) -> QImage:
    """The SVG ``text`` drawn (at ``size``, else its own), from a file of its own.

    Not from a ``QBuffer``: one made in Python is a PySide wrapper whose every read asks
    for the GIL, and the reader asks while holding Qt's image-plugin lock; the GUI thread
    holding the GIL and wanting that lock (grab(), an icon) then waits for ever (seen
    twice in four runs of a test that grabs the window while faces render). A
    ``QImageReader`` given a file name reads through a ``QFile`` of Qt's own, GIL-free."""
    handle, name = tempfile.mkstemp(prefix="hearts-qt-", suffix=".svg")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(text)
        reader = QImageReader(name, b"svg")
        if size is not None:
            reader.setScaledSize(size)
        return reader.read()
    finally:
        os.unlink(name)


class SheetWorker(QObject):
    """Renders one sheet at a time on a thread of its own.

    Only the latest job wanted is kept: ``submit`` replaces one not yet begun and
    ``cancel`` drops it (a sheet being read cannot be stopped; whoever asked ignores its
    result). The thread ends when there is nothing left to do, and ``stop`` (called when
    the application is about to quit) waits for it, so no SVG is being drawn while Qt
    goes away.

    Signals:
        rendered(SheetResult): on the GUI thread, for every job the thread finished.
    """

    rendered = Signal(object)
    _finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._pending: SheetJob | None = None
        self._thread: threading.Thread | None = None
        self.render = render_sheet
        """What the thread calls for each job (tests replace it)."""
        self._finished.connect(self.rendered, Qt.ConnectionType.QueuedConnection)
        load_svg_reader()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(weakly(self.stop))

    def submit(self, job: SheetJob) -> None:
        with self._lock:
            self._pending = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="card faces")
                self._thread.start()

    def cancel(self) -> None:
        with self._lock:
            self._pending = None

    def busy(self) -> bool:
        with self._lock:
            return self._thread is not None

    def stop(self) -> None:
        """Drop what is waiting and wait for the sheet being read, if any."""
        with self._lock:
            self._pending = None
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()

    def _run(self) -> None:
        while True:
            with self._lock:
                job, self._pending = self._pending, None
                if job is None:
                    self._thread = None
                    return
            try:
                result = self.render(job)
            except BaseException:
                self._ended()
                raise
            try:
                self._finished.emit(result)
            except RuntimeError:  # the worker was deleted meanwhile: nobody is waiting
                self._ended()
                return

    def _ended(self) -> None:
        with self._lock:
            self._thread = None
