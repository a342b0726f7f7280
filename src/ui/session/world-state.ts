/**
 * The session's stored state: the time core's timekeeper (timers, lights, checks and the time log, with the
 * world time it was last brought up to, in whole seconds) and what the session keeps beside it: the exact
 * world time, the area in force, checks waiting for the game master, party fatigue, the names of light
 * owners, and the change of time an intent has asked for until it is processed. Versioned and migrated; a
 * reload reads it back exactly.
 *
 * Those fields are the party in play's (issue 22): `party` names it, and `others` holds every other party's
 * the same way (party-state.ts), each at its own time, so everything that reads the state reads the party in
 * play. Its time is its keeper's, at or behind the world's second. The running clock (`running`) is the world's,
 * kept here so that the write each processed change makes anyway moves its anchor too.
 */
import * as v from "valibot";
import {
  createTimekeeper,
  err,
  firstParty,
  PartySchema,
  migrateVersioned,
  ok,
  readTimekeeper,
  ReasonSchema,
  Salvage,
  storedTimekeeper,
  type CoreError,
  type Migration,
  type Preset,
  type Result,
  type Salvaged,
  type StoredTimekeeper,
  type Timekeeper,
  VEERS,
} from "../../core";
import { AreaSchema } from "../map/areas";
import { RunningClockSchema, stoppedAt } from "../../core/clock/running";
import {
  FRESH_FIELDS,
  PendingCheckSchema,
  readOthers,
  type PendingCheck,
  type PartySnapshot,
  type StoredSnapshot,
} from "./party-state";

export const WORLD_STATE_VERSION = 5;

const integer = v.pipe(v.number(), v.safeInteger());
const count = (min = 0) => v.pipe(integer, v.minValue(min));

export { PendingCheckSchema, type PendingCheck } from "./party-state";

/**
 * What a change of time does to the party beside the timers: fatigue slots gained (negative: recovered), and
 * the values it replaces (absent: unchanged).
 */
export const PartyChangeSchema = v.strictObject({
  fatigue: integer,
  /** Travel's part of a fatigue slot carried to the next hex. */
  fatigueProgress: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** The watch (by its start) in which the navigator last saved. */
  navigatedWatch: v.optional(v.nullable(integer)),
  /** Feet walked towards the next dungeon turn. */
  carryFeet: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Lost and veering which way, or found again. */
  lost: v.optional(v.nullable(v.picklist(VEERS))),
});
export type PartyChange = v.InferOutput<typeof PartyChangeSchema>;

/**
 * What the session changed outside the timekeeper because of a log entry, so undoing the entry puts it back
 * exactly: the fatigue slots it added (negative: recovered), and the values it replaced, as they were.
 */
export const SideEffectSchema = v.strictObject({ entry: count(0), ...PartyChangeSchema.entries });
export type SideEffect = v.InferOutput<typeof SideEffectSchema>;

/**
 * The change of time an intent asked the clock for, saved with what the intent decided before the clock is
 * asked to move, so that whoever processes the change completes it (another GM's client, the task after one
 * that failed): from and to in the keeper's whole seconds, and, forward, why (logged with it) and what it does
 * to the party; back, the log entry an undo goes on through. `world`: the world's change it waits for, when
 * that is not the party's (a party behind the world asks only for the part beyond it; issue 22).
 */
const world = v.optional(integer);
export const AskedSchema = v.union([
  v.strictObject({ from: integer, to: integer, reason: ReasonSchema, party: PartyChangeSchema, world }),
  v.strictObject({ from: integer, to: integer, undo: count(1), world }),
]);
export type Asked = v.InferOutput<typeof AskedSchema>;

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
  /** The change of time the last intent asked for, until it is processed (null: none waits). */
  asked: v.nullable(AskedSchema),
  /** The party in play (issue 22). */
  party: PartySchema,
  /** The other parties, each as it was when it left play (party-state.ts). */
  others: v.unknown(),
  /** Time that runs on its own (issue 22): the GM's switch and rate, what holds it, its anchor. */
  running: RunningClockSchema,
});

export type WorldState = Omit<v.InferOutput<typeof RestSchema>, "keeper" | "others"> & {
  readonly keeper: Timekeeper;
  readonly others: readonly PartySnapshot[];
};

/** The state as a host stores it: the keepers' logs lists (storedWorldState). */
export type StoredWorldState = Omit<WorldState, "keeper" | "others"> & {
  readonly keeper: StoredTimekeeper;
  readonly others: readonly StoredSnapshot[];
};

/** The state to store: what a host writes (its log a list, so it writes and reads back without recursion). */
export function storedWorldState(ws: WorldState): StoredWorldState {
  const others = ws.others.map((o) => ({ ...o, keeper: storedTimekeeper(o.keeper) }));
  return { ...ws, keeper: storedTimekeeper(ws.keeper), others };
}

