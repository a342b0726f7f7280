/**
 * The areas form (GM): the world's default encounter table; the active scene and each of its regions, with the
 * area each carries (kind, danger, terrain, encounter table, where the party meets monsters), saved as flags;
 * and which one is in force. A roll table dragged from the sidebar or a compendium onto a table row is chosen.
 */
import {
  AREA_TYPES,
  chosenFirst,
  DANGER_LEVELS,
  newArea,
  parseArea,
  PARTY_WHERE,
  resolveView,
  t,
  terrainText,
  textField,
  type Area,
  type TextValue,
} from "../../ui";
import { activeSceneArea, areaOf, regionHolder } from "./areas";
import { MODULE_ID } from "../setup/constants";
import type { FormValues } from "../env/apps";
import type { AreaHolder } from "../env/documents";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { WindowControl } from "../apps/controller";

type Choice = readonly [id: string, label: TextValue];

/** A select's options, the chosen one first: a select shows its first option, so templates need no `selected`. */
const select = (choices: readonly Choice[], chosen: string) =>
  chosenFirst(choices.map(([id, label]) => ({ id, label, selected: id === chosen })));

/** Choices labelled by keys under a prefix ("TURNKEEPER.Areas.where." + "room"). */
const keyed = (ids: readonly string[], prefix: string): Choice[] => ids.map((id) => [id, t(prefix + id)]);

export class AreasForm extends WindowControl {
  constructor(
    env: FoundryEnv,
    protected readonly tk: Timekeeping,
  ) {
    super("areas", "map/areas-form.hbs", "TURNKEEPER.Areas.title", env);
    tk.onChange(() => this.redraw());
  }

  /** The active scene first, then its regions. */
  #holders(): AreaHolder[] {
    const scene = this.env.documents.activeScene();
    return scene ? [scene, ...scene.regions().map((region) => regionHolder(this.env, region))] : [];
  }

  /** The world's roll tables, and any other table chosen (a compendium's, say) with its name. */
  async #tableChoices(chosen: readonly string[]): Promise<Choice[]> {
    const tables: Choice[] = this.env.documents.tables().map((table) => [table.uuid, table.name]);
    for (const uuid of new Set(chosen)) {
      if (uuid === "" || tables.some(([id]) => id === uuid)) continue;
      tables.push([uuid, (await this.env.documents.table(uuid))?.name ?? uuid]);
    }
    return tables;
  }

  async context(): Promise<object> {
    const current = this.tk.state().area;
    const worldDefault = this.env.settings.get(MODULE_ID, "defaultTable");
    const holders = this.#holders();
    const stored = holders.map(areaOf);
    const tables = await this.#tableChoices([worldDefault, ...stored.map((area) => area?.table ?? "")]);
    const terrains: Choice[] = [
      ["", t("TURNKEEPER.Terrain.unknown")],
      ...Object.keys(this.tk.preset().wilderness.travel.terrain).map((id): Choice => [id, terrainText(id)]),
    ];
    const view = {
      scene: holders[0]?.name ?? null,
      current: current?.name ?? null,
      defaultTables: select([["", t("TURNKEEPER.Areas.noDefaultTable")], ...tables], worldDefault),
      holders: holders.map((holder, index) => {
        const own = stored[index] ?? null;
        const area = own ?? newArea("dungeon");
        return {
          key: `h${index}`,
          name: holder.name,
          isScene: index === 0,
          hasArea: own !== null,
          isCurrent: own !== null && own.name === current?.name,
          everyTurns: area.everyTurns,
          danger: area.danger,
          types: select(keyed(AREA_TYPES, "TURNKEEPER.Area.Type."), area.type),
          levels: select(keyed(DANGER_LEVELS, "TURNKEEPER.Areas.level."), area.level),
          terrains: select(terrains, area.terrain),
          wheres: select(keyed(PARTY_WHERE, "TURNKEEPER.Areas.where."), area.where),
          tables: select([["", t("TURNKEEPER.Areas.defaultTable")], ...tables], area.table),
        };
      }),
    };
    return resolveView(view, this.tk.textContext());
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    const key = dataset.key ?? "";
    const holder = this.#holders()[Number.parseInt(key.slice(1), 10)];
    if (action === "saveDefaultTable") {
      await this.env.settings.set(MODULE_ID, "defaultTable", textField(form, "defaultTable"));
    } else if (action === "dropTable") {
      // A roll table dropped on the default table's row, or on an area's (which saves that area with it).
      const table =
        dataset.dropType === "RollTable" ? await this.env.documents.table(dataset.dropUuid ?? "") : null;
      if (!table) {
        this.env.notifications.warn(this.env.game.i18n.localize("TURNKEEPER.Areas.notATable"));
        return;
      }
      if (key === "default") await this.env.settings.set(MODULE_ID, "defaultTable", table.uuid);
      else if (!(await this.#save(holder, key, { ...form, [`${key}.table`]: table.uuid }))) return;
    } else if (!holder) {
      return;
    } else if (action === "makeCurrent") {
      const area = this.#read(key, form);
      if (!area) return;
      await holder.setAreaFlag(area);
      await this.tk.perform({ type: "setArea", area: areaOf(holder) });
    } else if (action === "saveArea") {
      await this.#save(holder, key, form);
    } else if (action === "clearArea") {
      await this.#store(holder, null);
    }
    this.redraw();
  }

  /** Saves the area the form describes for a holder; false when there is none or it is not valid. */
  async #save(holder: AreaHolder | undefined, key: string, form: FormValues): Promise<boolean> {
    const area = holder ? this.#read(key, form) : null;
    if (holder && area) await this.#store(holder, area);
    return area !== null;
  }

  /** Saves a holder's area; when it is the one in force, what is in force follows the change. */
  async #store(holder: AreaHolder, area: Area | null): Promise<void> {
    const inForce = this.tk.state().area;
    const wasInForce = inForce !== null && areaOf(holder)?.name === inForce.name;
    await holder.setAreaFlag(area);
    // A removed area hands over to where the party is (a region, or the scene's own area).
    if (wasInForce) await this.tk.setArea(area === null ? activeSceneArea(this.env) : areaOf(holder));
  }

  /** The area the form describes for one holder, or null (with the reason shown) when it is not valid. */
  #read(key: string, form: FormValues): Area | null {
    const field = (name: string) => textField(form, `${key}.${name}`);
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
    if (parsed.ok) return parsed.value;
    this.env.notifications.warn(this.tk.errorText(parsed.error));
    return null;
  }
}
