/**
 * One hex of travel at a time, for a table that moves the party hex by hex rather than planning a whole day:
 * how long the hex takes (crossing it, and exploring or searching it), the navigator's save when one is due
 * this watch, and what the time costs: fatigue (001), or an encumbered member's Exertion each watch (000). The
 * travel day (day.ts) is built from the same pieces: each hex's time from `hexStretches`, the fatigue from
 * `accrueFatigue`, the save from `navigate`.
 */
import type { DicePort } from "../dice/port";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { accrueFatigue, crossingSeconds, searchSeconds } from "./crossing";
import { canForceMarch, inForceMarchWatch, pushesMounts } from "./march";
import { navigate, type Navigation } from "./navigation";
import { encumberedPace, hexCost, watchMovement } from "./pace";
import type { WildernessRules } from "./rules";
import type { Exertion } from "./shelter";
import { watchStartOf } from "./watch";

/** Seconds to cross into a hex, and to explore or search it once there. */
export interface Stretches {
  readonly cross: number;
  readonly search: number;
}

/**
 * A hex's stretches. 000: a watch over the hexes a watch the party makes into it (its pace over the hex's cost,
 * poor terrain double and a road half, rounded down as `watchMovement` reads it), and a watch to explore it
 * (R000-08, R000-12, R000-13). 001: the terrain's hours, halved on a road and doubled in bad weather, and twice
 * the off-road crossing to search it (R001-18, R001-19, R001-21).
 */
export function hexStretches(
  rules: WildernessRules,
  hex: { readonly terrain: string; readonly road: boolean },
  conditions: {
    /** The hexes a watch the party keeps (000; unread under 001). */
    readonly hexesPerWatch: number;
    readonly inclement: boolean;
  },
): Result<Stretches, CoreError> {
  const { travel, day } = rules;
  if (travel.kind === "hexesPerWatch") {
    const cost = hexCost(travel, hex.terrain, hex.road);
    if (!cost.ok) return cost;
    return ok({
      cross: day.watchSeconds / watchMovement(conditions.hexesPerWatch, cost.value),
      search: travel.exploreWatches * day.watchSeconds,
    });
  }
  const { inclement } = conditions;
  const cross = crossingSeconds(travel, hex.terrain, { road: hex.road, inclement });
  if (!cross.ok) return cross;
  const search = searchSeconds(travel, hex.terrain, inclement);
  return search.ok ? ok({ cross: cross.value, search: search.value }) : err(search.error);
}

export interface HexStepInput {
  readonly terrain: string;
  readonly road?: boolean;
  /** Explore (000) or search (001) the hex once there. */
  readonly search?: boolean;
  /** 000's method of travel (R000-09); on foot unless said. */
  readonly method?: "foot" | "mounted" | "pushed";
  /** The party's encumbered members (000): the party keeps half its pace, and each Exerts (R000-14). */
  readonly encumbered?: readonly string[];
  /** The party already travelled earlier in the watch the step begins in: its Exertion is paid (R000-14). */
  readonly travelledThisWatch?: boolean;
  /** Heavy rain, snow or high winds (001, R001-21). */
  readonly inclement?: boolean;
  /** The party force-marches today: a hex begun in the day's spare watch is its third watch of travel (R000-11). */
  readonly forceMarch?: boolean;
  /** The fraction of a fatigue slot earlier travel has used (001). */
  readonly fatigueOwed?: number;
  /** When the step starts (world seconds) and when days start, to tell which watch it falls in. */
  readonly at: number;
  readonly dayStart: number;
  /** The watch (by its start) in which the navigator last saved, or null. */
  readonly navigatedWatch: number | null;
  /** Who navigates: the save's score, with advantage or disadvantage (R000-19). */
  readonly navigator?: {
    readonly score: number;
    readonly advantage?: boolean;
    readonly disadvantage?: boolean;
  };
  /** A map or a landmark in sight: no save (R000-18). */
  readonly guided?: boolean;
}

export interface HexStep {
  /** Whole seconds the hex takes: crossing it, and exploring or searching it if asked. */
  readonly seconds: number;
  /** Whole seconds of those spent crossing into the hex, before any exploring or searching. */
  readonly crossing: number;
  /** Whole fatigue slots the time costs (001), and the fraction of a slot carried on. */
  readonly fatigue: number;
  readonly fatigueOwed: number;
  /** The navigator's save, when one was due and rolled; null otherwise. */
  readonly navigation: Navigation | null;
  /** The watch in which the navigator last saved, after this step. */
  readonly navigatedWatch: number | null;
  /** Travelled in the day's spare watch on a force march (R000-11). */
  readonly forceMarch: boolean;
  /** The mounts are pushed (000): by the method, or by a mounted force march; they roll at the day's end (R000-10). */
  readonly pushing: boolean;
  /** Each encumbered member's Exertion for each watch of the step not yet paid for (R000-14). */
  readonly exertions: readonly TravelExertion[];
  /** The ends of watches (world seconds) that came while the party was still short of the hex: no progress. */
  readonly watchesEndedShort: readonly number[];
}

