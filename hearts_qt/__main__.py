"""``python -m hearts_qt`` starts the game."""

import sys

# Guarded, and the game imported only here: a search worker process (spawned,
# ``hearts_qt.ai.parallel``) imports this module again as its main module, and must
# neither start a game nor load Qt's widgets (62 MB of memory a worker instead of 19 MB).
if __name__ == "__main__":
    from hearts_qt.app import main

    sys.exit(main())
