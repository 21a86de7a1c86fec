"""``python -m hearts_qt.arena``: see ``hearts_qt.arena.cli``."""

import sys

from hearts_qt.arena.cli import main

sys.exit(main())
