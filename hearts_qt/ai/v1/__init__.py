"""expert-v1: the Expert of 2026-12-01 (commit b7dcbc7), frozen, as the arena's baseline.

Issue 16 makes the Expert stronger; every change to it is measured against this player on
the same deals (``python -m hearts_qt.arena --players expert,expert-v1,expert-v1,expert-v1
--duplicate``). So that later work on the live players cannot move the baseline, the code
it runs that such work may change — the search, its settings, the sampler, the deal
weights, the knowledge read from the view, the rollout policy and the pass heuristic — is
a copy here; it shares with the live players only the engine (the rules) and the player
interface. It is offered in the arena only, never in the game's level lists.

Do not change what it decides: ``tests/ai/test_expert_v1.py`` replays recorded positions
and checks its choices. A refactor of the engine that keeps every choice is fine.
"""

from __future__ import annotations

from hearts_qt.ai.v1.player import ExpertV1

__all__ = ["ExpertV1"]
