import { afterEach, describe, expect, it, vi } from "vitest";
import { currentTurn, type Timer } from "../../../src/core";
import { COMBAT_HOOKS } from "../../../src/foundry/combat";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { readState } from "../../../src/foundry/combat/store";
import { handleTrackerAction, trackerModel } from "../../../src/foundry/combat/tracker-view";
import type { TurnkeeperApi } from "../../../src/foundry/setup/api";
import type { FakeClient } from "../../fakes/foundry";
import { combatTable, SystemCombat, type Table } from "./harness";

afterEach(() => vi.restoreAllMocks());

const api = (c: FakeClient) => c.module.api as TurnkeeperApi;
const names = (t: Table, c: FakeClient) => t.combat(c).turns.map((x) => x.name);
const flagsOf = (doc: { flags: object }) => (doc.flags as Record<string, unknown>).turnkeeper;

/** Rolls for everyone (Brakka 3, goblin 3, ogre 6, Ilsa 8) and begins: the count stops at segment 3. */
async function begun(t: Table) {
  const { gm, alice, bob, ids } = t;
  t.roller.queue.push(3);
  await t.combat(alice).rollInitiative([ids.brakka]);
  t.roller.queue.push(8);
  await t.combat(bob).rollInitiative(ids.ilsa);
  t.roller.queue.push(3, 6);
  await t.combat(gm).rollInitiative([ids.goblin, ids.ogre]);
  await t.combat(gm).startCombat();
}

