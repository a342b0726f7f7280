/**
 * The turn order as groups: every queued turn, segment by segment, those acting together in one group
 * (R003-11), with the countdowns firing in its segment and the wrap into a new round or moment said before
 * it. The strip and the turns sections both read them.
 */
import { toClock, type CombatState, type TimelineSlot } from "../../core";
import type { ClockEffectInput, EffectView, GroupView, MemberView, TrackerInput } from "./model";
import { landing } from "./recovery";

/** Countdowns of the engine and of the clock's timers the viewer may see, at their segments, soonest first. */
export function effectsOf(
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

/** The line said before a group that opens a later moment or round than the turn before it. */
function wrapInto(
  at: GroupView["at"],
  before: { readonly round: number; readonly moment: number },
): GroupView["divider"] {
  const wraps =
    at.moment > before.moment && at.round > 1
      ? "MomentBegins"
      : at.round > before.round
        ? "RoundBegins"
        : null;
  return wraps === null ? null : { key: `TURNKEEPER.Tracker.${wraps}`, round: at.round, moment: at.moment };
}

/** Every queued turn the viewer sees, one group per slot's group; groups of only hidden members are left out. */
export function groupViews(
  state: CombatState,
  slots: readonly TimelineSlot[],
  members: Readonly<Record<string, MemberView>>,
  effects: readonly EffectView[],
): GroupView[] {
  const running = state.phase === "running";
  const groups: GroupView[] = [];
  for (const slot of slots) {
    const at = landing(state, slot.clock.absolute);
    for (const g of slot.groups) {
      const shown = g.ids.flatMap((id) => members[id] ?? []);
      if (shown.length === 0) continue;
      const previous = groups.at(-1)?.at;
      groups.push({
        at,
        isNow: running && at.absolute === state.now,
        simultaneous: shown.length > 1,
        interrupting: g.interrupting,
        members: shown,
        // Countdowns fire before anyone acts: they show on the segment's first group.
        effects: previous?.absolute === at.absolute ? [] : effects.filter((e) => e.absolute === at.absolute),
        // The turn before, or the count itself for the first.
        divider: wrapInto(at, previous ?? toClock(running ? Math.max(state.now, 1) : 0, state.rules)),
      });
    }
  }
  return groups;
}
