/**
 * What a game master asks of the timekeeping session, as plain data (so it can travel to the active GM's
 * client as a request). Hosts turn clicks, macros and API calls into these, and every one passes the gate
 * (gate.ts) first: each number a safe integer within its bound and each string within its length, the bounds
 * stated once in src/core/schema/limits.ts.
 */
import * as v from "valibot";
import {
  boundedInteger,
  boundedNumber,
  IdSchema,
  LIMITS,
  MERGE_GAPS,
  MembersSchema,
  NameSchema,
  NoteSchema,
  PACES_BY_MOVEMENT,
  SEASONS,
  VEERS,
} from "../../core";
import { AreaSchema } from "../map/areas";
import { RunningChangeSchema } from "../clock/running-actions";

const note = v.optional(NoteSchema);
const flag = v.optional(v.boolean());
const text = v.optional(NameSchema);
const score = boundedInteger(-LIMITS.score, LIMITS.score);
const modifier = v.optional(score);
/** Members of the party by name (who seeks shelter, who is encumbered). */
export const MemberNamesSchema = v.pipe(v.array(NameSchema), v.maxLength(LIMITS.list));
const members = v.optional(MemberNamesSchema);
/** Ids the session gave (a due check's, a log entry's): any safe integer from 1. */
const serial = v.optional(boundedInteger(1, Number.MAX_SAFE_INTEGER));
const speed = boundedInteger(0, LIMITS.speed);
/** A party's id, as the session gave it, and the GM's name for one. */
const partyId = v.pipe(IdSchema, v.maxLength(LIMITS.name));
const partyName = v.pipe(NameSchema, v.minLength(1));

/** A member of the party as the rules read it (002): a race or speeds of its own, and its load. */
export const PartyMemberSchema = v.strictObject({
  id: NameSchema,
  race: v.optional(NameSchema),
  speeds: v.optional(v.strictObject({ base: speed, encumbered: speed })),
  load: boundedNumber(0, LIMITS.load),
});
const hexOffset = boundedInteger(-LIMITS.hexOffset, LIMITS.hexOffset);
const OFFSET = v.strictObject({ col: hexOffset, row: hexOffset });
/** Every pace any preset offers (the session refuses one the preset in force does not). */
const PACES = [...new Set(Object.values(PACES_BY_MOVEMENT).flat())];

/** How the party travels (R000-09): on foot, mounted, or pushing the mounts. */
export const TRAVEL_METHODS = ["foot", "mounted", "pushed"] as const;

