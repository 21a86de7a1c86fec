"""A resize never waits for SVG: the cards show their art scaled while the size changes,
and sharp art drawn off the GUI thread once it has settled (``table/art.py``,
``face_sheet.py``). Seams: ``CardRenderer.renders`` counts what is drawn on the GUI
thread, ``face_sheet._read`` is where the worker draws."""

from __future__ import annotations

import gc
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_helpers import start

from hearts_qt.engine import DECK, Card, Seat, deal_for
from hearts_qt.ui import face_sheet
from hearts_qt.ui.card_renderer import DECK_BACK, CardRenderer
from hearts_qt.ui.decks import Deck, own_deck
from hearts_qt.ui.face_sheet import (
    Art,
    SheetError,
    SheetJob,
    SheetResult,
    SheetWorker,
    sheet_svg,
    weakly,
)
from hearts_qt.ui.kde_decks import element_id, load_installed
from hearts_qt.ui.table.art import CardArt
from hearts_qt.ui.table.scene import TableScene
from hearts_qt.ui.table.view import TableView
from tests.ui.deck_helpers import card_colour, write_deck

QS = Card.parse("QS")


def fancy_deck_svg() -> str:
    """A deck whose cards lie in a moved and scaled layer, each moved again, drawn with a
    gradient from ``<defs>``, a stroke and a ``<use>``: what real decks do."""
    cards = [(element_id(card), card_colour(card)) for card in DECK] + [("back", "#123456")]
    parts = []
    for index, (element, colour) in enumerate(cards):
        x, y = (index % 13) * 75, (index // 13) * 105
        parts.append(
            f'<g id="{element}" transform="translate({x},{y})">'
            f'<rect x="0" y="0" width="70" height="100" rx="6" fill="url(#shine)"/>'
            f'<rect x="8" y="8" width="54" height="84" fill="{colour}" stroke="#000" '
            f'stroke-width="2"/><use xlink:href="#pip" x="35" y="50"/></g>'
        )
    return (
        '<?xml version="1.0"?>\n<!-- a <svg> in a comment -->\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'width="1000" height="600" viewBox="0 0 1000 600">'
        '<defs><linearGradient id="shine" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#ccc"/>'
        '</linearGradient><circle id="pip" r="9" fill="#c00"/></defs>'
        f'<g transform="translate(7,11) scale(1.5)">{"".join(parts)}</g></svg>\n'
    )


@pytest.fixture
def fancy_deck(qapp: QApplication, tmp_path: Path) -> Deck:
    write_deck(tmp_path, "svg-fancy", "Fancy", svg=fancy_deck_svg())
    return load_installed("installed:svg-fancy", [str(tmp_path)])


@pytest.fixture
def worker_reads(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The thread of every SVG the worker reads."""
    threads: list[threading.Thread] = []
    real = face_sheet._read

    def read(text: bytes, size: object) -> QImage:
        threads.append(threading.current_thread())
        return real(text, size)  # type: ignore[arg-type]

    monkeypatch.setattr(face_sheet, "_read", read)
    return threads


def _difference(a: QImage, b: QImage) -> int:
    """The largest difference of any channel of any pixel (the images of one size)."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    a = a.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    b = b.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return max(abs(x - y) for x, y in zip(bytes(a.constBits()), bytes(b.constBits()), strict=True))


def _sheet(qtbot: QtBot, renderer: CardRenderer, names: list[str], height: float) -> None:
    done: list[bool] = []
    renderer.request_sheet(height, 1.0, lambda: done.append(True), names)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)


@pytest.mark.parametrize("which", ["fancy", "classic", "four-colour large"])
def test_a_sheet_draws_what_the_renderer_draws(
    qtbot: QtBot, fancy_deck: Deck, which: str, worker_reads: list[threading.Thread]
) -> None:
    deck = fancy_deck if which == "fancy" else own_deck(which.split()[-1])
    options = {"deck": deck, "four_colour": "four" in which, "back": DECK_BACK}
    renderer, reference = CardRenderer(**options), CardRenderer(**options)  # type: ignore[arg-type]
    names = ["AC", "10D", "QS", "KH", "7C", renderer.art_name(None)]
    _sheet(qtbot, renderer, names, 123)
    assert renderer.renders == 0 and renderer.sheets >= 1 and renderer.off_thread
    assert worker_reads and threading.main_thread() not in worker_reads
    for name in names:
        drawn = renderer.cached(name, 123, 1.0)
        assert drawn is not None, name
        assert drawn.devicePixelRatio() == 1.0
        assert _difference(drawn.toImage(), reference.render(name, 123, 1.0).toImage()) <= 8
    if not deck.draws_slowly:
        assert renderer.cached("2S", 123, 1.0) is None  # only what was asked for


def test_an_installed_deck_has_all_its_faces_drawn_ahead(qtbot: QtBot, fancy_deck: Deck) -> None:
    renderer = CardRenderer(deck=fancy_deck)
    _sheet(qtbot, renderer, ["QS"], 90)
    assert renderer.cached("QS", 90, 1.0) is not None
    qtbot.waitUntil(lambda: renderer.complete(90, 1.0), timeout=10000)
    assert renderer.sheets == 2 and renderer.renders == 0
    assert not renderer.sheet_pending()


def test_the_sheet_keeps_the_svgs_prologue_and_replaces_its_size() -> None:
    art = Art("QS", b'<?xml version="1.0"?><!-- <svg> --><svg width="9" id="r"><g/></svg>', "q")
    text, cells = sheet_svg([Art("QS", art.source, "q", QRectF(0, 0, 10, 20))], 50, 100)
    assert text.startswith(b'<?xml version="1.0"?><!-- <svg> --><svg id="r" xmlns:xlink=')
    assert b'width="702" height="104" viewBox="0 0 702 104"><defs><g/></defs><use' in text
    assert b'width="9"' not in text and text.endswith(b"</svg>")
    assert cells == {"QS": QRect(0, 0, 50, 100)}
    for broken in (b"<html/>", b"<svg/>", b"<svg>"):
        with pytest.raises(SheetError):
            sheet_svg([Art("QS", broken, "q", QRectF(0, 0, 1, 1))], 5, 5)
    with pytest.raises(SheetError, match="no size"):
        sheet_svg([Art("QS", b"<svg></svg>", "q", QRectF())], 5, 5)


def _step(view: TableView, width: int, height: int) -> None:
    """One step of a window being dragged larger: the new size, then one paint."""
    view.resize(width, height)
    QCoreApplication.processEvents()
    assert view.viewport().width() <= width
    view.viewport().repaint()


@pytest.mark.parametrize("which", ["classic", "installed"])
def test_a_resize_shows_scaled_art_and_then_sharp_art_drawn_off_the_gui_thread(
    qtbot: QtBot,
    table: TableView,
    fancy_deck: Deck,
    which: str,
    worker_reads: list[threading.Thread],
) -> None:
    if which == "installed":
        table.set_deck(fancy_deck)
    start(qtbot, table)
    art, renderer = table.table.art, table.renderer
    art.settle_ms = 400  # longer than any step takes on a busy machine
    qtbot.waitUntil(
        lambda: art.settled and art.sharp and not renderer.sheet_pending(), timeout=10000
    )
    drawn_on_gui_thread = renderer.renders
    heights = []
    for step in range(1, 6):
        _step(table, 1280 + 40 * step, 800 + 25 * step)
        heights.append(art.height)
        assert renderer.renders == drawn_on_gui_thread, f"step {step} drew SVG"
    assert len(set(heights)) == 5 and not art.settled and not art.sharp
    qtbot.waitUntil(lambda: art.settled and art.sharp, timeout=10000)
    table.viewport().repaint()
    assert renderer.renders == drawn_on_gui_thread
    assert worker_reads and threading.main_thread() not in worker_reads
    # the faces South shows are sharp at the new size: what drawing them now gives
    reference = CardRenderer(deck=renderer.deck)
    for card in table.table.south_cards()[:4]:
        shown = art.face(card).toImage()
        fresh = reference.face(card, art.height, art.ratio).toImage()
        assert _difference(shown, fresh) <= 8, card
    if which == "installed":
        qtbot.waitUntil(lambda: renderer.complete(art.height, art.ratio), timeout=10000)


def test_the_first_paint_draws_at_once_and_starts_no_thread(qapp: QApplication) -> None:
    scene = TableScene(CardRenderer())
    scene.art.settle_ms = 0
    scene.animator.factor = 0.0
    scene.set_size(1280, 800, 1.0, animate=False)
    scene.deal(deal_for(1, 1)[Seat.SOUTH])
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert scene.art.renderer.renders == 14  # South's 13 faces and the back, as before
    deadline = time.monotonic() + 1
    while not scene.art.settled and time.monotonic() < deadline:
        QCoreApplication.processEvents()
    assert scene.art.settled and scene.art.sharp
    assert scene.art.renderer.worker is None


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[list[int], threading.Event]]:
    """The worker draws for real, but holds the first job until the event is set; the
    heights of the jobs it drew are listed."""
    heights: list[int] = []
    release = threading.Event()
    real = face_sheet.render_sheet

    def render(job: SheetJob) -> SheetResult:
        heights.append(job.height)
        if len(heights) == 1:
            release.wait(10)
        return real(job)

    monkeypatch.setattr(face_sheet, "render_sheet", render)
    yield heights, release
    release.set()


