/**
 * The clock in the page: the module's clock panel (the session's view model, resolved and rendered with the
 * module's template) and beside it the sandbox's table settings, which stand in for what Foundry reads from
 * scenes, tokens and dialogs. Buttons in either become session intents; the host performs them.
 */
import { AREA_KINDS, SEASONS, type Preset } from "../core";
import {
  buildClockView,
  CLOCK_TEMPLATE,
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  PARTY_WHERE,
  resolveText,
  resolveView,
  t,
  terrainText,
  type Intent,
  type Session,
  type SessionOptions,
  type TextContext,
} from "../ui";
import type { SandboxLocalizer } from "./i18n";
import {
  AREA_CHOICES,
  clockIntent,
  loadTable,
  METHODS,
  PARTY,
  terrainsOf,
  type TableSettings,
} from "./table";
import type { TemplateRegistry } from "./templates";
import tableSource from "./table.hbs?raw";

export interface ClockHostDeps {
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
}

export interface ClockHost {
  render(): void;
}

const FLAGS = ["road", "inclement", "guided", "search", "advantage", "disadvantage"] as const;

export function mountClock(deps: ClockHostDeps): ClockHost {
  const { clockRoot, tableRoot, templates, i18n, preset } = deps;
  const table = templates.compileLocal(tableSource);
  const word = (text: Parameters<typeof resolveText>[0]) => resolveText(text, deps.text);

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
      area: { ...s.area, isSet: s.area.type !== "none", isDungeon: s.area.type === "dungeon" },
      levels,
      wheres: PARTY_WHERE.map((value) => ({
        value,
        label: i18n.localize(`TURNKEEPER.Sandbox.Table.In.${value}`),
      })),
      terrains: terrainsOf(preset).map((value) => ({ value, label: word(terrainText(value)) })),
      members: PARTY.map((id) => ({ id, name: deps.nameOf(id) })),
      sources: preset.lights.sources.map((source) => ({
        id: source.id,
        label: word({ labelText: source.label }),
      })),
      bearer: s.bearer,
      source: s.source,
      score: s.score,
      method: s.method,
      methods: METHODS.map((value) => ({
        value,
        label: i18n.localize(`TURNKEEPER.Sandbox.Table.Methods.${value}`),
      })),
      travelFlags: FLAGS.map((name) => ({
        name,
        checked: s[name],
        label: i18n.localize(`TURNKEEPER.Sandbox.Table.Flags.${name}`),
      })),
      season: s.season,
      seasons: SEASONS.map((value) => ({ value, label: i18n.localize(`TURNKEEPER.Season.${value}`) })),
      tents: s.tents,
      modifier: s.modifier,
      morale: s.morale,
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
    const number = (name: string) => {
      const raw = value(name);
      return typeof raw === "string" && raw.trim() !== "" ? Math.trunc(Number(raw)) : undefined;
    };
    return loadTable(
      {
        area: {
          type: value("areaType"),
          name: value("areaName") ?? current.area.name,
          level: value("level") ?? current.area.level,
          where: value("where") ?? current.area.where,
          terrain: value("terrain"),
        },
        bearer: value("bearer"),
        source: value("source"),
        score: number("score"),
        method: value("method"),
        ...Object.fromEntries(FLAGS.map((flag) => [flag, data.has(flag)])),
        season: value("season"),
        tents: data.has("tents"),
        modifier: number("modifier"),
        morale: number("morale"),
        dueChecks: value("dueChecks"),
        lightStacking: value("lightStacking"),
      },
      preset,
      current,
    );
  }

  const onAction = (event: Event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!button) return;
    if (button.dataset.action === "areas") {
      // Foundry opens its areas window; here where the party is lives in the table settings.
      event.preventDefault();
      const where = tableRoot.querySelector<HTMLElement>("fieldset");
      where?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      tableRoot.querySelector<HTMLInputElement>("input[name=areaType]:checked")?.focus();
      return;
    }
    const field = clockRoot.querySelector<HTMLInputElement>("input[name=duration]");
    const intent = clockIntent(
      button.dataset.action ?? "",
      { ...button.dataset, duration: field?.value },
      deps.settings(),
      deps.nameOf,
    );
    if (intent === null) return;
    event.preventDefault();
    void deps.perform(intent);
  };
  clockRoot.addEventListener("click", onAction);
  tableRoot.addEventListener("click", onAction);

  // Enter in the duration field advances, as the Advance button does.
  clockRoot.addEventListener("keydown", (event) => {
    const input = event.target as HTMLElement;
    if (event.key !== "Enter" || !(input instanceof HTMLInputElement) || input.name !== "duration") return;
    event.preventDefault();
    const intent = clockIntent("advanceBy", { duration: input.value }, deps.settings(), deps.nameOf);
    if (intent !== null) void deps.perform(intent);
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
