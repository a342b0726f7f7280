/**
 * The parties not in play, as the stored state keeps them (issue 22): each one's party, how far behind the
 * world's second it stands, its own keeper (timers, lights, checks; its log left behind when it left play,
 * the record has its entries) and the fields the party in play keeps beside its keeper. Read one by one: a
 * snapshot whose party or keeper does not read is set aside whole, any other field of it that does not gives
 * its default, and the rest of the state loads.
 */
import * as v from "valibot";
import type { Salvage } from "../../core";
import {
  isStoredObject,
  LIMITS,
  parseWith,
  PartySchema,
  readTimekeeper,
  VEERS,
  type CoreError,
  type Party,
  type StoredTimekeeper,
  type Timekeeper,
} from "../../core";
import { AreaSchema } from "../map/areas";

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

/** What a party keeps beside its keeper, in play or not: the world state's fields of the same names. */
export const PartyFieldsSchema = v.strictObject({
  area: v.nullable(AreaSchema),
  pending: v.array(PendingCheckSchema),
  fatigue: count(0),
  fatigueProgress: v.pipe(v.number(), v.minValue(0)),
  navigatedWatch: v.nullable(integer),
  pace: v.nullable(v.string()),
  carryFeet: v.pipe(v.number(), v.minValue(0)),
  lost: v.nullable(v.picklist(VEERS)),
  /**
   * The preset its checks and lights were set up for: a party out of play when the GM switches presets has
   * them converted when it comes back into play (reconcile).
   */
  presetId: v.optional(v.string(), ""),
});
export type PartyFields = v.InferOutput<typeof PartyFieldsSchema>;
export const PARTY_FIELDS = Object.keys(PartyFieldsSchema.entries) as (keyof PartyFields)[];

/** The fields of a party that has just formed: nowhere yet, nothing due, rested, found. */
export const FRESH_FIELDS: PartyFields = {
  area: null,
  pending: [],
  fatigue: 0,
  fatigueProgress: 0,
  navigatedWatch: null,
  pace: null,
  carryFeet: 0,
  lost: null,
  presetId: "",
};

const SnapshotSchema = v.strictObject({
  party: PartySchema,
  /** Whole seconds behind the world's second: an outside change of the clock moves every party alike. */
  behind: count(0),
  keeper: v.unknown(),
  ...PartyFieldsSchema.entries,
});

/** A party not in play, its keeper in memory. */
export type PartySnapshot = PartyFields & {
  readonly party: Party;
  readonly behind: number;
  readonly keeper: Timekeeper;
};
/** A party not in play as a host stores it. */
export type StoredSnapshot = Omit<PartySnapshot, "keeper"> & { readonly keeper: StoredTimekeeper };

/** One stored snapshot, or null when it is set aside whole (its party or keeper does not read, its id taken). */
function readSnapshot(s: Salvage, data: unknown, at: string, taken: Set<string>): PartySnapshot | null {
  if (!isStoredObject(data)) {
    s.add(at, data, "schema.type", { expected: "Object", received: typeof data });
    return null;
  }
  // Without its party or its keeper it is no party: set aside whole, kept as it was, with why.
  const whole = (error: CoreError) => {
    s.addError(at, data, error);
    return null;
  };
  const party = parseWith(PartySchema, data.party, s.at(`${at}.party`));
  if (!party.ok) return whole(party.error);
  const keeper = readTimekeeper(data.keeper, s.at(`${at}.keeper`));
  if (!keeper.ok) return whole(keeper.error);
  if (taken.has(party.value.id)) {
    s.add(at, data, "schema.duplicate", { received: JSON.stringify(party.value.id) });
    return null;
  }
  taken.add(party.value.id);
  s.setAside.push(...keeper.value.setAside);
  const entries = SnapshotSchema.entries;
  const field = <K extends keyof PartyFields | "behind">(
    key: K,
    fallback: v.InferOutput<(typeof entries)[K]>,
  ) => s.field(entries[key], data[key], `${at}.${key}`, fallback);
  const fields = Object.fromEntries(
    PARTY_FIELDS.map((key) =>
      key === "pending"
        ? [key, s.items(PendingCheckSchema, data.pending, `${at}.pending`, (p) => p.id)]
        : [key, field(key, FRESH_FIELDS[key])],
    ),
  ) as PartyFields;
  s.unknownKeys(data, SnapshotSchema, at);
  return { party: party.value, behind: field("behind", 0), keeper: keeper.value.value, ...fields };
}

/**
 * The stored parties not in play, those that read; the others set aside, as are any beyond the bound on
 * parties and any whose id another party has (`inPlay`, the party in play's).
 */
export function readOthers(s: Salvage, data: unknown, inPlay: string): PartySnapshot[] {
  if (data === undefined) return [];
  if (!Array.isArray(data)) {
    s.add("others", data, "schema.type", { expected: "Array", received: typeof data });
    return [];
  }
  const taken = new Set([inPlay]);
  const kept: PartySnapshot[] = [];
  data.forEach((item: unknown, i) => {
    const at = `others[${i}]`;
    if (kept.length >= LIMITS.parties - 1) return s.add(at, item, "limit.parties", { limit: LIMITS.parties });
    const read = readSnapshot(s, item, at, taken);
    if (read) kept.push(read);
  });
  return kept;
}
