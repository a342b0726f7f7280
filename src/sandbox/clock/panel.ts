/**
 * The clock in the page: the module's clock panel (the session's view model, resolved and rendered with the
 * module's template) and beside it the sandbox's table settings, which stand in for what Foundry reads from
 * scenes, tokens and settings. The panel's buttons are read by the shared parser; a procedure asks the
 * module's own dialog; the host performs the intents.
 */
import { AREA_KINDS, type CoreError, type Preset } from "../../core";
import {
  askDialog,
  buildClockView,
  CLOCK_TEMPLATE,
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  parseClockAction,
  PARTY_WHERE,
  resolveText,
  resolveView,
  t,
  terrainText,
  type DialogKind,
  type Intent,
  type Session,
  type SessionOptions,
  type TextContext,
} from "../../ui";
import { formDialog } from "../dialogs/form-dialog";
import type { SandboxLocalizer } from "../setup/i18n";
import { AREA_CHOICES, loadTable, MOUNT, PARTY, terrainsOf, type TableSettings } from "../setup/tabletop";
import type { TemplateRegistry } from "../setup/templates";
import tableSource from "../setup/tabletop.hbs?raw";

export interface ClockHostDeps {
  readonly doc: Document;
  readonly clockRoot: HTMLElement;
  readonly tableRoot: HTMLElement;
  readonly templates: TemplateRegistry;
  readonly i18n: SandboxLocalizer;
  readonly text: TextContext;
  readonly preset: Preset;
  options(): SessionOptions;
  readonly session: Session;
  settings(): TableSettings;
  /** Stores new settings; says whether the area changed (the host then tells the session). */
  changeSettings(settings: TableSettings): void;
  nameOf(member: string): string;
  perform(intent: Intent): Promise<void>;
  showError(error: CoreError): void;
  /** Shows the campaign record in the log panel. */
  showRecord(): void;
  /** Marks the page busy while `task` runs (see host.ts), so waiting for the page means waiting for it. */
  busyWhile(task: () => Promise<void>): Promise<void>;
}

export interface ClockHost {
  render(): void;
}

