/**
 * Play on the map, wired at `init`: Turnkeeper's region behaviour type must exist then, so it is registered
 * here; everything that acts (moves, region events, migrating old flags) runs only on the active GM's client
 * and is loaded there when first needed, keeping it out of the bundle every client loads.
 */
import { isActiveGM, type FoundryEnv } from "../env";
import type { Timekeeping } from "../timekeeping";
import type { MapPlay } from "./play";

type Moved = Parameters<MapPlay["moved"]>;

export function startMapPlay(env: FoundryEnv, tk: Timekeeping): void {
  const map = env.map;
  if (!map) return;
  const play = () => import("./play").then((m) => m.mapPlayOf(env, tk));
  map.registerAreaBehavior((event) =>
    isActiveGM(env) ? play().then((p) => p?.regionEvent(event)) : undefined,
  );
  // `moveToken(document, movement, operation, user)`: after a token's move is saved, on every client.
  env.Hooks.on("moveToken", ((...[token, movement, operation]: Moved) =>
    isActiveGM(env) ? play().then((p) => p?.moved(token, movement, operation)) : undefined) as never);
  env.Hooks.once("ready", (() =>
    isActiveGM(env) ? import("./migrate").then((m) => m.migrateAreaFlags(env, map)) : undefined) as never);
}
