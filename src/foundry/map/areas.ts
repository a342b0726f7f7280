/**
 * Areas in Foundry: a scene carries its area (src/ui/map/areas.ts) in the `turnkeeper.area` flag, a region in its
 * Turnkeeper behaviour (src/foundry/map/area-holder.ts; the flag until it is migrated). The area in force is where the party is: the region (with an area) holding most of the party's tokens
 * on the active scene, else the scene's own area; the GM may also mark one current in the areas form. Its
 * encounter table is the area's RollTable or the world's default.
 */
import { parseArea, type Area, type EncounterSource } from "../../ui";
import { MODULE_ID } from "../setup/constants";
import type { FoundryDice } from "../dice/dice";
import type { AreaHolder, RegionLike, SceneLike } from "../env/documents";
import type { FoundryEnv } from "../env/ports";

/** The area a scene or region holds, with its name filled in; null when it has none (or an unreadable one). */
export function areaOf(holder: AreaHolder): Area | null {
  const raw = holder.areaFlag();
  if (raw === null || raw === undefined) return null;
  const parsed = parseArea(raw);
  if (!parsed.ok) return null;
  return parsed.value.name === "" ? { ...parsed.value, name: holder.name } : parsed.value;
}

/**
 * How the active GM's client reads regions once map play is loaded there: a region's area from its behaviour,
 * and the party the GM named on a scene. Until then (and on other clients) regions' flags, and the player
 * characters.
 */
export interface MapReaders {
  holder(region: RegionLike): AreaHolder;
  party(sceneUuid: string): readonly string[] | null;
}
const readers = new WeakMap<FoundryEnv, MapReaders>();

export function useMapReaders(env: FoundryEnv, mapReaders: MapReaders): void {
  readers.set(env, mapReaders);
}

/** A region as its area's holder: its behaviour once map play reads them, else its flag. */
export const regionHolder = (env: FoundryEnv, region: RegionLike): AreaHolder =>
  readers.get(env)?.holder(region) ?? region;

/** The party's tokens on a scene: those the GM named, else those whose actor a player owns. */
export function partyTokenUuids(env: FoundryEnv, scene: SceneLike): Set<string> {
  const chosen = readers.get(env)?.party(scene.uuid) ?? null;
  const players = [...env.game.users].filter((user) => !user.isGM);
  const party = scene.tokens().filter((token) => {
    if (chosen) return chosen.includes(token.uuid.split(".").at(-1) ?? "");
    const actor = token.actorId ? env.documents.actor(`Actor.${token.actorId}`) : null;
    return actor !== null && players.some((user) => actor.testUserPermission(user, "OWNER"));
  });
  return new Set(party.map((token) => token.uuid));
}

/**
 * Where the party is on a scene: the area of the region holding most of the party's tokens (regions without
 * an area do not count; the first such region wins a tie), else the scene's own area.
 */
export function partyArea(env: FoundryEnv, scene: SceneLike): Area | null {
  const party = partyTokenUuids(env, scene);
  let best: { area: Area; count: number } | null = null;
  for (const region of scene.regions()) {
    const count = region.tokenUuids().filter((uuid) => party.has(uuid)).length;
    if (count === 0 || (best && count <= best.count)) continue;
    const area = areaOf(regionHolder(env, region));
    if (area) best = { area, count };
  }
  return best?.area ?? areaOf(scene);
}

/** Where the party is on the active scene (null when there is none, or it has no area). */
export function activeSceneArea(env: FoundryEnv): Area | null {
  const scene = env.documents.activeScene();
  return scene ? partyArea(env, scene) : null;
}

/** Encounter tables: the area's RollTable, or the world's default. */
export const foundryEncounters = (env: FoundryEnv, dice: FoundryDice): EncounterSource => ({
  async draw(area) {
    const uuid = area?.table || env.settings.get(MODULE_ID, "defaultTable");
    const table = uuid ? await env.documents.table(uuid) : null;
    if (!table) return null;
    const drawn = await table.roll();
    return { text: drawn.text, table: table.name, roll: dice.adopt(drawn.roll) };
  },
});
