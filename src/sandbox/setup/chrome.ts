/**
 * The page's shell and its own controls, which stand for nothing in Foundry: the rules preset, export and
 * import of the whole table, reset, the log panel's tabs, the record's Markdown export, and starting and ending
 * a fight.
 */
import { BUILT_IN_PRESET_IDS } from "../../core";
import type { CurrentFight } from "../combat/current-fight";
import { askFirst } from "../dialogs/form-dialog";
import type { RecordPanel } from "../record/panel";
import type { SandboxContext } from "./context";
import { KEYS } from "./keys";
import type { Page } from "./page";
import shellSource from "./shell.hbs?raw";
import { exportTable, importTable } from "./transfer";

export interface ChromeDeps {
  readonly page: Page;
  readonly fight: CurrentFight;
  readonly record: RecordPanel;
}

/** Draws the page's shell: its bar (preset, export, import, reset) and the empty regions of the table. */
export function renderShell(ctx: SandboxContext): void {
  const { doc, i18n } = ctx;
  doc.title = i18n.localize("TURNKEEPER.Sandbox.Title");
  doc.body.innerHTML = ctx.templates.compileLocal(shellSource)({
    presets: BUILT_IN_PRESET_IDS.map((id) => ({
      id,
      name: i18n.localize(`TURNKEEPER.Preset.${id}.Name`),
      description: i18n.localize(`TURNKEEPER.Preset.${id}.Description`),
    })),
  });
  const select = doc.querySelector<HTMLSelectElement>('[data-sandbox="preset"]');
  if (select) select.value = ctx.preset.id;
}

function onChange(ctx: SandboxContext, deps: ChromeDeps, target: HTMLElement) {
  if (target instanceof HTMLSelectElement && target.dataset.sandbox === "preset") {
    ctx.storage.save(KEYS.preset, target.value);
    ctx.win.location.reload();
  } else if (target instanceof HTMLInputElement && target.dataset.sandbox === "import-file") {
    const file = target.files?.[0];
    if (file) void importTable(ctx, file, deps.page.notice);
    target.value = "";
  }
}

function onClick(ctx: SandboxContext, deps: ChromeDeps, button: HTMLElement | null) {
  const { doc, win, storage } = ctx;
  switch (button?.dataset.sandbox) {
    case "export":
      return exportTable(ctx);
    case "log-tab":
      return deps.page.showLogTab(button.dataset.tab === "record" ? "record" : "chat");
    case "export-record":
      return deps.record.download();
    case "import":
      return doc.querySelector<HTMLInputElement>('[data-sandbox="import-file"]')?.click();
    case "reset":
      return void askFirst(ctx, "TURNKEEPER.Sandbox.Reset", "TURNKEEPER.Sandbox.ResetConfirm").then((yes) => {
        if (!yes) return;
        storage.clear();
        win.location.reload();
      });
    case "new-fight":
      deps.fight.start();
      return deps.page.refresh();
    case "end-fight":
      // Foundry asks before a combat ends; the page asks the same, busy until the GM answers.
      return void deps.page.busyWhile(async () => {
        if (!(await askFirst(ctx, "TURNKEEPER.Sandbox.Fight.End", "TURNKEEPER.Sandbox.Fight.EndConfirm")))
          return;
        deps.fight.end();
        deps.page.refresh();
      });
  }
}

/** Listens to the page's own controls (a click or change anywhere, read by its data-sandbox mark). */
export function wireChrome(ctx: SandboxContext, deps: ChromeDeps): void {
  const body = ctx.doc.body;
  body.addEventListener("change", (event) => onChange(ctx, deps, event.target as HTMLElement));
  body.addEventListener("click", (event) =>
    onClick(ctx, deps, (event.target as HTMLElement).closest<HTMLElement>("[data-sandbox]")),
  );
}
