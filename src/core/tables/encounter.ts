/**
 * Encounter checks: either a plain x-in-y chance or an overloaded table whose bands are typed effects the
 * host acts on (start an encounter, show a sign, tick lights, add fatigue, make a noise, or show text).
 */
import * as v from "valibot";
import type { DicePort } from "../dice/port";
import { wholeNumber } from "../schema/fields";
import { bandTableSchema, rollBandTable } from "./band";
import { ChanceSchema, rollChance } from "./chance";

export const EncounterEffectSchema = v.variant("type", [
  v.object({ type: v.literal("encounter") }),
  /** Sign or spoor of a nearby monster. */
  v.object({ type: v.literal("sign") }),
  /** Light sources burn down by `ticks`; the host applies it through the timers API (R001-12). */
  v.object({ type: v.literal("lightTick"), ticks: wholeNumber(1) }),
  v.object({ type: v.literal("fatigue"), slots: wholeNumber(1) }),
  /** A loud noise: nearby wandering monsters are alerted, as when the party is loud. */
  v.object({ type: v.literal("loud") }),
  v.object({ type: v.literal("nothing") }),
  v.object({ type: v.literal("custom"), text: v.pipe(v.string(), v.nonEmpty("table.emptyText")) }),
]);
export type EncounterEffect = v.InferOutput<typeof EncounterEffectSchema>;

export const EncounterTableSchema = bandTableSchema(EncounterEffectSchema);
export type EncounterTable = v.InferOutput<typeof EncounterTableSchema>;

export const EncounterCheckSchema = v.variant("kind", [
  v.object({ kind: v.literal("chance"), ...ChanceSchema.entries }),
  v.object({ kind: v.literal("table"), table: EncounterTableSchema }),
]);
export type EncounterCheck = v.InferOutput<typeof EncounterCheckSchema>;

export interface EncounterCheckResult {
  readonly roll: number;
  /** The roll after danger: the chance's target, or the total read on the table. */
  readonly total: number;
  readonly effect: EncounterEffect;
}

/**
 * Rolls one check. `danger` makes an area more (positive) or less (negative) dangerous: it adds to an
 * x-in-y chance and is subtracted from an overloaded-table roll, whose encounter bands sit at the low end.
 */
export function rollEncounterCheck(check: EncounterCheck, dice: DicePort, danger = 0): EncounterCheckResult {
  if (check.kind === "chance") {
    const { roll, target, success } = rollChance(check, dice, danger);
    return { roll, total: target, effect: success ? { type: "encounter" } : { type: "nothing" } };
  }
  const { roll, total, result } = rollBandTable(check.table, dice, -danger);
  return { roll, total, effect: result };
}
