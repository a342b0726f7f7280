/**
 * Play on the map, wired at `init`: Turnkeeper's region behaviour type must exist then, so it is registered
 * here; everything that acts (moves, region events, migrating old flags, reading areas from behaviours) runs
 * only on the active GM's client and is loaded there, at `ready` or when first needed, keeping it out of the
 * bundle every client loads.
 */
import { isActiveGM, type FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import type { MapPlay } from "./play";

type Moved = Parameters<MapPlay["moved"]>;

export function startMapPlay(env: FoundryEnv, tk: Timekeeping): void {
  const map = env.map;
  const play = () => (isActiveGM(env) ? import("./play").then((m) => m.mapPlayOf(env, tk)) : null);
  map.registerAreaBehavior((event) => play()?.then((p) => p?.regionEvent(event)));
  // `moveToken(document, movement, operation, user)`: after a token's move is saved, on every client.
  env.Hooks.on("moveToken", ((...[token, movement, operation, user]: Moved) =>
    play()?.then((p) => p?.moved(token, movement, operation, user))) as never);
  env.Hooks.once("ready", play as never);
}