def _settled_soft(qtbot: QtBot, art: CardArt, height: float) -> None:
    """Resize to ``height``, show the queen of spades (soft) and let the size settle."""
    art.set_size(height, 1.0)
    art.face(QS)
    assert not art.sharp
    qtbot.waitUntil(lambda: art.settled)


def test_a_sheet_for_a_size_already_left_is_dropped(
    qtbot: QtBot, held: tuple[list[int], threading.Event]
) -> None:
    heights, release = held
    renderer = CardRenderer()
    art = CardArt(renderer)
    art.settle_ms = 0
    art.set_size(100, 1.0)
    art.face(QS)  # the first paint draws at once
    qtbot.waitUntil(lambda: art.settled)
    _settled_soft(qtbot, art, 110)  # its sheet is being drawn (held)
    qtbot.waitUntil(lambda: heights == [110])
    _settled_soft(qtbot, art, 120)  # waits for the thread ...
    _settled_soft(qtbot, art, 130)  # ... and is replaced before it starts
    release.set()
    qtbot.waitUntil(lambda: art.sharp, timeout=10000)
    assert heights == [110, 130]
    assert renderer.cached("QS", 130, 1.0) is not None
    assert renderer.cached("QS", 110, 1.0) is None  # drawn, but for a size left: dropped
    assert renderer.renders == 1
    qtbot.waitUntil(lambda: renderer.worker is not None and not renderer.worker.busy())


