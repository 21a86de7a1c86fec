"""Play over the network: a host that runs the engine and seats players by name
(``host.py``), clients that receive only their own seat's view (``client.py``), the line
protocol between them (``protocol.py``) and the table without a window (``serve.py``)."""
