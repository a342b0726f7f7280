/**
 * What a preset sets about dungeon turns: encounter checks (how often and how likely, per kind of area),
 * where a wandering monster turns up, and how the party's movement turns into time. All GM-editable.
 * The blocks several built-in presets share live here; each preset's own figures are in its file under
 * src/core/presets.
 */
import * as v from "valibot";
import { FormulaSchema, IdSchema, positiveNumber, wholeNumber } from "../schema/fields";
import { EncounterCheckSchema } from "../tables/encounter";

const integer = v.pipe(v.number(), v.safeInteger());
const positive = positiveNumber("dungeon.notPositive");

/** How often checks come (every N turns) and how dangerous the area is (see `rollEncounterCheck`). */
export const AreaDangerSchema = v.object({ everyTurns: wholeNumber(1), danger: integer });
export type AreaDanger = v.InferOutput<typeof AreaDangerSchema>;

export const AREA_KINDS = ["busy", "normal", "safe"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** Initiative against a trap sprung while moving quickly (R001-06). */
export const TrapInitiativeSchema = v.object({
  formula: FormulaSchema,
  /** Who wins a tie. */
  ties: v.picklist(["party", "trap"]),
});

export const RaceSpeedSchema = v.object({ base: wholeNumber(0), encumbered: wholeNumber(0) });

export const DungeonMovementSchema = v.variant("kind", [
  /** No distances (000): a round is enough to cross a normal-sized room and act (R000-05). */
  v.object({
    kind: v.literal("room"),
    /** What "normal-sized" means when a distance must become time. */
    roomFeet: positive,
    roomsPerRound: wholeNumber(1),
    actionsPerRound: wholeNumber(1),
    roundSeconds: wholeNumber(1),
  }),
  /** Cautious or quick paces per turn (001, R001-04 to R001-06). */
  v.object({
    kind: v.literal("pace"),
    cautiousFeetPerTurn: positive,
    quickFeetPerTurn: positive,
    trapInitiative: TrapInitiativeSchema,
  }),
  /** Speeds per round by race (002, R002-03 to R002-08). */
  v.object({
    kind: v.literal("race"),
    races: v.record(IdSchema, RaceSpeedSchema),
    /** Above this fraction of their load characters use the encumbered speed. */
    encumberedAbove: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    cautiousDivisor: positive,
    runMultiplier: positive,
    roundSeconds: wholeNumber(1),
    squareFeet: positive,
    squaresPerTurn: wholeNumber(1),
  }),
]);
export type DungeonMovement = v.InferOutput<typeof DungeonMovementSchema>;

export const DungeonRulesSchema = v.object({
  turnSeconds: wholeNumber(1),
  /** A deeper search of a room, or of one named feature (R001-07; 000 and 002 also give a turn). */
  searchTurns: wholeNumber(1),
  encounters: v.object({
    check: EncounterCheckSchema,
    areas: v.object({ busy: AreaDangerSchema, normal: AreaDangerSchema, safe: AreaDangerSchema }),
    /** Whether a loud action calls for an extra check (R001-08, R001-09). */
    loudCheck: v.boolean(),
  }),
  /** Where a wandering monster is met (R001-11); null where the text leaves it to the GM. */
  location: v.nullable(
    v.object({
      /** In halls the monster is this roll times `hallFeetPerPoint` away, coming towards the party. */
      hallDistance: FormulaSchema,
      hallFeetPerPoint: positive,
    }),
  ),
  movement: DungeonMovementSchema,
});
export type DungeonRules = v.InferOutput<typeof DungeonRulesSchema>;

/**
 * 000's encounter checks, which 002 and 003 (silent on them) share: 1-in-6 after every third turn (R000-03),
 * every other turn in busy areas and "less often" in safe ones, here every sixth (R000-04).
 */
export const EVERY_THIRD_TURN: DungeonRules["encounters"] = {
  check: { kind: "chance", chance: 1, die: 6 },
  areas: {
    busy: { everyTurns: 2, danger: 0 },
    normal: { everyTurns: 3, danger: 0 },
    safe: { everyTurns: 6, danger: 0 },
  },
  loudCheck: false,
};

/**
 * 000's movement: a round crosses a normal-sized room and allows one action (R000-05); 1-minute rounds
 * (R000-01); the text leaves "normal-sized" open, here 30 feet.
 */
export const ROOM_PER_ROUND: DungeonMovement = {
  kind: "room",
  roomFeet: 30,
  roomsPerRound: 1,
  actionsPerRound: 1,
  roundSeconds: 60,
};

/**
 * 002's movement, which 003 (silent on exploration) shares with 002's turns, lights and action times: speeds
 * per 1-minute round by race, the encumbered column being the base halved, so the GM picks a normal, cautious
 * or running pace in either preset.
 */
export const RACE_SPEEDS: DungeonMovement = {
  kind: "race",
  races: {
    draco: { base: 140, encumbered: 70 }, // R002-03
    dwarf: { base: 90, encumbered: 45 },
    elf: { base: 120, encumbered: 60 },
    faun: { base: 150, encumbered: 75 },
    halfling: { base: 90, encumbered: 45 },
    human: { base: 120, encumbered: 60 },
  },
  encumberedAbove: 0.5, // R002-05
  cautiousDivisor: 10, // R002-06
  runMultiplier: 2, // R002-07
  roundSeconds: 60, // R002-01
  squareFeet: 5, // R002-08
  squaresPerTurn: 60, // R002-08
};

/** The plain alternative to 001's overloaded table: 1-in-6 (R001-09). */
export const PLAIN_DUNGEON_CHECK = { kind: "chance", chance: 1, die: 6 } as const;
