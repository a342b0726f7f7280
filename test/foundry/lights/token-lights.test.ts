/**
 * Lights on the actor's tokens: lit and put out on any scene, and a player's own light lit through the GM.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, clockTable, settle, writes } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

describe("lights on the actor's tokens", () => {
  it("lights a torch on the actor's tokens on any scene, whoever is logged in, and puts it out", async () => {
    const t = await clockTable();
    const other = t.world.addScene("Road");
    const elsewhere = t.world.addToken(other, t.aldo);
    t.world.disconnect(t.alice);
    const mark = t.world.writes.length;
    await api(t.gm).light(t.aldo.uuid, "torch");
    await settle(t.world);
    expect(writes(t.world, mark).tokens).toBe(2);
    for (const token of [t.aldoToken, elsewhere]) {
      expect(token.light).toMatchObject({ dim: 30, bright: 15 });
      expect(token.flags.turnkeeper?.light?.previous).toMatchObject({ dim: 0, bright: 0 });
    }
    expect(t.beaToken.light).toMatchObject({ dim: 0 });
    await api(t.gm).advanceUnit("turn", 6);
    await settle(t.world);
    for (const token of [t.aldoToken, elsewhere]) {
      expect(token.light).toMatchObject({ dim: 0, bright: 0 });
      expect(token.flags.turnkeeper?.light).toBeUndefined();
    }
  });

  it("lets a player light their own character's torch through the GM, and refuses someone else's", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    expect(await api(t.alice).light(t.aldo.uuid)).toEqual([{ ok: true, seconds: 0 }]);
    await settle(t.world);
    expect(t.world.socketLog.find((m) => m.from === t.alice.user.id)?.message).toMatchObject({
      kind: "request",
      to: t.gm.user.id,
    });
    expect(writes(t.world, mark).state).toBe(1);
    const refused = await api(t.alice).light(t.bea.uuid);
    expect(refused[0]).toMatchObject({ ok: false });
    expect(t.alice.notifications.shown.at(-1)?.message).toBe(
      "You do not own Bea, so you cannot ask that for it.",
    );
    expect(api(t.gm).state().keeper.state.timers).toHaveLength(1);
  });
});
