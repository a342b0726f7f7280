/**
 * Engine state to tracker context: the clock, the timeline of this round and the next, turns grouped by
 * segment (simultaneous groups kept together, R003-11), those holding, defeated or yet to roll, timed
 * effects, and the Tide of Battle. Combatants hidden from players are left out of everything players see.
 */
import {
  allCombatants,
  roundEnd,
  timeline,
  toAbsolute,
  toClock,
  upcoming,
  type CombatState,
  SURPRISES,
  type TimelineSlot,
} from "../../core";
import { signedTide } from "./intents";
import type {
  BlockView,
  ClockEffectInput,
  EffectView,
  GroupView,
  MemberActions,
  MemberView,
  ReorderView,
  SectionView,
  SegmentChoice,
  TideView,
  TrackerEntrant,
  TrackerInput,
  TrackerView,
} from "./model";
import { landing } from "./recovery";
import { SIDES } from "./settings";

/** Cells either side of neutral on the Tide meter; a larger Tide widens it. */
export const TIDE_METER_REACH = 5;

/** Chips a timeline cell shows; a crowded cell shows one fewer and counts the rest. */
export const CHIPS_PER_CELL = 4;

const EMPTY_VIEW = (isGM: boolean): TrackerView => ({
  phase: "none",
  hasCombat: false,
  isRunning: false,
  isCounting: false,
  isGM,
  clock: null,
  timeline: { rounds: [], segments: [], columns: 0 },
  groups: [],
  sections: [],
  waiting: [],
  tide: null,
  controls: { begin: false, undo: false, countOn: null, rollAll: false },
  members: {},
});

/**
 * A chip's label: the initials of a name's first two words, and its trailing number ("Goblin skulker 3" is
 * "GS3"); a one-word name gives its first two letters ("Brakka" is "Br"). `long` takes one letter more
 * from the last word it reads ("GSk", "Bra"), to tell apart names whose short labels are the same.
 */
export function chipLabel(name: string, long = false): string {
  const words = name.split(/\s+/).filter((w) => w !== "");
  const number = words.length > 1 && /^\d+$/.test(words.at(-1)!) ? words.pop()! : "";
  const [first = "", second] = words;
  const [a = "", ...rest] = [...first];
  const [b = "", ...more] = second === undefined ? rest : [...second];
  const tail = second === undefined ? b : b.toUpperCase();
  return a.toUpperCase() + tail + (long ? (more[0] ?? "") : "") + number;
}

/** Each member's chip label, the longer one where two short ones would be the same. */
export function chipLabels(
  members: readonly { readonly id: string; readonly name: string }[],
): Map<string, string> {
  const short = members.map((m) => chipLabel(m.name));
  const uses = new Map<string, number>();
  for (const label of short) uses.set(label, (uses.get(label) ?? 0) + 1);
  return new Map(
    members.map((m, k) => [m.id, uses.get(short[k]!)! > 1 ? chipLabel(m.name, true) : short[k]!]),
  );
}

function sideKey(side: string): string {
  return `TURNKEEPER.Tracker.Side.${SIDES.includes(side) ? side : "other"}`;
}

/** Ids whose turn is open now: an interrupter alone, else the first group due at the current segment. */
function actingIds(state: CombatState): readonly string[] {
  if (state.phase !== "running") return [];
  const next = upcoming(state);
  if (next === null || next.clock.absolute !== state.now) return [];
  return next.groups[0]?.ids ?? [];
}

