/**
 * Scene darkness that follows the time of day (loaded lazily, on the active GM's client, when the
 * `sceneDarkness` setting is on): each scene the GM opted in (its `turnkeeper.darkness` flag) gets the
 * darkness of the hour, midnight darkest and noon brightest, in one update when it changes. `environment.
 * darknessLevel` is where v13 and v14 keep it. Imports nothing at run time, so its chunk shares no module
 * with the start bundle.
 */
import type { SceneLightingLike } from "../env/calendar";
import type { FoundryEnv } from "../env/ports";

/** The world's scenes as Foundry has them. */
function foundryScenes(): SceneLightingLike[] {
  return (game as ReadyGame).scenes.contents.map((scene) => ({
    uuid: scene.uuid,
    followsTime: () => scene.getFlag("turnkeeper", "darkness") === true,
    setFollowsTime: (follow: boolean) =>
      follow ? scene.setFlag("turnkeeper", "darkness", true) : scene.unsetFlag("turnkeeper", "darkness"),
    darkness: () => scene.environment.darknessLevel,
    setDarkness: (level: number) => scene.update({ "environment.darknessLevel": level } as never),
  }));
}

/** The darkness of a time of day: 1 at midnight, 0 at noon, a smooth curve between (two decimals). */
export function darknessAt(hour: number, minute: number, hoursPerDay = 24): number {
  const day = ((hour + minute / 60) / hoursPerDay) % 1;
  return Math.round(((1 + Math.cos(2 * Math.PI * day)) / 2) * 100) / 100;
}

/** The world's scenes' lighting: a test's fake, else Foundry's scenes. */
export const sceneLighting = (env: FoundryEnv): readonly SceneLightingLike[] =>
  (env.lighting ?? { scenes: foundryScenes }).scenes();

/** Opts a scene in (or out); false when there is no such scene. */
export async function optIn(env: FoundryEnv, uuid: string, follow: boolean): Promise<boolean> {
  const scene = sceneLighting(env).find((s) => s.uuid === uuid);
  if (!scene) return false;
  await scene.setFollowsTime(follow);
  return true;
}

/** Sets every opted-in scene's darkness for the time of day, where it differs; says how many it set. */
export async function followDarkness(env: FoundryEnv, hour: number, minute: number): Promise<number> {
  const level = darknessAt(hour, minute);
  let set = 0;
  for (const scene of sceneLighting(env)) {
    if (!scene.followsTime() || Math.abs(scene.darkness() - level) < 0.01) continue;
    await scene.setDarkness(level);
    set++;
  }
  return set;
}
