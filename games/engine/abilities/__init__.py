"""Card abilities: the trigger queue (DM-15), targets (DM-13), effect primitives, damage and
KO, and the A/D a die has with its applied and static effects (DM-14, DM-16)."""
