/**
 * Where a Foundry combat keeps the engine's state: the combat-wide part in the Combat's flags, each
 * combatant's part in its Combatant's flags, and its next turn (absolute segment) in `initiative`, so
 * Foundry's sorting, initiative display and other modules keep working. A deleted combatant takes its part
 * with it. One step is written as one Combat update with the changed combatants batched into it.
 */
import {
  currentTurn,
  ok,
  restoreCombat,
  toClock,
  turnOrder,
  type CombatantState,
  type CombatState,
  type CoreError,
  type Result,
} from "../../core";
import { deletion } from "../setup/compat";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import type { CombatantFlags, CombatFlag, EngineFlag, SavedCombat } from "./flags";
import { orderedIds } from "./order";
import type { CombatantLike, CombatLike, CombatUpdateData } from "./ports";

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

/** The flags a state writes: the combat's part and each combatant's. */
export function splitState(state: CombatState): { combat: SavedCombat; engines: Map<string, EngineFlag> } {
  const { queue, aside, interrupter, ...combat } = state;
  const engines = new Map<string, EngineFlag>();
  for (const c of queue) {
    const { id, ...rest } = c;
    engines.set(id, { state: rest, aside: null, interrupting: false });
  }
  aside.forEach((c, index) => {
    const { id, ...rest } = c;
    engines.set(id, { state: rest, aside: index, interrupting: id === interrupter });
  });
  return { combat, engines };
}

/** Foundry's round for a state: the count's round once it runs, 0 while initiative is rolled. */
export function foundryRound(state: CombatState): number {
  return state.phase === "running" ? Math.max(1, toClock(state.now, state.rules).round) : 0;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Host data to keep on combatants (a remembered Recovery Time, a surprise, settings), by combatant id. */
export type HostFlags = ReadonlyMap<string, Partial<Omit<CombatantFlags, "engine">>>;

type CombatantChange = NonNullable<CombatUpdateData["combatants"]>[number];

/**
 * Each combatant's change: the host flags of `host` that differ, and, given `engines`, its engine part and
 * initiative where they differ (its engine part removed when `engines` has none for it).
 */
function combatantChanges(
  env: FoundryEnv,
  combat: CombatLike,
  host: HostFlags | undefined,
  engines?: ReadonlyMap<string, EngineFlag>,
): CombatantChange[] {
  return combat.combatants.contents.flatMap((doc) => {
    if (doc.id === null) return [];
    const change: CombatantChange = { _id: doc.id };
    const current = combatantFlags(doc) as Record<string, unknown>;
    const flags: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(host?.get(doc.id) ?? {}))
      if (!same(current[key], value)) flags[key] = value;
    const next = engines?.get(doc.id);
    if (engines && !same(next, engineFlag(doc))) {
      change.initiative = next?.state.next ?? null;
      if (next) flags.engine = next;
      else Object.assign(flags, deletion(env, "engine"));
    }
    if (Object.keys(flags).length > 0) change.flags = { [MODULE_ID]: flags };
    return Object.keys(change).length > 1 ? [change] : [];
  });
}

/** The Combat update that keeps host data on combatants and changes nothing else. */
export function hostUpdate(env: FoundryEnv, combat: CombatLike, host: HostFlags): CombatUpdateData {
  return { combatants: combatantChanges(env, combat, host) };
}

export interface StepWrite {
  /** Host data to keep on combatants with the step. */
  readonly combatantFlags?: HostFlags;
  /** World time when the count began (set by the step that begins it). */
  readonly startedAt?: number | null;
}

/**
 * The single Combat update that stores `after`: the combat's flag, every combatant whose part changed
 * (initiative and flags, batched), Foundry's round, and the turn pointing at whoever acts now in the order
 * the combatants will sort into.
 */
export function stepUpdate(
  env: FoundryEnv,
  combat: CombatLike,
  after: CombatState,
  write: StepWrite = {},
): CombatUpdateData {
  const { combat: saved, engines } = splitState(after);
  const startedAt = write.startedAt !== undefined ? write.startedAt : (combatFlag(combat)?.startedAt ?? null);
  const combatants = combatantChanges(env, combat, write.combatantFlags, engines);
  const order = orderedIds(
    combat.combatants.contents.flatMap((doc) =>
      doc.id === null ? [] : [{ id: doc.id, name: doc.name ?? "", engine: engines.get(doc.id) }],
    ),
  );
  const acting = currentTurn(after);
  const turn = acting === null ? -1 : order.indexOf(acting);
  const data: CombatUpdateData = {
    round: foundryRound(after),
    turn: turn < 0 ? null : turn,
    flags: { [MODULE_ID]: { combat: { state: saved, startedAt } satisfies CombatFlag } },
  };
  if (combatants.length > 0) data.combatants = combatants;
  return data;
}

/** The update that takes a combat back to before Turnkeeper ran it: no flags, no initiative, round 0. */
export function clearUpdate(env: FoundryEnv, combat: CombatLike): CombatUpdateData {
  const combatants = combat.combatants.contents.flatMap((c) =>
    c.id === null ? [] : [{ _id: c.id, initiative: null, flags: deletion(env, MODULE_ID) }],
  );
  return { round: 0, turn: null, flags: deletion(env, MODULE_ID), combatants };
}
