/**
 * What a preset sets about hex-crawl travel: the shape of a day, how far or how long a hex takes,
 * navigation, shelter and encounter checks. Terrain ids are shared by the built-ins, so a route drawn
 * for one preset reads under another. All GM-editable.
 */
import * as v from "valibot";
import { formulaRange, parseFormula } from "../dice/formula";
import type { BuiltInPresetId } from "../presets/ids";
import { FormulaSchema, IdSchema, positiveNumber, wholeNumber } from "../schema/fields";
import { bandTableSchema } from "../tables/band";
import { ChanceSchema } from "../tables/chance";
import { EncounterCheckSchema, type EncounterTable } from "../tables/encounter";

const positive = positiveNumber("wilderness.notPositive");

export const WATCH_ROLES = ["travel", "rest", "camp"] as const;
export type WatchRole = (typeof WATCH_ROLES)[number];
export const SEASONS = ["winter", "spring", "summer", "autumn"] as const;
export type Season = (typeof SEASONS)[number];
export const VEERS = ["left", "straight", "right"] as const;
/** The terrains the built-in presets describe; a custom preset may name others of its own. */
export const BUILT_IN_TERRAINS = [
  "grassland",
  "lightForest",
  "heavyForest",
  "denseForest",
  "hills",
  "hillyWoods",
  "mountains",
  "swamp",
] as const;
export type Veer = (typeof VEERS)[number];

const AnimalsSchema = v.object({ min: wholeNumber(1), max: wholeNumber(1) });

/** 000: whole hexes per watch by method of travel (R000-09 to R000-16). */
export const HexesPerWatchSchema = v.object({
  kind: v.literal("hexesPerWatch"),
  methods: v.object({ foot: positive, mounted: positive, pushed: positive }),
  terrain: v.record(IdSchema, v.object({ poor: v.boolean() })),
  poorDivisor: positive,
  roadMultiplier: positive,
  encumbrance: v.object({ divisor: positive, exert: FormulaSchema, attribute: IdSchema }),
  /** A pushed mount dies on `chance`-in-`die`, plus `perConsecutiveDay` for each earlier day in a row. */
  pushedMount: v.object({ ...ChanceSchema.entries, perConsecutiveDay: wholeNumber(0) }),
  /** Whether a mounted force march counts as pushing the mounts (R000-11). */
  forceMarchIsPushing: v.boolean(),
  carrying: v.object({
    mountPerHD: positive,
    hitchedPerHD: positive,
    hitchedSpeedDivisor: positive,
    cart: AnimalsSchema,
    wagon: AnimalsSchema,
  }),
  exploreWatches: wholeNumber(1),
});

/** 001: hours to cross a hex by terrain, with fatigue (R001-18 to R001-21). */
export const HoursPerHexSchema = v.object({
  kind: v.literal("hoursPerHex"),
  terrain: v.record(IdSchema, v.object({ hours: positive })),
  searchMultiplier: positive,
  roadDivisor: positive,
  inclementTimeMultiplier: positive,
  fatigue: v.object({ hoursPerSlot: positive, inclementHoursPerSlot: positive, restHoursPerSlot: positive }),
  /** Two landmarks a hex: one seen on entering, one found by searching (R001-17). */
  landmarks: v.boolean(),
});

/** Every window the die can name lies inside its check's share of the watch. */
function windowsFit(
  encounters: { perWatch: number; window: { formula: string; seconds: number } | null },
  watchSeconds: number,
): boolean {
  const { window: placing, perWatch } = encounters;
  if (placing === null) return true;
  const parsed = parseFormula(placing.formula);
  if (!parsed.ok) return true; // The formula's own schema reports it.
  const { min, max } = formulaRange(parsed.value);
  return min >= 1 && max * placing.seconds * perWatch <= watchSeconds;
}

const ShelterChanceSchema = v.union([v.literal("always"), wholeNumber(0)]);

