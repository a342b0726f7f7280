/**
 * The table's settings in the page ("At the table"), which stand in for what Foundry reads from scenes, tokens
 * and settings: where the party is, who carries the light, the session's options and what players may know,
 * and the switch to see the table as a player. A change is stored at once; a change of area goes to the
 * session, a change of what players see draws the panels again.
 */
import { AREA_KINDS } from "../../core";
import {
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  PARTY_WHERE,
  PLAYER_DETAIL,
  resolveText,
  t,
  terrainText,
  type Intent,
} from "../../ui";
import type { SandboxContext } from "./context";
import {
  AREA_CHOICES,
  areaOf,
  loadTable,
  memberName,
  PARTY,
  PLAYER_PARTS,
  terrainsOf,
  VIEWERS,
  type TableSettings,
} from "./tabletop";
import type { Tabletop } from "./tabletop-store";
import tableSource from "./tabletop.hbs?raw";

export interface TableForm {
  /** Brings where the party is into view, with focus on it (what Foundry's areas window is for). */
  showArea(): void;
  /** Draws the settings again, after the map changed them (the party's hex names the terrain). */
  render(): void;
}

/** Setting names of the player view's parts, whose words Foundry's settings window shows too. */
const PART_SETTING = {
  time: "playerTime",
  lights: "playerLights",
  nextCheck: "playerNextCheck",
  danger: "playerDanger",
};

/** What players may know, each part a select in Foundry's words; and the page's viewer, as a switch. */
function playersView(ctx: SandboxContext, s: TableSettings) {
  const { i18n } = ctx;
  return {
    players: PLAYER_PARTS.map((part) => ({
      name: `player-${part}`,
      label: i18n.localize(`TURNKEEPER.Settings.${PART_SETTING[part]}.Name`),
      value: s.players[part],
      choices: PLAYER_DETAIL.map((value) => ({
        value,
        label: i18n.localize(`TURNKEEPER.Settings.${PART_SETTING[part]}.${value}`),
      })),
    })),
    asPlayer: s.viewer === "player",
  };
}

/** The template's context: each choice with its words, the settings as they are. */
function formView(ctx: SandboxContext, s: TableSettings) {
  const { i18n, preset } = ctx;
  const word = (text: Parameters<typeof resolveText>[0]) => resolveText(text, ctx.text);
  const choices = <T extends string>(values: readonly T[], key: (value: T) => string) =>
    values.map((value) => ({ value, label: i18n.localize(key(value)) }));
  return {
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
    levels: AREA_KINDS.map((level) => ({
      value: level,
      label: word(
        t(`TURNKEEPER.Area.Level.${level}`, { count: preset.dungeon.encounters.areas[level].everyTurns }),
      ),
    })),
    wheres: choices(PARTY_WHERE, (value) => `TURNKEEPER.Sandbox.Table.In.${value}`),
    terrains: terrainsOf(preset).map((value) => ({ value, label: word(terrainText(value)) })),
    members: PARTY.map((id) => ({ id, name: memberName(i18n, id) })),
    bearer: s.bearer,
    dueChecks: s.dueChecks,
    dueCheckModes: choices(DUE_CHECK_MODES, (value) => `TURNKEEPER.Settings.dueChecks.${value}`),
    lightStacking: s.lightStacking,
    lightStackings: choices(LIGHT_STACKING, (value) => `TURNKEEPER.Settings.lightStacking.${value}`),
    ...playersView(ctx, s),
  };
}

/** The settings as the form now shows them. */
function readForm(root: HTMLElement, ctx: SandboxContext, current: TableSettings): TableSettings {
  const form = root.querySelector<HTMLFormElement>("form");
  if (!form) return current;
  const data = new FormData(form);
  const value = (name: string) => data.get(name) ?? undefined;
  const area = {
    type: value("areaType"),
    name: value("areaName") ?? current.area.name,
    level: value("level") ?? current.area.level,
    where: value("where") ?? current.area.where,
    terrain: value("terrain") ?? current.area.terrain,
  };
  const options = { dueChecks: value("dueChecks"), lightStacking: value("lightStacking") };
  const players = Object.fromEntries(PLAYER_PARTS.map((part) => [part, value(`player-${part}`)]));
  const viewer = data.get("asPlayer") === "on" ? VIEWERS[1] : VIEWERS[0];
  return loadTable({ area, bearer: value("bearer"), ...options, players, viewer }, ctx.preset, current);
}

export function mountTableForm(
  ctx: SandboxContext,
  root: HTMLElement,
  tabletop: Tabletop,
  perform: (intent: Intent) => Promise<void>,
  refresh: () => void = () => undefined,
): TableForm {
  const table = ctx.templates.compileLocal(tableSource);
  function render() {
    root.innerHTML = table(formView(ctx, tabletop.settings()));
    // Selected options and ticked boxes are set here: Prettier's Handlebars parser allows no mustache in a tag.
    for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-value]")) {
      select.value = select.dataset.value ?? "";
    }
    for (const box of root.querySelectorAll<HTMLInputElement>("input[data-checked]")) {
      box.checked = box.dataset.checked === "true";
    }
  }
  root.addEventListener("change", () => {
    const before = tabletop.settings();
    const after = readForm(root, ctx, before);
    if (tabletop.change(after)) void perform({ type: "setArea", area: areaOf(tabletop.settings()) });
    if (before.area.type !== after.area.type) render();
    // What players may know, or whose eyes the page shows: every panel draws again.
    if (before.viewer !== after.viewer || JSON.stringify(before.players) !== JSON.stringify(after.players))
      refresh();
  });
  root.addEventListener("submit", (event) => event.preventDefault());
  render();
  return {
    render,
    showArea() {
      root.querySelector<HTMLElement>("fieldset")?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      root.querySelector<HTMLInputElement>("input[name=areaType]:checked")?.focus();
    },
  };
}
