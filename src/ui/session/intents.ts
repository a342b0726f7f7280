/**
 * What a game master asks of the timekeeping session, as plain data (so it can travel to the active GM's
 * client as a request). Hosts turn clicks, macros and API calls into these.
 */
import * as v from "valibot";
import { PACES_BY_MOVEMENT, SEASONS, VEERS } from "../../core";
import { AreaSchema } from "../map/areas";

const integer = v.pipe(v.number(), v.safeInteger());
const positive = v.pipe(integer, v.minValue(1));
const note = v.optional(v.pipe(v.string(), v.maxLength(200)));
const flag = v.optional(v.boolean());
const text = v.optional(v.string());
const modifier = v.optional(integer);
const members = v.optional(v.array(v.string()));
const dueId = v.optional(positive);
const count = v.pipe(integer, v.minValue(0));

/** A member of the party as the rules read it (002): a race or speeds of its own, and its load. */
export const PartyMemberSchema = v.strictObject({
  id: v.string(),
  race: v.optional(v.string()),
  speeds: v.optional(v.strictObject({ base: count, encumbered: count })),
  load: v.pipe(v.number(), v.minValue(0)),
});
const OFFSET = v.strictObject({ col: integer, row: integer });
/** Every pace any preset offers (the session refuses one the preset in force does not). */
const PACES = [...new Set(Object.values(PACES_BY_MOVEMENT).flat())];

/** How the party travels (R000-09): on foot, mounted, or pushing the mounts. */
export const TRAVEL_METHODS = ["foot", "mounted", "pushed"] as const;

export const IntentSchema = v.variant("type", [
  /** Advance by a typed duration ("1 turn", "2d6 rounds", "1 watch 2 turns") or a number of seconds. */
  v.strictObject({ type: v.literal("advance"), by: v.union([v.string(), integer]), note }),
  /** Advance by whole units of the preset: +1 segment, round, turn, watch. */
  v.strictObject({ type: v.literal("advanceUnit"), unit: v.string(), count: v.optional(positive), note }),
  /** One of the preset's actions: search, pick a lock, rest... (durations from the preset). */
  v.strictObject({
    type: v.literal("action"),
    action: v.string(),
    attempts: v.optional(positive),
    squareFeet: v.optional(positive),
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
    inclement: flag,
    /** The party force-marches today: a hex begun in the day's spare watch is a third watch of travel (R000-11). */
    forceMarch: flag,
    search: flag,
    navigator: v.optional(
      v.strictObject({
        score: integer,
        advantage: flag,
        disadvantage: flag,
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
    feet: v.pipe(v.number(), v.minValue(0)),
    /** The map's squares, when it has a square grid (002 counts them, R002-08). */
    squareFeet: v.optional(v.pipe(v.number(), v.minValue(0))),
    /** Who moved, where speeds come from the characters (002). */
    party: v.optional(v.array(PartyMemberSchema)),
    note,
  }),
  /** The GM tells the party it is lost, or it finds its way again (null). */
  v.strictObject({ type: v.literal("setLost"), lost: v.nullable(v.picklist(VEERS)) }),
  /** An encounter check now; `loud` for one a loud action calls for (R001-08). */
  v.strictObject({ type: v.literal("checkEncounter"), loud: flag }),
  v.strictObject({ type: v.literal("rollDue"), id: dueId }),
  v.strictObject({ type: v.literal("dismissDue"), id: dueId }),
  /** Light a source the preset knows for an owner (an actor or token id). */
  v.strictObject({
    type: v.literal("light"),
    owner: v.string(),
    ownerName: text,
    source: v.string(),
  }),
  v.strictObject({ type: v.literal("extinguish"), timer: v.string() }),
  v.strictObject({ type: v.literal("refuel"), timer: v.string() }),
  v.strictObject({
    type: v.literal("reaction"),
    modifier,
    name: text,
  }),
  v.strictObject({
    type: v.literal("morale"),
    score: integer,
    modifier,
    name: text,
  }),
  v.strictObject({
    type: v.literal("navigation"),
    score: integer,
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
    mount: v.string(),
    hd: v.optional(v.pipe(v.number(), v.minValue(0))),
    pushedDays: v.optional(v.pipe(integer, v.minValue(0))),
  }),
  v.strictObject({ type: v.literal("setArea"), area: v.nullable(AreaSchema) }),
  /** Undo back to and including an entry of the time log (the last one by default). */
  v.strictObject({ type: v.literal("undo"), entry: v.optional(positive) }),
]);

export type Intent = v.InferOutput<typeof IntentSchema>;
export type IntentType = Intent["type"];
export type IntentInput = v.InferInput<typeof IntentSchema>;
