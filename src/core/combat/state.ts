/**
 * The combat state: plain, versioned, JSON-serializable data. Every command maps a state to a new state
 * and never mutates the old one, so the previous state doubles as the undo record.
 */
import type { CombatRules } from "./rules";

/** How surprised a combatant is when it rolls initiative; every host checks its data against this list. */
export const SURPRISES = ["none", "partial", "total"] as const;
export type Surprise = (typeof SURPRISES)[number];

/**
 * - active: in the queue, due at `next`
 * - holding: set aside, waiting to interrupt (`next` is the segment where it began to hold)
 * - defeated: set aside until the GM sets its next segment
 */
export type CombatantStatus = "active" | "holding" | "defeated";

export interface CombatantState {
  readonly id: string;
  /** Side for Tide of Battle (R003-04), e.g. "party" or "monsters". */
  readonly side: string;
  /** Higher goes first within a segment (R003-11). */
  readonly initiativeOrder: number;
  /** Stored tie-break among equal Initiative Order, lower first; never re-rolled (R003-11). */
  readonly tie: number;
  /** Absolute segment of its first turn: die roll plus surprise, counted from when it joined (R003-05). */
  readonly start: number;
  /** Absolute segment of its next turn; hosts store this as the combatant's initiative. */
  readonly next: number;
  /** Whether its first turn has come up; until then it can take no action at all (R003-06). */
  readonly hadTurn: boolean;
  /** Absolute segment of the last turn it ended, so it is never set to act twice in one segment. */
  readonly lastTurn: number | null;
  readonly status: CombatantStatus;
}

export interface TideSetting {
  /** The favoured side, or null for a Neutral Tide. */
  readonly side: string | null;
  /** Bonus to the favoured side's Attack Rolls and Defenses; 0 when neutral. */
  readonly value: number;
}

export interface TideShift extends TideSetting {
  /** Absolute segment when the GM set it (0: before initiative, R003-03). */
  readonly at: number;
}

/** A countdown on the combat timeline (R003-02): fires at `at`, then every `every` segments, `remaining` times. */
export interface TimedEffect {
  readonly id: string;
  readonly label: string;
  /** The combatant it concerns, if any (for display). */
  readonly combatantId: string | null;
  readonly at: number;
  readonly every: number;
  readonly remaining: number;
}

export interface CombatState {
  readonly version: 1;
  readonly rules: CombatRules;
  /** "setup" while initiative is rolled; counting starts with the begin command (R003-03, R003-09). */
  readonly phase: "setup" | "running";
  /** Absolute segment the count has reached (0 during setup). */
  readonly now: number;
  /** The active combatants as a binary min-heap keyed by next, Initiative Order, tie (see queue.ts). */
  readonly queue: readonly CombatantState[];
  /** Combatants out of the count: holding or defeated, in the order they left it. */
  readonly aside: readonly CombatantState[];
  /** A holding combatant interrupting at `now`; it alone may act until it ends its turn. */
  readonly interrupter: string | null;
  /** Next tie-break number to hand out. */
  readonly nextTie: number;
  readonly tide: TideSetting;
  readonly tideHistory: readonly TideShift[];
  readonly effects: readonly TimedEffect[];
  /** The state before the last command, or null; its own `undo` is null once the count runs (engine.ts). */
  readonly undo: CombatState | null;
}

/**
 * A copy of `s` with `changes`. Spelled out rather than spread so that every state has one shape, in
 * one property order, which keeps property reads on the turn-step path fast.
 */
export function withState(s: CombatState, changes: Partial<CombatState>): CombatState {
  return {
    version: 1,
    rules: changes.rules ?? s.rules,
    phase: changes.phase ?? s.phase,
    now: changes.now ?? s.now,
    queue: changes.queue ?? s.queue,
    aside: changes.aside ?? s.aside,
    interrupter: changes.interrupter !== undefined ? changes.interrupter : s.interrupter,
    nextTie: changes.nextTie ?? s.nextTie,
    tide: changes.tide ?? s.tide,
    tideHistory: changes.tideHistory ?? s.tideHistory,
    effects: changes.effects ?? s.effects,
    undo: changes.undo !== undefined ? changes.undo : s.undo,
  };
}

