/**
 * The whole tracker's view at once: every part's (parts.ts) and what hosts look up when handling an
 * action, for those that want it all (Turnkeeper's API, the tests). Renders build each part on its own.
 */
import { trackerBasis, type TrackerBasis } from "./basis";
import { buildControlsView } from "./build-controls";
import { buildCountView } from "./build-count";
import { buildStripView } from "./build-strip";
import { buildTurnsView } from "./build-turns";
import type { TrackerInput, TrackerView } from "./model";

/** The tracker's view from a basis already worked out. */
export function trackerView(basis: TrackerBasis): TrackerView {
  return {
    ...buildCountView(basis),
    ...buildStripView(basis),
    ...buildTurnsView(basis),
    ...buildControlsView(basis),
    groups: basis.fight?.groups ?? [],
    waiting: basis.fight?.waiting ?? [],
    members: basis.fight?.members ?? {},
  };
}

export function buildTrackerView(input: TrackerInput): TrackerView {
  return trackerView(trackerBasis(input));
}
