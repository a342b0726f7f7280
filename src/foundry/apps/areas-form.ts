/**
 * The areas form (GM): the world's default encounter table; the active scene and each of its regions, with the
 * area each carries (kind, danger, terrain, encounter table, where the party meets monsters), saved as flags;
 * and which one is in force. A roll table dragged from the sidebar or a compendium onto a table row is chosen.
 */
import {
  AREA_TYPES,
  DANGER_LEVELS,
  newArea,
  parseArea,
  PARTY_WHERE,
  resolveView,
  t,
  terrainText,
  type Area,
} from "../../ui";
import { activeSceneArea, areaOf } from "../areas";
import { MODULE_ID } from "../constants";
import type { AreaHolder, FoundryEnv, FormValues, WindowController, WindowLike } from "../env";
import type { Timekeeping } from "../timekeeping";

export const AREAS_TEMPLATE = "areas/form.hbs";

const option = (id: string, label: unknown, selected: boolean) => ({ id, label, selected });

/** The chosen option first: a select shows its first option, so templates need no `selected` attribute. */
export function chosenFirst<T extends { selected: boolean }>(options: readonly T[]): T[] {
  return [...options.filter((o) => o.selected), ...options.filter((o) => !o.selected)];
}

export class AreasForm implements WindowController {
  readonly id = "areas";
  readonly template = AREAS_TEMPLATE;
  private window: WindowLike | null = null;

  constructor(
    private readonly env: FoundryEnv,
    private readonly tk: Timekeeping,
  ) {
    tk.onChange(() => {
      if (this.window?.rendered) this.window.render();
    });
  }

  get title(): string {
    return this.env.game.i18n.localize("TURNKEEPER.Areas.title");
  }

  open(): WindowLike {
    this.window = this.env.apps.open(this);
    return this.window;
  }

  /** The active scene first, then its regions. */
  holders(): AreaHolder[] {
    const scene = this.env.documents.activeScene();
    return scene ? [scene, ...scene.regions()] : [];
  }

  /** The world's roll tables, and any other table chosen (a compendium's, say) with its name. */
  private async tableChoices(chosen: readonly string[]): Promise<{ uuid: string; name: string }[]> {
    const tables = [...this.env.documents.tables()];
    for (const uuid of new Set(chosen)) {
      if (uuid === "" || tables.some((table) => table.uuid === uuid)) continue;
      const table = await this.env.documents.table(uuid);
      tables.push({ uuid, name: table?.name ?? uuid });
    }
    return tables;
  }

