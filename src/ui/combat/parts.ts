/**
 * The tracker in parts, in the order they render, each a template with the builder of its context, so a
 * host renders again only the parts whose input changed. Hosts know them by the ids of Foundry's combat
 * tracker (tracker-app.ts): `tracker` is its own part, the one for the combatants' rows (Foundry renders it
 * again itself when they change), and Turnkeeper's parts around it are named `tk...`.
 */
import { resolveView, type TextContext } from "../i18n/text";
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
  /** Its view holds Text (../i18n/text.ts), which the host resolves with its words before rendering. */
  readonly texts?: true;
}

export const TRACKER_PARTS: readonly TrackerPart[] = [
  { id: "tkCount", template: TRACKER_TEMPLATES.count, partials: [], build: buildCountView, texts: true },
  { id: "tkStrip", template: TRACKER_TEMPLATES.strip, partials: [], build: buildStripView },
  {
    id: "tracker",
    template: TRACKER_TEMPLATES.turns,
    partials: [TRACKER_TEMPLATES.block, TRACKER_TEMPLATES.memberActions],
    build: buildTurnsView,
  },
  { id: "tkControls", template: TRACKER_TEMPLATES.controls, partials: [], build: buildControlsView },
];

/**
 * A part's template context: its view, with its Text resolved in the host's words. Without words (a host
 * that cannot read the clock) the count leaves out when its segment began.
 */
export function partContext(part: TrackerPart, basis: TrackerBasis, text: TextContext | undefined): object {
  if (!part.texts) return part.build(basis);
  return text ? resolveView(part.build(basis), text) : part.build({ ...basis, worldTime: null });
}

/** The part with this id, if it is one of the tracker's. */
export function trackerPart(id: string): TrackerPart | undefined {
  return TRACKER_PARTS.find((p) => p.id === id);
}

/** The parts that show a thing, rendered again when it alone changed (a combat step renders them all). */
export const PARTS_SHOWING = {
  /** A row's controls, opened or closed by the viewer. */
  rows: ["tracker"],
  /** The clock's countdowns: in the strip's cells, and with the turn order's groups; the count's reading of it. */
  countdowns: ["tkCount", "tkStrip", "tracker"],
} as const satisfies Record<string, readonly TrackerPartId[]>;
