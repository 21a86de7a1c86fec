"""``python -m hearts_qt`` starts the game."""

import sys

from hearts_qt.app import main

# Guarded: a search worker process (spawned, ``hearts_qt.ai.parallel``) imports this
# module again as its main module, and must not start a game of its own.
if __name__ == "__main__":
    sys.exit(main())
