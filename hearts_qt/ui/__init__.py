"""The Qt user interface: the table scene, the card renderer, the windows and dialogs."""
