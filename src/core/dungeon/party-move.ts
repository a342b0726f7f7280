/**
 * Dungeon time from the party's moves on a map: each finished move adds its distance to what the party has
 * walked since the last turn ticked off, whole turns come off at the pace's rate, and the rest is carried to
 * the next move, never rounded away. 002 on its 5-foot grid counts squares (R002-08), cautiously at a tenth
 * of the rate (R002-06) or running at double (R002-07); off that grid the party walks at its slowest
 * member's speed (R002-04). 001 walks 200 ft a turn cautiously or 600 ft quickly, when traps go unnoticed
 * (R001-04, R001-05). 000 crosses a room a round (R000-05).
 */
import { LIMITS } from "../schema/limits";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { dungeonMoveTime, paceFactor, type DungeonPace, type Mover } from "./movement";
import type { DungeonRules } from "./rules";

export interface PartyMove {
  /** The distance the party moved, in feet, as the map measured it. */
  readonly feet: number;
  readonly pace: DungeonPace;
  /** The map's squares, when it has a square grid. */
  readonly squareFeet?: number;
  /** The party, where speeds come from the characters (002 off its grid). */
  readonly party?: readonly Mover[];
}

export interface MoveAccrual {
  /** Whole turns this move ticked off, and the seconds they take. */
  readonly turns: number;
  readonly seconds: number;
  /** Feet walked towards the next turn, carried to the next move. */
  readonly carryFeet: number;
  readonly feetPerTurn: number;
  /** Whether turns are counted in grid squares (002's grid time). */
  readonly grid: boolean;
  /** Moving quickly: traps go unnoticed (R001-05). */
  readonly trapsUnnoticed: boolean;
}

/** Tolerance for distances a map measures in floating point (a 5-foot square is never 4.9999999 feet). */
const EPSILON = 1e-9;

/** The rate: grid time on 002's own squares, else the preset's pace (with the slowest member's speed). */
function rate(
  rules: DungeonRules,
  move: PartyMove,
): Result<{ feetPerTurn: number; grid: boolean; trapsUnnoticed: boolean }, CoreError> {
  const { movement } = rules;
  if (movement.kind === "race" && move.squareFeet === movement.squareFeet) {
    if (move.pace === "quick") {
      return err(coreError("dungeon.paceUnsupported", { pace: move.pace, movement: movement.kind }, "pace"));
    }
    const feetPerTurn = movement.squaresPerTurn * movement.squareFeet * paceFactor(movement, move.pace);
    return ok({ feetPerTurn, grid: true, trapsUnnoticed: false });
  }
  const time = dungeonMoveTime(rules, {
    feet: 0,
    pace: move.pace,
    ...(move.party ? { party: move.party } : {}),
  });
  if (!time.ok) return time;
  return ok({ feetPerTurn: time.value.feetPerTurn, grid: false, trapsUnnoticed: time.value.trapInitiative });
}

/** Adds a move to what the party has walked towards the next turn: the whole turns it makes, and the rest. */
export function accrueMove(
  rules: DungeonRules,
  carryFeet: number,
  move: PartyMove,
): Result<MoveAccrual, CoreError> {
  for (const [name, value] of [
    ["carryFeet", carryFeet],
    ["feet", move.feet],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) {
      return err(coreError("dungeon.badDistance", { received: value }, name));
    }
  }
  // One move is a drag across a map: a longer one is refused rather than ticking off turns without end.
  if (move.feet > LIMITS.moveFeet) {
    return err(coreError("limit.move", { feet: move.feet, limit: LIMITS.moveFeet }, "feet"));
  }
  const found = rate(rules, move);
  if (!found.ok) return found;
  const { feetPerTurn } = found.value;
  const total = carryFeet + move.feet;
  const turns = Math.floor(total / feetPerTurn + EPSILON);
  const carried = total - turns * feetPerTurn;
  return ok({
    ...found.value,
    turns,
    seconds: turns * rules.turnSeconds,
    carryFeet: carried < EPSILON ? 0 : carried,
  });
}
