/** Values the fakes share (kept apart so the combat fake and the core fake import them without a cycle). */

/** Foundry's ownership levels (`CONST.DOCUMENT_OWNERSHIP_LEVELS`). */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** What v14's `foundry.data.operators.ForcedDeletion.create()` returns, as the fake knows it. */
export const FORCED_DELETION = Object.freeze({ operator: "ForcedDeletion" });

/** Whether an update value is v14's forced deletion (it may have crossed the wire as plain data). */
export const isForcedDeletion = (value: unknown): boolean =>
  JSON.stringify(value) === JSON.stringify(FORCED_DELETION);

/** What crosses the socket is JSON: functions and class identity are lost, undefined fields dropped. */
export function wire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
