"""The status line: what is going on now, led for a few seconds by news.

The *state* says what happens now ("Your turn.", "West is thinking…") and stays until
something else happens. *News* ("Hearts are broken.", "North takes the trick.") leads it
for a reading time and then drops, so the line is never stale and never a pile-up.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from hearts_qt.ui.table.theme import NEWS_MS


class StatusLine(QObject):
    """The text of the status bar.

    Signals:
        changed(str): the whole line, whenever any part of it changes.
        told(str, str): a piece of news and its kind (``tell``), after ``changed``.
    """

    changed = Signal(str)
    told = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = ""
        self._news: dict[str, QTimer] = {}
        self._kinds: dict[str, str] = {}

    @property
    def text(self) -> str:
        parts = [news for news in reversed(self._news) if news != self.state]
        return " ".join([*parts, self.state]).strip()

    @property
    def news(self) -> tuple[str, ...]:
        """The news shown now, newest first."""
        return tuple(reversed(self._news))

    def say(self, state: str) -> None:
        """What happens now."""
        self.state = state
        self.changed.emit(self.text)

    def tell(self, news: str, ms: int = NEWS_MS, kind: str = "") -> None:
        """News that leads the line (the newest first) for ``ms``; it replaces the news of
        the same ``kind`` (who took the last trick replaces who took the one before)."""
        self._remove(news)
        if kind:
            self._remove(self._kinds.get(kind, ""))
            self._kinds[kind] = news
        timer = QTimer(self)  # the status line owns its timers, deleted later when done
        timer.setSingleShot(True)
        timer.timeout.connect(self._on_timeout)
        timer.start(ms)
        self._news[news] = timer
        self.changed.emit(self.text)
        self.told.emit(news, kind)

    def forget_news(self) -> None:
        """Drop every piece of news now (a new deal, the end of a hand)."""
        for timer in self._news.values():
            timer.stop()
            timer.deleteLater()
        had = bool(self._news)
        self._news.clear()
        if had:
            self.changed.emit(self.text)

    def drop(self, news: str = "", kind: str = "") -> None:
        """This piece of news (or the news of this kind) is no longer news."""
        if self._remove(news or self._kinds.get(kind, "")):
            self.changed.emit(self.text)

    def _remove(self, news: str) -> bool:
        timer = self._news.pop(news, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()
        return timer is not None

    def _on_timeout(self) -> None:
        """A piece of news has been read: it drops (its timer is the sender, so no
        connection holds the news or the timer)."""
        timer = self.sender()
        news = next((n for n, t in self._news.items() if t is timer), None)
        if news is not None:
            del self._news[news]
            timer.deleteLater()
            self.changed.emit(self.text)
