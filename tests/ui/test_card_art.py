"""The card deck and the app icon: present, valid, legible, generated, and rendered right."""

from __future__ import annotations

import importlib.util
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from hearts_qt.engine.cards import DECK, Card, Suit
from hearts_qt.resources import resource_path
from hearts_qt.ui.card_renderer import (
    BLACK,
    FOUR_COLOUR_INKS,
    MAX_CACHED_SIZES,
    RED,
    CardRenderer,
    four_colour_svg,
)

ROOT = Path(__file__).resolve().parents[2]
BACK_NAMES = ("blue", "red", "green", "rose", "navy")
CARD_FILES = [f"{card.code}.svg" for card in DECK] + [f"back-{name}.svg" for name in BACK_NAMES]
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _make_art() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _inked(image: QImage, left: float, top: float, right: float, bottom: float) -> int:
    """How many pixels in the region (fractions of the image) are clearly not white."""
    count = 0
    for y in range(int(top * image.height()), int(bottom * image.height())):
        for x in range(int(left * image.width()), int(right * image.width())):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and min(colour.red(), colour.green(), colour.blue()) < 160:
                count += 1
    return count


def _index_colour(image: QImage) -> QColor:
    """The darkest, most saturated colour in the top-left index: the suit's ink."""
    best = QColor("white")
    for y in range(int(0.04 * image.height()), int(0.30 * image.height())):
        for x in range(int(0.04 * image.width()), int(0.22 * image.width())):
            colour = image.pixelColor(x, y)
            if colour.value() < best.value():
                best = colour
    return best


@pytest.mark.parametrize("name", CARD_FILES)
def test_every_card_file_is_valid_svg(name: str, qapp: QApplication) -> None:
    path = resource_path("cards", name)
    assert path.is_file()
    assert QSvgRenderer(str(path)).isValid()


def test_every_face_renders_with_both_corner_indices(qapp: QApplication) -> None:
    renderer = CardRenderer()
    for card in DECK:
        image = renderer.face(card, 120, 1.0).toImage()
        assert (image.width(), image.height()) == (86, 120)
        assert image.pixelColor(43, 60).alpha() == 255, card  # an opaque card
        assert image.pixelColor(0, 0).alpha() < 64, card  # with a rounded corner
        assert _inked(image, 0.04, 0.03, 0.22, 0.33) > 60, f"top-left index of {card}"
        assert _inked(image, 0.78, 0.67, 0.96, 0.97) > 60, f"bottom-right index of {card}"


def test_backs_render_and_differ(qapp: QApplication) -> None:
    renderer = CardRenderer()
    assert renderer.backs() == BACK_NAMES
    images = []
    for name in renderer.backs():
        renderer.set_back(name)
        image = renderer.back(90, 1.0).toImage()
        assert _inked(image, 0.2, 0.2, 0.8, 0.8) > 500, name
        assert image.pixelColor(32, 45).alpha() == 255, name
        images.append(image)
    assert all(a != b for i, a in enumerate(images) for b in images[i + 1 :])
    with pytest.raises(ValueError, match="No card back"):
        renderer.set_back("purple")


def test_four_colour_changes_diamonds_and_clubs_only(qapp: QApplication) -> None:
    plain, four = CardRenderer(), CardRenderer(four_colour=True)
    for code in ("7D", "KD", "7C", "QC", "7H", "KH", "7S", "AS"):
        card = Card.parse(code)
        before = plain.face(card, 150, 1.0).toImage()
        after = four.face(card, 150, 1.0).toImage()
        if card.suit in FOUR_COLOUR_INKS:
            assert before != after, code
        else:
            assert before == after, code
    diamond = _index_colour(four.face(Card.parse("7D"), 150, 1.0).toImage())
    club = _index_colour(four.face(Card.parse("7C"), 150, 1.0).toImage())
    assert diamond.blue() > diamond.red() + 60
    assert club.green() > club.red() + 60 and club.green() > club.blue() + 30


def test_every_suit_ink_is_in_the_files_for_the_four_colour_swap() -> None:
    for card in DECK:
        text = resource_path("cards", f"{card.code}.svg").read_text(encoding="utf-8")
        assert (RED if card.suit.is_red else BLACK) in text, card
        if card.suit in FOUR_COLOUR_INKS:
            swapped = four_colour_svg(card.code, text)
            assert FOUR_COLOUR_INKS[card.suit][0] not in swapped
            assert FOUR_COLOUR_INKS[card.suit][1] in swapped
    assert four_colour_svg("QS", "x#121212") == "x#121212"
    assert Suit.HEARTS not in FOUR_COLOUR_INKS


def test_pixmaps_have_the_device_size_and_ratio(qapp: QApplication) -> None:
    renderer = CardRenderer()
    size = renderer.card_size(150)
    assert size.width() == pytest.approx(150 * 2.5 / 3.5)
    pixmap = renderer.face(Card.parse("QS"), 150, 2.0)
    assert (pixmap.width(), pixmap.height()) == (214, 300)
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.deviceIndependentSize().height() == pytest.approx(150)
    back = renderer.back(150, 1.5)
    assert (back.width(), back.height(), back.devicePixelRatio()) == (161, 225, 1.5)


def test_cache_reuses_pixmaps_and_drops_stale_sizes(qapp: QApplication) -> None:
    renderer = CardRenderer()
    card = Card.parse("10H")
    first = renderer.face(card, 100, 1.0)
    assert renderer.face(card, 100, 1.0).cacheKey() == first.cacheKey()
    assert renderer.face(card, 101, 1.0).cacheKey() != first.cacheKey()
    for height in range(60, 60 + 3 * MAX_CACHED_SIZES):
        renderer.face(card, height, 1.0)
    assert renderer.cached_sizes() == MAX_CACHED_SIZES
    renderer.set_four_colour(True)
    assert renderer.four_colour
    assert renderer.face(card, 100, 1.0).cacheKey() != first.cacheKey()


def test_resource_path_in_the_source_tree_and_a_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resource_path("cards", "QS.svg") == ROOT / "hearts_qt/resources/cards/QS.svg"
    assert resource_path().is_dir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/bundle", raising=False)
    assert resource_path("icons", "icon.svg") == Path("/bundle/hearts_qt/resources/icons/icon.svg")


def test_committed_art_is_what_the_generator_writes() -> None:
    make_art = _make_art()
    assert sorted(make_art.card_svgs()) == sorted(CARD_FILES)
    assert make_art.differences(resource_path()) == [], "run python tools/make_art.py"


def test_icon_files(qapp: QApplication) -> None:
    assert QSvgRenderer(str(resource_path("icons", "icon.svg"))).isValid()
    for size in ICON_SIZES:
        image = QImage(str(resource_path("icons", f"hearts-qt-{size}.png")))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    ico = resource_path("icons", "hearts-qt.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 7)
    edges = [ico[6 + 16 * i] or 256 for i in range(7)]
    assert edges == [16, 24, 32, 48, 64, 128, 256]
    icns = resource_path("icons", "hearts-qt.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic09" in icns and b"icp4" in icns