  async context(): Promise<object> {
    const preset = this.tk.preset();
    const current = this.tk.state().area;
    const worldDefault = this.env.settings.get(MODULE_ID, "defaultTable");
    const stored = this.holders().map((holder) => areaOf(holder));
    const tables = await this.tableChoices([worldDefault, ...stored.map((area) => area?.table ?? "")]);
    const terrains = Object.keys(preset.wilderness.travel.terrain);
    const holders = this.holders().map((holder, index) => {
      const own = stored[index] ?? null;
      const area: Area = own ?? newArea("dungeon", "");
      return {
        key: `h${index}`,
        uuid: holder.uuid,
        name: holder.name,
        isScene: index === 0,
        hasArea: own !== null,
        isCurrent: own !== null && current !== null && current.name === own.name,
        everyTurns: area.everyTurns,
        danger: area.danger,
        types: chosenFirst(
          AREA_TYPES.map((id) => option(id, t(`TURNKEEPER.Area.Type.${id}`), area.type === id)),
        ),
        levels: chosenFirst(
          DANGER_LEVELS.map((id) => option(id, t(`TURNKEEPER.Areas.level.${id}`), area.level === id)),
        ),
        terrains: chosenFirst([
          option("", t("TURNKEEPER.Terrain.unknown"), area.terrain === ""),
          ...terrains.map((id) => option(id, terrainText(id), area.terrain === id)),
        ]),
        wheres: chosenFirst(
          PARTY_WHERE.map((id) => option(id, t(`TURNKEEPER.Areas.where.${id}`), area.where === id)),
        ),
        tables: chosenFirst([
          option("", t("TURNKEEPER.Areas.defaultTable"), area.table === ""),
          ...tables.map((table) => option(table.uuid, table.name, area.table === table.uuid)),
        ]),
      };
    });
    const defaultTables = chosenFirst([
      option("", t("TURNKEEPER.Areas.noDefaultTable"), worldDefault === ""),
      ...tables.map((table) => option(table.uuid, table.name, worldDefault === table.uuid)),
    ]);
    return resolveView(
      {
        scene: this.env.documents.activeScene()?.name ?? null,
        current: current?.name ?? null,
        defaultTables,
        holders,
      },
      this.tk.textContext(),
    );
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    if (action === "saveDefaultTable") {
      const uuid = typeof form.defaultTable === "string" ? form.defaultTable : "";
      await this.env.settings.set(MODULE_ID, "defaultTable", uuid);
      this.window?.render();
      return;
    }
    if (action === "dropTable") return this.dropTable(dataset, form);
    const index = Number.parseInt((dataset.key ?? "").slice(1), 10);
    const holder = this.holders()[index];
    if (!holder) return;
    if (action === "makeCurrent") {
      const area = this.read(holder, dataset.key ?? "", form);
      if (!area) return;
      await holder.setAreaFlag(area);
      await this.tk.perform({ type: "setArea", area: areaOf(holder) });
    } else if (action === "saveArea") {
      const area = this.read(holder, dataset.key ?? "", form);
      if (area) await this.store(holder, area);
    } else if (action === "clearArea") {
      await this.store(holder, null);
    }
    this.window?.render();
  }

  /** Saves a holder's area; when it is the one in force, what is in force follows the change. */
  private async store(holder: AreaHolder, area: Area | null): Promise<void> {
    const inForce = this.tk.state().area;
    const wasInForce = inForce !== null && areaOf(holder)?.name === inForce.name;
    await holder.setAreaFlag(area);
    // A removed area hands over to where the party is (a region, or the scene's own area).
    if (wasInForce) await this.tk.setArea(area === null ? activeSceneArea(this.env) : areaOf(holder));
  }

  /** A roll table dropped on the default table's row, or on an area's (which saves that area with it). */
  private async dropTable(dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    const table =
      dataset.dropType === "RollTable" ? await this.env.documents.table(dataset.dropUuid ?? "") : null;
    if (!table) {
      this.env.notifications.warn(this.env.game.i18n.localize("TURNKEEPER.Areas.notATable"));
      return;
    }
    const key = dataset.key ?? "";
    if (key === "default") {
      await this.env.settings.set(MODULE_ID, "defaultTable", table.uuid);
    } else {
      const holder = this.holders()[Number.parseInt(key.slice(1), 10)];
      const area = holder ? this.read(holder, key, { ...form, [`${key}.table`]: table.uuid }) : null;
      if (!holder || !area) return;
      await this.store(holder, area);
    }
    this.window?.render();
  }

  /** The area the form describes for one holder, or null (with the reason shown) when it is not valid. */
  private read(holder: AreaHolder, key: string, form: FormValues): Area | null {
    const field = (name: string) =>
      typeof form[`${key}.${name}`] === "string" ? (form[`${key}.${name}`] as string) : "";
    const number = (name: string, fallback: number) => {
      const n = Number.parseInt(field(name), 10);
      return Number.isSafeInteger(n) ? n : fallback;
    };
    const parsed = parseArea({
      version: 1,
      name: "",
      type: field("type") || "dungeon",
      level: field("level") || "normal",
      everyTurns: number("everyTurns", 3),
      danger: number("danger", 0),
      terrain: field("terrain"),
      table: field("table"),
      where: field("where") || "hall",
    });
    if (!parsed.ok) {
      this.env.notifications.warn(
        this.env.game.i18n.format(`TURNKEEPER.Error.${parsed.error.code}`, { ...parsed.error.params }),
      );
      return null;
    }
    return parsed.value;
  }
}
