/** The combat driver: who may step the fight, the active GM as the one writer, and undo. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { api, begun, recording } from "./fixtures";
import { combatTable } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("who may step the fight", () => {
  it("refuses a player acting for a combatant it does not own, or doing the GM's part; nothing is written", async () => {
    const t = await combatTable();
    await begun(t);
    const mark = t.server.writes.length;
    const bob = combatSetupFor(t.bob)!.client;
    expect(
      await bob.perform(t.combat(t.bob), [{ type: "endTurn", id: t.ids.brakka, recovery: 3 }]),
    ).toBeNull();
    expect(await bob.perform(t.combat(t.bob), [{ type: "undo" }])).toBeNull();
    expect(
      await api(t.bob).combat.step(t.combatId, [{ type: "reschedule", id: t.ids.ilsa, to: 4 }]),
    ).toBeNull();
    expect(t.writesSince(mark)).toBe(0);
    expect(t.bob.notifications.shown.map((n) => n.message)).toEqual([
      "You do not own Brakka, so you cannot ask that for it.",
      "Only a game master may do that.",
      "Only a game master may do that.",
    ]);
    // Out of turn, the engine's own reason comes back to the asker, in the asker's words.
    expect(await bob.perform(t.combat(t.bob), [{ type: "hold", id: t.ids.ilsa }])).toBeNull();
    expect(t.bob.notifications.shown.at(-1)?.message).toBe(
      "Ilsa cannot act before its first turn, not even a free action.",
    );
    expect(t.writesSince(mark)).toBe(0);
  });

  it("the driver itself refuses the GM's host steps to a player, a batch holding one, and steps nothing for no intents", async () => {
    const t = await combatTable();
    await begun(t);
    const mark = t.server.writes.length;
    const { driver } = combatSetupFor(t.gm)!;
    const combat = t.combat(t.gm);
    const player = t.bob.game.user!;
    const refused = await driver.run(
      combat,
      [{ type: "setSurprise", id: t.ids.ilsa, surprise: "total" }],
      player,
    );
    expect(!refused.ok && refused.error.code).toBe("tracker.gmOnly");
    const batch = await driver.run(
      combat,
      [{ type: "hold", id: t.ids.goblin }, { type: "reset" }],
      t.gm.game.user!,
    );
    expect(!batch.ok && batch.error.code).toBe("tracker.unknownIntent");
    const none = await driver.run(combat, [], t.gm.game.user!);
    expect(none.ok && none.value).toEqual({ events: [], seconds: 0, written: false });
    expect(t.writesSince(mark)).toBe(0);
  });
});

describe("one writer, and undo", () => {
  it("with two GMs connected, a step from either is written once, by the active GM", async () => {
    const t = await combatTable();
    await begun(t);
    const turns = recording(t, "combatTurn");
    const mark = t.server.writes.length;
    await combatSetupFor(t.gm2)!.client.perform(t.combat(t.gm2), [
      { type: "endTurn", id: t.ids.brakka, recovery: 5 },
    ]);
    expect(t.combat(t.alice).combatant?.name).toBe("Goblin");
    expect(t.writesSince(mark)).toBe(1);
    expect(t.server.writes.at(-1)!.by).toBe(t.gm.user.id);
    // The turn hook is the asker's, as core's: the second GM's.
    expect(turns.get(t.gm)).toHaveLength(0);
    expect(turns.get(t.gm2)).toHaveLength(1);
    // The second GM reacting to the update writes nothing of its own.
    expect(t.world.writes.filter((w) => w.kind === "document" && w.by === t.gm2.user.id)).toEqual([]);
  });

  it("undo takes the last step back, world time included", async () => {
    const t = await combatTable();
    await begun(t);
    const gm = combatSetupFor(t.gm)!.client;
    await gm.perform(t.combat(t.gm), [
      { type: "endTurn", id: t.ids.brakka, recovery: 10 },
      { type: "endTurn", id: t.ids.goblin, recovery: 10 },
    ]);
    expect(t.combat(t.gm).combatant?.name).toBe("Ogre");
    expect(t.world.worldTime).toBe(12);
    await t.combat(t.gm).previousTurn();
    expect(t.combat(t.gm).combatant?.name).toBe("Brakka");
    expect(t.world.worldTime).toBe(6);
    expect(t.server.writes.at(-1)!.options).toMatchObject({ direction: -1, worldTime: { delta: -6 } });
  });
});
