/** The Combat class Turnkeeper installs: the system's class kept, initiative, Foundry's round and turn. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentTurn } from "../../../src/core";
import { COMBAT_HOOKS } from "../../../src/foundry/combat";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { readState } from "../../../src/foundry/combat/store";
import { handleTrackerAction } from "../../../src/foundry/combat/tracker-view";
import { api, begun, flagsOf, names, recording } from "./fixtures";
import { combatTable, SystemCombat } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("the Combat class Turnkeeper installs", () => {
  it("subclasses the system's Combat: its own methods and, before Turnkeeper runs the fight, its order stay", async () => {
    const t = await combatTable();
    const Installed = t.gm.config.Combat!.documentClass;
    expect(Installed).not.toBe(SystemCombat);
    expect(Installed.prototype).toBeInstanceOf(SystemCombat);
    const combat = t.combat(t.gm);
    expect(combat).toBeInstanceOf(SystemCombat);
    expect((combat as unknown as SystemCombat).systemMethod()).toBe("kept");
    // The system sorts by name, Z first, until the engine has state.
    expect(names(t, t.gm)).toEqual(["Ogre", "Ilsa", "Goblin", "Brakka"]);
  });

  it("R003-05 rolls initiative with Foundry's Roll on the asker's client and writes the starting segment", async () => {
    const t = await combatTable();
    const { alice, gm, ids } = t;
    t.roller.queue.push(3);
    await t.combat(alice).rollInitiative([ids.brakka]);
    expect(t.roller.log).toEqual(["Brakka rolls initiative: 3"]);
    expect(t.writesSince(0)).toBe(1);
    const brakka = t.combat(gm).combatants.get(ids.brakka)!;
    expect(brakka.initiative).toBe(3);
    expect(flagsOf(brakka)).toMatchObject({ engine: { state: { start: 3, next: 3, status: "active" } } });
    // Alice's roll went to the active GM, who wrote it.
    expect(t.server.writes[0]!.by).toBe(gm.user.id);
    // A player's roll for a combatant she does not own is not even rolled.
    await t.combat(alice).rollInitiative([ids.ogre]);
    expect(t.writesSince(0)).toBe(1);
  });

  it("R003-07 R003-08 rolls with the surprise the GM set: Totally Surprised acts a round later", async () => {
    const t = await combatTable();
    const { gm, ids } = t;
    const combat = t.combat(gm) as unknown as { setSurprise(id: string, s: string): Promise<unknown> };
    await combat.setSurprise(ids.ogre, "total");
    await combat.setSurprise(ids.goblin, "partial");
    t.roller.queue.push(4, 2);
    await t.combat(gm).rollInitiative([ids.ogre, ids.goblin]);
    const doc = t.combat(gm);
    expect(doc.combatants.get(ids.ogre)!.initiative).toBe(14);
    expect(doc.combatants.get(ids.goblin)!.initiative).toBe(7);
    // Two surprise writes and one for both rolls.
    expect(t.writesSince(0)).toBe(3);
  });
});

describe("the count in Foundry's round and turn", () => {
  it("R003-09 begins the count: Foundry's round and combatant follow the engine, world time moves once", async () => {
    const t = await combatTable();
    const starts = recording(t, "combatStart");
    await begun(t);
    for (const c of t.clients) {
      const combat = t.combat(c);
      expect(combat.round).toBe(1);
      expect(combat.combatant?.name).toBe("Brakka");
    }
    // 2-second segments (segment combat): counting from 0 to segment 3 took 6 seconds, in the same write.
    expect(t.world.worldTime).toBe(6);
    expect(t.server.timeAdvances).toEqual([6]);
    expect(t.world.writes.filter((w) => w.kind === "worldTime")).toEqual([]);
    expect(starts.get(t.gm)).toHaveLength(1);
    expect(starts.get(t.alice)).toHaveLength(0);
    // Count-up order: segment 3 (Brakka and the goblin), 6 (ogre), 8 (Ilsa).
    expect(names(t, t.gm)).toEqual(["Brakka", "Goblin", "Ogre", "Ilsa"]);
  });

  it("R003-12 R003-13 ends a turn with its Recovery Time: one write, the order moves, hooks fire once", async () => {
    const t = await combatTable();
    await begun(t);
    const turns = recording(t, "combatTurn");
    const steps = recording(t, COMBAT_HOOKS.step);
    const mark = t.server.writes.length;
    const renders = t.clients.map((c) => t.side(c).renders);
    const prompt = vi.fn(async () => ({ label: "Dagger", recovery: 6 }));
    await handleTrackerAction(
      t.alice,
      combatSetupFor(t.alice)!.services,
      combatSetupFor(t.alice)!.client,
      t.combat(t.alice),
      "tkEndTurn",
      { combatantId: t.ids.brakka },
      prompt,
    );
    const view = (prompt.mock.calls as unknown[][])[0]![0] as {
      options: { label: string; lands: { segment: number } }[];
    };
    expect(view.options.map((o) => [o.label, o.lands.segment])).toEqual([
      ["Dagger", 9],
      ["Axe", 2],
    ]);
    expect(t.writesSince(mark)).toBe(1);
    const combat = t.combat(t.gm);
    expect(combat.combatants.get(t.ids.brakka)!.initiative).toBe(9);
    expect(combat.combatant?.name).toBe("Goblin");
    expect(names(t, t.bob)).toEqual(["Goblin", "Ogre", "Ilsa", "Brakka"]);
    expect(flagsOf(combat.combatants.get(t.ids.brakka)!)).toMatchObject({
      recovery: { label: "Dagger", recovery: 6 },
    });
    // The goblin is due in the same segment: no time passed, and the turn hook fired once, on Alice's client,
    // which asked for the step (core calls it on the client that moves the turn).
    expect(t.world.worldTime).toBe(6);
    expect(t.clients.map((c) => turns.get(c)!.length)).toEqual([0, 0, 1, 0]);
    for (const c of t.clients) expect(steps.get(c)).toHaveLength(1);
    expect(t.clients.map((c) => t.side(c).renders)).toEqual(renders.map((r) => r + 1));
  });
});

describe("rounds, delays and a reset", () => {
  it("R003-10 fires combatRound and Turnkeeper's round hook when the count wraps into the next round", async () => {
    const t = await combatTable();
    await begun(t);
    const rounds = recording(t, "combatRound");
    const ended = recording(t, COMBAT_HOOKS.roundEnded);
    const { client } = combatSetupFor(t.gm)!;
    await client.perform(t.combat(t.gm), [
      { type: "endTurn", id: t.ids.brakka, recovery: 20 },
      { type: "endTurn", id: t.ids.goblin, recovery: 20 },
      { type: "defeat", id: t.ids.ogre },
    ]);
    const mark = t.server.writes.length;
    await client.perform(t.combat(t.gm), [{ type: "endTurn", id: t.ids.ilsa, recovery: 4 }]);
    expect(t.writesSince(mark)).toBe(1);
    const combat = t.combat(t.alice);
    expect(combat.round).toBe(2);
    expect(combat.combatant?.name).toBe("Ilsa");
    expect(rounds.get(t.gm)).toHaveLength(1);
    expect(ended.get(t.bob)).toEqual([[t.combat(t.bob), { from: 1, to: 1 }]]);
    // Segment 8 to 12: 4 segments, 8 seconds, on top of the 16 seconds to segment 8.
    expect(t.world.worldTime).toBe(24);
  });

  it("moves Foundry's order for delay, hold and interrupt as the engine says", async () => {
    const t = await combatTable();
    await begun(t);
    const { client } = combatSetupFor(t.alice)!;
    await client.perform(t.combat(t.alice), [{ type: "delay", id: t.ids.brakka, to: 7 }]);
    expect(names(t, t.gm)).toEqual(["Goblin", "Ogre", "Brakka", "Ilsa"]);
    expect(t.combat(t.gm).combatant?.name).toBe("Goblin");
    const gm = combatSetupFor(t.gm)!.client;
    await gm.perform(t.combat(t.gm), [{ type: "hold", id: t.ids.goblin }]);
    expect(names(t, t.gm)).toEqual(["Ogre", "Brakka", "Ilsa", "Goblin"]);
    expect(t.combat(t.gm).combatant?.name).toBe("Ogre");
    await gm.perform(t.combat(t.gm), [{ type: "interrupt", id: t.ids.goblin }]);
    expect(names(t, t.gm)).toEqual(["Goblin", "Ogre", "Brakka", "Ilsa"]);
    expect(t.combat(t.bob).combatant?.name).toBe("Goblin");
    const state = readState(t.combat(t.bob));
    expect(state.ok && state.value && currentTurn(state.value)).toBe(t.ids.goblin);
  });

  it("a combat reset after a fight carries no stale flags, and starts afresh", async () => {
    const t = await combatTable();
    await begun(t);
    await combatSetupFor(t.gm)!.client.perform(t.combat(t.gm), [
      { type: "endTurn", id: t.ids.brakka, recovery: 6 },
    ]);
    const mark = t.server.writes.length;
    await t.combat(t.gm2).resetAll();
    expect(t.writesSince(mark)).toBe(1);
    const source = t.server.combats.get(t.combatId)!;
    expect(source.flags).toEqual({});
    expect(source.round).toBe(0);
    for (const c of source.combatants) {
      expect(c.flags).toEqual({});
      expect(c.initiative).toBeNull();
    }
    expect(api(t.gm).combat.state(t.combatId)).toBeNull();
    await begun(t);
    const state = api(t.gm).combat.state(t.combatId)!;
    expect([state.now, state.phase, state.nextTie]).toEqual([3, "running", 4]);
  });
});