export const IntentSchema = v.variant("type", [
  /** Advance by a typed duration ("1 turn", "2d6 rounds", "1 watch 2 turns") or a number of seconds. */
  v.strictObject({
    type: v.literal("advance"),
    by: v.union([NameSchema, boundedInteger(0, LIMITS.advanceSeconds)]),
    note,
  }),
  /** Advance by whole units of the preset: +1 segment, round, turn, watch. */
  v.strictObject({
    type: v.literal("advanceUnit"),
    unit: NameSchema,
    count: v.optional(boundedInteger(1, LIMITS.count)),
    note,
  }),
  /** One of the preset's actions: search, pick a lock, rest... (durations from the preset). */
  v.strictObject({
    type: v.literal("action"),
    action: NameSchema,
    attempts: v.optional(boundedInteger(1, LIMITS.attempts)),
    squareFeet: v.optional(boundedInteger(1, LIMITS.squareFeet)),
    note,
  }),
  v.strictObject({ type: v.literal("rest"), note }),
  /** Make camp: seek shelter (R000-23), then rest until the next day begins. */
  v.strictObject({
    type: v.literal("camp"),
    season: v.optional(v.picklist(SEASONS)),
    terrain: text,
    tents: flag,
    members,
  }),
  /** Cross one hex (or explore it): time by the preset, a navigation save once a watch. */
  v.strictObject({
    type: v.literal("travelHex"),
    terrain: text,
    road: flag,
    method: v.optional(v.picklist(TRAVEL_METHODS)),
    /** The party's encumbered members by name: the party keeps half its pace, and each Exerts (R000-14). */
    encumbered: members,
    inclement: flag,
    /** The party force-marches today: a hex begun in the day's spare watch is a third watch of travel (R000-11). */
    forceMarch: flag,
    search: flag,
    navigator: v.optional(
      v.strictObject({
        score,
        advantage: flag,
        disadvantage: flag,
        /** Who navigates, for the card; `assumed` when the host chose them, not the GM (the sandbox map's). */
        name: text,
        assumed: flag,
      }),
    ),
    /** The party has a map or a landmark in sight: no navigation save (R000-18). */
    guided: flag,
    /** On a map: the hex the party leaves and the neighbour it means to enter, where a veer is applied. */
    map: v.optional(
      v.strictObject({
        orientation: v.picklist(["flat", "pointy"]),
        parity: v.picklist(["odd", "even"]),
        from: OFFSET,
        to: OFFSET,
      }),
    ),
  }),
  /** The party's dungeon pace, the GM's choice among those the preset offers. */
  v.strictObject({ type: v.literal("setPace"), pace: v.picklist(PACES) }),
  /** The party finished a move on a dungeon map: its distance accrues towards the next turn. */
  v.strictObject({
    type: v.literal("moveParty"),
    feet: boundedNumber(0, LIMITS.moveFeet),
    /** The map's squares, when it has a square grid (002 counts them, R002-08). */
    squareFeet: v.optional(boundedNumber(0, LIMITS.gridFeet)),
    /** Who moved, where speeds come from the characters (002). */
    party: v.optional(v.pipe(v.array(PartyMemberSchema), v.maxLength(LIMITS.list))),
    note,
  }),
  /** The GM tells the party it is lost, or it finds its way again (null). */
  v.strictObject({ type: v.literal("setLost"), lost: v.nullable(v.picklist(VEERS)) }),
  /** An encounter check now; `loud` for one a loud action calls for (R001-08). */
  v.strictObject({ type: v.literal("checkEncounter"), loud: flag }),
  v.strictObject({ type: v.literal("rollDue"), id: serial }),
  v.strictObject({ type: v.literal("dismissDue"), id: serial }),
  /** Light a source the preset knows for an owner (an actor or token id). */
  v.strictObject({
    type: v.literal("light"),
    owner: NameSchema,
    ownerName: text,
    source: NameSchema,
  }),
  v.strictObject({ type: v.literal("extinguish"), timer: NameSchema }),
  v.strictObject({ type: v.literal("refuel"), timer: NameSchema }),
  v.strictObject({
    type: v.literal("reaction"),
    modifier,
    name: text,
  }),
  v.strictObject({
    type: v.literal("morale"),
    score,
    modifier,
    name: text,
  }),
  v.strictObject({
    type: v.literal("navigation"),
    score,
    advantage: flag,
    disadvantage: flag,
  }),
  v.strictObject({
    type: v.literal("shelter"),
    terrain: text,
    season: v.picklist(SEASONS),
    members,
  }),
  v.strictObject({
    type: v.literal("pushedMount"),
    mount: NameSchema,
    hd: v.optional(boundedNumber(0, LIMITS.hitDice)),
    pushedDays: v.optional(boundedInteger(0, LIMITS.days)),
  }),
  v.strictObject({ type: v.literal("setArea"), area: v.nullable(AreaSchema) }),
  /** Undo back to and including an entry of the time log (the last one by default). */
  v.strictObject({ type: v.literal("undo"), entry: serial }),
  /** Parties (issue 22), the GM's alone: the party in play becomes another, at its own time. */
  v.strictObject({ type: v.literal("switchParty"), id: partyId }),
  /** Members of the party in play (actor or token ids) go on as a new party, with their lights. */
  v.strictObject({
    type: v.literal("splitParty"),
    name: partyName,
    members: v.pipe(MembersSchema, v.minLength(1)),
  }),
  v.strictObject({ type: v.literal("renameParty"), id: partyId, name: partyName }),
  /** Two parties join at the later of their times, the earlier spending its gap as the GM chose. */
  v.strictObject({
    type: v.literal("mergeParties"),
    from: partyId,
    into: partyId,
    gap: v.picklist(MERGE_GAPS),
  }),
  /** The running clock (issue 22): the GM's switch and rate, and what holds it (the active GM's host says). */
  v.strictObject({ type: v.literal("running"), change: RunningChangeSchema }),
]);

/** Every intent type, in the schema's order. */
export const INTENT_TYPES: readonly string[] = IntentSchema.options.map((o) => o.entries.type.literal);

export type Intent = v.InferOutput<typeof IntentSchema>;
export type IntentType = Intent["type"];
export type IntentInput = v.InferInput<typeof IntentSchema>;
