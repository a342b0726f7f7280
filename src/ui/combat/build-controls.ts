/** The controls' part: the GM's buttons under the tracker (roll for all, begin, count on, undo). */
import { toClock } from "../../core";
import { partView, type TrackerBasis } from "./basis";
import type { ControlsPartView } from "./model";

export function buildControlsView(basis: TrackerBasis): ControlsPartView {
  const { fight, isGM } = basis;
  if (fight === null)
    return { ...partView(basis), controls: { begin: false, undo: false, countOn: null, rollAll: false } };
  const { state, running } = fight;
  return {
    ...partView(basis),
    controls: {
      begin: isGM && !running,
      undo: isGM && state.undo !== null,
      // Nobody is queued (countdowns may still run): the GM counts on by hand.
      countOn:
        isGM && running && state.queue.length === 0 && state.interrupter === null
          ? toClock(state.now + 1, state.rules)
          : null,
      rollAll: isGM && fight.waiting.length > 0,
    },
  };
}
