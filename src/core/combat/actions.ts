/**
 * The table's common actions, each with its Recovery Time in segments (R003-12), offered when a turn ends
 * besides a combatant's own weapons. The rules give Recovery Times only as weapon Speed (a Dagger's is 6,
 * R003-13), so the list is the GM's to write; this checks it.
 */
import * as v from "valibot";
import { uniqueBy, wholeNumber } from "../schema/fields";
import { parseWith } from "../schema/issues";
import type { CoreError } from "../util/errors";
import type { Result } from "../util/result";

export interface CommonAction {
  /** The GM's own words, or a localization key (the starting list's). */
  readonly name: string;
  readonly recovery: number;
}

export const CommonActionsSchema = v.pipe(
  v.array(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      recovery: wholeNumber(1),
    }),
  ),
  uniqueBy("name"),
);

/** The starting list: the rules' one worked example, a Dagger's Speed 6 (R003-13). */
export const DEFAULT_COMMON_ACTIONS: readonly CommonAction[] = [
  { name: "TURNKEEPER.Tracker.Recovery.Common.dagger", recovery: 6 },
];

/** A list of common actions, or the first mistake with its path ("actions[1].recovery"). */
export function parseCommonActions(input: unknown): Result<CommonAction[], CoreError> {
  return parseWith(CommonActionsSchema, input, "actions");
}
