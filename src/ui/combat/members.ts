/**
 * The tracker's rows: each combatant the viewer sees as a `MemberView`, with what the viewer may do for it
 * now (its turn's actions, the GM's tools) and its chip's label. A row's lists of segments and surprises are
 * filled only when its controls render (it acts, or the viewer opened it), so a long fight stays light.
 */
import {
  roundEnd,
  toClock,
  upcoming,
  type CombatantState,
  type CombatState,
  type TimelineSlot,
} from "../../core";
import { chipLabels } from "./chips";
import type { MemberActions, MemberView, ReorderView, SegmentChoice, TrackerEntrant } from "./model";
import { landing } from "./recovery";
import { SIDES } from "./settings";
import { setupLine, surpriseOptions } from "./setup-step";

/** A side's localization key: the sides the tracker knows by name, "other" for the rest. */
export function sideKey(side: string): string {
  return `TURNKEEPER.Tracker.Side.${SIDES.includes(side) ? side : "other"}`;
}

/** Ids whose turn is open now: an interrupter alone, else the first group due at the current segment. */
export function actingIds(state: CombatState): readonly string[] {
  if (state.phase !== "running") return [];
  const next = upcoming(state);
  if (next === null || next.clock.absolute !== state.now) return [];
  return next.groups[0]?.ids ?? [];
}

/** What every row reads of the count and of the viewer. */
export interface RowsInput {
  readonly state: CombatState;
  /** The combatants the viewer sees, in the host's order. */
  readonly shown: readonly TrackerEntrant[];
  /** The engine's combatants by id: those rolled. */
  readonly engine: ReadonlyMap<string, CombatantState>;
  readonly slots: readonly TimelineSlot[];
  readonly isGM: boolean;
  /** The row whose controls the viewer opened. */
  readonly open: string | null;
  /** The host's own row controls go on each row. */
  readonly coreControls: boolean;
}

/** What the rows share, worked out once for all of them. */
interface RowFacts extends RowsInput {
  readonly acting: ReadonlySet<string>;
  /** Later segments this round, for a turn that may be delayed. */
  readonly delayTo: readonly SegmentChoice[];
  /** The timeline's segments (this round and the next), for the GM's move. */
  readonly moveTo: readonly SegmentChoice[];
  readonly reorders: ReadonlyMap<string, ReorderView>;
  readonly labels: ReadonlyMap<string, string>;
}

export function memberViews(input: RowsInput): MemberView[] {
  const { state, isGM } = input;
  const rules = state.rules;
  const running = state.phase === "running";
  const now = Math.max(state.now, 1);
  const roundLast = roundEnd(now, rules);
  const choices = (from: number, to: number): SegmentChoice[] =>
    Array.from({ length: to - from + 1 }, (_, k) => toClock(from + k, rules));
  const facts: RowFacts = {
    ...input,
    acting: new Set(actingIds(state)),
    delayTo: running && state.now < roundLast ? choices(state.now + 1, roundLast) : [],
    moveTo: choices(now, roundLast + rules.segmentsPerRound),
    reorders: isGM ? reorderViews(input.slots) : new Map(),
    labels: chipLabels(input.shown),
  };
  return input.shown.map((e) => memberView(e, facts));
}

/** What the viewer may do for a combatant now (`any` aside). */
function actionsFor(e: TrackerEntrant, c: CombatantState | undefined, facts: RowFacts) {
  const { state, isGM } = facts;
  const running = state.phase === "running";
  const status = c === undefined ? "waiting" : c.status;
  const mine = isGM || e.canAct;
  const turnOpen = mine && facts.acting.has(e.id);
  return {
    roll: mine && c === undefined,
    endTurn: turnOpen,
    delay: turnOpen && facts.delayTo.length > 0,
    hold: turnOpen && state.interrupter !== e.id,
    interrupt: mine && status === "holding" && running && state.interrupter === null,
    reschedule: isGM && c !== undefined && running,
    defeat: isGM && c !== undefined && status !== "defeated",
    surprise: isGM && c === undefined,
    configure: isGM,
  } satisfies Omit<MemberActions, "any">;
}

/** A name's head and its last word with the space before it (see MemberView.nameHead). */
function nameParts(name: string): { nameHead: string; nameTail: string } {
  const cut = name.trimEnd().lastIndexOf(" ");
  return cut > 0
    ? { nameHead: name.slice(0, cut), nameTail: name.slice(cut) }
    : { nameHead: name, nameTail: "" };
}

function memberView(e: TrackerEntrant, facts: RowFacts): MemberView {
  const { state } = facts;
  const c = facts.engine.get(e.id);
  const status: MemberView["status"] = c === undefined ? "waiting" : c.status;
  const actions = actionsFor(e, c, facts);
  const reorder = facts.reorders.get(e.id) ?? null;
  // Before the count the surprise sits on the row's own line, with its side and die.
  const setup = setupLine(state, facts.isGM, { ...e, rolled: c !== undefined });
  const surpriseBehind = actions.surprise && setup === null;
  // Roll and interrupt sit on the row itself; the rest waits in the row's controls.
  const onDemand =
    actions.reschedule || actions.defeat || surpriseBehind || actions.configure || reorder !== null;
  const expanded = actions.endTurn || (onDemand && facts.open === e.id);
  return {
    id: e.id,
    name: e.name,
    ...nameParts(e.name),
    label: facts.labels.get(e.id)!,
    img: e.img,
    hidden: e.hidden,
    side: e.side,
    sideKey: sideKey(e.side),
    acting: facts.acting.has(e.id),
    interrupting: state.interrupter === e.id,
    status,
    statusKey: `TURNKEEPER.Tracker.Status.${status}`,
    defeated: status === "defeated",
    rowControls: facts.coreControls ? { gm: facts.isGM, ping: e.canPing === true, pan: !facts.isGM } : null,
    surpriseKey: e.surprise === "none" ? null : `TURNKEEPER.Tracker.Surprise.${e.surprise}`,
    surpriseOptions: surpriseBehind && expanded ? surpriseOptions(e.surprise) : [],
    setup,
    beforeFirstTurn: c !== undefined && !c.hadTurn,
    expanded,
    canOpen: onDemand && !actions.endTurn,
    next: c !== undefined && c.status === "active" ? landing(state, c.next) : null,
    actions: { ...actions, any: Object.values(actions).some(Boolean) },
    delayTo: actions.delay && expanded ? facts.delayTo : [],
    rescheduleTo:
      actions.reschedule && expanded
        ? facts.moveTo.map((o) => ({ ...o, selected: o.absolute === c?.next }))
        : [],
    reorder,
  };
}

/**
 * For each member of a simultaneous group in the queue (R003-11), the group's order with it moved one place
 * earlier or later. An interrupter's group is one combatant, never reordered.
 */
function reorderViews(slots: readonly TimelineSlot[]): Map<string, ReorderView> {
  const out = new Map<string, ReorderView>();
  for (const slot of slots) {
    for (const g of slot.groups) {
      if (g.interrupting || g.ids.length < 2) continue;
      const moved = (from: number, to: number) => {
        if (to < 0 || to >= g.ids.length) return null;
        const ids = [...g.ids];
        [ids[from], ids[to]] = [ids[to]!, ids[from]!];
        return ids.join(",");
      };
      g.ids.forEach((id, k) => out.set(id, { earlier: moved(k, k - 1), later: moved(k, k + 1) }));
    }
  }
  return out;
}
