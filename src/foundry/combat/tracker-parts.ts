/**
 * The combat sidebar's parts: Foundry's (its header and footer, and any a system adds) with the tracker's
 * (src/ui/combat/parts.ts) in the place of Foundry's `tracker` part, each loaded with the partials it
 * includes; and the parts one render shows. A system may configure its own parts for a render (Draw Steel
 * deletes `tracker` and `footer` in its own initiative mode): on a combat Turnkeeper runs, its parts are put
 * back; on a combat it does not run, Foundry's tracker part is the system's own list, as if Turnkeeper were
 * not there. A system's own list in a part of its own is hidden while Turnkeeper runs the combat.
 */
import { TRACKER_PARTS, type TrackerPart } from "../../ui/combat";
import { TEMPLATE_ROOT } from "../setup/constants";

export const templatePath = (file: string) => `${TEMPLATE_ROOT}/${file}`;

/** One of the tracker's parts as Foundry renders it: its template, loaded with the partials it includes. */
function partConfig(part: TrackerPart) {
  return {
    template: templatePath(part.template),
    ...(part.partials.length > 0 ? { templates: [part.template, ...part.partials].map(templatePath) } : {}),
    // Foundry's own tracker part keeps its scroll position across renders.
    ...(part.id === "tracker" ? { scrollable: [""] } : {}),
  };
}

/** Foundry's parts with the tracker's in the place of its `tracker` part (after them, for a tracker without). */
export function withTrackerParts<P>(base: Readonly<Record<string, P>>) {
  const ours = TRACKER_PARTS.map((part) => [part.id, partConfig(part)] as const);
  const entries = Object.entries(base);
  const at = entries.findIndex(([id]) => id === "tracker");
  return Object.fromEntries(
    at < 0 ? [...entries, ...ours] : [...entries.slice(0, at), ...ours, ...entries.slice(at + 1)],
  );
}

const OURS: ReadonlySet<string> = new Set(TRACKER_PARTS.map((p) => p.id));

/** The parts of one render, and whether its `tracker` part is the system's own list. */
export interface RenderParts<P> {
  readonly parts: Record<string, P>;
  readonly systemList: boolean;
}

/**
 * The parts one render shows, from those the system configured (`_configureRenderParts`) and the class's
 * own (`all`, in order): the tracker's parts are always there, put back where the system removed them, so a
 * part never moves in the window between renders. On a combat Turnkeeper does not run (`runs` false), the
 * `tracker` part the system kept is the system's own (`systemTracker`: its list of combatants).
 */
export function renderParts<P>(
  configured: Readonly<Record<string, P>>,
  all: Readonly<Record<string, P>>,
  systemTracker: P | undefined,
  runs: boolean,
): RenderParts<P> {
  const systemList = !runs && systemTracker !== undefined && "tracker" in configured;
  const parts: Record<string, P> = {};
  for (const [id, part] of Object.entries(all)) {
    if (id === "tracker" && systemList) parts[id] = systemTracker;
    else if (OURS.has(id)) parts[id] = configured[id] ?? part;
    else if (id in configured) parts[id] = configured[id]!;
  }
  // A part the system adds for this render alone goes after the rest.
  for (const [id, part] of Object.entries(configured)) if (!(id in parts)) parts[id] = part;
  return { parts, systemList };
}

/**
 * The parts a system renders as its own list of combatants in the place of Foundry's `tracker` part: Draw
 * Steel's `dsTracker`, in its default initiative mode (MetaMorphic-Digital/draw-steel
 * `src/module/applications/sidebar/tabs/combat-tracker.mjs`).
 */
const SYSTEM_LISTS: readonly string[] = ["dsTracker"];

/**
 * Shows a system's own list of combatants only on a combat Turnkeeper does not run: on one it runs,
 * Turnkeeper's rows are the list. The part stays in every render, hidden, rather than being deleted for some:
 * Foundry's Handlebars applications do not take parts that come and go between renders (Draw Steel's own
 * initiative mode asks for a reload for that, `src/module/helpers/settings.mjs`).
 */
export function showSystemLists(parts: Readonly<Record<string, { hidden: boolean }>>, runs: boolean): void {
  for (const id of SYSTEM_LISTS) {
    const part = parts[id];
    if (part) part.hidden = runs;
  }
}
