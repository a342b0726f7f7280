/**
 * The segment combat engine's entry point: feed a combat (create.ts makes one) commands. Every command is
 * (state, command) -> (state, events, seconds); a refused command returns a typed error and the caller
 * keeps its state, which no command ever mutates.
 */
import type { DicePort } from "../dice/port";
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { CombatCommand, CommandOf } from "./commands";
import { begin, countTo, settle } from "./count";
import { addEffect, removeEffect } from "./effects";
import { combatError } from "./lookup";
import { add, configure, defeat, remove, reorder, setNext } from "./roster";
import { stepState, type CombatEvent, type CombatState, type CombatStep } from "./state";
import { setTide } from "./tide";
import { act, delay, free, hold, instant, interrupt } from "./turns";

/** A command's handler: it may push events, and only `add` rolls dice. */
type Handler<T extends CombatCommand["type"]> = (
  state: CombatState,
  cmd: CommandOf<T>,
  events: CombatEvent[],
  dice: DicePort,
) => Result<CombatState, CoreError>;

const HANDLERS: { readonly [T in CombatCommand["type"]]: Handler<T> } = {
  begin,
  add,
  remove,
  defeat,
  act,
  instant,
  free,
  delay,
  hold,
  interrupt,
  setNext,
  configure,
  reorder,
  setTide,
  addEffect,
  removeEffect,
  countTo,
  undo: (state) => (state.undo === null ? err(combatError("nothingToUndo")) : ok(state.undo)),
};

function handle(
  state: CombatState,
  command: CombatCommand,
  dice: DicePort,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  // Commands arrive from sockets and stored data too, so the type may be anything.
  const type: unknown = command.type;
  if (typeof type !== "string" || !Object.hasOwn(HANDLERS, type)) {
    return err(combatError("unknownCommand", { type: String(type) }));
  }
  return (HANDLERS[command.type] as Handler<CombatCommand["type"]>)(state, command, events, dice);
}

/** `s` with its undo record replaced. */
function withUndo(s: CombatState, undo: CombatState | null): CombatState {
  return stepState(s, s.queue, s.now, s.effects, undo);
}

/**
 * Combatant records (plus one a state) the undo record of a fight in setup may hold: every step of a
 * table's setup (each roll) can be taken back in turn, while a setup of hundreds stays small to store.
 */
export const SETUP_UNDO_BUDGET = 2000;

/** Combatant records a state holds, plus one for the rest of it. */
const records = (s: CombatState) => s.queue.length + s.aside.length + 1;

/** `s` with its undo chain cut before the record that would bring it past `budget` combatant records. */
function trimmed(s: CombatState, budget: number): CombatState {
  if (s.undo === null) return s;
  const left = budget - records(s);
  if (left < records(s.undo)) return withUndo(s, null);
  const rest = trimmed(s.undo, left);
  return rest === s.undo ? s : withUndo(s, rest);
}

/**
 * The undo record a step keeps of the state before it: a state in setup keeps its own undo record, so
 * undo reaches back through every roll of the setup (and `begin` back into it); once the count runs,
 * the one state before, as a stored fight of hundreds of steps must stay small.
 */
function undoRecord(previous: CombatState): CombatState {
  return previous.phase === "setup" ? trimmed(previous, SETUP_UNDO_BUDGET) : withUndo(previous, null);
}

/**
 * Applies one command, then counts on to the next segment where anyone acts. The new state keeps the
 * previous one (`undoRecord`) so `undo` restores it exactly; undo itself cannot be undone.
 */
export function applyCombatCommand(
  state: CombatState,
  command: CombatCommand,
  dice: DicePort,
): Result<CombatStep, CoreError> {
  const events: CombatEvent[] = [];
  const handled = handle(state, command, dice, events);
  if (!handled.ok) return handled;
  if (command.type === "undo") events.push({ type: "undone" });
  const settled =
    command.type === "undo" ? handled.value : withUndo(settle(handled.value, events), undoRecord(state));
  const seconds = (settled.now - state.now) * state.rules.secondsPerSegment;
  return ok({ state: settled, events, seconds });
}
