/** Values the fakes share (kept apart so the combat fake and the core fake import them without a cycle). */

/** Foundry's ownership levels (`CONST.DOCUMENT_OWNERSHIP_LEVELS`). */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** What crosses the socket is JSON: functions and class identity are lost, undefined fields dropped. */
export function wire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
