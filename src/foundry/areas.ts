/**
 * Areas in Foundry: a scene, or a region of it, carries its area (src/ui/areas.ts) in the `turnkeeper.area`
 * flag. The area in force is the one the GM marks current, by default the active scene's; its encounter table
 * is the area's RollTable or the world's default.
 */
import { parseArea, type Area, type EncounterDraw, type EncounterSource } from "../ui";
import { MODULE_ID } from "./constants";
import type { FoundryDice } from "./dice";
import type { AreaHolder, FoundryEnv } from "./env";

/** The area a scene or region holds, with its name filled in; null when it has none (or an unreadable one). */
export function areaOf(holder: AreaHolder): Area | null {
  const raw = holder.areaFlag();
  if (raw === null || raw === undefined) return null;
  const parsed = parseArea(raw);
  if (!parsed.ok) return null;
  return parsed.value.name === "" ? { ...parsed.value, name: holder.name } : parsed.value;
}

/** The active scene's own area (a region's comes into force when the GM makes it current in the areas form). */
export function activeSceneArea(env: FoundryEnv): Area | null {
  const scene = env.documents.activeScene();
  return scene ? areaOf(scene) : null;
}

export class FoundryEncounters implements EncounterSource {
  constructor(
    private readonly env: FoundryEnv,
    private readonly dice: FoundryDice,
  ) {}

  async draw(area: Area | null): Promise<EncounterDraw | null> {
    const uuid = area?.table || this.env.settings.get(MODULE_ID, "defaultTable");
    if (!uuid) return null;
    const table = await this.env.documents.table(uuid);
    if (!table) return null;
    const drawn = await table.roll();
    return { text: drawn.text, table: table.name, roll: this.dice.adopt(drawn.roll) };
  }
}
