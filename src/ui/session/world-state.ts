/**
 * The session's stored state: the time core's timekeeper (timers, lights, checks and the time log, with the
 * world time it was last brought up to, in whole seconds) and what the session keeps beside it: the exact
 * world time, the area in force, checks waiting for the game master, party fatigue, and the names of light
 * owners. Versioned and migrated; a reload reads it back exactly.
 */
import * as v from "valibot";
import {
  createTimekeeper,
  loadTimekeeper,
  migrateVersioned,
  ok,
  parseWith,
  type CoreError,
  type Migration,
  type Preset,
  type Result,
  type Timekeeper,
  VEERS,
} from "../../core";
import { AreaSchema } from "../map/areas";

export const WORLD_STATE_VERSION = 2;

const integer = v.pipe(v.number(), v.safeInteger());
const count = (min = 0) => v.pipe(integer, v.minValue(min));

/** A check that fell due while checks wait for the game master (the "prompt" option). */
export const PendingCheckSchema = v.strictObject({
  id: count(1),
  check: v.string(),
  label: v.string(),
  /** When it fell due (world seconds). */
  at: integer,
  /** The log entry whose advance made it due; undoing that entry drops it. */
  entry: count(0),
  area: v.optional(v.string()),
});
export type PendingCheck = v.InferOutput<typeof PendingCheckSchema>;

/**
 * What the session changed outside the timekeeper because of a log entry, so undoing the entry puts it back
 * exactly: the fatigue slots it added (negative: recovered), and the values it replaced (absent: unchanged).
 */
export const SideEffectSchema = v.strictObject({
  entry: count(0),
  fatigue: integer,
  fatigueProgress: v.optional(v.pipe(v.number(), v.minValue(0))),
  navigatedWatch: v.optional(v.nullable(integer)),
  /** Feet the party had walked towards the next dungeon turn. */
  carryFeet: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Whether the party was lost, and which way it veered. */
  lost: v.optional(v.nullable(v.picklist(VEERS))),
});
export type SideEffect = v.InferOutput<typeof SideEffectSchema>;

const RestSchema = v.strictObject({
  version: v.literal(WORLD_STATE_VERSION),
  keeper: v.unknown(),
  /**
   * The exact world time the state was brought up to: a calendar module may move the clock by fractions of a
   * second, and the rules see the whole seconds of it (the keeper's time is its floor).
   */
  worldTime: v.pipe(v.number(), v.finite()),
  /** The preset the checks and boundaries were set up for. */
  presetId: v.string(),
  area: v.nullable(AreaSchema),
  pending: v.array(PendingCheckSchema),
  nextPending: count(1),
  /** Party fatigue slots (001), and the fraction of a slot travel has used towards the next. */
  fatigue: count(0),
  fatigueProgress: v.pipe(v.number(), v.minValue(0)),
  effects: v.array(SideEffectSchema),
  /** Display names of light owners (actor or token ids), as they were when lit. */
  owners: v.record(v.string(), v.string()),
  /** The watch (by its start time) in which the navigator last saved, so it is once a watch (R000-18). */
  navigatedWatch: v.nullable(integer),
  /** The party's dungeon pace, the GM's choice (null: the preset's usual one). */
  pace: v.optional(v.nullable(v.string()), null),
  /** Feet the party has walked towards the next dungeon turn, carried from move to move (never rounded away). */
  carryFeet: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  /** Lost, and veering which way: the GM knows; the party finds out when a save succeeds or it is told. */
  lost: v.optional(v.nullable(v.picklist(VEERS)), null),
});

export type WorldState = Omit<v.InferOutput<typeof RestSchema>, "keeper"> & { readonly keeper: Timekeeper };

/** The keeper's time, from stored data not yet validated (the migration's guess; validation checks it). */
function keeperTime(data: Readonly<Record<string, unknown>>): unknown {
  const keeper = data.keeper as { state?: { time?: unknown } } | null | undefined;
  return typeof keeper === "object" && keeper !== null ? keeper.state?.time : undefined;
}

const MIGRATIONS: readonly Migration[] = [
  // Version 2 remembers the exact world time; version 1 was only ever brought up to whole seconds.
  { from: 1, migrate: (data) => ({ ...data, worldTime: keeperTime(data) }) },
];

/** Reads stored state: migrated, validated, timers back in their canonical order. */
export function loadWorldState(input: unknown): Result<WorldState, CoreError> {
  const migrated = migrateVersioned(input, WORLD_STATE_VERSION, MIGRATIONS);
  if (!migrated.ok) return migrated;
  const rest = parseWith(RestSchema, migrated.value);
  if (!rest.ok) return rest;
  const keeper = loadTimekeeper(rest.value.keeper);
  if (!keeper.ok) {
    const path = keeper.error.path === undefined ? "keeper" : `keeper.${keeper.error.path}`;
    return { ok: false, error: { ...keeper.error, path, params: { ...keeper.error.params, path } } };
  }
  // The keeper's second rules: an exact time outside it (data edited by hand) gives way to the second itself.
  const time = keeper.value.state.time;
  const worldTime = Math.floor(rest.value.worldTime) === time ? rest.value.worldTime : time;
  return ok({ ...rest.value, keeper: keeper.value, worldTime });
}

/** A fresh state at world time `time` (the keeper at its whole second), for a preset. */
export function createWorldState(time: number, preset: Preset, logLimit?: number): WorldState {
  return {
    version: WORLD_STATE_VERSION,
    keeper: createTimekeeper(Math.floor(time), preset.time, logLimit),
    worldTime: time,
    presetId: preset.id,
    area: null,
    pending: [],
    nextPending: 1,
    fatigue: 0,
    fatigueProgress: 0,
    effects: [],
    owners: {},
    navigatedWatch: null,
    pace: null,
    carryFeet: 0,
    lost: null,
  };
}

/**
 * The state without side effects remembered for entries that have left the undo window (they can never be
 * undone), so what is stored does not grow with the campaign.
 */
export function withoutStaleEffects(ws: WorldState): WorldState {
  let oldest = Number.POSITIVE_INFINITY;
  for (let node = ws.keeper.log; node; node = node.previous) oldest = node.entry.id;
  const kept = ws.effects.filter((e) => e.entry >= oldest);
  return kept.length === ws.effects.length ? ws : { ...ws, effects: kept };
}
