"""Tests of the computer players and the arena."""
