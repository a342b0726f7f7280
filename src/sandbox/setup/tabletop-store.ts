/**
 * The table's settings as the page keeps them (tabletop.ts says what they are): read from storage at start,
 * stored at each change, with the session's options and the page's viewer drawn from them.
 */
import { DEFAULT_OPTIONS, type SessionOptions, type Viewer } from "../../ui";
import type { SeenAs } from "../combat/tracker";
import type { SandboxContext } from "./context";
import { KEYS } from "./keys";
import { areaOf, defaultTable, loadTable, type TableSettings } from "./tabletop";

export interface Tabletop {
  settings(): TableSettings;
  /** The session's options: Foundry's settings; here the table's choices, and cards shown to all. */
  options(): SessionOptions;
  /** Whose eyes the panels show the table through: the GM, or the player of the light's bearer. */
  viewer(): Viewer;
  /** The same eyes on the tracker: a player reads when the count's segment began only if they know the time. */
  trackerViewer(): SeenAs;
  /** Stores changed settings; says whether the area the session should be in changed. */
  change(changed: TableSettings): boolean;
}

export function createTabletop(ctx: SandboxContext): Tabletop {
  const { i18n, preset, storage } = ctx;
  const areaName = (type: string) => i18n.localize(`TURNKEEPER.Sandbox.Sample.Area.${type}`);
  let table = loadTable(storage.load(KEYS.table), preset, defaultTable(preset, areaName("dungeon")));
  return {
    settings: () => table,
    options: () => ({
      ...DEFAULT_OPTIONS,
      whisper: false,
      dueChecks: table.dueChecks,
      lightStacking: table.lightStacking,
      players: table.players,
    }),
    viewer: () =>
      table.viewer === "gm"
        ? { isGM: true, owns: () => true }
        : { isGM: false, owns: (owner: string) => owner === table.bearer },
    trackerViewer: () =>
      table.viewer === "gm"
        ? { viewer: { isGM: true }, owns: () => true }
        : {
            viewer: { isGM: false, readsClock: table.players.time === "exact" },
            // The sample fight's party members are the table's: the bearer's player acts for the bearer.
            owns: (id: string) => id === table.bearer,
          },
    change(changed) {
      // A new kind of area takes its sample name, unless the game master named the area.
      const samples = [areaName("dungeon"), areaName("wilderness")];
      const renamed =
        changed.area.type !== table.area.type &&
        changed.area.type !== "none" &&
        samples.includes(changed.area.name);
      const next = renamed
        ? { ...changed, area: { ...changed.area, name: areaName(changed.area.type) } }
        : changed;
      const areaChanged = JSON.stringify(areaOf(table)) !== JSON.stringify(areaOf(next));
      table = next;
      storage.save(KEYS.table, table);
      return areaChanged;
    },
  };
}
