/** Commands a combatant gives on its turn: end it with a Recovery Time, delay, hold, interrupt, extras. */
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { roundEnd } from "./clock";
import type { CommandOf } from "./commands";
import { LIMITS } from "../schema/limits";
import {
  combatError,
  findCombatant,
  isSpan,
  isTurnOpen,
  labelOf,
  segmentFrom,
  shown,
  turnOf,
  without,
} from "./lookup";
import { push, replaceAt } from "./queue";
import {
  stepState,
  withFields,
  withState,
  type CombatantState,
  type CombatEvent,
  type CombatState,
} from "./state";

type Handled = Result<CombatState, CoreError>;

/**
 * Queues the combatant whose turn it is at `next`, noting the turn it ended if it did: an interrupter
 * rejoins the queue, anyone else moves from where it is (usually the root).
 */
function reschedule(state: CombatState, c: CombatantState, next: number, ended: boolean): CombatState {
  const lastTurn = ended ? state.now : c.lastTurn;
  const moved = withFields(c, { next, hadTurn: true, lastTurn, status: "active" });
  const queue = state.queue.slice();
  if (state.interrupter === c.id) {
    push(queue, moved);
    return withState(state, { ...without(state, c), queue });
  }
  replaceAt(queue, queue[0] === c ? 0 : queue.indexOf(c), moved);
  return stepState(state, queue, state.now, state.effects, state.undo);
}

/** R003-12: the next turn is the current segment plus the Recovery Time, however far that reaches. */
export function act(state: CombatState, cmd: CommandOf<"act">, events: CombatEvent[]): Handled {
  const { recovery } = cmd;
  if (!isSpan(recovery)) {
    return err(combatError("badRecovery", { recovery: shown(recovery), max: LIMITS.segments }));
  }
  const label = labelOf(cmd.label);
  if (!label.ok) return label;
  const turn = turnOf(state, cmd.id);
  if (!turn.ok) return turn;
  const next = state.now + recovery;
  events.push({
    type: "turnEnded",
    id: turn.value.id,
    segment: state.now,
    recovery,
    next,
    label: label.value,
  });
  return ok(reschedule(state, turn.value, next, true));
}

/** Marks that the combatant's first turn has come; its key is unchanged, so the heap needs no sift. */
function engaged(state: CombatState, c: CombatantState): CombatState {
  if (c.hadTurn) return state;
  const marked = withFields(c, { hadTurn: true });
  const pos = state.queue.indexOf(c);
  if (pos < 0) return withState(state, { aside: state.aside.map((x) => (x === c ? marked : x)) });
  const queue = state.queue.slice();
  queue[pos] = marked;
  return withState(state, { queue });
}

/** R002-02: on one's own turn, in addition to the action; the turn stays open. */
export function instant(state: CombatState, cmd: CommandOf<"instant">, events: CombatEvent[]): Handled {
  const label = labelOf(cmd.label);
  if (!label.ok) return label;
  const turn = turnOf(state, cmd.id);
  if (!turn.ok) return turn;
  events.push({ type: "instantAction", id: turn.value.id, segment: state.now, label: label.value });
  return ok(engaged(state, turn.value));
}

/** R003-06: free actions too wait for the first turn; after it they need no turn. */
export function free(state: CombatState, cmd: CommandOf<"free">, events: CombatEvent[]): Handled {
  const found = findCombatant(state, cmd.id);
  if (!found.ok) return found;
  const c = found.value;
  if (c.status === "defeated") return err(combatError("defeated", { id: c.id }));
  if (!c.hadTurn && !isTurnOpen(state, c)) return err(combatError("beforeFirstTurn", { id: c.id }));
  const label = labelOf(cmd.label);
  if (!label.ok) return label;
  events.push({ type: "freeAction", id: c.id, segment: state.now, label: label.value });
  return ok(engaged(state, c));
}

/** Act later this round: at a later segment, no further than the round's last. */
export function delay(state: CombatState, cmd: CommandOf<"delay">, events: CombatEvent[]): Handled {
  const turn = turnOf(state, cmd.id);
  if (!turn.ok) return turn;
  const last = roundEnd(state.now, state.rules);
  const to = segmentFrom(state, cmd.to, state.now + 1);
  if (!to.ok) return to;
  if (to.value > last) return err(combatError("delayPastRound", { segment: to.value, last }));
  events.push({ type: "delayed", id: turn.value.id, from: state.now, to: to.value });
  return ok(reschedule(state, turn.value, to.value, false));
}

/** Leave the count, to interrupt someone's segment later. */
export function hold(state: CombatState, cmd: CommandOf<"hold">, events: CombatEvent[]): Handled {
  const turn = turnOf(state, cmd.id);
  if (!turn.ok) return turn;
  if (state.interrupter === turn.value.id) return err(combatError("alreadyHolding", { id: turn.value.id }));
  const holding = withFields(turn.value, { hadTurn: true, status: "holding" });
  events.push({ type: "held", id: holding.id, segment: state.now });
  return ok(withState(state, { ...without(state, turn.value), aside: [...state.aside, holding] }));
}

/** A holding combatant cuts in at the current segment; it alone may act until it ends its turn. */
export function interrupt(state: CombatState, cmd: CommandOf<"interrupt">, events: CombatEvent[]): Handled {
  const found = findCombatant(state, cmd.id);
  if (!found.ok) return found;
  const c = found.value;
  if (c.status !== "holding") return err(combatError("notHolding", { id: c.id }));
  if (state.phase !== "running") return err(combatError("notStarted"));
  if (state.interrupter !== null) return err(combatError("interruptPending", { id: state.interrupter }));
  events.push({ type: "interrupted", id: c.id, segment: state.now });
  return ok(withState(state, { interrupter: c.id }));
}
