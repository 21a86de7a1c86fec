"""Review mode: a finished hand shown again on the table, trick by trick (Game ▸ Review
Hand, or a double-click on the score sheet's row)."""
