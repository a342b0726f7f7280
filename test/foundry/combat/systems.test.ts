/**
 * The combat adapter over each game system's Combat class and hooks (test/fakes/systems/, from their public
 * source): a fight run through Foundry's turn controls calls the system's own methods, each step stays one
 * Combat update, and what a system writes on its own (initiative, the turn) leaves the count alone. The last
 * test of each system checks that its fake was exercised: every behaviour it fakes ran.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CombatIntent } from "../../../src/foundry/combat";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { readState } from "../../../src/foundry/combat/store";
import type { FakeClient } from "../../fakes/foundry";
import { SYSTEMS, systemLog, type SystemFake } from "../../fakes/systems";
import { api, begun, names } from "./fixtures";
import { combatTable, CORE_INITIATIVES, type Table } from "./harness";

afterEach(() => vi.restoreAllMocks());

/** docs/contract/systems.md, where each system's behaviour is named with its public source. */
const CONTRACT = readFileSync(path.resolve(import.meta.dirname, "../../../docs/contract/systems.md"), "utf8");

function stateOf(t: Table) {
  const read = readState(t.combat(t.gm));
  if (!read.ok || read.value === null) throw new Error("Turnkeeper holds no state for this combat");
  return read.value;
}

/** A step asked for through Turnkeeper's client (the tracker's way) by one user. */
const step = (t: Table, by: FakeClient, ...intents: CombatIntent[]) =>
  combatSetupFor(by)!.client.perform(t.combat(by), intents);

/** The behaviours of the system's fake that ran since `mark`. */
const ranSince = (t: Table, mark: number) =>
  systemLog(t.world)
    .slice(mark)
    .map((c) => c.behaviour);

/** The systems whose Combat class has a `startCombat` of its own. */
const STARTS: Readonly<Record<string, string>> = {
  dnd5e: "Combat5e#startCombat",
  "draw-steel": "DrawSteelCombat#startCombat",
  ose: "OSECombat#startCombat",
};

const initiatives = (t: Table) => t.combat(t.gm).turns.map((c) => [c.name, c.initiative]);

/** What each system's fight plays: a name, whether the combat was begun without Turnkeeper, the play. */
interface SystemScenario {
  readonly name: string;
  readonly inProgress?: boolean;
  play(t: Table, system: SystemFake): Promise<void>;
}

