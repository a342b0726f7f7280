/**
 * What a preset sets about dungeon turns: encounter checks (how often and how likely, per kind of area),
 * where a wandering monster turns up, and how the party's movement turns into time. All GM-editable.
 */
import * as v from "valibot";
import type { BuiltInPresetId } from "../presets/ids";
import { FormulaSchema, IdSchema, positiveNumber, wholeNumber } from "../schema/fields";
import { EncounterCheckSchema, type EncounterTable } from "../tables/encounter";

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
 * 001's overloaded 2d6 table. The text names the table but not its bands; these defaults keep
 * encounters at the low end (so area danger shifts towards them) and tick lights about once every
 * three turns, so a torch (2 ticks) lasts roughly an hour.
 */
const overloadedDungeonTable: EncounterTable = {
  formula: "2d6",
  bands: [
    { min: 2, max: 3, result: { type: "encounter" } },
    { min: 4, max: 5, result: { type: "sign" } },
    { min: 6, max: 6, result: { type: "fatigue", slots: 1 } },
    { min: 7, max: 8, result: { type: "lightTick", ticks: 1 } },
    { min: 9, max: 10, result: { type: "nothing" } },
    { min: 11, max: 12, result: { type: "loud" } },
  ],
};

/** 000: 1-in-6 after every third turn, every other turn in busy areas; "less often" for safe ones is every sixth. */
const fourWatches: DungeonRules = {
  turnSeconds: 600,
  searchTurns: 1,
  encounters: {
    check: { kind: "chance", chance: 1, die: 6 },
    areas: {
      busy: { everyTurns: 2, danger: 0 },
      normal: { everyTurns: 3, danger: 0 },
      safe: { everyTurns: 6, danger: 0 },
    },
    loudCheck: false,
  },
  location: null,
  movement: { kind: "room", roomFeet: 30, roomsPerRound: 1, actionsPerRound: 1, roundSeconds: 60 },
};

/** 002's race speeds; the encumbered column is the base halved (R002-03, R002-05). */
const raceSpeeds = {
  draco: { base: 140, encumbered: 70 },
  dwarf: { base: 90, encumbered: 45 },
  elf: { base: 120, encumbered: 60 },
  faun: { base: 150, encumbered: 75 },
  halfling: { base: 90, encumbered: 45 },
  human: { base: 120, encumbered: 60 },
};

/**
 * Built-in defaults. Texts 002 and 003 say nothing of encounter checks, so they use 000's; 003 has no
 * movement rules either, so it uses 000's room-per-round.
 */
export const dungeonRulesFor: Record<BuiltInPresetId, DungeonRules> = {
  "four-watches": fourWatches,
  // Every turn and whenever loud, on the overloaded table; busy areas add danger, safe ones check every other turn.
  "six-watches": {
    turnSeconds: 600,
    searchTurns: 1,
    encounters: {
      check: { kind: "table", table: overloadedDungeonTable },
      areas: {
        busy: { everyTurns: 1, danger: 1 },
        normal: { everyTurns: 1, danger: 0 },
        safe: { everyTurns: 2, danger: 0 },
      },
      loudCheck: true,
    },
    location: { hallDistance: "2d6", hallFeetPerPoint: 10 },
    // The text gives no initiative die; a d6 each, the trap winning ties, is the classic default.
    movement: {
      kind: "pace",
      cautiousFeetPerTurn: 200,
      quickFeetPerTurn: 600,
      trapInitiative: { formula: "1d6", ties: "trap" },
    },
  },
  "turns-rounds-segments": {
    ...fourWatches,
    movement: {
      kind: "race",
      races: raceSpeeds,
      encumberedAbove: 0.5,
      cautiousDivisor: 10,
      runMultiplier: 2,
      roundSeconds: 60,
      squareFeet: 5,
      squaresPerTurn: 60,
    },
  },
  "segment-combat": fourWatches,
};

/** The plain alternative to 001's overloaded table: 1-in-6 (R001-09). */
export const PLAIN_DUNGEON_CHECK = { kind: "chance", chance: 1, die: 6 } as const;
