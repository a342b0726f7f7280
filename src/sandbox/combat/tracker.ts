/**
 * The tracker in the page: renders the tracker's parts (src/ui/combat/parts.ts) with the module's templates,
 * one after another as in Foundry's sidebar, and again only the rows' part when a row's controls open; reads
 * its buttons with the tracker's own parser, asks for the Recovery Time and a combatant's settings in a
 * <dialog> (tracker-prompts.ts), and lets the game master drag a combatant to another segment. The fight
 * itself lives in the host (stored with everything else); this file only turns the page's events into
 * tracker actions.
 */
import {
  parseTrackerAction,
  partContext,
  PARTS_SHOWING,
  TRACKER_PARTS,
  trackerBasis,
  type TrackerAction,
  type TrackerBasis,
  type TrackerInput,
  type TrackerPartId,
  type TrackerViewer,
  PAST_DROP,
} from "../../ui/combat";
import type { TextContext } from "../../ui/i18n/text";
import { trackerPrompts, type PromptDeps } from "./tracker-prompts";

export interface TrackerHostDeps extends PromptDeps {
  readonly root: HTMLElement;
  /** The world clock's running timers (lights, effects) as countdowns for the timeline. */
  clock(): TrackerInput["clock"];
  /** The clock's words, to say when the count's segment began on it (the clock panel's reading). */
  readonly text: TextContext;
  /** Says something on the page's notice line (why a drop was refused). */
  notice(text: string): void;
  /** Whose eyes the tracker shows the fight through, and whom they act for (the GM's, when absent). */
  seenAs?(): SeenAs;
}

/** A viewer of the tracker in the page: the GM, or a player acting for their own combatant alone. */
export interface SeenAs {
  readonly viewer: TrackerViewer;
  owns(id: string): boolean;
}

export interface TrackerHost {
  /** Renders the whole tracker from the fight as it is now. */
  render(): void;
  /** The parts of one render, in ms: view model, template, DOM update, layout (for the benchmarks). */
  profile(): { view: number; template: number; dom: number; layout: number };
}

/** What the tracker's buttons ask for beyond an action the host carries out. */
interface ButtonHandlers {
  act(action: TrackerAction): void;
  endTurn(id: string): void;
  settings(id: string): void;
  toggle(id: string): void;
}

/** The combatant a row's button or select is for: the row's (only a row carries its combatant's id). */
const combatantOf = (el: HTMLElement) => el.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;

/** The tracker's buttons and selects, read with the tracker's parser, one listener each for the whole tracker. */
function listenToButtons(root: HTMLElement, on: ButtonHandlers) {
  root.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!button || !root.contains(button)) return;
    const action = parseTrackerAction(button.dataset.action ?? "", {
      combatantId: combatantOf(button),
      absolute: button.dataset.absolute,
      toward: button.dataset.toward,
      // Delay and Move read the segment chosen in the select beside them, in their field.
      value: button.closest(".tk-field")?.querySelector<HTMLSelectElement>("select")?.value,
      order: button.dataset.order,
    });
    if (action === null) return;
    event.preventDefault();
    if (action.kind === "endTurn") on.endTurn(action.id);
    else if (action.kind === "settings") on.settings(action.id);
    else if (action.kind === "open") on.toggle(action.id);
    else on.act(action);
  });
  root.addEventListener("change", (event) => {
    const select = event.target as HTMLElement;
    if (!(select instanceof HTMLSelectElement) || !select.dataset.tkChange) return;
    const action = parseTrackerAction(select.dataset.tkChange, {
      combatantId: combatantOf(select),
      value: select.value,
    });
    if (action !== null) on.act(action);
  });
}

