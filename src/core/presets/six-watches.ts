/**
 * Text 001: six 4-hour watches a day, 10-second rounds, an overloaded encounter table, light ticks, fatigue
 * slots, reaction and morale. Each figure names the line of the text it comes from; the blocks other presets
 * share live with their types (social and combat rules.ts).
 */
import { COUNT_UP } from "../combat/rules";
import { REACTION_AND_MORALE } from "../social/rules";
import type { EncounterTable } from "../tables/encounter";
import { DEFAULT_ENCOUNTER_DISTANCE } from "../wilderness/rules";
import { action, builtInPreset, DAY, light, unit } from "./defaults";

/**
 * The overloaded 2d6 table for dungeons (R001-09). The text names the table but not its bands; these keep
 * encounters at the low end (so area danger shifts towards them) and tick lights about once every three
 * turns, so a torch (2 ticks) lasts roughly an hour.
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

/** The overloaded 2d6 table for the wilderness (R001-22): named without bands; encounters sit low. */
const overloadedWildernessTable: EncounterTable = {
  formula: "2d6",
  bands: [
    { min: 2, max: 3, result: { type: "encounter" } },
    { min: 4, max: 5, result: { type: "sign" } },
    { min: 6, max: 6, result: { type: "fatigue", slots: 1 } },
    { min: 7, max: 12, result: { type: "nothing" } },
  ],
};

export const sixWatches = builtInPreset("six-watches", {
  // A 24-hour day of six 4-hour watches (R001-01), each of 24 ten-minute turns of 60 ten-second rounds
  // (R001-02); turns for dungeon crawling, watches for hex crawling (R001-03).
  units: [unit("round", 10, ["rd", "r"]), unit("turn", 600, ["t"]), unit("watch", 14_400, ["w"], true), DAY],
  // Light ticked down by the encounter table: 2 ticks for a torch, 4 for a lantern (R001-12).
  lights: {
    sources: [light("torch", { by: "ticks", ticks: 2 }), light("lantern", { by: "ticks", ticks: 4 })],
  },
  actions: {
    actions: [
      action("search", "1 turn"), // R001-07
      action("pickLock", "1 turn"), // R001-13
      action("breakDoor", "1 turn", { loud: true }), // R001-14
      // A fight takes a turn; time beyond the fight goes to looting and patching up, so longer fights round up
      // (R001-15).
      action("combat", "1 turn", { loud: true, roundUpTo: "turn" }),
      action("lunch", "1 hour"), // R001-16
    ],
    meals: null,
  },
  dungeon: {
    turnSeconds: 600, // R001-02
    searchTurns: 1, // R001-07
    // Every turn and whenever loud, on the overloaded table (R001-08, R001-09); busy areas add danger, safe
    // ones check every other turn.
    encounters: {
      check: { kind: "table", table: overloadedDungeonTable },
      areas: {
        busy: { everyTurns: 1, danger: 1 },
        normal: { everyTurns: 1, danger: 0 },
        safe: { everyTurns: 2, danger: 0 },
      },
      loudCheck: true,
    },
    location: { hallDistance: "2d6", hallFeetPerPoint: 10 }, // R001-11
    // Cautious 200 feet a turn, quick 600 (R001-04, R001-05). The text gives no initiative die against a
    // trap (R001-06); a d6 each, the trap winning ties, is the classic default.
    movement: {
      kind: "pace",
      cautiousFeetPerTurn: 200,
      quickFeetPerTurn: 600,
      trapInitiative: { formula: "1d6", ties: "trap" },
    },
  },
  wilderness: {
    hexMiles: null, // the text gives no hex size
    // The text gives no marching limit; two 4-hour watches of travel (8 hours) is the default.
    day: { watchSeconds: 14400, watches: ["travel", "travel", "rest", "rest", "camp", "camp"] },
    travel: {
      kind: "hoursPerHex",
      // Hours to cross: 2 flat, 4 with elevation or obstacles, 6 with both or worse (R001-18).
      terrain: {
        grassland: { hours: 2 },
        lightForest: { hours: 2 },
        heavyForest: { hours: 4 },
        hills: { hours: 4 },
        denseForest: { hours: 6 },
        hillyWoods: { hours: 6 },
        mountains: { hours: 6 },
        swamp: { hours: 6 },
      },
      searchMultiplier: 2, // R001-19
      roadDivisor: 2, // R001-19
      inclementTimeMultiplier: 2, // R001-21
      fatigue: { hoursPerSlot: 2, inclementHoursPerSlot: 1, restHoursPerSlot: 1 }, // R001-20, R001-21
      landmarks: true, // R001-17
    },
    visibility: { vantageHexes: 1, landmarks: { mountains: 4 } }, // the text gives none: 000's (R000-17)
    navigation: null,
    shelter: null,
    nightWithoutShelter: null,
    // Twice a watch on the overloaded table, each placed in a 10-minute window by a d12 (R001-22, R001-23).
    encounters: {
      check: { kind: "table", table: overloadedWildernessTable },
      perWatch: 2,
      window: { formula: "1d12", seconds: 600 },
    },
    // 001 gives no wilderness distance either: the usual figure.
    encounterDistance: DEFAULT_ENCOUNTER_DISTANCE,
  },
  social: REACTION_AND_MORALE, // R001-24 to R001-27
  // 10-second rounds (R001-02): ten 1-second segments; no Tide of Battle.
  combat: { ...COUNT_UP, secondsPerSegment: 1, tideOfBattle: false },
});
