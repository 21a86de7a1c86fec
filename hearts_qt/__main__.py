"""``python -m hearts_qt`` and the ``hearts-qt`` command start the game."""

import sys


def run() -> int:
    """The game, imported only when it is started: a search worker process (spawned,
    ``hearts_qt.ai.parallel``) imports the main module again, ``python -m hearts_qt``'s
    or the ``hearts-qt`` command's, and must neither start a game nor load Qt's widgets
    (62 MB of memory a worker instead of 19 MB)."""
    from hearts_qt.app import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
