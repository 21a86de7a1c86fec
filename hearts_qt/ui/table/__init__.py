"""The card table: a QGraphicsView over a scene with one item per card.

``TableView`` is the widget; ``TableScene`` holds the cards and moves them; ``layout``
says where things go; ``theme`` holds every duration, size and colour.
"""
