"""The decks: our large-index deck reads in a fan's strip; decks in KDE's format are found
under the XDG data folders, drawn element by element, and refused with a reason when they
are broken or foreign."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from hearts_qt.engine.cards import DECK, Card
from hearts_qt.ui import kde_decks
from hearts_qt.ui.card_renderer import DECK_BACK, CardRenderer
from hearts_qt.ui.decks import DeckError, own_choices, own_deck
from hearts_qt.ui.kde_decks import element_id, installed_choices, load_installed
from hearts_qt.ui.table import theme
from tests.ui.deck_helpers import BACK_COLOUR, card_colour, deck_svg, write_deck

STRIP = theme.SOUTH_STEP
"""How much of a card's width South's fanned hand shows."""


def _index_height(image: QImage, right: float) -> int:
    """How tall the rank at the top-left is: the first run of rows with ink left of
    ``right`` (a fraction of the width; the classic courts' portraits start at 0.25)."""
    run, started = 0, False
    for y in range(int(0.02 * image.height()), image.height() // 2):
        inked = any(
            _ink(image.pixelColor(x, y))
            for x in range(int(0.02 * image.width()), int(right * image.width()))
        )
        if inked:
            run, started = run + 1, True
        elif started:
            break
    return run


def test_the_large_index_is_much_taller_and_within_a_fans_strip(qapp: QApplication) -> None:
    classic, large = CardRenderer(), CardRenderer(deck=own_deck("large"))
    for card in DECK:
        big = _index_height(large.face(card, 350, 1.0).toImage(), STRIP)
        small = _index_height(classic.face(card, 350, 1.0).toImage(), 0.24)
        assert big >= 1.5 * small and big >= 0.3 * 350, (card, big, small)
        image = large.face(card, 120, 1.0).toImage()
        strip = image.copy(0, 0, round(STRIP * image.width()), image.height() // 2)
        assert _inked(strip) > 0.22 * strip.width() * strip.height() / 2, card


def _ink(colour: QColor) -> bool:
    """A suit ink (dark, or strongly coloured), not the grey border nor the white."""
    return colour.alpha() > 200 and (colour.value() < 120 or colour.saturation() > 150)


def _inked(image: QImage) -> int:
    return sum(
        _ink(image.pixelColor(x, y)) for y in range(image.height()) for x in range(image.width())
    )


def test_the_large_index_deck_is_four_coloured_too(qapp: QApplication) -> None:
    plain, four = CardRenderer(deck=own_deck("large")), CardRenderer(deck=own_deck("large"))
    four.set_four_colour(True)
    for code, changes in (("7D", True), ("QC", True), ("QS", False), ("AH", False)):
        card = Card.parse(code)
        before, after = plain.face(card, 90, 1.0).toImage(), four.face(card, 90, 1.0).toImage()
        assert (before != after) == changes, code


def test_with_no_deck_installed_only_ours_are_listed(tmp_path: Path) -> None:
    assert installed_choices([str(tmp_path)]) == []
    assert [choice.key for choice in own_choices()] == ["classic", "large"]


def test_decks_are_found_in_the_xdg_data_folders(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, system = tmp_path / "home", tmp_path / "system"
    write_deck(system, "svg-plain", "Plain")
    write_deck(system, "svg-both", "System's")
    write_deck(home, "svg-both", "Mine")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    choices = {choice.key: choice.name for choice in installed_choices()}
    assert choices == {"installed:svg-plain": "Plain", "installed:svg-both": "Mine"}
    assert load_installed("installed:svg-both").name == "Mine"  # the user's own wins


def test_an_installed_deck_draws_each_card_from_its_element(
    qapp: QApplication, tmp_path: Path
) -> None:
    write_deck(tmp_path, "svg-test", "Test", svg=deck_svg(60, 90), zipped=True)
    deck = load_installed("installed:svg-test", [str(tmp_path)])
    assert deck.aspect == pytest.approx(60 / 90)
    assert not deck.four_colour and deck.has_own_back
    renderer = CardRenderer(deck=deck, back=DECK_BACK)
    assert renderer.card_size(90).width() == pytest.approx(60)
    for card in (Card.parse("AC"), Card.parse("10D"), Card.parse("QS"), Card.parse("KH")):
        image = renderer.face(card, 90, 1.0).toImage()
        assert image.pixelColor(30, 45) == QColor(card_colour(card)), element_id(card)
    assert renderer.back(90, 1.0).toImage().pixelColor(30, 45) == QColor(BACK_COLOUR)
    renderer.set_back("red")
    assert renderer.back(90, 1.0).toImage().pixelColor(30, 45) != QColor(BACK_COLOUR)


def test_element_ids_are_kdes() -> None:
    assert [element_id(Card.parse(c)) for c in ("AC", "2D", "10H", "JS", "QS", "KC")] == [
        "1_club",
        "2_diamond",
        "10_heart",
        "jack_spade",
        "queen_spade",
        "king_club",
    ]


BROKEN: dict[str, tuple[dict[str, object], str]] = {
    "no section": ({"index": "[Desktop Entry]\nName=X\nSVG=deck.svg\n"}, "no [KDE Backdeck]"),
    "no svg named": ({"index": "[KDE Backdeck]\nName=X\n"}, "names no SVG"),
    "svg elsewhere": ({"index": "[KDE Backdeck]\nSVG=../x.svg\n"}, "outside the deck"),
    "svg missing": ({"index": "[KDE Backdeck]\nName=X\nSVG=gone.svg\n"}, "is missing"),
    "not svg": ({"svg": "this is not a picture"}, "not an SVG picture"),
    "html": ({"svg": "<html><body id='back'/></html>"}, "not an SVG picture"),
    "cut short": ({"svg": deck_svg()[:900]}, "not an SVG picture"),
    "bad zip": ({"svg": b"\x1f\x8b\x08\x00broken"}, "damaged"),
    "a card missing": ({"svg": deck_svg(missing=("queen_spade",))}, "lacks 1 of the 53"),
    "no back": ({"svg": deck_svg(missing=("back",))}, "(back)"),
    "landscape": ({"svg": deck_svg(140, 100)}, "not upright"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_or_foreign_deck_is_refused_with_its_reason(
    qapp: QApplication, tmp_path: Path, case: str
) -> None:
    options, reason = BROKEN[case]
    write_deck(tmp_path, "svg-broken", "Broken", **options)  # type: ignore[arg-type]
    listed = installed_choices([str(tmp_path)])
    assert [choice.key for choice in listed] == ["installed:svg-broken"]
    with pytest.raises(DeckError, match=re.escape(reason)):
        load_installed("installed:svg-broken", [str(tmp_path)])


def test_a_huge_deck_is_refused_before_it_is_read(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_deck(tmp_path, "svg-big", "Big")
    monkeypatch.setattr(kde_decks, "MAX_FILE_BYTES", 1000)
    with pytest.raises(DeckError, match="too large"):
        load_installed("installed:svg-big", [str(tmp_path)])


def test_a_deck_that_unzips_to_a_huge_file_is_refused(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    padding = "<!--" + " " * 200_000 + "-->"
    svg = deck_svg().replace("<rect", padding + "<rect", 1).encode()
    write_deck(tmp_path, "svg-bomb", "Bomb", svg=gzip.compress(svg))
    assert (tmp_path / "carddecks/svg-bomb/deck.svg").stat().st_size < 20_000
    monkeypatch.setattr(kde_decks, "MAX_SVG_BYTES", 100_000)
    with pytest.raises(DeckError, match="too large"):
        load_installed("installed:svg-bomb", [str(tmp_path)])


def test_a_deck_no_longer_installed_is_refused(qapp: QApplication, tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="no longer installed"):
        load_installed("installed:svg-gone", [str(tmp_path)])
    with pytest.raises(DeckError):
        load_installed("classic", [str(tmp_path)])


def test_a_deck_name_in_the_players_language(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLocale

    write_deck(tmp_path, "svg-named", "Named")
    monkeypatch.setattr(QLocale, "name", lambda _self: "xx_YY")
    assert installed_choices([str(tmp_path)])[0].name == "Xx Named"


def test_an_installed_decks_preview_picture_is_offered_for_menus(tmp_path: Path) -> None:
    index = "[KDE Backdeck]\nName={0}\nSVG=deck.svg\nPreview={1}\n"
    write_deck(tmp_path, "svg-shown", "Shown", index=index.format("Shown", "11.png"))
    write_deck(tmp_path, "svg-sly", "Sly", index=index.format("Sly", "../../secret.png"))
    previews = {choice.name: choice.preview for choice in installed_choices([str(tmp_path)])}
    assert previews == {"Shown": str(tmp_path / "carddecks/svg-shown/11.png"), "Sly": ""}
