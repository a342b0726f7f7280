/**
 * The tracker in parts, in the order they render, each a template with the builder of its context, so a
 * host renders again only the parts whose input changed. Hosts know them by the ids of Foundry's combat
 * tracker (tracker-app.ts): `tracker` is its own part, the one for the combatants' rows (Foundry renders it
 * again itself when they change), and Turnkeeper's parts around it are named `tk...`.
 */
import type { TrackerBasis } from "./basis";
import { buildControlsView } from "./build-controls";
import { buildCountView } from "./build-count";
import { buildStripView } from "./build-strip";
import { buildTurnsView } from "./build-turns";
import type { PartView } from "./model";
import { TRACKER_TEMPLATES } from "./templates";

export type TrackerPartId = "tkCount" | "tkStrip" | "tracker" | "tkControls";

export interface TrackerPart {
  readonly id: TrackerPartId;
  /** Its template, under templates/; it renders one element. */
  readonly template: string;
  /** The templates it includes as partials, under templates/. */
  readonly partials: readonly string[];
  readonly build: (basis: TrackerBasis) => PartView;
}

export const TRACKER_PARTS: readonly TrackerPart[] = [
  { id: "tkCount", template: TRACKER_TEMPLATES.count, partials: [], build: buildCountView },
  { id: "tkStrip", template: TRACKER_TEMPLATES.strip, partials: [], build: buildStripView },
  {
    id: "tracker",
    template: TRACKER_TEMPLATES.turns,
    partials: [TRACKER_TEMPLATES.block, TRACKER_TEMPLATES.memberActions],
    build: buildTurnsView,
  },
  { id: "tkControls", template: TRACKER_TEMPLATES.controls, partials: [], build: buildControlsView },
];

/** The part with this id, if it is one of the tracker's. */
export function trackerPart(id: string): TrackerPart | undefined {
  return TRACKER_PARTS.find((p) => p.id === id);
}

/** The parts that show a thing, rendered again when it alone changed (a combat step renders them all). */
export const PARTS_SHOWING = {
  /** A row's controls, opened or closed by the viewer. */
  rows: ["tracker"],
  /** The clock's countdowns: in the strip's cells, and with the turn order's groups. */
  countdowns: ["tkStrip", "tracker"],
} as const satisfies Record<string, readonly TrackerPartId[]>;
