/**
 * The tracker in the page: renders the module's tracker template with the tracker's own view model, reads
 * its buttons with the tracker's own parser, asks for the Recovery Time and a combatant's settings with the
 * module's templates in a <dialog>, opens a row's controls, and lets the game master drag a combatant to
 * another segment. The fight itself lives in the host (stored with everything else); this file only turns
 * the page's events into tracker actions.
 */
import {
  buildRecoveryView,
  buildSettingsView,
  buildTrackerView,
  parseTrackerAction,
  readSettingsForm,
  recoveryOptions,
  TRACKER_TEMPLATES,
  type RecoveryView,
  type TrackerAction,
  type TrackerInput,
  type TrackerIntent,
  type TrackerView,
} from "../../ui/combat";
import { findEntrant, type SandboxFight } from "./fight";
import type { SandboxLocalizer } from "../setup/i18n";
import type { TemplateRegistry } from "../setup/templates";
import dialogSource from "./recovery-dialog.hbs?raw";

export interface TrackerHostDeps {
  readonly root: HTMLElement;
  readonly doc: Document;
  readonly templates: TemplateRegistry;
  readonly i18n: SandboxLocalizer;
  fight(): SandboxFight | null;
  /** The world clock's running timers (lights, effects) as countdowns for the timeline. */
  clock(): TrackerInput["clock"];
  /** Carries out an action (the host runs intents, rolls for all, sets surprise). */
  act(action: TrackerAction): Promise<void>;
}

export interface TrackerHost {
  /** Renders the tracker from the fight as it is now; returns the view it rendered. */
  render(): TrackerView;
  /** The parts of one render, in ms: view model, template, DOM update, layout (for the benchmarks). */
  profile(): { view: number; template: number; dom: number; layout: number };
}

type Chosen = { readonly optionId: string } | { readonly value: number | null } | undefined;

