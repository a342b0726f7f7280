/**
 * The segment combat engine's entry points: create a combat, then feed it commands. Every command is
 * (state, command) -> (state, events, seconds); a refused command returns a typed error and the caller
 * keeps its state, which no command ever mutates.
 */
import type { DicePort } from "../dice/port";
import { parseWith } from "../schema/issues";
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { CombatCommand } from "./commands";
import { begin, countTo, settle } from "./count";
import { addEffect, removeEffect } from "./effects";
import { combatError } from "./lookup";
import { add, configure, defeat, remove, reorder, setNext } from "./roster";
import { CombatRulesSchema, type CombatRules } from "./rules";
import { stepState, type CombatEvent, type CombatState, type CombatStep, type TideSetting } from "./state";
import { checkTide, NEUTRAL_TIDE, setTide } from "./tide";
import { act, delay, free, hold, instant, interrupt } from "./turns";

/** A new combat in setup, with the Tide of Battle the GM sets before anyone rolls initiative (R003-03). */
export function createCombat(
  rules: CombatRules,
  tide: TideSetting = NEUTRAL_TIDE,
): Result<CombatState, CoreError> {
  const checkedRules = parseWith(CombatRulesSchema, rules, "rules");
  if (!checkedRules.ok) return checkedRules;
  const checkedTide = checkTide(tide.side, tide.value);
  if (!checkedTide.ok) return checkedTide;
  return ok({
    version: 1,
    rules: checkedRules.value,
    phase: "setup",
    now: 0,
    queue: [],
    aside: [],
    interrupter: null,
    nextTie: 0,
    tide: checkedTide.value,
    tideHistory: [{ ...checkedTide.value, at: 0 }],
    effects: [],
    undo: null,
  });
}

function handle(
  state: CombatState,
  command: CombatCommand,
  dice: DicePort,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  switch (command.type) {
    case "begin":
      return begin(state, events);
    case "add":
      return add(state, command, dice, events);
    case "remove":
      return remove(state, command, events);
    case "defeat":
      return defeat(state, command, events);
    case "act":
      return act(state, command, events);
    case "instant":
      return instant(state, command, events);
    case "free":
      return free(state, command, events);
    case "delay":
      return delay(state, command, events);
    case "hold":
      return hold(state, command, events);
    case "interrupt":
      return interrupt(state, command, events);
    case "setNext":
      return setNext(state, command, events);
    case "configure":
      return configure(state, command, events);
    case "reorder":
      return reorder(state, command, events);
    case "setTide":
      return setTide(state, command, events);
    case "addEffect":
      return addEffect(state, command, events);
    case "removeEffect":
      return removeEffect(state, command, events);
    case "countTo":
      return countTo(state, command, events);
    case "undo":
      return state.undo === null ? err(combatError("nothingToUndo")) : ok(state.undo);
    default:
      return err(combatError("unknownCommand", { type: String((command as { type: unknown }).type) }));
  }
}

/** `s` with its undo record replaced. */
function withUndo(s: CombatState, undo: CombatState | null): CombatState {
  return stepState(s, s.queue, s.now, s.effects, undo);
}

/**
 * Applies one command, then counts on to the next segment where anyone acts. The new state keeps the
 * previous one (without its own undo) so `undo` restores it exactly; undo itself cannot be undone.
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
    command.type === "undo" ? handled.value : withUndo(settle(handled.value, events), withUndo(state, null));
  const seconds = (settled.now - state.now) * state.rules.secondsPerSegment;
  return ok({ state: settled, events, seconds });
}