/**
 * The copy a turn step makes (new queue, count, effects, undo), in the same shape as `withState`. It is
 * positional because reading a `changes` object whose shape varies from call to call is several times
 * slower, and a step builds several states.
 */
export function stepState(
  s: CombatState,
  queue: readonly CombatantState[],
  now: number,
  effects: readonly TimedEffect[],
  undo: CombatState | null,
): CombatState {
  return {
    version: 1,
    rules: s.rules,
    phase: s.phase,
    now,
    queue,
    aside: s.aside,
    interrupter: s.interrupter,
    nextTie: s.nextTie,
    tide: s.tide,
    tideHistory: s.tideHistory,
    effects,
    undo,
  };
}

/** A copy of `c` with `changes` (spelled out: it is on the turn-step path too). */
export function withFields(
  c: CombatantState,
  changes: Partial<Pick<CombatantState, "tie" | "next" | "hadTurn" | "lastTurn" | "status">>,
): CombatantState {
  return {
    id: c.id,
    side: c.side,
    initiativeOrder: c.initiativeOrder,
    tie: changes.tie ?? c.tie,
    start: c.start,
    next: changes.next ?? c.next,
    hadTurn: changes.hadTurn ?? c.hadTurn,
    lastTurn: changes.lastTurn !== undefined ? changes.lastTurn : c.lastTurn,
    status: changes.status ?? c.status,
  };
}

export interface CombatStep {
  readonly state: CombatState;
  readonly events: readonly CombatEvent[];
  /** World seconds the step took: segments the count moved times seconds per segment (negative on undo). */
  readonly seconds: number;
}

export type CombatEvent =
  | { readonly type: "began" }
  | {
      readonly type: "added";
      readonly id: string;
      readonly roll: number;
      readonly surprise: Surprise;
      readonly start: number;
    }
  | { readonly type: "removed"; readonly id: string }
  | { readonly type: "defeated"; readonly id: string }
  | {
      readonly type: "turnEnded";
      readonly id: string;
      readonly segment: number;
      readonly recovery: number;
      readonly next: number;
      readonly label: string | null;
    }
  | {
      readonly type: "instantAction";
      readonly id: string;
      readonly segment: number;
      readonly label: string | null;
    }
  | {
      readonly type: "freeAction";
      readonly id: string;
      readonly segment: number;
      readonly label: string | null;
    }
  | { readonly type: "delayed"; readonly id: string; readonly from: number; readonly to: number }
  | { readonly type: "held"; readonly id: string; readonly segment: number }
  | { readonly type: "interrupted"; readonly id: string; readonly segment: number }
  | { readonly type: "nextSet"; readonly id: string; readonly next: number }
  | {
      readonly type: "configured";
      readonly id: string;
      readonly side: string;
      readonly initiativeOrder: number;
    }
  | { readonly type: "reordered"; readonly ids: readonly string[] }
  | { readonly type: "tideShifted"; readonly shift: TideShift }
  | { readonly type: "effectAdded"; readonly id: string; readonly at: number }
  | { readonly type: "effectRemoved"; readonly id: string }
  | {
      readonly type: "effectFired";
      readonly id: string;
      readonly label: string;
      readonly segment: number;
      readonly remaining: number;
    }
  /** The count moved from one absolute segment to a later one. */
  | { readonly type: "advanced"; readonly from: number; readonly to: number; readonly seconds: number }
  /** Rounds `from` to `to` ended (usually one; more when nobody acted in between) (R003-10). */
  | { readonly type: "roundEnded"; readonly from: number; readonly to: number }
  | { readonly type: "momentEnded"; readonly from: number; readonly to: number }
  | { readonly type: "undone" };
