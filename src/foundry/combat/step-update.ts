/**
 * What a Turnkeeper step writes to a Foundry combat (the active GM's driver alone, a chunk loaded later): one
 * Combat update with the changed combatants batched into it (store.ts says where each part is kept), and the
 * turn-flow hook core would call for it (turn-hooks.ts calls it).
 */
import { currentTurn, toClock, type CombatState } from "../../core";
import { deletion } from "../setup/compat";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import type { CombatantFlags, CombatFlag, EngineFlag, SavedCombat } from "./flags";
import { orderedIds } from "./order";
import type { CombatLike, CombatUpdateData } from "./ports";
import type { TurnHook } from "./steps";
import { combatantFlags, combatFlag, engineFlag } from "./store";

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

/** The hook core would call for a step from `before` to `after` written with `data`; null for none. */
export function turnHookOf(
  combat: CombatLike,
  before: CombatState,
  after: CombatState,
  data: CombatUpdateData,
): TurnHook | null {
  if (before.phase === "setup" && after.phase === "running") return "combatStart";
  if (after.phase !== "running") return null;
  if (foundryRound(after) !== foundryRound(before) || data.round !== combat.round) return "combatRound";
  if (currentTurn(after) !== currentTurn(before) || data.turn !== combat.turn) return "combatTurn";
  return null;
}
