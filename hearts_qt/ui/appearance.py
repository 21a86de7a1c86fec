"""Between the settings and the table: the deck and the cloth the settings name, loaded.

The settings hold names (``view/deck``, ``view/cloth``, ``view/picture``); this turns them
into a loaded ``Deck`` and a ``Cloth`` and keeps those, so that the table and the
Appearance dialog share one parsed deck. A choice that cannot be used (a broken deck, a
picture that is gone) is refused with the reason and the settings keep what they had; a
saved choice that no longer works at start-up falls back to ours, and the player is told
once (``problem``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from hearts_qt.i18n import translate
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.card_renderer import BACKS, DECK_BACK
from hearts_qt.ui.decks import DEFAULT_DECK, OWN_DECKS, Deck, DeckChoice, DeckError, own_choices
from hearts_qt.ui.decks import own_deck as make_own_deck
from hearts_qt.ui.table.cloth import (
    DEFAULT_CLOTH,
    PICTURE,
    Cloth,
    ClothError,
    PictureCloth,
    cloth,
    load_picture,
)


def back_name(name: str) -> str:
    """A card back's name in the player's language."""
    return {
        "blue": translate("Appearance", "Blue lattice"),
        "red": translate("Appearance", "Red lattice"),
        "green": translate("Appearance", "Green argyle"),
        "rose": translate("Appearance", "Rose hearts"),
        "navy": translate("Appearance", "Navy and gold"),
        DECK_BACK: translate("Appearance", "The deck's own back"),
    }.get(name, name)


def cloth_name(key: str) -> str:
    """What covers the table, in the player's language."""
    return {
        "green": translate("Appearance", "Green felt"),
        "blue": translate("Appearance", "Blue felt"),
        "red": translate("Appearance", "Red felt"),
        "wood": translate("Appearance", "Wooden table"),
        PICTURE: translate("Appearance", "Your own picture"),
    }.get(key, key)


def refusal(name: str, reason: str) -> str:
    """The whole message for a deck that is refused."""
    return translate("Appearance", "The card deck “{name}” cannot be used. {reason}").format(
        name=name, reason=reason
    )


class Appearance(QObject):
    """The loaded deck and cloth for ``settings``.

    ``data_dirs`` are the folders searched for installed decks (None: the XDG data
    folders, ``QStandardPaths.GenericDataLocation``).

    Signals:
        problem(str): a saved choice could not be used and was replaced by ours.
    """

    problem = Signal(str)

    def __init__(
        self, settings: Settings, data_dirs: list[str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.data_dirs = data_dirs
        self._decks: dict[str, Deck] = {}
        self._cloths: dict[str, Cloth] = {}
        self._picture: PictureCloth | None = None

    # -- decks ---------------------------------------------------------------------------

    def deck_choices(self) -> list[DeckChoice]:
        """Ours, then those installed on this computer (none, on most machines)."""
        from hearts_qt.ui.kde_decks import installed_choices  # when first asked: start-up

        return own_choices() + installed_choices(self.data_dirs)

    def load_deck(self, key: str) -> Deck:
        """The deck ``key``, loaded once; a ``DeckError`` says why it cannot be used."""
        deck = self._decks.get(key)
        if deck is None:
            from hearts_qt.ui.kde_decks import load_installed

            own = key in OWN_DECKS
            deck = make_own_deck(key) if own else load_installed(key, self.data_dirs)
            self._decks[key] = deck
        return deck

    def choose_deck(self, key: str, name: str) -> str | None:
        """Use deck ``key`` from now on; if it cannot be, say why (None: it is in use)."""
        try:
            self.load_deck(key)
        except DeckError as error:
            return refusal(name, str(error))
        self.settings.set_deck(key)
        return None

    def deck(self) -> Deck:
        """The deck the settings name; one that no longer loads gives way to ours."""
        key = self.settings.deck()
        try:
            return self.load_deck(key)
        except DeckError as error:
            self._tell(refusal(key.removeprefix("installed:"), str(error)))
            self.settings.set_deck(DEFAULT_DECK)
            return self.load_deck(DEFAULT_DECK)

    def back(self) -> str:
        """The back the settings name, or the first of ours if the deck has none."""
        back = self.settings.back()
        if back == DECK_BACK and not self.deck().has_own_back:
            return BACKS[0]
        return back

    # -- the cloth -----------------------------------------------------------------------

    def load_picture(self, path: str) -> PictureCloth:
        """The player's picture at ``path`` (kept while it is the one chosen)."""
        if self._picture is None or self._picture.path != path:
            self._picture = load_picture(path)
        return self._picture

    def choose_picture(self, path: str) -> str | None:
        """Cover the table with the picture at ``path``; if it cannot, say why."""
        try:
            self.load_picture(path)
        except ClothError as error:
            return str(error)
        self.settings.set_picture(path)
        self.settings.set_cloth(PICTURE)
        return None

    def cloth(self) -> Cloth:
        """What the settings say covers the table; a picture that is gone gives way to
        the green felt."""
        key = self.settings.cloth()
        if key == PICTURE:
            try:
                return self.load_picture(self.settings.picture())
            except ClothError as error:
                if self.settings.picture():
                    self._tell(str(error))
                self.settings.set_cloth(DEFAULT_CLOTH)
                key = DEFAULT_CLOTH
        made = self._cloths.get(key)
        if made is None:
            made = self._cloths[key] = cloth(key)
        return made

    def _tell(self, message: str) -> None:
        """Say it once the window is up (this may run while it is being built)."""
        QTimer.singleShot(0, self, lambda: self.problem.emit(message))
