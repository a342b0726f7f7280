/**
 * A step as the client that asks for it sees it: Foundry's turn-flow hook called there, once, as core calls it
 * on the client that moves the turn; a player's initiative card shown only once the GM has written the step;
 * and a request that reaches a GM's client still starting waits until it is ready.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { provideCombatServices } from "../../../src/foundry/combat";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld } from "../../fakes/foundry";
import { FakeCombatServer } from "../../fakes/foundry-combat";
import { begun, recording } from "./fixtures";
import { combatTable, scriptedServices, type Roller } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("a step, on the client that asks for it", () => {
  it("calls combatRound there, once, with the round and turn written and the step's options", async () => {
    const t = await combatTable();
    await begun(t);
    const { client } = combatSetupFor(t.gm)!;
    await client.perform(t.combat(t.gm), [
      { type: "endTurn", id: t.ids.brakka, recovery: 20 },
      { type: "endTurn", id: t.ids.goblin, recovery: 20 },
      { type: "defeat", id: t.ids.ogre },
    ]);
    const rounds = recording(t, "combatRound");
    await combatSetupFor(t.bob)!.client.perform(t.combat(t.bob), [
      { type: "endTurn", id: t.ids.ilsa, recovery: 4 },
    ]);
    expect(t.clients.map((c) => rounds.get(c)!.length)).toEqual([0, 0, 0, 1]);
    const [combat, data, options] = rounds.get(t.bob)![0]!;
    expect(combat).toBe(t.combat(t.bob));
    expect(data).toEqual({ round: 2, turn: t.combat(t.bob).turn });
    expect(options).toEqual({ direction: 1, worldTime: { delta: 8 } });
  });

  it("lets core call combatStart when the GM begins through the Combat class, and calls none of its own", async () => {
    const t = await combatTable();
    const starts = recording(t, "combatStart");
    await begun(t);
    expect(t.clients.map((c) => starts.get(c)!.length)).toEqual([1, 0, 0, 0]);
  });

  it("shows a player's initiative card only once the GM has written the roll", async () => {
    const t = await combatTable();
    // A roll the count cannot take (a d10 never shows 0): refused, so no card.
    t.roller.queue.push(0);
    await t.combat(t.alice).rollInitiative([t.ids.brakka]);
    expect(t.roller.log).toEqual([]);
    expect(t.alice.notifications.shown).toHaveLength(1);
    t.roller.queue.push(4);
    await t.combat(t.alice).rollInitiative([t.ids.brakka]);
    expect(t.roller.log).toEqual(["Brakka rolls initiative: 4"]);
  });
});

describe("a request to a GM's client still starting", () => {
  it("waits until the GM's client is ready, then is written", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const world = new FakeWorld();
    const server = FakeCombatServer.of(world);
    const gm = world.connect("GM One", true);
    const alice = world.connect("Alice", false);
    const roller: Roller = { queue: [6], log: [] };
    for (const c of [gm, alice]) {
      server.install(c);
      provideCombatServices(
        c,
        scriptedServices(roller, () => "segment-combat"),
      );
      startTurnkeeper(c);
    }
    await alice.boot();
    for (const hook of ["init", "i18nInit", "setup"]) gm.Hooks.callAll(hook);
    const actor = world.addActor("Brakka", [alice.user]);
    const id = server.createCombat(gm.user, [{ name: "Brakka", actorId: actor.id }]);
    const brakka = server.combats.get(id)!.combatants[0]!._id;
    const rolled = server.clientOf(alice).doc(id)!.rollInitiative([brakka]);
    await new Promise((r) => setTimeout(r, 20));
    expect(server.writes).toEqual([]);
    gm.Hooks.callAll("ready");
    await rolled;
    expect(server.writes).toHaveLength(1);
    expect(server.combats.get(id)!.combatants[0]!.initiative).toBe(6);
  });
});
