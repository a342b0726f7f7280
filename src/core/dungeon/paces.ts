/** The dungeon paces a GM may choose from under each kind of movement (R001-04, R001-05, R002-06, R002-07). */
import type { DungeonPace } from "./movement";
import type { DungeonMovement, DungeonRules } from "./rules";

/** The paces a GM may choose under each kind of movement, the usual one first. */
export const PACES_BY_MOVEMENT: Record<DungeonMovement["kind"], readonly DungeonPace[]> = {
  room: ["normal"],
  pace: ["cautious", "quick"],
  race: ["normal", "cautious", "running"],
};

/** The paces the rules offer, the usual one first. */
export const pacesFor = (rules: DungeonRules): readonly DungeonPace[] =>
  PACES_BY_MOVEMENT[rules.movement.kind];

/** The pace in force: the one chosen if the rules offer it, else their usual one. */
export function paceInForce(rules: DungeonRules, chosen: string | null | undefined): DungeonPace {
  const paces = pacesFor(rules);
  return paces.find((pace) => pace === chosen) ?? (paces[0] as DungeonPace);
}
