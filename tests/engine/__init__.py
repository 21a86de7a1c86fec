"""Tests of the rules engine (``hearts_qt.engine``)."""
