/**
 * The tracker's prompts in the page, each a <dialog> with the module's template: the Recovery Time when a
 * turn ends (recovery-dialog.hbs around templates/combat/recovery.hbs, previewing where the turn lands) and
 * a combatant's settings (templates/combat/settings.hbs). What was chosen goes to the host as an intent.
 */
import {
  buildRecoveryView,
  buildSettingsView,
  readSettingsForm,
  recoveryOptions,
  TRACKER_TEMPLATES,
  type RecoveryView,
  type TrackerAction,
} from "../../ui/combat";
import { findEntrant, type SandboxFight } from "./fight";
import type { SandboxLocalizer } from "../setup/i18n";
import type { TemplateRegistry } from "../setup/templates";
import dialogSource from "./recovery-dialog.hbs?raw";

export interface PromptDeps {
  readonly doc: Document;
  readonly templates: TemplateRegistry;
  readonly i18n: SandboxLocalizer;
  fight(): SandboxFight | null;
  /** Carries out an action (the host runs intents, rolls for all, sets surprise). */
  act(action: TrackerAction): Promise<void>;
}

type Chosen = { readonly optionId: string } | { readonly value: number | null } | undefined;

/** A dialog of the sandbox's own, in the page. */
function newDialog(doc: Document): HTMLDialogElement {
  const dialog = doc.createElement("dialog");
  dialog.className = "tks-dialog turnkeeper";
  doc.body.append(dialog);
  return dialog;
}

/** Shows a dialog and resolves when it closes; the keyboard starts on the first element `focus` matches. */
function shown(dialog: HTMLDialogElement, focus: string): Promise<void> {
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve());
    dialog.showModal();
    dialog.querySelector<HTMLElement>(focus)?.focus();
  });
}

/** The Recovery Time the prompt's form says: an option picked, or the number typed. */
function chosenFrom(dialog: HTMLDialogElement): Chosen {
  const picked = dialog.querySelector<HTMLInputElement>("input[name=option]:checked")?.value;
  const typed = dialog.querySelector<HTMLInputElement>("input[name=custom]");
  if (picked !== undefined && picked !== "custom") return { optionId: picked };
  return { value: typed && typed.value !== "" ? Number(typed.value) : null };
}

/** The prompt's preview and confirm button brought up to `view` in place, so typing keeps its caret. */
function showPreview(dialog: HTMLDialogElement, deps: PromptDeps, view: RecoveryView) {
  const preview = deps.doc.createElement("div");
  preview.innerHTML = deps.templates.render(TRACKER_TEMPLATES.recovery, view);
  const fresh = preview.querySelector(".tk-recovery__preview");
  const old = dialog.querySelector(".tk-recovery__preview");
  if (fresh && old) old.replaceWith(fresh);
  const confirm = dialog.querySelector<HTMLButtonElement>("[data-sandbox-dialog=confirm]");
  if (confirm) confirm.disabled = !view.canConfirm;
}

/** The settings form: the module's settings template between a title and the dialog's buttons. */
function settingsForm(deps: PromptDeps, title: string, body: string): HTMLFormElement {
  const { doc } = deps;
  const form = doc.createElement("form");
  form.method = "dialog";
  form.className = "tks-dialog-form";
  form.innerHTML = `<h2 class="tks-dialog-title"></h2><div></div><footer class="tks-dialog-buttons"></footer>`;
  form.querySelector("h2")!.textContent = title;
  form.querySelector("div")!.innerHTML = body;
  const button = (kind: "cancel" | "confirm", text: string) => {
    const b = doc.createElement("button");
    b.type = kind === "cancel" ? "button" : "submit";
    b.dataset.sandboxDialog = kind;
    b.textContent = text;
    return b;
  };
  const save = button("confirm", deps.i18n.localize("TURNKEEPER.Tracker.Settings.Save"));
  save.value = "confirm";
  save.dataset.kind = "primary";
  const cancel = button("cancel", deps.i18n.localize("TURNKEEPER.Sandbox.Cancel"));
  cancel.addEventListener("click", () => form.closest("dialog")?.close("cancel"));
  form.querySelector("footer")!.append(cancel, save);
  return form;
}

export function trackerPrompts(deps: PromptDeps) {
  const dialogTemplate = deps.templates.compileLocal(dialogSource);

  /** The end-of-turn prompt: the module's recovery template in a dialog, previewing where the turn lands. */
  async function askRecovery(id: string): Promise<void> {
    const fight = deps.fight();
    const entrant = fight ? findEntrant(fight, id) : undefined;
    if (!fight || !entrant) return;
    const options = recoveryOptions(entrant);
    const build = (chosen: Chosen) => buildRecoveryView(fight.state, entrant, options, chosen);
    const dialog = newDialog(deps.doc);
    let view = build(undefined);
    const draw = () => {
      dialog.innerHTML = dialogTemplate({
        title: deps.i18n.format("TURNKEEPER.Tracker.Recovery.Title", { name: entrant.name }),
        body: deps.templates.render(TRACKER_TEMPLATES.recovery, view),
        canConfirm: view.canConfirm,
      });
    };
    draw();
    dialog.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("[data-sandbox-dialog=cancel]")) dialog.close("cancel");
    });
    // Picking an option redraws the prompt; typing a number updates it in place, so a change event from the
    // number field as it loses focus must not redraw the buttons under a click.
    dialog.addEventListener("change", (event) => {
      if ((event.target as HTMLInputElement).name !== "option") return;
      view = build(chosenFrom(dialog));
      draw();
      // "Another Recovery Time" puts the keyboard in its number box, which it needs next.
      const focus = view.custom.selected ? "input[name=custom]" : "input[name=option]:checked";
      dialog.querySelector<HTMLInputElement>(focus)?.focus();
    });
    dialog.addEventListener("input", (event) => {
      if ((event.target as HTMLInputElement).name !== "custom") return;
      const radio = dialog.querySelector<HTMLInputElement>("input[name=option][value=custom]");
      if (radio) radio.checked = true;
      view = build(chosenFrom(dialog));
      showPreview(dialog, deps, view);
    });
    await shown(dialog, "input[name=option]:checked, input[name=option]");
    const chosen = dialog.returnValue === "confirm" && view.canConfirm ? view.chosen : null;
    dialog.remove();
    if (chosen)
      await deps.act({
        kind: "intent",
        intent: { type: "endTurn", id, recovery: chosen.recovery, label: chosen.label },
      });
  }

  /** The game master's settings for a combatant: the module's settings template in a dialog. */
  async function askSettings(id: string): Promise<void> {
    const fight = deps.fight();
    const entrant = fight ? findEntrant(fight, id) : undefined;
    if (!fight || !entrant) return;
    const view = buildSettingsView(fight.state, fight.state.rules, entrant);
    const title = deps.i18n.format("TURNKEEPER.Tracker.Settings.Title", { name: view.name });
    const form = settingsForm(deps, title, deps.templates.render(TRACKER_TEMPLATES.settings, view));
    const dialog = newDialog(deps.doc);
    dialog.append(form);
    await shown(dialog, "input[name=initiativeOrder]");
    const values = Object.fromEntries(new FormData(form));
    const confirmed = dialog.returnValue === "confirm";
    dialog.remove();
    if (confirmed) await deps.act({ kind: "intent", intent: readSettingsForm(id, values) });
  }

  return { askRecovery, askSettings };
}
