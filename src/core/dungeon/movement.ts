/**
 * Dungeon movement turned into time: how fast the party goes at a pace, and how long a distance takes.
 * 000 moves a room a round, 001 cautious or quick paces a turn, 002 race speeds a round.
 */
import * as v from "valibot";
import { parseWith } from "../schema/issues";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { RaceSpeedSchema, type DungeonMovement, type DungeonRules } from "./rules";

export type DungeonPace = "normal" | "cautious" | "quick" | "running";

/**
 * Built when a party's speed is asked for rather than when the core loads, so a host that never asks does
 * not carry it.
 */
const moversSchema = () =>
  v.pipe(
    v.array(
      v.object({
        id: v.string(),
        /** A race from the rules, or the character's own speeds. */
        race: v.optional(v.string()),
        speeds: v.optional(RaceSpeedSchema),
        /** Fraction of what the character can carry (0.6 = 60%). */
        load: v.pipe(v.number(), v.minValue(0)),
      }),
    ),
    v.nonEmpty("dungeon.noParty"),
  );
export type Mover = v.InferOutput<ReturnType<typeof moversSchema>>[number];

type RaceMovement = Extract<DungeonMovement, { kind: "race" }>;

export interface PartySpeed {
  readonly feetPerRound: number;
  /** Who sets the pace (R002-04). */
  readonly slowest: string;
}

/** The party's speed per round before pace: its slowest member's, encumbered or not (R002-03 to R002-05). */
export function partySpeed(movement: RaceMovement, party: readonly Mover[]): Result<PartySpeed, CoreError> {
  const parsed = parseWith(moversSchema(), party, "party");
  if (!parsed.ok) return parsed;
  const speeds: PartySpeed[] = [];
  for (const [index, mover] of parsed.value.entries()) {
    const own = mover.speeds ?? (mover.race === undefined ? undefined : movement.races[mover.race]);
    if (!own) {
      const path = `party[${index}].race`;
      return err(coreError("dungeon.unknownRace", { path, received: String(mover.race) }, path));
    }
    speeds.push({
      feetPerRound: mover.load > movement.encumberedAbove ? own.encumbered : own.base,
      slowest: mover.id,
    });
  }
  return ok(speeds.reduce((slowest, next) => (next.feetPerRound < slowest.feetPerRound ? next : slowest)));
}

export interface MoveRequest {
  readonly feet: number;
  readonly pace: DungeonPace;
  /** Needed where speeds come from the characters (002). */
  readonly party?: readonly Mover[];
  /** In combat a flat-out run is only for a charge or flight (R002-07). */
  readonly combat?: "charge" | "flee" | "other";
}

export interface MoveTime {
  readonly feetPerTurn: number;
  /** Exact turns the distance takes. */
  readonly turns: number;
  /** World seconds to advance, rounded up to a whole second. */
  readonly seconds: number;
  /** Moving quickly: traps go unnoticed, and a sprung one calls for trap initiative (R001-05, R001-06). */
  readonly trapInitiative: boolean;
}

interface Pace {
  readonly feetPerTurn: number;
  readonly trapInitiative: boolean;
}

/** How a pace scales 002's movement rate: cautious divides it (R002-06), running doubles it (R002-07). */
export function paceFactor(movement: RaceMovement, pace: DungeonPace | undefined): number {
  if (pace === "cautious") return 1 / movement.cautiousDivisor;
  return pace === "running" ? movement.runMultiplier : 1;
}

function paceFor(rules: DungeonRules, request: MoveRequest): Result<Pace, CoreError> {
  const { movement } = rules;
  const unsupported = () =>
    err(coreError("dungeon.paceUnsupported", { pace: request.pace, movement: movement.kind }, "pace"));
  switch (movement.kind) {
    case "room": {
      if (request.pace !== "normal") return unsupported();
      const roundsPerTurn = rules.turnSeconds / movement.roundSeconds;
      return ok({
        feetPerTurn: movement.roomFeet * movement.roomsPerRound * roundsPerTurn,
        trapInitiative: false,
      });
    }
    case "pace":
      if (request.pace === "cautious")
        return ok({ feetPerTurn: movement.cautiousFeetPerTurn, trapInitiative: false });
      if (request.pace === "quick")
        return ok({ feetPerTurn: movement.quickFeetPerTurn, trapInitiative: true });
      return unsupported();
    case "race": {
      if (request.pace === "quick") return unsupported();
      if (request.pace === "running" && request.combat === "other") {
        return err(coreError("dungeon.runInCombat", {}, "combat"));
      }
      const speed = partySpeed(movement, request.party ?? []);
      if (!speed.ok) return speed;
      const factor = paceFactor(movement, request.pace);
      const roundsPerTurn = rules.turnSeconds / movement.roundSeconds;
      return ok({ feetPerTurn: speed.value.feetPerRound * factor * roundsPerTurn, trapInitiative: false });
    }
  }
}

/** How long the party takes to cover `feet` at a pace: one call from distance to clock time. */
export function dungeonMoveTime(rules: DungeonRules, request: MoveRequest): Result<MoveTime, CoreError> {
  if (!Number.isFinite(request.feet) || request.feet < 0) {
    return err(coreError("dungeon.badDistance", { received: request.feet }, "feet"));
  }
  const pace = paceFor(rules, request);
  if (!pace.ok) return pace;
  const { feetPerTurn, trapInitiative } = pace.value;
  if (feetPerTurn <= 0) return err(coreError("dungeon.cannotMove", { pace: request.pace }, "pace"));
  const turns = request.feet / feetPerTurn;
  return ok({
    feetPerTurn,
    turns,
    seconds: Math.ceil((request.feet * rules.turnSeconds) / feetPerTurn),
    trapInitiative,
  });
}

export interface GridTally {
  /** Turns ticked off by this move. */
  readonly turns: number;
  readonly seconds: number;
  /** Squares moved towards the next turn, to pass in next time. */
  readonly carry: number;
}

/** 002's grid bookkeeping: every `squaresPerTurn` squares moved ticks off a turn (R002-08). */
export function tallyGridSquares(
  rules: DungeonRules,
  carry: number,
  squares: number,
): Result<GridTally, CoreError> {
  if (rules.movement.kind !== "race") {
    return err(coreError("dungeon.noGrid", { movement: rules.movement.kind }, "movement"));
  }
  for (const [name, value] of [
    ["carry", carry],
    ["squares", squares],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) {
      return err(coreError("dungeon.badSquares", { path: name, received: value }, name));
    }
  }
  const total = carry + squares;
  const per = rules.movement.squaresPerTurn;
  const turns = Math.floor(total / per);
  return ok({ turns, seconds: turns * rules.turnSeconds, carry: total % per });
}
