/**
 * Turnkeeper's own hooks as other modules hear them: the session's announcements on the active GM's client with
 * their payloads, the state's change on every client, and `callHook`, which takes only a hook's own arguments.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { callHook, HOOKS, type TurnkeeperHookName } from "../../../src/foundry/setup/hooks";
import type { FakeClient, FakeWorld } from "../../fakes/foundry";
import { api, clockTable, settle } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

/** What each client heard of a hook: the arguments of every call. */
function listen(world: FakeWorld, hook: TurnkeeperHookName) {
  const heard = new Map<FakeClient, unknown[][]>(world.clients.map((c) => [c, []]));
  for (const c of world.clients) c.Hooks.on(hook, (...args: unknown[]) => void heard.get(c)?.push(args));
  return (c: FakeClient) => heard.get(c) ?? [];
}

describe("Turnkeeper's hooks", () => {
  it("announce a light on the active GM's client and the state's change on every client", async () => {
    const t = await clockTable();
    const lit = listen(t.world, HOOKS.lightLit);
    const changed = listen(t.world, HOOKS.stateChanged);
    await api(t.gm).light(t.aldo.uuid);
    await settle(t.world);
    expect(lit(t.gm)).toEqual([[{ owner: t.aldo.uuid, source: "torch", name: "Aldo" }]]);
    for (const c of [t.gm2, t.alice, t.bob]) expect(lit(c)).toEqual([]);
    for (const c of t.world.clients) expect(changed(c).length).toBeGreaterThan(0);
  });

  it("announce the time processed and each check rolled with what it found", async () => {
    const t = await clockTable();
    const processed = listen(t.world, HOOKS.timeProcessed);
    const rolled = listen(t.world, HOOKS.checkRolled);
    const from = t.world.worldTime;
    await api(t.gm).advance("1 turn");
    await api(t.gm).reaction({ name: "Orc" });
    await settle(t.world);
    expect(processed(t.gm)).toEqual([[{ from, to: from + 600 }]]);
    const reaction = rolled(t.gm).find(([payload]) => (payload as { check: string }).check === "reaction");
    expect(reaction?.[0]).toMatchObject({ check: "reaction", at: from + 600, roll: expect.any(Number) });
  });

  it("are called through callHook with their own arguments only", () => {
    const calls: unknown[][] = [];
    const hooks = { callAll: (...args: unknown[]) => calls.push(args) > 0 };
    callHook(hooks, HOOKS.undone, { entries: [3], time: 60 });
    // @ts-expect-error an undo names the entries it undid
    callHook(hooks, HOOKS.undone, { time: 60 });
    expect(calls[0]).toEqual(["turnkeeper.undone", { entries: [3], time: 60 }]);
  });
});