/** The game master drags a combatant (a chip on the strip, or its row) onto a segment of the strip. */
function listenToDrags(root: HTMLElement, act: (action: TrackerAction) => void, refuse: () => void) {
  // A past segment takes the drop too, so that the GM can be told why it is refused.
  const cellOf = (event: DragEvent) =>
    (event.target as HTMLElement).closest<HTMLElement>(
      '[data-drop-target="true"], [data-drop-refused="true"]',
    );
  root.addEventListener("dragstart", (event) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id][draggable=true]");
    if (!item || !event.dataTransfer) return;
    event.dataTransfer.setData("text/plain", item.dataset.combatantId ?? "");
    event.dataTransfer.effectAllowed = "move";
  });
  root.addEventListener("dragover", (event) => {
    if (cellOf(event)) event.preventDefault();
  });
  root.addEventListener("drop", (event) => {
    const cell = cellOf(event);
    const id = event.dataTransfer?.getData("text/plain") ?? "";
    if (!cell) return;
    event.preventDefault();
    if (cell.dataset.dropRefused === "true") return refuse();
    // Dropped on a timeline cell: the combatant is rescheduled there, as in Foundry's tracker.
    const action = parseTrackerAction("tkReschedule", { combatantId: id, absolute: cell.dataset.absolute });
    if (action !== null) act(action);
  });
}

/** The tracker's parts rendered in the page: all of them, or only those named, each in its own place. */
function renderParts(deps: TrackerHostDeps, basis: TrackerBasis, only?: readonly TrackerPartId[]) {
  const html = (k: number) =>
    deps.templates.render(TRACKER_PARTS[k]!.template, partContext(TRACKER_PARTS[k]!, basis, deps.text));
  if (only === undefined) {
    deps.root.innerHTML = TRACKER_PARTS.map((_, k) => html(k)).join("");
    return;
  }
  // Each part renders one element, in the parts' order.
  for (const id of only) {
    const k = TRACKER_PARTS.findIndex((p) => p.id === id);
    const fresh = deps.doc.createElement("template");
    fresh.innerHTML = html(k);
    deps.root.children[k]?.replaceWith(fresh.content);
  }
}

export function mountTracker(deps: TrackerHostDeps): TrackerHost {
  const { root } = deps;
  const prompts = trackerPrompts(deps);
  /** The row whose controls the game master opened. */
  let open: string | null = null;

  const basis = () => {
    const fight = deps.fight();
    const clock = fight ? deps.clock() : undefined;
    const seen = deps.seenAs?.() ?? { viewer: { isGM: true }, owns: () => true };
    return trackerBasis({
      state: fight?.state ?? null,
      entrants: (fight?.entrants ?? []).map((e) =>
        seen.viewer.isGM ? e : { ...e, canAct: seen.owns(e.id) },
      ),
      viewer: seen.viewer,
      open,
      ...(clock ? { clock } : {}),
    });
  };
  const act = (action: TrackerAction) => void deps.act(action);
  listenToButtons(root, {
    act,
    endTurn: (id) => void prompts.askRecovery(id),
    settings: (id) => void prompts.askSettings(id),
    /** Opens a row's controls (or closes them), keeping the keyboard on its button. */
    toggle(id) {
      open = open === id ? null : id;
      renderParts(deps, basis(), PARTS_SHOWING.rows);
      root
        .querySelector<HTMLElement>(`[data-combatant-id="${CSS.escape(id)}"] [data-action="tkOpen"]`)
        ?.focus();
    },
  });
  listenToDrags(root, act, () => deps.notice(deps.i18n.localize(PAST_DROP)));

  function profile() {
    const t0 = performance.now();
    const b = basis();
    const views = TRACKER_PARTS.map((part) => partContext(part, b, deps.text));
    const t1 = performance.now();
    const html = TRACKER_PARTS.map((part, k) => deps.templates.render(part.template, views[k]!)).join("");
    const t2 = performance.now();
    root.innerHTML = html;
    const t3 = performance.now();
    void root.offsetHeight;
    const t4 = performance.now();
    return { view: t1 - t0, template: t2 - t1, dom: t3 - t2, layout: t4 - t3 };
  }

  return { render: () => renderParts(deps, basis()), profile };
}
