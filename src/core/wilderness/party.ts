/**
 * The travelling party as the host describes it: members, their mounts, a cart or wagon, and gear.
 * The schema is built when a travel day is checked rather than when the core loads, so a host that
 * never plans one does not carry it.
 */
import * as v from "valibot";
import { IdSchema, wholeNumber } from "../schema/fields";

export const travelPartySchema = () =>
  v.object({
    members: v.pipe(
      v.array(
        v.object({
          id: IdSchema,
          /** The mount this member rides; on foot without one. */
          mount: v.optional(IdSchema),
          encumbered: v.optional(v.boolean(), false),
        }),
      ),
      v.nonEmpty("wilderness.noParty"),
    ),
    mounts: v.optional(
      v.array(
        v.object({
          id: IdSchema,
          hd: v.pipe(v.number(), v.finite(), v.minValue(0)),
          /** Consecutive days this mount has already been pushed (R000-10). */
          pushedDays: v.optional(wholeNumber(0), 0),
        }),
      ),
      [],
    ),
    vehicle: v.optional(
      v.object({
        kind: v.picklist(["cart", "wagon"]),
        /** Ids of the mounts pulling it. */
        hitched: v.array(IdSchema),
        /** Items loaded, checked against its capacity. */
        load: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), 0),
      }),
    ),
    navigator: v.optional(
      v.object({
        id: IdSchema,
        /** The attribute the navigation save is rolled against (000: Cunning). */
        score: v.pipe(v.number(), v.safeInteger()),
        /** Local knowledge or a navigator's Occupation: the save has advantage (R000-19). */
        localKnowledge: v.optional(v.boolean(), false),
        occupation: v.optional(v.boolean(), false),
      }),
    ),
    /** A map of the area: no navigation saves (R000-18). */
    map: v.optional(v.boolean(), false),
    /** Tents or other shelter of their own: no need to seek it (R000-23). */
    tents: v.optional(v.boolean(), false),
    /** Fatigue slots already taken (001). */
    fatigue: v.optional(wholeNumber(0), 0),
  });

export type TravelParty = v.InferOutput<ReturnType<typeof travelPartySchema>>;
export type Mount = TravelParty["mounts"][number];
export type Vehicle = NonNullable<TravelParty["vehicle"]>;
