/**
 * Reading a stored combat back (from a Foundry flag, a saved sandbox, JSON). The schema checks shapes;
 * `coherent` checks what a schema cannot: the queue holds exactly the active combatants in heap order and
 * nothing is scheduled in the past, so a restored combat has the same future as the one saved.
 */
import * as v from "valibot";
import { wholeNumber, uniqueBy } from "../schema/fields";
import { parseWith } from "../schema/issues";
import { migrateVersioned } from "../schema/versioned";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { isHeap } from "./queue";
import { CombatRulesSchema } from "./rules";
import type { CombatState } from "./state";
import { checkTide } from "./tide";

const Name = v.pipe(v.string(), v.nonEmpty());

const CombatantSchema = v.object({
  id: Name,
  side: Name,
  initiativeOrder: v.pipe(v.number(), v.finite()),
  tie: wholeNumber(0),
  start: wholeNumber(1),
  next: wholeNumber(1),
  hadTurn: v.boolean(),
  lastTurn: v.nullable(wholeNumber(1)),
  status: v.picklist(["active", "holding", "defeated"]),
});

const TideSchema = { side: v.nullable(Name), value: wholeNumber(0) };

const EffectSchema = v.object({
  id: Name,
  label: v.string(),
  combatantId: v.nullable(Name),
  at: wholeNumber(1),
  every: wholeNumber(1),
  remaining: wholeNumber(1),
});

/** A stored state: its undo record is one too (a chain of them through a fight's setup, engine.ts). */
type SavedState = Omit<CombatState, "undo"> & { readonly undo?: SavedState | null | undefined };

const SavedStateSchema: v.GenericSchema<unknown, SavedState> = v.object({
  version: v.literal(1),
  rules: CombatRulesSchema,
  phase: v.picklist(["setup", "running"]),
  now: wholeNumber(0),
  queue: v.array(CombatantSchema),
  aside: v.array(CombatantSchema),
  interrupter: v.nullable(Name),
  nextTie: wholeNumber(0),
  tide: v.object(TideSchema),
  tideHistory: v.array(v.object({ ...TideSchema, at: wholeNumber(0) })),
  effects: v.pipe(v.array(EffectSchema), uniqueBy("id")),
  // A state with nothing to undo has `undo: null` (a new fight, one just undone), as the engine keeps it.
  undo: v.nullish(v.lazy(() => SavedStateSchema)),
});

function incoherent(code: string, path: string, id = ""): Result<never, CoreError> {
  return err(coreError(`combat.${code}`, { path, id }, path));
}

function coherent(state: CombatState, root: string): Result<CombatState, CoreError> {
  const at = (field: string) => (root === "" ? field : `${root}.${field}`);
  const all = [...state.queue, ...state.aside];
  const twice = all.findIndex((c, i) => all.findIndex((x) => x.id === c.id) !== i);
  if (twice >= 0) {
    const path = twice < state.queue.length ? `queue[${twice}]` : `aside[${twice - state.queue.length}]`;
    return incoherent("duplicateCombatant", at(`${path}.id`), all[twice]!.id);
  }
  const idle = state.queue.findIndex((c) => c.status !== "active");
  if (idle >= 0) return incoherent("badQueue", at(`queue[${idle}].status`));
  if (!isHeap(state.queue)) return incoherent("badQueue", at("queue"));
  const queued = state.aside.findIndex((c) => c.status === "active");
  if (queued >= 0) return incoherent("badQueue", at(`aside[${queued}].status`));
  const past = state.queue.findIndex((c) => c.next < state.now);
  if (past >= 0) return incoherent("turnInPast", at(`queue[${past}].next`));
  if (
    state.interrupter !== null &&
    !state.aside.some((c) => c.id === state.interrupter && c.status === "holding")
  ) {
    return incoherent("badInterrupter", at("interrupter"));
  }
  const spent = state.effects.findIndex((e) => e.at <= state.now);
  if (spent >= 0) return incoherent("effectInPast", at(`effects[${spent}].at`));
  const tide = checkTide(state.tide.side, state.tide.value);
  if (!tide.ok) return err({ ...tide.error, path: at("tide") });
  return ok(state);
}

/** Each state of a parsed chain checked, its path under `root` ("undo.undo" for the second record back). */
function coherentChain(saved: SavedState, root: string): Result<CombatState, CoreError> {
  const { undo, ...state } = saved;
  const checked = coherent({ ...state, undo: null }, root);
  if (!checked.ok || !undo) return checked;
  const previous = coherentChain(undo, root === "" ? "undo" : `${root}.undo`);
  return previous.ok ? ok({ ...state, undo: previous.value }) : previous;
}

/** Validates stored combat data (a parsed JSON object) and returns it as a state the engine can continue. */
export function restoreCombat(input: unknown): Result<CombatState, CoreError> {
  const migrated = migrateVersioned(input, 1, []);
  if (!migrated.ok) return migrated;
  const parsed = parseWith(SavedStateSchema, migrated.value);
  return parsed.ok ? coherentChain(parsed.value, "") : parsed;
}