/** The keeper's time, from stored data not yet validated (the migration's guess; validation checks it). */
function keeperTime(data: Readonly<Record<string, unknown>>): unknown {
  const keeper = data.keeper as { state?: { time?: unknown } } | null | undefined;
  return typeof keeper === "object" && keeper !== null ? keeper.state?.time : undefined;
}

const MIGRATIONS: readonly Migration[] = [
  // Version 2 remembers the exact world time; version 1 was only ever brought up to whole seconds.
  { from: 1, migrate: (data) => ({ ...data, worldTime: keeperTime(data) }) },
  // Version 3 keeps the change an intent asked for; before it, none was kept.
  { from: 2, migrate: (data) => ({ ...data, asked: null }) },
  // Version 4 keeps parties (issue 22): before it the world had one, which is the first party, everyone in it.
  { from: 3, migrate: (data) => ({ ...data, party: firstParty(), others: [] }) },
  // Version 5 keeps the running clock (issue 22), off until then (its former setting is taken in by the host).
  { from: 4, migrate: (data) => ({ ...data, running: stoppedAt(Number(data.worldTime)) }) },
];

/**
 * The highest id among checks waiting, which `nextPending` must pass.
 */
const highestPending = (pending: readonly PendingCheck[]) => Math.max(0, ...pending.map((p) => p.id));

/** What the session keeps beside the keeper, each field on its own: one that does not read gives its default. */
function readRest(s: Salvage, data: Readonly<Record<string, unknown>>, time: number) {
  const field = <K extends keyof typeof RestSchema.entries>(
    key: K,
    fallback: v.InferOutput<typeof RestSchema>[K],
  ) => s.field(RestSchema.entries[key], data[key], key, fallback);
  const pending = s.items(PendingCheckSchema, data.pending, "pending", (p) => p.id);
  const exact = field("worldTime", time);
  return {
    version: WORLD_STATE_VERSION,
    // The keeper's second rules: an exact time before it (data edited by hand) gives way to the second itself.
    // It may be further on: the party in play may stand behind the world (issue 22).
    worldTime: Math.floor(exact) >= time ? exact : time,
    // An unknown preset sets the checks and boundaries up again for the one in force.
    presetId: field("presetId", ""),
    area: field("area", null),
    pending,
    nextPending: s.counter(count(1), data.nextPending, "nextPending", highestPending(pending)),
    fatigue: field("fatigue", 0),
    fatigueProgress: field("fatigueProgress", 0),
    effects: s.items(SideEffectSchema, data.effects, "effects"),
    owners: s.entries(v.string(), data.owners, "owners"),
    navigatedWatch: field("navigatedWatch", null),
    pace: field("pace", null),
    carryFeet: field("carryFeet", 0),
    lost: field("lost", null),
    asked: field("asked", null),
    party: field("party", firstParty()),
    running: field("running", stoppedAt(time)),
  } as const satisfies Omit<WorldState, "keeper" | "others">;
}

/**
 * Reads stored state part by part (issue 20): migrated, each part validated on its own, what does not read
 * set aside with where and why, and the rest kept, timers back in their canonical order. Refused whole only
 * when it is not this Turnkeeper's to read (a newer version) or it has no clock to read.
 */
export function readWorldState(input: unknown): Result<Salvaged<WorldState>, CoreError> {
  const migrated = migrateVersioned(input, WORLD_STATE_VERSION, MIGRATIONS);
  if (!migrated.ok) return migrated;
  const data = migrated.value;
  const exact = v.safeParse(RestSchema.entries.worldTime, data.worldTime);
  // The keeper's clock that does not read gives way to the exact time's second, when that reads.
  const keeper = readTimekeeper(data.keeper, "keeper", exact.success ? Math.floor(exact.output) : undefined);
  if (!keeper.ok) return keeper;
  const s = new Salvage();
  s.setAside.push(...keeper.value.setAside);
  const rest = readRest(s, data, keeper.value.value.state.time);
  const others = readOthers(s, data.others, rest.party.id);
  s.unknownKeys(data, RestSchema);
  return ok({ value: { ...rest, keeper: keeper.value.value, others }, setAside: s.setAside });
}

/** Reads stored state whole: any part that does not read refuses it, naming the first. */
export function loadWorldState(input: unknown): Result<WorldState, CoreError> {
  const read = readWorldState(input);
  if (!read.ok) return read;
  const [first] = read.value.setAside;
  return first ? err(first.error) : ok(read.value.value);
}

/** A fresh state at world time `time` (the keeper at its whole second), for a preset. */
export function createWorldState(time: number, preset: Preset, logLimit?: number): WorldState {
  return {
    version: WORLD_STATE_VERSION,
    keeper: createTimekeeper(Math.floor(time), preset.time, logLimit),
    worldTime: time,
    // The first party's fields as any new party's, for this preset.
    ...FRESH_FIELDS,
    presetId: preset.id,
    nextPending: 1,
    effects: [],
    owners: {},
    asked: null,
    party: firstParty(),
    others: [],
    running: stoppedAt(time),
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