/** An encumbered member's Exertion for a watch spent travelling, the watch by its start (R000-14). */
export interface TravelExertion extends Exertion {
  readonly attribute: string;
  readonly watch: number;
}

/** The starts of the watches a stretch of time from `at` touches. */
function watchesTouched(at: number, seconds: number, dayStart: number, watchSeconds: number): number[] {
  const starts: number[] = [];
  if (seconds <= 0) return starts;
  const last = watchStartOf(at + seconds - 1, dayStart, watchSeconds);
  for (let watch = watchStartOf(at, dayStart, watchSeconds); watch <= last; watch += watchSeconds) {
    starts.push(watch);
  }
  return starts;
}

/**
 * Each encumbered member Exerts for each watch the step spends travelling (R000-14), but for the watch it begins
 * in when the party already travelled in it (the Exertion was rolled then).
 */
function exert(
  rules: WildernessRules,
  input: HexStepInput,
  seconds: number,
  dice: DicePort,
): TravelExertion[] {
  const { travel, day } = rules;
  const members = input.encumbered ?? [];
  if (travel.kind !== "hexesPerWatch" || members.length === 0) return [];
  const { exert: formula, attribute } = travel.encumbrance;
  const watches = watchesTouched(input.at, seconds, input.dayStart, day.watchSeconds);
  return watches
    .slice(input.travelledThisWatch ? 1 : 0)
    .flatMap((watch) =>
      members.map((member) => ({ member, attribute, amount: dice.roll(formula).total, watch })),
    );
}

/** The watches that end after `at` and before the party gets into the hex `cross` seconds later. */
const watchEndsBefore = (at: number, cross: number, dayStart: number, watchSeconds: number): number[] =>
  watchesTouched(at, cross, dayStart, watchSeconds).slice(1);

/**
 * One hex of travel. The navigator saves once a watch (R000-18): only in a watch with no save yet, and not
 * when the party is guided or the rules have no getting lost. A bad terrain rolls nothing.
 */
export function travelHexStep(
  rules: WildernessRules,
  input: HexStepInput,
  dice: DicePort,
): Result<HexStep, CoreError> {
  const { travel, day } = rules;
  if (input.forceMarch && !canForceMarch(day)) {
    return err(coreError("wilderness.noSpareWatch", { path: "forceMarch" }, "forceMarch"));
  }
  const inclement = input.inclement ?? false;
  const method = input.method ?? "foot";
  const encumbered = (input.encumbered ?? []).length > 0;
  const hexesPerWatch =
    travel.kind === "hexesPerWatch" ? encumberedPace(travel, travel.methods[method], encumbered) : 0;
  const stretches = hexStretches(
    rules,
    { terrain: input.terrain, road: input.road ?? false },
    { hexesPerWatch, inclement },
  );
  if (!stretches.ok) return stretches;
  const { cross, search } = stretches.value;
  const crossing = Math.round(cross);
  const seconds = crossing + (input.search ? Math.round(search) : 0);
  const owed = input.fatigueOwed ?? 0;
  const fatigue =
    travel.kind === "hoursPerHex" ? accrueFatigue(travel, owed, seconds, inclement) : { slots: 0, owed };
  const watch = watchStartOf(input.at, input.dayStart, day.watchSeconds);
  // The hex is part of the force march when it is begun in the day's spare watch.
  const forceMarch = (input.forceMarch ?? false) && inForceMarchWatch(day, input.at, input.dayStart);
  const guide = input.navigator;
  const due = guide && !input.guided && rules.navigation !== null && input.navigatedWatch !== watch;
  const navigation = due
    ? navigate(
        rules,
        {
          score: guide.score,
          map: false,
          landmarkInSight: false,
          advantage: guide.advantage ?? false,
          disadvantage: guide.disadvantage ?? false,
        },
        dice,
      )
    : null;
  return ok({
    seconds,
    crossing,
    fatigue: fatigue.slots,
    fatigueOwed: fatigue.owed,
    navigation,
    navigatedWatch: due ? watch : input.navigatedWatch,
    forceMarch,
    pushing:
      travel.kind === "hexesPerWatch" &&
      pushesMounts(travel, { pushMounts: method === "pushed", forceMarch, mounted: method !== "foot" }),
    // Rolled after the navigator's save: the order the party meets them in.
    exertions: exert(rules, input, seconds, dice),
    watchesEndedShort: watchEndsBefore(input.at, crossing, input.dayStart, day.watchSeconds),
  });
}
