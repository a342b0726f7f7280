/**
 * What a preset sets about hex-crawl travel: the shape of a day, how far or how long a hex takes,
 * navigation, shelter and encounter checks. Terrain ids are shared by the built-ins, so a route drawn
 * for one preset reads under another. All GM-editable. The blocks several built-in presets share live
 * here; each preset's own figures are in its file under src/core/presets.
 */
import * as v from "valibot";
import { formulaRange, parseFormula } from "../dice/formula";
import { FormulaSchema, IdSchema, positiveNumber, wholeNumber } from "../schema/fields";
import { bandTableSchema } from "../tables/band";
import { ChanceSchema } from "../tables/chance";
import { EncounterCheckSchema } from "../tables/encounter";

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

/**
 * 000's hex crawl, which 002 and 003 (silent on travel) share. Each figure names the line of text 000 it
 * comes from.
 */
export const WATCHES_AND_HEXES: WildernessRules = {
  hexMiles: 6, // R000-06
  // Four 6-hour watches: two marching, one spare (a force march's third), one for camp (R000-07, R000-08).
  day: { watchSeconds: 21600, watches: ["travel", "travel", "rest", "camp"] },
  travel: {
    kind: "hexesPerWatch",
    methods: { foot: 1, mounted: 2, pushed: 3 }, // R000-09
    // Swamp, mountains and dense forest are poor terrain (R000-12).
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
    poorDivisor: 2, // R000-12
    roadMultiplier: 2, // R000-13
    encumbrance: { divisor: 2, exert: "1d3", attribute: "brawn" }, // R000-14
    pushedMount: { chance: 2, die: 6, perConsecutiveDay: 1 }, // R000-10
    forceMarchIsPushing: true, // R000-11
    // R000-15 (twice the HD on a mount, triple the hitched HD on a cart or wagon) and R000-16.
    carrying: {
      mountPerHD: 2,
      hitchedPerHD: 3,
      hitchedSpeedDivisor: 2,
      cart: { min: 1, max: 2 },
      wagon: { min: 2, max: 12 },
    },
    exploreWatches: 1, // R000-08
  },
  visibility: { vantageHexes: 1, landmarks: { mountains: 4 } }, // R000-17
  navigation: {
    save: { die: 20, attribute: "cunning" }, // R000-18
    // R000-21
    lost: {
      formula: "1d20",
      bands: [
        { min: 1, max: 9, result: "left" },
        { min: 10, max: 11, result: "straight" },
        { min: 12, max: 20, result: "right" },
      ],
    },
  },
  // R000-23: the text's rows are Forest, Hills, Mountains, Grasslands, Swamp; every forest kind and hilly
  // woods read the Forest row.
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
  nightWithoutShelter: { exert: "1d3" }, // R000-24
  encounters: { check: { kind: "chance", chance: 2, die: 6 }, perWatch: 1, window: null }, // R000-25
  encounterDistance: DEFAULT_ENCOUNTER_DISTANCE, // R000-25 names "the normal rules" without giving them
};

/** The plain alternative to 001's overloaded wilderness table: 1-in-6 once a watch (R001-22). */
export const PLAIN_WILDERNESS_ENCOUNTERS = {
  check: { kind: "chance", chance: 1, die: 6 },
  perWatch: 1,
  window: null,
} as const;
