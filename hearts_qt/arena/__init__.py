"""The arena: computer players against each other, with statistics (``python -m hearts_qt.arena``).

It is how the players' strength is measured: with ``--duplicate`` every game is played
four times on the same deals, the players rotated through the seats, so the luck of the
cards cancels out.
"""