def test_where_the_worker_cannot_draw_the_gui_thread_does(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, fancy_deck: Deck
) -> None:
    monkeypatch.setattr(face_sheet, "render_sheet", lambda job: SheetResult(job, {}))
    renderer = CardRenderer(deck=fancy_deck)
    changed: list[bool] = []
    art = CardArt(renderer, lambda: changed.append(True))
    art.settle_ms = 0
    art.set_size(100, 1.0)
    art.face(QS)
    _settled_soft(qtbot, art, 120)
    qtbot.waitUntil(lambda: bool(changed), timeout=10000)
    assert not renderer.off_thread and art.sharp
    art.face(QS)
    assert renderer.renders == 2 and renderer.cached("QS", 120, 1.0) is not None
    renderer.set_deck(own_deck("classic"))
    assert renderer.off_thread  # another deck tries again


def test_the_worker_thread_ends_when_idle_and_stop_waits_for_it(qapp: QApplication) -> None:
    worker = SheetWorker()
    started = threading.Event()

    def render(job: SheetJob) -> SheetResult:
        started.set()
        time.sleep(0.05)
        return SheetResult(job, {})

    worker.render = render
    job = SheetJob((), 1, 1)
    worker.submit(job)
    assert started.wait(5)
    worker.submit(job)  # a second job while the first is drawn
    worker.stop()  # drops the second, waits for the first
    assert not worker.busy()
    rendered: list[SheetResult] = []
    worker.rendered.connect(rendered.append)
    QCoreApplication.processEvents()
    assert [result.job for result in rendered] == [job]


def test_weakly_connected_methods_do_not_keep_their_object(qapp: QApplication) -> None:
    class Owner:
        def __init__(self) -> None:
            self.worker = SheetWorker()
            self.seen: list[object] = []
            self.worker.rendered.connect(weakly(self.see))

        def see(self, result: object) -> None:
            self.seen.append(result)

    owner = Owner()
    owner.worker.rendered.emit("one")
    assert owner.seen == ["one"]
    gone: Callable[[], object | None] = weakref.ref(owner)
    del owner
    gc.collect()
    assert gone() is None


def test_the_worker_reads_no_device_made_in_python(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A QBuffer made in Python asks for the GIL at every read, inside Qt's image-plugin
    lock, and the GUI thread holding the GIL while it waits for that lock (grab(), an
    icon) hung the app: the worker's reads go through Qt's own QFile."""

    def no_python_device(*_args: object) -> None:
        raise AssertionError("the worker made a QBuffer in Python")

    svg = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect width="10" height="20" fill="red"/></svg>'  # noqa: E501
    monkeypatch.setattr(face_sheet, "QBuffer", no_python_device)
    result = face_sheet.render_sheet(SheetJob((Art("red", svg),), 30, 60))
    image = result.images["red"]
    assert (image.width(), image.height()) == (30, 60)
    assert image.pixelColor(15, 30).name() == "#ff0000"