function recording(t: Table, hook: string) {
  const heard = new Map<FakeClient, unknown[][]>();
  for (const c of t.clients) {
    heard.set(c, []);
    c.Hooks.on(hook, (...args: unknown[]) => void heard.get(c)!.push(args));
  }
  return heard;
}

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
    // The goblin is due in the same segment: no time passed, and the turn hook fired on the writer only.
    expect(t.world.worldTime).toBe(6);
    expect(turns.get(t.gm)).toHaveLength(1);
    expect(turns.get(t.gm2)).toHaveLength(0);
    for (const c of t.clients) expect(steps.get(c)).toHaveLength(1);
    expect(t.clients.map((c) => t.side(c).renders)).toEqual(renders.map((r) => r + 1));
  });

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
    expect(turns.get(t.gm)).toHaveLength(1);
    expect(turns.get(t.gm2)).toHaveLength(0);
    // The second GM reacting to the update writes nothing of its own.
    expect(t.world.writes.filter((w) => w.kind === "document" && w.by === t.gm2.user.id)).toEqual([]);
  });

  it("keeps the turn on whoever acts when the order sorts again (a combatant joins, another is moved)", async () => {
    const t = await combatTable();
    await begun(t);
    const [wolf] = t.server.addCombatants(t.gm.user, t.combatId, [{ name: "Aardwolf", disposition: -1 }]);
    expect(t.combat(t.alice).combatant?.name).toBe("Brakka");
    expect(names(t, t.gm).at(-1)).toBe("Aardwolf");
    t.roller.queue.push(1);
    await t.combat(t.gm).rollInitiative([wolf!]);
    // Rolled in segment 3: it acts in segment 4; Brakka still has the turn.
    expect(t.combat(t.gm).combatants.get(wolf!)!.initiative).toBe(4);
    expect(t.combat(t.bob).combatant?.name).toBe("Brakka");
    // Dropped on segment 5's cell: the tracker reschedules it there.
    const gm = combatSetupFor(t.gm)!;
    await handleTrackerAction(
      t.gm,
      gm.services,
      gm.client,
      t.combat(t.gm),
      "tkReschedule",
      { combatantId: t.ids.ilsa, absolute: "5" },
      async () => null,
    );
    expect(names(t, t.gm)).toEqual(["Brakka", "Goblin", "Aardwolf", "Ilsa", "Ogre"]);
    expect(t.combat(t.bob).combatant?.name).toBe("Brakka");
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

  it("sets aside a combatant marked defeated elsewhere, and counts on when the one acting is removed", async () => {
    const t = await combatTable();
    await begun(t);
    t.server.updateCombatant(t.gm.user, t.combatId, t.ids.ogre, { defeated: true });
    await vi.waitFor(() => expect(names(t, t.gm).at(-1)).toBe("Ogre"));
    const state = readState(t.combat(t.gm));
    expect(state.ok && state.value?.aside.map((c) => c.status)).toEqual(["defeated"]);
    await combatSetupFor(t.gm)!.client.perform(t.combat(t.gm), [{ type: "hold", id: t.ids.goblin }]);
    t.server.deleteCombatant(t.gm.user, t.combatId, t.ids.brakka);
    await vi.waitFor(() => expect(t.combat(t.alice).combatant?.name).toBe("Ilsa"));
    expect(t.combat(t.alice).round).toBe(1);
  });

  it("shows the tracker to the GM with hidden combatants, and to players without them", async () => {
    const t = await combatTable();
    await begun(t);
    const gmView = trackerModel(t.gm, combatSetupFor(t.gm)!.services, t.combat(t.gm)).view;
    const playerView = trackerModel(t.alice, combatSetupFor(t.alice)!.services, t.combat(t.alice)).view;
    expect(Object.keys(gmView.members)).toHaveLength(4);
    expect(gmView.groups[0]).toMatchObject({ simultaneous: true, isNow: true });
    expect(JSON.stringify(playerView)).not.toContain("Goblin");
    expect(playerView.members[t.ids.brakka]!.actions).toMatchObject({ endTurn: true, reschedule: false });
    expect(playerView.members[t.ids.ilsa]!.actions.any).toBe(false);
    expect(api(t.bob).combat.view(t.combatId).members[t.ids.ilsa]).toBeDefined();
  });

  it("R003-02 places the clock's timers on the timeline, hidden with a hidden combatant's", async () => {
    const t = await combatTable();
    await begun(t);
    const goblinActor = t.server.combats
      .get(t.combatId)!
      .combatants.find((c) => c.name === "Goblin")!.actorId;
    const timer = (id: string, label: string, endsAt: number, owner?: string): Timer => ({
      id,
      kind: "effect",
      label,
      ...(owner === undefined ? {} : { owner }),
      startedAt: 0,
      capacity: 60,
      mode: "running",
      endsAt,
    });
    const clock = () => ({
      worldTime: t.world.worldTime,
      timers: [
        timer("t1", "Shield spell", t.world.worldTime + 9),
        timer("t2", "Goblin's curse", t.world.worldTime + 4, `Actor.${goblinActor}`),
      ],
    });
    const gm = trackerModel(t.gm, combatSetupFor(t.gm)!.services, t.combat(t.gm), clock).view;
    const cells = gm.timeline.rounds[0]!.cells;
    // 2-second segments from segment 3: 9 seconds is the 5th segment on (8), 4 seconds the 2nd (5).
    expect(cells[7]!.effects).toMatchObject([{ label: "Shield spell", kind: "clock" }]);
    expect(cells[4]!.effects).toMatchObject([{ label: "Goblin's curse", combatantName: "Goblin" }]);
    const player = trackerModel(t.alice, combatSetupFor(t.alice)!.services, t.combat(t.alice), clock).view;
    expect(JSON.stringify(player)).not.toContain("curse");
    expect(player.timeline.rounds[0]!.cells[7]!.effects).toHaveLength(1);
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

  it("R001-15 rounds the world time up to the turn the fight took when it ends, once, if the setting is on", async () => {
    const t = await combatTable({ preset: "six-watches" });
    await begun(t);
    // 1-second segments: the count reached segment 3 three seconds in.
    expect(t.world.worldTime).toBe(3);
    await t.combat(t.gm2).endCombat();
    await vi.waitFor(() => expect(t.world.worldTime).toBe(600));
    expect(t.world.writes.filter((w) => w.kind === "worldTime")).toEqual([
      { kind: "worldTime", by: t.gm.user.id, delta: 597 },
    ]);
  });

  it("leaves the world time alone at the end when the setting is off", async () => {
    const t = await combatTable({ preset: "six-watches" });
    await t.gm.settings.set("turnkeeper", "combatRoundUp", false);
    await begun(t);
    await t.combat(t.gm).endCombat();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.world.worldTime).toBe(3);
  });
});
