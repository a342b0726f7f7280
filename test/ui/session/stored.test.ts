/** The session's stored state: never overwritten when unreadable, read back exactly after a reload. */
import { describe, expect, it } from "vitest";
import { dungeon, TURN } from "./fixtures";
import { makeHost } from "./host";

describe("stored state", () => {
  it("never overwrites state it cannot read (say, from a newer Turnkeeper), and says why", async () => {
    const first = makeHost();
    await first.session.perform({ type: "advanceUnit", unit: "turn" });
    await first.session.idle();
    const host = makeHost({ stored: { ...(first.stored as object), version: 99 }, time: TURN });
    expect(host.session.storageError()?.code).toBe("schema.futureVersion");
    expect(await host.session.sync(2 * TURN)).toEqual({ from: 2 * TURN, to: 2 * TURN, wrote: false });
    const result = await host.session.perform({ type: "advanceUnit", unit: "turn" });
    expect(result.ok).toBe(false);
    expect(host.saves).toEqual([]);
    expect(host.advances).toEqual([]);
  });

  it("reads back exactly what it wrote after a reload", async () => {
    const first = makeHost({ seed: 5 });
    await first.session.perform({ type: "setArea", area: dungeon() });
    await first.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await first.session.perform({ type: "advanceUnit", unit: "turn", count: 4 });
    await first.session.idle();
    const reloaded = makeHost({ stored: first.stored, time: first.time, seed: 5 });
    expect(reloaded.session.state()).toEqual(first.session.state());
    expect(await reloaded.session.sync()).toMatchObject({ wrote: false });
  });
});
