/**
 * Where a Foundry combat keeps the engine's state: the combat-wide part in the Combat's flags, each
 * combatant's part in its Combatant's flags, and its next turn (absolute segment) in `initiative`, so
 * Foundry's sorting, initiative display and other modules keep working. A deleted combatant takes its part
 * with it. This is the reading every client does; the updates a step writes are in step-update.ts.
 */
import {
  ok,
  restoreCombat,
  turnOrder,
  type CombatantState,
  type CombatState,
  type CoreError,
  type Result,
} from "../../core";
import { MODULE_ID } from "../setup/constants";
import type { CombatantFlags, CombatFlag, EngineFlag } from "./flags";
import type { CombatantLike, CombatLike } from "./ports";

/** The value when it is an object: flags may hold anything (hand-edited, another version's). */
const objectOr = <T extends object>(value: unknown): T | undefined =>
  value !== null && typeof value === "object" ? (value as T) : undefined;

/** Turnkeeper's flags on a document (a Combat or a Combatant). */
function scope(doc: { readonly flags: object }): Record<string, unknown> {
  return objectOr((doc.flags as Record<string, unknown>)[MODULE_ID]) ?? {};
}

export function combatFlag(combat: CombatLike): CombatFlag | undefined {
  return objectOr(scope(combat).combat);
}

export function combatantFlags(c: CombatantLike): CombatantFlags {
  return scope(c) as CombatantFlags;
}

export function engineFlag(c: CombatantLike): EngineFlag | undefined {
  return objectOr(scope(c).engine);
}

const byId = (a: CombatantState, b: CombatantState) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The state without combatants that are gone (deleted from the Foundry combat since it was saved): used on
 * the undo record, which may still hold them. A sorted queue is a valid heap.
 */
export function pruneState(state: CombatState, present: ReadonlySet<string>): CombatState {
  const keep = (c: CombatantState) => present.has(c.id);
  if (state.queue.every(keep) && state.aside.every(keep)) return state;
  return {
    ...state,
    queue: state.queue.filter(keep).sort(turnOrder),
    aside: state.aside.filter(keep),
    interrupter: state.interrupter !== null && present.has(state.interrupter) ? state.interrupter : null,
  };
}

/**
 * The engine state of a combat, joined from its flags; null when Turnkeeper has not run it yet. Stored
 * data that does not read back (hand-edited, from a newer version) is an error, never silently replaced.
 */
export function readState(combat: CombatLike): Result<CombatState | null, CoreError> {
  const flag = combatFlag(combat);
  if (flag === undefined) return ok(null);
  const members: { c: CombatantState; aside: number | null; interrupting: boolean }[] = [];
  const present = new Set<string>();
  for (const doc of combat.combatants.contents) {
    if (doc.id === null) continue;
    present.add(doc.id);
    const engine = engineFlag(doc);
    if (engine === undefined) continue;
    members.push({
      c: { ...engine.state, id: doc.id } as CombatantState,
      aside: engine.aside,
      interrupting: engine.interrupting,
    });
  }
  const queue = members
    .filter((m) => m.c.status === "active")
    .map((m) => m.c)
    .sort(turnOrder);
  const aside = members
    .filter((m) => m.c.status !== "active")
    .sort((a, b) => (a.aside ?? Infinity) - (b.aside ?? Infinity) || byId(a.c, b.c))
    .map((m) => m.c);
  const interrupter = members.find((m) => m.interrupting && m.c.status === "holding")?.c.id ?? null;
  const { undo, ...saved } = flag.state;
  return restoreCombat({
    ...saved,
    queue,
    aside,
    interrupter,
    ...(undo ? { undo: pruneState(undo, present) } : {}),
  });
}
