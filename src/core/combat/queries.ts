/** What hosts show: whose turn it is, who acts next, and the timeline of turns and countdowns. */
import { toClock, type CombatClock } from "./clock";
import { findCombatant } from "./lookup";
import { frontSegment, simultaneous, turnOrder } from "./queue";
import type { CombatantState, CombatState } from "./state";

/** Combatants acting together: same segment and Initiative Order (R003-11), in their stored order. */
export interface TurnGroup {
  readonly initiativeOrder: number;
  readonly ids: readonly string[];
  /** A holding combatant cutting in ahead of the segment's groups. */
  readonly interrupting: boolean;
}

export interface TimelineSlot {
  readonly clock: CombatClock;
  /** In turn order: an interrupter first, then higher Initiative Order first. */
  readonly groups: readonly TurnGroup[];
  /** Ids of effects firing in this segment, before anyone acts. */
  readonly effects: readonly string[];
}

export function combatant(state: CombatState, id: string): CombatantState | undefined {
  const found = findCombatant(state, id);
  return found.ok ? found.value : undefined;
}

/** Every combatant, queued ones first (hosts keep their own display order). */
export function allCombatants(state: CombatState): CombatantState[] {
  return [...state.queue, ...state.aside];
}

/** The id of the combatant to act first right now, or null if the count is not at anyone's turn. O(1). */
export function currentTurn(state: CombatState): string | null {
  if (state.phase !== "running") return null;
  if (state.interrupter !== null) return state.interrupter;
  const front = state.queue[0];
  return front !== undefined && front.next === state.now ? front.id : null;
}

/** Splits combatants already in turn order into simultaneous groups. */
function groupsOf(ordered: readonly CombatantState[]): TurnGroup[] {
  const groups: { initiativeOrder: number; ids: string[]; interrupting: boolean }[] = [];
  let last: CombatantState | undefined;
  for (const c of ordered) {
    if (last !== undefined && simultaneous(c, last)) groups[groups.length - 1]!.ids.push(c.id);
    else groups.push({ initiativeOrder: c.initiativeOrder, ids: [c.id], interrupting: false });
    last = c;
  }
  return groups;
}

/** The group of a holding combatant interrupting now, if any. */
function cutIn(state: CombatState): TurnGroup | null {
  const c = state.aside.find((x) => x.id === state.interrupter);
  return c === undefined ? null : { initiativeOrder: c.initiativeOrder, ids: [c.id], interrupting: true };
}

/**
 * The next segment where anyone acts, with its groups in turn order: the first group is the one whose
 * turn it is once the count gets there. Null when nobody is queued or interrupting. O(k log k) for k due.
 */
export function upcoming(state: CombatState): TimelineSlot | null {
  const front = state.queue[0];
  const due = groupsOf(frontSegment(state.queue));
  const interrupting = cutIn(state);
  if (interrupting !== null) {
    // The count waits at `now` during an interrupt; only those due now follow the interrupter.
    const after = front?.next === state.now ? due : [];
    return { clock: toClock(state.now, state.rules), groups: [interrupting, ...after], effects: [] };
  }
  if (front === undefined) return null;
  const effects = state.effects.filter((e) => e.at === front.next).map((e) => e.id);
  return { clock: toClock(front.next, state.rules), groups: due, effects };
}

/** Every queued turn and pending effect, segment by segment, for the tracker (sorts everyone). */
export function timeline(state: CombatState): TimelineSlot[] {
  const slots = new Map<number, { turns: CombatantState[]; effects: string[] }>();
  const slot = (segment: number) => {
    let s = slots.get(segment);
    if (s === undefined) slots.set(segment, (s = { turns: [], effects: [] }));
    return s;
  };
  const interrupting = cutIn(state);
  if (interrupting !== null) slot(state.now);
  for (const c of [...state.queue].sort(turnOrder)) slot(c.next).turns.push(c);
  for (const e of state.effects) slot(e.at).effects.push(e.id);
  return [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([segment, s]) => {
      const groups = groupsOf(s.turns);
      if (interrupting !== null && segment === state.now) groups.unshift(interrupting);
      return { clock: toClock(segment, state.rules), groups, effects: s.effects };
    });
}
