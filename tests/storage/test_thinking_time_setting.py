"""The computer players' thinking time in the settings: normal until chosen, kept, and a
value this version does not know (an older or a hand-edited file) falls back."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QSettings

from hearts_qt.ai.thinking import ThinkingTime
from hearts_qt.storage import Settings


def test_it_is_normal_until_chosen_and_kept_once_chosen(settings: Settings) -> None:
    assert settings.thinking_time() is ThinkingTime.NORMAL
    settings.set_thinking_time(ThinkingTime.LONG)
    settings.sync()
    again = Settings(QSettings(settings.qsettings.fileName(), QSettings.Format.IniFormat))
    assert again.thinking_time() is ThinkingTime.LONG
    assert again.qsettings.value("play/thinking_time") == "long"


@pytest.mark.parametrize("raw", ["forever", "QUICK", "", "2.5"])
def test_a_value_it_does_not_know_falls_back_to_normal(
    settings: Settings, caplog: pytest.LogCaptureFixture, raw: str
) -> None:
    settings.qsettings.setValue("play/thinking_time", raw)
    with caplog.at_level(logging.WARNING, logger="hearts_qt.storage.settings"):
        assert settings.thinking_time() is ThinkingTime.NORMAL
    assert "play/thinking_time" in caplog.text


def test_the_setter_refuses_what_no_dialog_offers(settings: Settings) -> None:
    with pytest.raises(ValueError, match="Not a valid setting"):
        settings.set_thinking_time("forever")  # type: ignore[arg-type]
