/**
 * What the suites that play through the Foundry fake share: a client's Turnkeeper API, letting every client
 * finish what an action started (the hooks, then each writer's queued processing and its running clock), and a
 * GM and a player starting in a dungeon.
 */
import type { TurnkeeperApi } from "../src/foundry/setup/api";
import { startTurnkeeper, turnkeeperOf } from "../src/foundry/setup/start";
import { newArea } from "../src/ui";
import type { FakeClient, FakeWorld } from "../test/fakes/foundry";

export const api = (c: FakeClient) => c.module.api as TurnkeeperApi;

export async function settle(world: FakeWorld): Promise<void> {
  await world.settle();
  for (const c of world.clients) {
    const turnkeeper = turnkeeperOf(c);
    await turnkeeper?.tk.idle();
    await turnkeeper?.running.idle();
  }
  await world.settle();
}

/** A GM and a player with Turnkeeper started, in the Sunken Halls at a normal danger; the GM's client. */
export async function dungeonTable(world: FakeWorld): Promise<FakeClient> {
  const gm = world.connect("GM", true);
  world.connect("Player", false);
  world.addScene("Sunken Halls", true);
  for (const c of world.clients) {
    startTurnkeeper(c);
    await c.boot();
  }
  await settle(world);
  await api(gm).setArea({ ...newArea("dungeon", "Sunken Halls"), level: "normal" });
  return gm;
}
