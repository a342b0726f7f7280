/** The world the Quench runners play their scenarios in: a GM and a player, Turnkeeper started on both. */
import { vi } from "vitest";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld } from "../../fakes/foundry";

export async function quenchWorld() {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld("2.0.0");
  const gm = world.connect("Gamemaster", true);
  const player = world.connect("Player", false);
  for (const c of world.clients) {
    startTurnkeeper(c);
    await c.boot();
  }
  return { world, gm, player };
}