/** Countdowns of the engine and of the clock's timers the viewer may see, at their segments, soonest first. */
function effectsOf(
  state: CombatState,
  clock: TrackerInput["clock"],
  visible: (e: ClockEffectInput) => boolean,
  nameOf: (id: string | null | undefined) => string | null,
): EffectView[] {
  const view = (
    e: ClockEffectInput,
    kind: EffectView["kind"],
    absolute: number,
    remaining: number | null,
  ): EffectView => ({
    id: e.id,
    label: e.label,
    kind,
    absolute,
    remaining,
    combatantName: nameOf(e.combatantId),
  });
  const perSegment = state.rules.secondsPerSegment;
  const from = Math.max(state.now, 0);
  const timers =
    clock === undefined || perSegment <= 0
      ? []
      : clock.effects
          .filter((e) => visible(e) && e.at >= clock.worldTime)
          // The segment whose span contains the moment it fires; at least the next one.
          .map((e) =>
            view(e, "clock", from + Math.max(1, Math.ceil((e.at - clock.worldTime) / perSegment)), null),
          );
  return [...state.effects.filter(visible).map((e) => view(e, "combat", e.at, e.remaining)), ...timers].sort(
    (a, b) => a.absolute - b.absolute,
  );
}

export function buildTrackerView(input: TrackerInput): TrackerView {
  const { state, viewer } = input;
  const isGM = viewer.isGM;
  if (state === null) return EMPTY_VIEW(isGM);
  const rules = state.rules;
  const perRound = rules.segmentsPerRound;
  const running = state.phase === "running";
  const entrants = new Map<string, TrackerEntrant>();
  for (const e of input.entrants) if (isGM || !e.hidden) entrants.set(e.id, e);
  const engine = new Map(allCombatants(state).map((c) => [c.id, c]));
  const nameOf = (id: string | null | undefined) => (id == null ? null : (entrants.get(id)?.name ?? null));
  const known = (id: string) => engine.has(id) || input.entrants.some((e) => e.id === id);
  // An effect tied to a combatant the viewer cannot see is hidden with it.
  const visible = ({ combatantId: id }: ClockEffectInput) => id == null || entrants.has(id) || !known(id);

  const acting = new Set(actingIds(state));
  const now = Math.max(state.now, 1);
  const nowClock = toClock(now, rules);
  const roundLast = roundEnd(now, rules);
  // The timeline: this round and the next.
  const timelineLast = roundLast + perRound;
  const choices = (from: number, to: number): SegmentChoice[] =>
    Array.from({ length: to - from + 1 }, (_, k) => toClock(from + k, rules));
  const delayTo = running && state.now < roundLast ? choices(state.now + 1, roundLast) : [];
  const interruptOpen = running && state.interrupter === null;
  const slots = timeline(state);
  const reorders = isGM ? reorderViews(slots) : new Map<string, ReorderView>();
  const labels = chipLabels([...entrants.values()]);

  const member = (e: TrackerEntrant): MemberView => {
    const c = engine.get(e.id);
    const status: MemberView["status"] = c === undefined ? "waiting" : c.status;
    const isActing = acting.has(e.id);
    const mine = isGM || e.canAct;
    const turnOpen = mine && isActing;
    const actions: Omit<MemberActions, "any"> = {
      roll: mine && c === undefined,
      endTurn: turnOpen,
      delay: turnOpen && delayTo.length > 0,
      hold: turnOpen && state.interrupter !== e.id,
      interrupt: mine && status === "holding" && interruptOpen,
      reschedule: isGM && c !== undefined && running,
      defeat: isGM && c !== undefined && status !== "defeated",
      surprise: isGM && c === undefined,
      configure: isGM,
    };
    const reorder = reorders.get(e.id) ?? null;
    // Roll and interrupt sit on the row itself; the rest waits in the row's controls.
    const onDemand =
      actions.reschedule || actions.defeat || actions.surprise || actions.configure || reorder !== null;
    const expanded = turnOpen || (onDemand && input.open === e.id);
    return {
      id: e.id,
      name: e.name,
      label: labels.get(e.id)!,
      img: e.img,
      hidden: e.hidden,
      side: e.side,
      sideKey: sideKey(e.side),
      acting: isActing,
      interrupting: state.interrupter === e.id,
      status,
      statusKey: `TURNKEEPER.Tracker.Status.${status}`,
      surpriseKey: e.surprise === "none" ? null : `TURNKEEPER.Tracker.Surprise.${e.surprise}`,
      surpriseOptions:
        actions.surprise && expanded
          ? SURPRISES.map((value) => ({
              value,
              key: `TURNKEEPER.Tracker.Surprise.${value}`,
              selected: value === e.surprise,
            }))
          : [],
      beforeFirstTurn: c !== undefined && !c.hadTurn,
      expanded,
      canOpen: onDemand && !turnOpen,
      next: c !== undefined && c.status === "active" ? landing(state, c.next) : null,
      actions: { ...actions, any: Object.values(actions).some(Boolean) },
      delayTo: actions.delay && expanded ? delayTo : [],
      rescheduleTo:
        actions.reschedule && expanded
          ? choices(now, timelineLast).map((o) => ({ ...o, selected: o.absolute === c?.next }))
          : [],
      reorder,
    };
  };
  const all = [...entrants.values()].map(member);
  const members: Record<string, MemberView> = Object.fromEntries(all.map((m) => [m.id, m]));

  const effects = effectsOf(state, input.clock, visible, nameOf);
  const effectsAt = (absolute: number) => effects.filter((e) => e.absolute === absolute);

  // Groups: every queued turn, segment by segment (one slot each), simultaneous ones together.
  const groups: GroupView[] = [];
  for (const slot of slots) {
    const at = landing(state, slot.clock.absolute);
    for (const g of slot.groups) {
      const shown = g.ids.flatMap((id) => members[id] ?? []);
      if (shown.length === 0) continue;
      const previous = groups.at(-1)?.at;
      // The turn before, or the count itself for the first.
      const before = previous ?? toClock(running ? now : 0, rules);
      // The wrap into a new moment or round, said before the group in the turn order.
      const wraps =
        at.moment > before.moment && at.round > 1
          ? "MomentBegins"
          : at.round > before.round
            ? "RoundBegins"
            : null;
      groups.push({
        at,
        isNow: running && at.absolute === state.now,
        simultaneous: shown.length > 1,
        interrupting: g.interrupting,
        members: shown,
        // Countdowns fire before anyone acts: they show on the segment's first group.
        effects: previous?.absolute === at.absolute ? [] : effectsAt(at.absolute),
        divider:
          wraps === null ? null : { key: `TURNKEEPER.Tracker.${wraps}`, round: at.round, moment: at.moment },
      });
    }
  }

  const rounds = [nowClock.round, nowClock.round + 1].map((round, row) => {
    const first = toAbsolute(round, 1, rules);
    const cells = Array.from({ length: perRound }, (_, k) => {
      const absolute = first + k;
      const due = groups.flatMap((g) => (g.at.absolute === absolute ? g.members : []));
      const shown = due.length > CHIPS_PER_CELL ? CHIPS_PER_CELL - 1 : due.length;
      const rest = due.slice(shown);
      const cellEffects = effectsAt(absolute);
      const isPast = running && absolute < state.now;
      return {
        absolute,
        isNow: running && absolute === state.now,
        isPast,
        chips: due.slice(0, shown),
        more: rest.length === 0 ? null : { count: rest.length, names: rest.map((m) => m.name).join(", ") },
        effects: cellEffects,
        empty: due.length === 0 && cellEffects.length === 0,
        dropTarget: isGM && running && !isPast,
      };
    });
    const startsMoment = round > 1 && (round - 1) % rules.roundsPerMoment === 0;
    return {
      round,
      moment: toClock(first, rules).moment,
      isCurrent: running && row === 0,
      isNext: running && row === 1,
      startsMoment,
      momentBreak: startsMoment && row > 0,
      cells,
    };
  });

  // Those holding and defeated are aside, in the engine's order.
  const aside = (status: string) =>
    state.aside.flatMap((c) => (c.status === status ? (members[c.id] ?? []) : []));
  const waiting = all.filter((m) => m.status === "waiting");
  /** A line of members: a group of the turn order (with its divider), or a plain list when `g` is null. */
  const block = (
    members: readonly MemberView[],
    g: GroupView | null,
    divider: BlockView["divider"] = null,
    previous?: GroupView,
    next = false,
  ): BlockView => ({
    isGroup: g !== null,
    group: g,
    divider,
    sameSegment: previous !== undefined && previous.at.absolute === g?.at.absolute,
    next,
    kinds: [
      ...(next ? ["TURNKEEPER.Tracker.Next"] : []),
      ...(g?.simultaneous ? ["TURNKEEPER.Tracker.Simultaneous"] : []),
    ],
    members,
    effects: g?.effects ?? [],
  });
  // The group whose turn it is leads the tracker; the turn order below lists only the turns to come.
  const nowGroup = groups.find((g) => g.isNow && g.members.some((m) => m.acting));
  const order = groups.filter((g) => g !== nowGroup);
  const sections: SectionView[] = [];
  if (running) {
    sections.push({
      key: "acting",
      headingKey: "TURNKEEPER.Tracker.Acting",
      // Someone the viewer cannot see may be acting: the count is not stuck, it waits on the GM.
      emptyKey:
        acting.size > 0
          ? "TURNKEEPER.Tracker.HiddenActing"
          : state.now < 1
            ? "TURNKEEPER.Tracker.FirstRoll"
            : "TURNKEEPER.Tracker.NobodyActing",
      blocks: nowGroup === undefined ? [] : [block(nowGroup.members, nowGroup)],
    });
  }
  sections.push({
    key: "order",
    headingKey: "TURNKEEPER.Tracker.Order",
    emptyKey: "TURNKEEPER.Tracker.NoTurns",
    blocks: order.map((g, k) => block(g.members, g, g.divider, order[k - 1], running && k === 0)),
  });
  for (const [key, ms] of [
    ["waiting", waiting],
    // An interrupter shows where it acts, not again among those holding.
    ["holding", aside("holding").filter((m) => !m.acting)],
    ["defeated", aside("defeated")],
  ] as const) {
    if (ms.length > 0) {
      sections.push({
        key,
        headingKey: `TURNKEEPER.Tracker.${key[0]!.toUpperCase()}${key.slice(1)}`,
        emptyKey: null,
        blocks: [block(ms, null)],
      });
    }
  }
  return {
    phase: state.phase,
    hasCombat: true,
    isRunning: running,
    isCounting: running && state.now >= 1,
    isGM,
    clock: toClock(running ? state.now : 0, rules),
    timeline: {
      rounds,
      // The column headings: this round's cells.
      segments: rounds[0]!.cells.map(({ isNow }, i) => ({ segment: i + 1, isNow })),
      columns: perRound + 1,
    },
    groups,
    sections,
    waiting,
    tide: rules.tideOfBattle ? tideView(state, isGM) : null,
    controls: {
      begin: isGM && !running,
      undo: isGM && state.undo !== null,
      countOn:
        isGM && running && state.queue.length === 0 && state.interrupter === null
          ? toClock(state.now + 1, rules)
          : null,
      rollAll: isGM && waiting.length > 0,
    },
    members,
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

function tideView(state: CombatState, isGM: boolean): TideView {
  const signed = signedTide(state);
  const reach = Math.max(TIDE_METER_REACH, Math.abs(signed));
  const side = state.tide.side;
  return {
    sideKey: side === null ? null : sideKey(side),
    value: state.tide.value,
    neutral: side === null,
    meter: Array.from({ length: 2 * reach + 1 }, (_, k) => {
      const v = k - reach;
      return {
        value: v,
        // Filled from neutral out to the Tide, on its side.
        filled: v * signed > 0 && Math.abs(v) <= Math.abs(signed),
        side: v < 0 ? "foes" : v > 0 ? "party" : "neutral",
      };
    }),
    canShift: isGM,
  };
}
