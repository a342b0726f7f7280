/**
 * The listeners on each of the tracker's parts, one per kind of event on the part's root for however many
 * rows and cells it has: a surprise chosen in a row's select; a click in a row's open controls kept off the
 * row; and, the GM's, a combatant dragged onto a cell of the strip. And the keyboard put back on a row's
 * button once the row opened or closed.
 */
import { PAST_DROP, type ActionData } from "../../ui/combat";

const DRAG_TYPE = "application/x-turnkeeper-combatant";

/** What a part's listeners do: run one of the tracker's actions on the combat in view, if there is one. */
export interface PartHandlers {
  run(action: string, data: ActionData): void;
  /** Tells the GM why nothing happened (a lang key). */
  warn(key: string): void;
  viewing(): boolean;
  isGM: boolean;
}

/** The combatant of the row an element is in (only the row carries its combatant's id). */
const rowOf = (el: HTMLElement) => el.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;

function listenToRows(root: HTMLElement, on: PartHandlers) {
  root.addEventListener("change", (event) => {
    const target = event.target as HTMLSelectElement | null;
    if (target?.dataset.tkChange === "tkSurprise")
      on.run("tkSurprise", { combatantId: rowOf(target), value: target.value });
  });
  // The row is Foundry's activateCombatant: a click in its open controls that is not on one of their buttons
  // (a select, the space between them) is not a click on the row, and is kept from the window's handler.
  root.addEventListener("click", (event) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest(".tk-member__actions") && !target.closest("button")) event.stopPropagation();
  });
}

function listenToDrags(root: HTMLElement, on: PartHandlers) {
  // A past segment takes the drop too, so that the GM can be told why it is refused.
  const cellOf = (event: DragEvent) =>
    (event.target as HTMLElement | null)?.closest<HTMLElement>(
      '[data-drop-target="true"], [data-drop-refused="true"]',
    ) ?? null;
  root.addEventListener("dragstart", (event) => {
    const item = (event.target as HTMLElement | null)?.closest<HTMLElement>(
      '[draggable="true"][data-combatant-id]',
    );
    if (!item) return;
    event.dataTransfer?.setData(DRAG_TYPE, item.dataset.combatantId ?? "");
    event.stopPropagation();
  });
  root.addEventListener("dragover", (event) => {
    const cell = cellOf(event);
    if (!cell || !event.dataTransfer?.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    cell.classList.add("tk-cell--over");
  });
  root.addEventListener("dragleave", (event) => cellOf(event)?.classList.remove("tk-cell--over"));
  root.addEventListener("drop", (event) => {
    const cell = cellOf(event);
    cell?.classList.remove("tk-cell--over");
    const combatantId = event.dataTransfer?.getData(DRAG_TYPE);
    if (!cell || !combatantId || !on.viewing()) return;
    event.preventDefault();
    event.stopPropagation();
    if (cell.dataset.dropRefused === "true") return on.warn(PAST_DROP);
    // Dropped on a timeline cell: the combatant is rescheduled there.
    on.run("tkReschedule", { combatantId, absolute: cell.dataset.absolute });
  });
}

/** Listens to the tracker's parts in `element` not listened to yet (a part rendered again is a new root). */
export function listenToParts(element: HTMLElement, listened: WeakSet<HTMLElement>, on: PartHandlers) {
  for (const root of element.querySelectorAll<HTMLElement>(".tk-tracker")) {
    if (listened.has(root)) continue;
    listened.add(root);
    listenToRows(root, on);
    if (on.isGM) listenToDrags(root, on);
  }
}

/** Puts the keyboard on the button that opens or closes a row's controls, once the row is rendered again. */
export function focusRowButton(element: HTMLElement, id: string) {
  element
    .querySelector<HTMLElement>(`[data-combatant-id="${CSS.escape(id)}"] [data-action="tkOpen"]`)
    ?.focus();
}
