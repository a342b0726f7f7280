/** Who is in the fight and when they act: joining (rolling initiative), leaving, and the GM's overrides. */
import type { DicePort } from "../dice/port";
import { LIMITS } from "../schema/limits";
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { CommandOf } from "./commands";
import { combatError, findCombatant, isName, segmentFrom, shown, without } from "./lookup";
import { heapify, push, replaceAt, simultaneous } from "./queue";
import { initiativeRange } from "./rules";
import {
  withFields,
  withState,
  type CombatantState,
  type CombatEvent,
  type CombatState,
  type Surprise,
  SURPRISES,
} from "./state";

type Handled = Result<CombatState, CoreError>;

function surprisePenalty(state: CombatState, surprise: Surprise): number {
  if (surprise === "total") return state.rules.totalSurprisePenalty;
  return surprise === "partial" ? state.rules.partialSurprisePenalty : 0;
}

/** A side for the Tide of Battle (a name) and an Initiative Order (a number within a score's bound), or why not. */
export function checkCombatantSettings(
  side: unknown,
  initiativeOrder: unknown,
): Result<{ side: string; initiativeOrder: number }, CoreError> {
  if (!isName(side)) return err(combatError("badSide", { side: shown(side) }));
  const order = typeof initiativeOrder === "number" && Math.abs(initiativeOrder) <= LIMITS.score;
  if (!order) {
    return err(combatError("badInitiativeOrder", { value: shown(initiativeOrder), max: LIMITS.score }));
  }
  return ok({ side, initiativeOrder });
}

/**
 * R003-05: the initiative die's result is the first segment, counted from now (segment 0 before combat,
 * the current segment for someone joining mid-fight); R003-07/08 add the surprise penalty.
 */
export function add(
  state: CombatState,
  cmd: CommandOf<"add">,
  events: CombatEvent[],
  dice: DicePort,
): Handled {
  if (!isName(cmd.id)) return err(combatError("badId", { id: shown(cmd.id) }));
  if (findCombatant(state, cmd.id).ok) return err(combatError("duplicateCombatant", { id: cmd.id }));
  const settings = checkCombatantSettings(cmd.side, cmd.initiativeOrder ?? 0);
  if (!settings.ok) return settings;
  const { side, initiativeOrder } = settings.value;
  const surprise = cmd.surprise ?? "none";
  if (!SURPRISES.includes(surprise)) return err(combatError("badSurprise", { surprise: String(surprise) }));
  const die = cmd.initiativeDie ?? state.rules.initiativeDie;
  const range = initiativeRange(die);
  if (range === null) return err(combatError("badInitiativeDie", { received: String(die) }));
  let roll: number;
  if (cmd.roll === undefined) {
    roll = dice.roll(die).total;
  } else if (Number.isInteger(cmd.roll) && cmd.roll >= range.min && cmd.roll <= range.max) {
    roll = cmd.roll;
  } else {
    return err(combatError("badRoll", { roll: String(cmd.roll), formula: die }));
  }
  const start = state.now + roll + surprisePenalty(state, surprise);
  const queue = state.queue.slice();
  push(queue, {
    id: cmd.id,
    side,
    initiativeOrder,
    tie: state.nextTie,
    start,
    next: start,
    hadTurn: false,
    lastTurn: null,
    status: "active",
  });
  events.push({ type: "added", id: cmd.id, roll, surprise, start });
  return ok(withState(state, { queue, nextTie: state.nextTie + 1 }));
}

/** Takes a combatant out of the fight, with the countdowns that concern it. */
export function remove(state: CombatState, cmd: CommandOf<"remove">, events: CombatEvent[]): Handled {
  const found = findCombatant(state, cmd.id);
  if (!found.ok) return found;
  const id = found.value.id;
  for (const e of state.effects) if (e.combatantId === id) events.push({ type: "effectRemoved", id: e.id });
  events.push({ type: "removed", id });
  const effects = state.effects.filter((e) => e.combatantId !== id);
  return ok(withState(state, { ...without(state, found.value), effects }));
}

