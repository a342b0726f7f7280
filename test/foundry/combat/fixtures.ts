/** Shared by the combat adapter tests: the API, the order by name, the flags, a begun fight, hooks heard. */
import type { TurnkeeperApi } from "../../../src/foundry/setup/api";
import type { FakeClient } from "../../fakes/foundry";
import type { Table } from "./harness";

export const api = (c: FakeClient) => c.module.api as TurnkeeperApi;
export const names = (t: Table, c: FakeClient) => t.combat(c).turns.map((x) => x.name);
export const flagsOf = (doc: { flags: object }) => (doc.flags as Record<string, unknown>).turnkeeper;

/** Rolls for everyone (Brakka 3, goblin 3, ogre 6, Ilsa 8) and begins: the count stops at segment 3. */
export async function begun(t: Table) {
  const { gm, alice, bob, ids } = t;
  t.roller.queue.push(3);
  await t.combat(alice).rollInitiative([ids.brakka]);
  t.roller.queue.push(8);
  await t.combat(bob).rollInitiative(ids.ilsa);
  t.roller.queue.push(3, 6);
  await t.combat(gm).rollInitiative([ids.goblin, ids.ogre]);
  await t.combat(gm).startCombat();
}

export function recording(t: Table, hook: string) {
  const heard = new Map<FakeClient, unknown[][]>();
  for (const c of t.clients) {
    heard.set(c, []);
    c.Hooks.on(hook, (...args: unknown[]) => void heard.get(c)!.push(args));
  }
  return heard;
}
