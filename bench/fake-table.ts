/**
 * What the suites that play through the Foundry fake share: a client's Turnkeeper API, and letting every client
 * finish what an action started (the hooks, then each writer's queued processing and its running clock).
 */
import type { TurnkeeperApi } from "../src/foundry/setup/api";
import { turnkeeperOf } from "../src/foundry/setup/start";
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