export function defeat(state: CombatState, cmd: CommandOf<"defeat">, events: CombatEvent[]): Handled {
  const found = findCombatant(state, cmd.id);
  if (!found.ok) return found;
  const c = found.value;
  if (c.status === "defeated") return err(combatError("defeated", { id: c.id }));
  const rest = withState(state, without(state, c));
  events.push({ type: "defeated", id: c.id });
  return ok(withState(rest, { aside: [...rest.aside, withFields(c, { status: "defeated" })] }));
}

/**
 * The GM puts a combatant's next turn at any segment from now on (but not back into a segment where it
 * has just ended a turn); it rejoins the count if it had left.
 */
export function setNext(state: CombatState, cmd: CommandOf<"setNext">, events: CombatEvent[]): Handled {
  const found = findCombatant(state, cmd.id);
  if (!found.ok) return found;
  const checked = segmentFrom(state, cmd.segment, Math.max(state.now, 1));
  if (!checked.ok) return checked;
  const segment = checked.value;
  if (found.value.lastTurn === segment) {
    return err(combatError("alreadyActed", { id: found.value.id, segment }));
  }
  const rest = withState(state, without(state, found.value));
  const queue = rest.queue.slice();
  push(queue, withFields(found.value, { next: segment, status: "active" }));
  events.push({ type: "nextSet", id: found.value.id, next: segment });
  return ok(withState(rest, { queue }));
}

/**
 * The GM gives a combatant another side or Initiative Order. A new order moves it within its segment
 * (R003-11), perhaps out of or into a simultaneous group; its stored tie-break stays, so nothing is re-rolled.
 */
export function configure(state: CombatState, cmd: CommandOf<"configure">, events: CombatEvent[]): Handled {
  const found = findCombatant(state, cmd.id);
  if (!found.ok) return found;
  const c = found.value;
  const settings = checkCombatantSettings(cmd.side ?? c.side, cmd.initiativeOrder ?? c.initiativeOrder);
  if (!settings.ok) return settings;
  const { side, initiativeOrder } = settings.value;
  if (side === c.side && initiativeOrder === c.initiativeOrder) return ok(state);
  const changed: CombatantState = { ...c, side, initiativeOrder };
  events.push({ type: "configured", id: c.id, side, initiativeOrder });
  const pos = state.queue.indexOf(c);
  if (pos < 0) return ok(withState(state, { aside: state.aside.map((x) => (x === c ? changed : x)) }));
  const queue = state.queue.slice();
  replaceAt(queue, pos, changed);
  return ok(withState(state, { queue }));
}

/**
 * R003-11: the GM orders some combatants of one simultaneous group, first to last. They share out their
 * stored tie-breaks, so every client sees the same order and nothing is re-rolled.
 */
export function reorder(state: CombatState, cmd: CommandOf<"reorder">, events: CombatEvent[]): Handled {
  const ids = Array.isArray(cmd.ids) ? cmd.ids : [];
  if (ids.length < 2 || new Set(ids).size !== ids.length) return err(combatError("notSimultaneous"));
  const members = [];
  for (const id of ids) {
    const found = findCombatant(state, id);
    if (!found.ok) return found;
    members.push(found.value);
  }
  const first = members[0]!;
  if (members.some((c) => c.status !== "active" || !simultaneous(c, first))) {
    return err(combatError("notSimultaneous"));
  }
  const ties = members.map((c) => c.tie).sort((a, b) => a - b);
  const retied = new Map(members.map((c, k) => [c, withFields(c, { tie: ties[k]! })]));
  // Several keys change at once: rebuild the heap (a rare GM action, O(n)).
  const queue = heapify(state.queue.map((c) => retied.get(c) ?? c));
  events.push({ type: "reordered", ids: [...ids] });
  return ok(withState(state, { queue }));
}
