/** The travelling party as the host describes it: members, their mounts, a cart or wagon, and gear. */
import * as v from "valibot";
import { IdSchema, wholeNumber } from "../schema/fields";

export const MountSchema = v.object({
  id: IdSchema,
  hd: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** Consecutive days this mount has already been pushed (R000-10). */
  pushedDays: v.optional(wholeNumber(0), 0),
});
export type Mount = v.InferOutput<typeof MountSchema>;

export const TravellerSchema = v.object({
  id: IdSchema,
  /** The mount this member rides; on foot without one. */
  mount: v.optional(IdSchema),
  encumbered: v.optional(v.boolean(), false),
});

export const VehicleSchema = v.object({
  kind: v.picklist(["cart", "wagon"]),
  /** Ids of the mounts pulling it. */
  hitched: v.array(IdSchema),
  /** Items loaded, checked against its capacity. */
  load: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), 0),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

export const NavigatorSchema = v.object({
  id: IdSchema,
  /** The attribute the navigation save is rolled against (000: Cunning). */
  score: v.pipe(v.number(), v.safeInteger()),
  /** Local knowledge or a navigator's Occupation: the save has advantage (R000-19). */
  localKnowledge: v.optional(v.boolean(), false),
  occupation: v.optional(v.boolean(), false),
});
export type Navigator = v.InferOutput<typeof NavigatorSchema>;

export const TravelPartySchema = v.object({
  members: v.pipe(v.array(TravellerSchema), v.minLength(1, "wilderness.noParty")),
  mounts: v.optional(v.array(MountSchema), []),
  vehicle: v.optional(VehicleSchema),
  navigator: v.optional(NavigatorSchema),
  /** A map of the area: no navigation saves (R000-18). */
  map: v.optional(v.boolean(), false),
  /** Tents or other shelter of their own: no need to seek it (R000-23). */
  tents: v.optional(v.boolean(), false),
  /** Fatigue slots already taken (001). */
  fatigue: v.optional(wholeNumber(0), 0),
});
export type TravelPartyInput = v.InferInput<typeof TravelPartySchema>;
export type TravelParty = v.InferOutput<typeof TravelPartySchema>;
