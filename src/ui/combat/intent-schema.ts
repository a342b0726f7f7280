/**
 * The tracker's gate (issue 20): every tracker intent, from any host (Foundry's tracker, the Combat document's
 * methods, the API, a player's request; the sandbox's tracker), is read with this schema before it becomes an
 * engine command (`runIntent`), each number a safe integer within its bound and each string within a name's
 * length (src/core/schema/limits.ts). A bad one is refused naming the field ("intent.recovery").
 */
import * as v from "valibot";
import { boundedInteger, LIMITS, NameSchema } from "../../core";
import type { TrackerIntent } from "./intent-types";

const id = NameSchema;
const label = v.optional(NameSchema);
/** An absolute segment of the count; the engine bounds how far from now it may be. */
const segment = boundedInteger(1, Number.MAX_SAFE_INTEGER);
/** Segments one step may reach: a Recovery Time, a countdown's timing. */
const span = boundedInteger(1, LIMITS.segments);
/**
 * A number, as the settings form reads it (NaN for an empty field): the engine refuses one that is not within its
 * bound with a message of its own (combat.badInitiativeOrder).
 */
const order = v.custom<number>((value) => typeof value === "number");

/** Each intent's fields as the tracker reads them (fields it does not know are left out). */
export const TrackerIntentSchema = v.variant("type", [
  v.object({ type: v.literal("roll"), id, roll: v.optional(boundedInteger(-LIMITS.score, LIMITS.score)) }),
  v.object({ type: v.literal("begin") }),
  v.object({ type: v.literal("endTurn"), id, recovery: span, label: v.optional(v.nullable(NameSchema)) }),
  v.object({ type: v.literal("delay"), id, to: segment }),
  v.object({ type: v.literal("hold"), id }),
  v.object({ type: v.literal("interrupt"), id }),
  v.object({ type: v.literal("instant"), id, label }),
  v.object({ type: v.literal("free"), id, label }),
  v.object({ type: v.literal("reschedule"), id, to: segment }),
  v.object({ type: v.literal("reorder"), ids: v.pipe(v.array(id), v.maxLength(LIMITS.list)) }),
  v.object({
    type: v.literal("configure"),
    id,
    initiativeOrder: order,
    initiativeDie: v.nullable(NameSchema),
    side: NameSchema,
  }),
  v.object({ type: v.literal("defeat"), id }),
  v.object({ type: v.literal("remove"), id }),
  v.object({ type: v.literal("shiftTide"), toward: v.picklist(["party", "foes"]) }),
  v.object({
    type: v.literal("setTide"),
    side: v.nullable(NameSchema),
    value: boundedInteger(0, LIMITS.tide),
  }),
  v.object({
    type: v.literal("addEffect"),
    id,
    label: NameSchema,
    after: span,
    every: v.optional(span),
    times: v.optional(span),
    combatantId: v.optional(id),
  }),
  v.object({ type: v.literal("removeEffect"), id }),
  v.object({ type: v.literal("undo") }),
  v.object({ type: v.literal("countOn"), to: segment }),
]) satisfies v.GenericSchema<unknown, TrackerIntent>;
