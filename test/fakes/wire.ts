/** What the fakes share: ownership levels, the wire, and how the server applies an update (no import cycle). */
import type { FakeWorld } from "./foundry";

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

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** What v14's `foundry.data.operators.ForcedReplacement.create(value)` returns, as the fake knows it. */
export const forcedReplacement = (value: unknown) => ({ operator: "ForcedReplacement", value });

/** The value of v14's forced replacement, if an update value is one (it may have crossed the wire as plain data). */
function replaced(value: unknown): { value: unknown } | null {
  const op = value as { operator?: unknown; value?: unknown } | null;
  return isObject(op) && op.operator === "ForcedReplacement" ? { value: op.value } : null;
}

/**
 * Stands for `foundry.utils.mergeObject` as the server applies an update: objects merge key by key, arrays
 * and other values replace, and a key is deleted by v13's `-=key` entry (deprecated in v14) or by v14's
 * `ForcedDeletion` operator (which v13 does not have), or set whole, never merged, by v13's `==key` entry or
 * v14's `ForcedReplacement` operator. Contract: TokenDocument#update, deletion, replacement.
 */
export function mergeUpdate(
  target: Record<string, unknown>,
  changes: Record<string, unknown>,
  world: FakeWorld,
): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      if (world.generation >= 14) world.deprecated("the -=key deletion syntax (use ForcedDeletion)");
      delete target[key.slice(2)];
    } else if (isForcedDeletion(value)) {
      if (world.generation < 14) throw new Error("v13 has no ForcedDeletion operator");
      delete target[key];
    } else if (key.startsWith("==")) {
      if (world.generation >= 14) world.deprecated("the ==key replacement syntax (use ForcedReplacement)");
      target[key.slice(2)] = wire(value);
    } else if (replaced(value)) {
      if (world.generation < 14) throw new Error("v13 has no ForcedReplacement operator");
      target[key] = wire(replaced(value)?.value);
    } else if (isObject(value) && isObject(target[key])) {
      mergeUpdate(target[key], value, world);
    } else if (isObject(value)) {
      const fresh: Record<string, unknown> = {};
      mergeUpdate(fresh, value, world);
      target[key] = fresh;
    } else {
      target[key] = wire(value);
    }
  }
}

/** Stands for an update's dotted keys as Foundry expands them (`foundry.utils.expandObject`), then merged. */
export function applyDotted(
  target: Record<string, unknown>,
  changes: Readonly<Record<string, unknown>>,
  world: FakeWorld,
): void {
  const expanded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key === "_id") continue;
    const parts = key.split(".");
    const last = parts.pop() as string;
    let at = expanded;
    for (const part of parts) at = (at[part] ??= {}) as Record<string, unknown>;
    at[last] = value;
  }
  mergeUpdate(target, expanded, world);
}
