/**
 * The segment strip's part: segments 1-N of this round and the next (R003-10), each cell with the chips of
 * those acting there and the countdowns firing there, the line where a new moment begins (R003-01), and
 * where the GM may drop a combatant.
 */
import { toAbsolute, toClock } from "../../core";
import { partView, type FightBasis, type TrackerBasis } from "./basis";
import type { CellView, StripPartView, TimelineRoundView } from "./model";

/** Chips a timeline cell shows; a crowded cell shows one fewer and counts the rest. */
export const CHIPS_PER_CELL = 4;

/** What a host says when the GM drops a combatant on a segment already past (a cell's dropRefused). */
export const PAST_DROP = "TURNKEEPER.Tracker.PastDrop";

export function buildStripView(basis: TrackerBasis): StripPartView {
  const { fight } = basis;
  if (fight === null) return { ...partView(basis), timeline: { rounds: [], segments: [], columns: 0 } };
  const rules = fight.state.rules;
  const round = toClock(Math.max(fight.state.now, 1), rules).round;
  const rounds = [round, round + 1].map((r, row) => roundView(fight, basis.isGM, r, row));
  return {
    ...partView(basis),
    timeline: {
      rounds,
      // The column headings: this round's cells.
      segments: rounds[0]!.cells.map(({ isNow }, i) => ({ segment: i + 1, isNow })),
      columns: rules.segmentsPerRound + 1,
    },
  };
}

/** A row of the strip: round `round`, the current one (row 0) or the next (row 1). */
function roundView(fight: FightBasis, isGM: boolean, round: number, row: number): TimelineRoundView {
  const { state, running } = fight;
  const rules = state.rules;
  const first = toAbsolute(round, 1, rules);
  const startsMoment = round > 1 && (round - 1) % rules.roundsPerMoment === 0;
  return {
    round,
    moment: toClock(first, rules).moment,
    isCurrent: running && row === 0,
    isNext: running && row === 1,
    startsMoment,
    momentBreak: startsMoment && row > 0,
    cells: Array.from({ length: rules.segmentsPerRound }, (_, k) => cellView(fight, isGM, first + k)),
  };
}

function cellView(fight: FightBasis, isGM: boolean, absolute: number): CellView {
  const { state, running } = fight;
  const due = fight.groups.flatMap((g) => (g.at.absolute === absolute ? g.members : []));
  const shown = due.length > CHIPS_PER_CELL ? CHIPS_PER_CELL - 1 : due.length;
  const rest = due.slice(shown);
  const effects = fight.effects.filter((e) => e.absolute === absolute);
  const isPast = running && absolute < state.now;
  return {
    absolute,
    isNow: running && absolute === state.now,
    isPast,
    chips: due.slice(0, shown),
    more: rest.length === 0 ? null : { count: rest.length, names: rest.map((m) => m.name).join(", ") },
    effects,
    empty: due.length === 0 && effects.length === 0,
    dropTarget: isGM && running && !isPast,
    dropRefused: isGM && isPast,
  };
}