export const DISTANCE_UNITS = ["feet", "yards"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/**
 * How far off a wilderness encounter begins. 000 asks for "the normal rules governing encounter distance"
 * without giving them; the usual old-school figure outdoors is 4d6 × 10 yards (a dungeon's is 2d6 × 10 feet,
 * which 001 gives for halls: dungeon.location). Every built-in preset uses it; a custom preset may change it,
 * or set null to leave the distance to the GM. A preset written before this field existed gets this default.
 */
export const DEFAULT_ENCOUNTER_DISTANCE = { formula: "4d6", per: 10, unit: "yards" } as const;

const EncounterDistanceSchema = v.object({
  formula: FormulaSchema,
  /** The roll times this is the distance, in `unit`. */
  per: positive,
  unit: v.picklist(DISTANCE_UNITS),
});

export const WildernessRulesSchema = v.pipe(
  v.object({
    hexMiles: v.nullable(positive),
    day: v.object({
      watchSeconds: wholeNumber(1),
      /** What each watch of the day is for, in order; a force march turns the first rest watch into travel. */
      watches: v.pipe(v.array(v.picklist(WATCH_ROLES)), v.nonEmpty("wilderness.noWatches")),
    }),
    travel: v.variant("kind", [HexesPerWatchSchema, HoursPerHexSchema]),
    visibility: v.object({
      vantageHexes: wholeNumber(0),
      /** Terrain seen from further off, in hexes (mountains from 4). */
      landmarks: v.record(IdSchema, wholeNumber(0)),
    }),
    /** Null where the text has no getting lost. */
    navigation: v.nullable(
      v.object({
        save: v.object({ die: wholeNumber(1), attribute: IdSchema }),
        lost: bandTableSchema(v.picklist(VEERS)),
      }),
    ),
    shelter: v.nullable(
      v.object({
        die: wholeNumber(1),
        terrain: v.record(
          IdSchema,
          v.object({
            winter: ShelterChanceSchema,
            spring: ShelterChanceSchema,
            summer: ShelterChanceSchema,
            autumn: ShelterChanceSchema,
          }),
        ),
      }),
    ),
    nightWithoutShelter: v.nullable(v.object({ exert: FormulaSchema })),
    encounters: v.object({
      check: EncounterCheckSchema,
      perWatch: wholeNumber(1),
      /** Places each check in a window of `seconds` (001's d12 ten-minute window); null puts it at its span's start. */
      window: v.nullable(v.object({ formula: FormulaSchema, seconds: wholeNumber(1) })),
    }),
    /** How far off an encounter begins (R000-25); null leaves it to the GM. */
    encounterDistance: v.optional(v.nullable(EncounterDistanceSchema), DEFAULT_ENCOUNTER_DISTANCE),
  }),
  v.forward(
    v.check((rules) => windowsFit(rules.encounters, rules.day.watchSeconds), "wilderness.windowTooLong"),
    ["encounters", "window"],
  ),
);
export type WildernessRules = v.InferOutput<typeof WildernessRulesSchema>;
export type HexesPerWatch = v.InferOutput<typeof HexesPerWatchSchema>;
export type HoursPerHex = v.InferOutput<typeof HoursPerHexSchema>;

const forest = { winter: 18, spring: "always", summer: "always", autumn: "always" } as const;

const fourWatches: WildernessRules = {
  hexMiles: 6,
  // Two marching watches, one spare (a force march's third), one for camp (R000-07, R000-08).
  day: { watchSeconds: 21600, watches: ["travel", "travel", "rest", "camp"] },
  travel: {
    kind: "hexesPerWatch",
    methods: { foot: 1, mounted: 2, pushed: 3 },
    terrain: {
      grassland: { poor: false },
      lightForest: { poor: false },
      heavyForest: { poor: false },
      denseForest: { poor: true },
      hills: { poor: false },
      hillyWoods: { poor: false },
      mountains: { poor: true },
      swamp: { poor: true },
    },
    poorDivisor: 2,
    roadMultiplier: 2,
    encumbrance: { divisor: 2, exert: "1d3", attribute: "brawn" },
    pushedMount: { chance: 2, die: 6, perConsecutiveDay: 1 },
    forceMarchIsPushing: true,
    carrying: {
      mountPerHD: 2,
      hitchedPerHD: 3,
      hitchedSpeedDivisor: 2,
      cart: { min: 1, max: 2 },
      wagon: { min: 2, max: 12 },
    },
    exploreWatches: 1,
  },
  visibility: { vantageHexes: 1, landmarks: { mountains: 4 } },
  navigation: {
    save: { die: 20, attribute: "cunning" },
    lost: {
      formula: "1d20",
      bands: [
        { min: 1, max: 9, result: "left" },
        { min: 10, max: 11, result: "straight" },
        { min: 12, max: 20, result: "right" },
      ],
    },
  },
  // The text's rows are Forest, Hills, Mountains, Grasslands, Swamp; every forest kind and hilly woods
  // read the Forest row.
  shelter: {
    die: 20,
    terrain: {
      grassland: { winter: 6, spring: 8, summer: 8, autumn: 6 },
      lightForest: forest,
      heavyForest: forest,
      denseForest: forest,
      hillyWoods: forest,
      hills: { winter: 8, spring: 12, summer: 14, autumn: 12 },
      mountains: { winter: 8, spring: 8, summer: 8, autumn: 8 },
      swamp: { winter: 8, spring: 10, summer: 10, autumn: 8 },
    },
  },
  nightWithoutShelter: { exert: "1d3" },
  encounters: { check: { kind: "chance", chance: 2, die: 6 }, perWatch: 1, window: null },
  encounterDistance: DEFAULT_ENCOUNTER_DISTANCE,
};

/** 001's wilderness table: the text names an overloaded 2d6 table without bands; encounters sit low. */
const overloadedWildernessTable: EncounterTable = {
  formula: "2d6",
  bands: [
    { min: 2, max: 3, result: { type: "encounter" } },
    { min: 4, max: 5, result: { type: "sign" } },
    { min: 6, max: 6, result: { type: "fatigue", slots: 1 } },
    { min: 7, max: 12, result: { type: "nothing" } },
  ],
};

/** Built-in defaults. Texts 002 and 003 have no hex-crawl rules, so they use 000's. */
export const wildernessRulesFor: Record<BuiltInPresetId, WildernessRules> = {
  "four-watches": fourWatches,
  "six-watches": {
    hexMiles: null,
    // The text gives no marching limit; two 4-hour watches of travel (8 hours) is the default.
    day: { watchSeconds: 14400, watches: ["travel", "travel", "rest", "rest", "camp", "camp"] },
    travel: {
      kind: "hoursPerHex",
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
      searchMultiplier: 2,
      roadDivisor: 2,
      inclementTimeMultiplier: 2,
      fatigue: { hoursPerSlot: 2, inclementHoursPerSlot: 1, restHoursPerSlot: 1 },
      landmarks: true,
    },
    visibility: { vantageHexes: 1, landmarks: { mountains: 4 } },
    navigation: null,
    shelter: null,
    nightWithoutShelter: null,
    encounters: {
      check: { kind: "table", table: overloadedWildernessTable },
      perWatch: 2,
      window: { formula: "1d12", seconds: 600 },
    },
    // 001 gives no wilderness distance either: the usual figure.
    encounterDistance: DEFAULT_ENCOUNTER_DISTANCE,
  },
  "turns-rounds-segments": fourWatches,
  "segment-combat": fourWatches,
};

/** The plain alternative to 001's overloaded wilderness table: 1-in-6 once a watch (R001-22). */
export const PLAIN_WILDERNESS_ENCOUNTERS = {
  check: { kind: "chance", chance: 1, die: 6 },
  perWatch: 1,
  window: null,
} as const;