export function mountClock(deps: ClockHostDeps): ClockHost {
  const { clockRoot, tableRoot, templates, i18n, preset } = deps;
  const table = templates.compileLocal(tableSource);
  const word = (text: Parameters<typeof resolveText>[0]) => resolveText(text, deps.text);
  const show = formDialog(deps.doc, templates, i18n, deps.text);

  function renderClock() {
    const view = buildClockView(
      deps.session.state(),
      preset,
      { isGM: true, owns: () => true },
      deps.options(),
    );
    clockRoot.innerHTML = templates.render(CLOCK_TEMPLATE, resolveView(view, deps.text));
  }

  function renderTable() {
    const s = deps.settings();
    const levels = AREA_KINDS.map((level) => ({
      value: level,
      label: word(
        t(`TURNKEEPER.Area.Level.${level}`, { every: preset.dungeon.encounters.areas[level].everyTurns }),
      ),
    }));
    tableRoot.innerHTML = table({
      areaTypes: AREA_CHOICES.map((value) => ({
        value,
        checked: s.area.type === value,
        label: i18n.localize(
          value === "none" ? "TURNKEEPER.Sandbox.Table.Nowhere" : `TURNKEEPER.Area.Type.${value}`,
        ),
      })),
      area: {
        ...s.area,
        isSet: s.area.type !== "none",
        isDungeon: s.area.type === "dungeon",
        isWilderness: s.area.type === "wilderness",
      },
      levels,
      wheres: PARTY_WHERE.map((value) => ({
        value,
        label: i18n.localize(`TURNKEEPER.Sandbox.Table.In.${value}`),
      })),
      terrains: terrainsOf(preset).map((value) => ({ value, label: word(terrainText(value)) })),
      members: PARTY.map((id) => ({ id, name: deps.nameOf(id) })),
      bearer: s.bearer,
      dueChecks: s.dueChecks,
      dueCheckModes: DUE_CHECK_MODES.map((value) => ({
        value,
        label: i18n.localize(`TURNKEEPER.Settings.dueChecks.${value}`),
      })),
      lightStacking: s.lightStacking,
      lightStackings: LIGHT_STACKING.map((value) => ({
        value,
        label: i18n.localize(`TURNKEEPER.Settings.lightStacking.${value}`),
      })),
    });
    // Selected options and ticked boxes are set here: Prettier's Handlebars parser allows no mustache in a tag.
    for (const select of tableRoot.querySelectorAll<HTMLSelectElement>("select[data-value]")) {
      select.value = select.dataset.value ?? "";
    }
    for (const box of tableRoot.querySelectorAll<HTMLInputElement>("input[data-checked]")) {
      box.checked = box.dataset.checked === "true";
    }
  }

  /** The settings as the form now shows them. */
  function readForm(): TableSettings {
    const form = tableRoot.querySelector<HTMLFormElement>("form");
    const current = deps.settings();
    if (!form) return current;
    const data = new FormData(form);
    const value = (name: string) => data.get(name) ?? undefined;
    return loadTable(
      {
        area: {
          type: value("areaType"),
          name: value("areaName") ?? current.area.name,
          level: value("level") ?? current.area.level,
          where: value("where") ?? current.area.where,
          terrain: value("terrain") ?? current.area.terrain,
        },
        bearer: value("bearer"),
        dueChecks: value("dueChecks"),
        lightStacking: value("lightStacking"),
      },
      preset,
      current,
    );
  }

  // Busy from the form's opening until its intents have run, so the page never reads as settled between.
  const ask = (kind: DialogKind) => deps.busyWhile(() => askAndPerform(kind));

  /** A procedure's form, filled from the table (who carries the light, the party, its mount), then its intents. */
  async function askAndPerform(kind: DialogKind) {
    const s = deps.settings();
    const read = await askDialog(
      kind,
      {
        preset,
        area: deps.session.state().area,
        owners: [{ owner: s.bearer, name: deps.nameOf(s.bearer) }],
        members: PARTY.map(deps.nameOf),
        mount: { name: i18n.localize(MOUNT.name), hd: MOUNT.hd },
      },
      show,
    );
    if (!read.ok) return deps.showError(read.error);
    for (const intent of read.value) await deps.perform(intent);
  }

  function act(action: string, data: Readonly<Record<string, string | undefined>>) {
    const field = clockRoot.querySelector<HTMLInputElement>("input[name=duration]");
    const parsed = parseClockAction(action, { ...data, duration: field?.value });
    if (parsed === null) return false;
    if (parsed.kind === "intent") void deps.perform(parsed.intent);
    else if (parsed.kind === "ask") void ask(parsed.dialog);
    else if (parsed.kind === "record") deps.showRecord();
    else {
      // Foundry opens its areas window; here where the party is lives in the table settings.
      tableRoot
        .querySelector<HTMLElement>("fieldset")
        ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      tableRoot.querySelector<HTMLInputElement>("input[name=areaType]:checked")?.focus();
    }
    return true;
  }

  clockRoot.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (button && act(button.dataset.action ?? "", button.dataset)) event.preventDefault();
  });

  // Enter in the duration field advances, as the Advance button does.
  clockRoot.addEventListener("keydown", (event) => {
    const input = event.target as HTMLElement;
    if (event.key !== "Enter" || !(input instanceof HTMLInputElement) || input.name !== "duration") return;
    event.preventDefault();
    act("advanceBy", {});
  });

  tableRoot.addEventListener("change", () => {
    const before = deps.settings();
    const after = readForm();
    deps.changeSettings(after);
    if (before.area.type !== after.area.type) renderTable();
  });
  tableRoot.addEventListener("submit", (event) => event.preventDefault());

  renderTable();
  return { render: renderClock };
}