const SCENARIOS: readonly SystemScenario[] = [
  {
    name: "begins through the system's startCombat: one Combat update, the count at segment 3",
    async play(t, system) {
      await begun(t);
      await t.settle();
      expect(t.writesSince(0)).toBe(4);
      expect([t.combat(t.bob).round, t.combat(t.bob).combatant?.name]).toEqual([1, "Brakka"]);
      expect(names(t, t.alice)).toEqual(["Brakka", "Goblin", "Ogre", "Ilsa"]);
      expect(t.world.worldTime).toBe(6);
      const started = STARTS[system.id];
      if (started) expect(ranSince(t, 0)).toContain(started);
    },
  },
  {
    name: "moves turns through core's nextTurn and previousTurn, one update each; a new round keeps the count",
    async play(t) {
      await begun(t);
      await step(t, t.alice, { type: "endTurn", id: t.ids.brakka, recovery: 6 });
      await step(t, t.gm, { type: "hold", id: t.ids.goblin });
      await step(t, t.gm, { type: "hold", id: t.ids.ogre });
      await step(t, t.bob, { type: "endTurn", id: t.ids.ilsa, recovery: 2 });
      expect(t.combat(t.gm).combatant?.name).toBe("Brakka");
      let mark = t.server.writes.length;
      // Brakka's last Recovery Time (6): from segment 9 to 15; Ilsa, due at 10, acts.
      await t.combat(t.gm).nextTurn();
      expect([t.writesSince(mark), t.combat(t.alice).combatant?.name]).toEqual([1, "Ilsa"]);
      await t.combat(t.gm).previousTurn();
      expect([t.writesSince(mark), t.combat(t.alice).combatant?.name]).toEqual([2, "Brakka"]);
      await t.combat(t.gm).nextTurn();
      mark = t.server.writes.length;
      await step(t, t.gm, { type: "endTurn", id: t.ids.ilsa, recovery: 8 });
      await t.settle();
      // Round 2 at segment 15: the system's round end and start ran on the GM's client; nothing else was written.
      expect([t.writesSince(mark), t.combat(t.bob).round, t.combat(t.bob).combatant?.name]).toEqual([
        1,
        2,
        "Brakka",
      ]);
      const state = stateOf(t);
      expect([state.now, state.phase, state.aside.map((c) => c.status)]).toEqual([
        15,
        "running",
        ["holding", "holding"],
      ]);
      expect(initiatives(t)).toEqual([
        ["Brakka", 15],
        ["Ilsa", 18],
        ["Goblin", 3],
        ["Ogre", 6],
      ]);
    },
  },
  {
    name: "counts on to the next round through the system's nextRound while everyone holds; its own writes are dropped",
    async play(t) {
      await begun(t);
      for (const id of [t.ids.brakka, t.ids.goblin, t.ids.ogre, t.ids.ilsa])
        await step(t, t.gm, { type: "hold", id });
      const mark = t.server.writes.length;
      await t.combat(t.gm).nextRound();
      await t.settle();
      expect(t.writesSince(mark)).toBe(1);
      expect([stateOf(t).now, t.combat(t.alice).round]).toEqual([11, 2]);
      expect(initiatives(t)).toEqual([
        ["Brakka", 3],
        ["Goblin", 3],
        ["Ogre", 6],
        ["Ilsa", 8],
      ]);
    },
  },
  {
    name: "follows an initiative changed in the combatant's form; a system's rewrite of every initiative is dropped",
    async play(t) {
      await begun(t);
      const mark = t.server.writes.length;
      t.server.updateCombatant(t.gm.user, t.combatId, t.ids.ogre, { initiative: 9 });
      await vi.waitFor(() => expect(t.writesSince(mark)).toBe(1));
      await t.settle();
      expect(t.writesSince(mark)).toBe(1);
      expect(initiatives(t)).toEqual([
        ["Brakka", 3],
        ["Goblin", 3],
        ["Ilsa", 8],
        ["Ogre", 9],
      ]);
    },
  },
  {
    name: "rolls the count's die, not the system's, in one update a roll; the system's work after its roll runs",
    async play(t, system) {
      const mark = systemLog(t.world).length;
      const writes = t.server.writes.length;
      t.roller.queue.push(3);
      await t.combat(t.alice).rollInitiative([t.ids.brakka]);
      t.roller.queue.push(3, 6);
      await t.combat(t.gm).rollInitiative([t.ids.goblin, t.ids.ogre]);
      // The API's roll without a total is rolled by the active GM's driver.
      t.roller.queue.push(8);
      await api(t.bob).combat.step(t.combatId, [{ type: "roll", id: t.ids.ilsa }]);
      await t.settle();
      expect(t.writesSince(writes)).toBe(3);
      expect(initiatives(t)).toEqual([
        ["Brakka", 3],
        ["Goblin", 3],
        ["Ogre", 6],
        ["Ilsa", 8],
      ]);
      const ran = systemLog(t.world).slice(mark);
      expect(ran.filter((c) => c.behaviour.endsWith("#rollInitiative"))).toEqual([]);
      // dnd5e's Combat5e#rollInitiative: after super, each rolled combatant's initiative uses, by the roller.
      const recovered = ran.filter((c) => c.behaviour === "Combat5e#_recoverUses");
      expect(recovered.map((c) => `${c.user}: ${c.detail}`)).toEqual(
        system.id === "dnd5e"
          ? [
              "Alice: initiative: Brakka",
              "GM One: initiative: Goblin",
              "GM One: initiative: Ogre",
              "GM One: initiative: Ilsa",
            ]
          : [],
      );
    },
  },
  {
    name: "leaves a combat begun without Turnkeeper to the system and core, then adopts it in one step",
    inProgress: true,
    async play(t) {
      const gm = t.combat(t.gm);
      const acting = gm.combatant?.name;
      const begin = t.server.writes.length;
      await gm.nextTurn();
      expect(t.writesSince(begin)).toBe(1);
      expect(gm.round).toBe(2);
      await gm.previousTurn();
      expect(gm.combatant?.name).toBe(acting);
      await gm.rollInitiative([t.ids.goblin]);
      await gm.setInitiative(t.ids.ogre, CORE_INITIATIVES.Ogre!);
      await t.settle();
      expect(api(t.gm).combat.state(t.combatId)).toBeNull();
      const order = gm.turns.map((c) => c.name);
      const now = gm.combatant?.name;
      const mark = t.server.writes.length;
      await api(t.gm).combat.step(t.combatId, [{ type: "adopt", order: "kept" }]);
      expect(t.writesSince(mark)).toBe(1);
      const from = order.indexOf(now!);
      expect(names(t, t.bob)).toEqual([...order.slice(from), ...order.slice(0, from)]);
      expect([stateOf(t).phase, t.combat(t.bob).combatant?.name]).toEqual(["running", now]);
    },
  },
];

describe.each(SYSTEMS)("over $id's Combat class", (system: SystemFake) => {
  const ran = new Set<string>();
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const t = await combatTable({ system, inProgress: scenario.inProgress === true });
      try {
        await scenario.play(t, system);
      } finally {
        for (const c of systemLog(t.world)) ran.add(c.behaviour);
      }
    });
  }

  it("runs every behaviour its fake records, each named in the contract's systems section", () => {
    expect(system.behaviours.filter((b) => !ran.has(b))).toEqual([]);
    expect(system.behaviours.filter((b) => !CONTRACT.includes(`\`${b}\``))).toEqual([]);
  });
});