export function mountTracker(deps: TrackerHostDeps): TrackerHost {
  const { root, doc, templates } = deps;
  const dialogTemplate = templates.compileLocal(dialogSource);
  /** The row whose controls the game master opened. */
  let open: string | null = null;

  function input(): TrackerInput {
    const fight = deps.fight();
    const clock = fight ? deps.clock() : undefined;
    return {
      state: fight?.state ?? null,
      entrants: fight?.entrants ?? [],
      viewer: { isGM: true },
      open,
      ...(clock ? { clock } : {}),
    };
  }

  /** Opens a row's controls (or closes them), keeping the keyboard on its button. */
  function toggle(id: string) {
    open = open === id ? null : id;
    render();
    root.querySelector<HTMLElement>(`[data-action="tkOpen"][data-combatant-id="${CSS.escape(id)}"]`)?.focus();
  }

  function render(): TrackerView {
    const view = buildTrackerView(input());
    root.innerHTML = templates.render(TRACKER_TEMPLATES.tracker, view);
    return view;
  }

  /** The value a button reads: the select beside it in its field, if any. */
  function valueFor(button: HTMLElement): string | undefined {
    const field = button.closest(".tk-field");
    return field?.querySelector<HTMLSelectElement>("select")?.value;
  }

  root.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!button || !root.contains(button)) return;
    const action = parseTrackerAction(button.dataset.action ?? "", {
      combatantId: button.dataset.combatantId,
      absolute: button.dataset.absolute,
      toward: button.dataset.toward,
      value: valueFor(button),
      order: button.dataset.order,
    });
    if (action === null) return;
    event.preventDefault();
    if (action.kind === "endTurn") void askRecovery(action.id);
    else if (action.kind === "settings") void askSettings(action.id);
    else if (action.kind === "open") toggle(action.id);
    else void deps.act(action);
  });

  root.addEventListener("change", (event) => {
    const select = event.target as HTMLElement;
    if (!(select instanceof HTMLSelectElement) || !select.dataset.tkChange) return;
    const action = parseTrackerAction(select.dataset.tkChange, {
      combatantId: select.dataset.combatantId,
      value: select.value,
    });
    if (action !== null) void deps.act(action);
  });

  // The game master drags a combatant (a chip on the strip, or its row) onto a segment of the strip.
  root.addEventListener("dragstart", (event) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id][draggable=true]");
    if (!item || !event.dataTransfer) return;
    event.dataTransfer.setData("text/plain", item.dataset.combatantId ?? "");
    event.dataTransfer.effectAllowed = "move";
  });
  root.addEventListener("dragover", (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-drop-target="true"]');
    if (cell) event.preventDefault();
  });
  root.addEventListener("drop", (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-drop-target="true"]');
    const id = event.dataTransfer?.getData("text/plain") ?? "";
    if (!cell) return;
    event.preventDefault();
    // Dropped on a timeline cell: the combatant is rescheduled there, as in Foundry's tracker.
    const action = parseTrackerAction("tkReschedule", { combatantId: id, absolute: cell.dataset.absolute });
    if (action !== null) void deps.act(action);
  });

  /** The end-of-turn prompt: the module's recovery template in a dialog, previewing where the turn lands. */
  function askRecovery(id: string): Promise<void> {
    const fight = deps.fight();
    const entrant = fight ? findEntrant(fight, id) : undefined;
    if (!fight || !entrant) return Promise.resolve();
    const options = recoveryOptions(entrant);
    const dialog = doc.createElement("dialog");
    dialog.className = "tks-dialog turnkeeper";
    doc.body.append(dialog);
    let view: RecoveryView;
    const draw = (chosen: Chosen) => {
      view = buildRecoveryView(fight.state, entrant, options, chosen);
      dialog.innerHTML = dialogTemplate({
        title: deps.i18n.format("TURNKEEPER.Tracker.Recovery.Title", { name: entrant.name }),
        body: templates.render(TRACKER_TEMPLATES.recovery, view),
        canConfirm: view.canConfirm,
      });
    };
    draw(undefined);
    const chosenFromForm = (): Chosen => {
      const picked = dialog.querySelector<HTMLInputElement>("input[name=option]:checked")?.value;
      const typed = dialog.querySelector<HTMLInputElement>("input[name=custom]");
      if (picked !== undefined && picked !== "custom") return { optionId: picked };
      const value = typed && typed.value !== "" ? Number(typed.value) : null;
      return { value };
    };
    dialog.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("[data-sandbox-dialog=cancel]")) dialog.close("cancel");
    });
    // Picking an option redraws the prompt; typing a number updates it in place (below), so a change event
    // from the number field as it loses focus must not redraw the buttons under a click.
    dialog.addEventListener("change", (event) => {
      if ((event.target as HTMLInputElement).name !== "option") return;
      draw(chosenFromForm());
      dialog.querySelector<HTMLInputElement>("input[name=option]:checked")?.focus();
    });
    dialog.addEventListener("input", (event) => {
      const input = event.target as HTMLInputElement;
      if (input.name !== "custom") return;
      const radio = dialog.querySelector<HTMLInputElement>("input[name=option][value=custom]");
      if (radio) radio.checked = true;
      // Update the preview and the confirm button in place, so typing keeps its caret.
      const chosen = chosenFromForm();
      view = buildRecoveryView(fight.state, entrant, options, chosen);
      const preview = doc.createElement("div");
      preview.innerHTML = templates.render(TRACKER_TEMPLATES.recovery, view);
      const fresh = preview.querySelector(".tk-recovery__preview");
      const old = dialog.querySelector(".tk-recovery__preview");
      if (fresh && old) old.replaceWith(fresh);
      const confirm = dialog.querySelector<HTMLButtonElement>("[data-sandbox-dialog=confirm]");
      if (confirm) confirm.disabled = !view.canConfirm;
    });
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => {
        const confirmed = dialog.returnValue === "confirm" && view.chosen !== null && view.canConfirm;
        const chosen = view.chosen;
        dialog.remove();
        if (confirmed && chosen) {
          const intent: TrackerIntent = {
            type: "endTurn",
            id,
            recovery: chosen.recovery,
            label: chosen.label,
          };
          void deps.act({ kind: "intent", intent }).then(resolve);
        } else resolve();
      });
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>("input[name=option]:checked, input[name=option]")?.focus();
    });
  }

  /** The game master's settings for a combatant: the module's settings template in a dialog. */
  function askSettings(id: string): Promise<void> {
    const fight = deps.fight();
    const entrant = fight ? findEntrant(fight, id) : undefined;
    if (!fight || !entrant) return Promise.resolve();
    const view = buildSettingsView(fight.state, fight.state.rules, entrant);
    const dialog = doc.createElement("dialog");
    dialog.className = "tks-dialog turnkeeper";
    const form = doc.createElement("form");
    form.method = "dialog";
    form.className = "tks-dialog-form";
    const title = doc.createElement("h2");
    title.className = "tks-dialog-title";
    title.textContent = deps.i18n.format("TURNKEEPER.Tracker.Settings.Title", { name: view.name });
    const body = doc.createElement("div");
    body.innerHTML = templates.render(TRACKER_TEMPLATES.settings, view);
    const buttons = doc.createElement("footer");
    buttons.className = "tks-dialog-buttons";
    const cancel = doc.createElement("button");
    cancel.type = "button";
    cancel.dataset.sandboxDialog = "cancel";
    cancel.textContent = deps.i18n.localize("TURNKEEPER.Sandbox.Cancel");
    cancel.addEventListener("click", () => dialog.close("cancel"));
    const save = doc.createElement("button");
    save.type = "submit";
    save.value = "confirm";
    save.dataset.sandboxDialog = "confirm";
    save.dataset.kind = "primary";
    save.textContent = deps.i18n.localize("TURNKEEPER.Tracker.Settings.Save");
    buttons.append(cancel, save);
    form.append(title, body, buttons);
    dialog.append(form);
    doc.body.append(dialog);
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => {
        const values = Object.fromEntries(new FormData(form));
        const confirmed = dialog.returnValue === "confirm";
        dialog.remove();
        if (confirmed) void deps.act({ kind: "intent", intent: readSettingsForm(id, values) }).then(resolve);
        else resolve();
      });
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>("input[name=initiativeOrder]")?.focus();
    });
  }

  function profile() {
    const t0 = performance.now();
    const view = buildTrackerView(input());
    const t1 = performance.now();
    const html = templates.render(TRACKER_TEMPLATES.tracker, view);
    const t2 = performance.now();
    root.innerHTML = html;
    const t3 = performance.now();
    void root.offsetHeight;
    const t4 = performance.now();
    return { view: t1 - t0, template: t2 - t1, dom: t3 - t2, layout: t4 - t3 };
  }

  return { render, profile };
}
