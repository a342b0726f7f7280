/**
 * Scenarios a GM runs in a world of their own game system ("Turnkeeper: your system's combat"): Turnkeeper's
 * Combat class extends the system's, each turn control goes through the system's own method (counted while it
 * runs) with one Combat update a step, a new round keeps the count whatever the system's round events do,
 * and a combat begun without Turnkeeper stays the system's until the GM adopts it. They play on throwaway combats like the combat batch's (combat.ts), and run in Vitest against each
 * system's fake (test/foundry/quench/systems.test.ts). In pf2e, whose Combat class leaves out combatants
 * without a token, the staged combats are empty: run them in another system's world.
 */
import { SYSTEM_COMBAT, TURNKEEPER_COMBAT } from "../combat/client";
import type { CombatClassPort, CombatLike } from "../combat/ports";
import type { FoundryEnv } from "../env/ports";
import { begin, fightScenario, listen, type StageFor } from "./combat";
import { settling, type Scenario, type ScenarioAssert, type ScenarioBatch } from "./scenario";

/** Foundry's turn controls, which Turnkeeper's Combat class sends through the system's own. */
const CONTROLS = [
  "startCombat",
  "nextTurn",
  "previousTurn",
  "nextRound",
  "previousRound",
  "resetAll",
] as const;
type Control = (typeof CONTROLS)[number];

/** The Combat class the system put in `CONFIG.Combat.documentClass` before Turnkeeper extended it. */
function systemClass(env: FoundryEnv): CombatClassPort {
  return (env.config.Combat.documentClass as unknown as Record<symbol, CombatClassPort>)[SYSTEM_COMBAT]!;
}

/** How often the system's own `control` runs while `body` does (wrapped on its class, then put back). */
async function counting(env: FoundryEnv, control: Control, body: () => Promise<void>): Promise<number> {
  const proto = systemClass(env).prototype as unknown as Record<Control, (...args: unknown[]) => unknown>;
  const own = Object.prototype.hasOwnProperty.call(proto, control);
  const original = proto[control];
  let calls = 0;
  proto[control] = function (this: unknown, ...args: unknown[]) {
    calls++;
    return original.apply(this, args);
  };
  try {
    await body();
  } finally {
    if (own) proto[control] = original;
    else delete (proto as Partial<typeof proto>)[control];
  }
  return calls;
}

const extendsSystem: Scenario = {
  name: "Turnkeeper's Combat class extends your system's, whose turn controls it calls",
  writesWorld: false,
  run(env: FoundryEnv, assert: ScenarioAssert) {
    const Installed = env.config.Combat.documentClass;
    assert.ok(TURNKEEPER_COMBAT in Installed.prototype, "CONFIG.Combat.documentClass is Turnkeeper's");
    const system = systemClass(env).prototype as unknown as Record<Control, unknown>;
    assert.ok(!(TURNKEEPER_COMBAT in system), "it extends your system's class");
    for (const control of CONTROLS) assert.equal(typeof system[control], "function", control);
  },
};

const beginsThroughSystem = fightScenario(
  "Begin goes through your system's startCombat: one Combat update",
  async ({ env, assert, combat, ids }) => {
    const ear = listen(env, combat);
    try {
      const calls = await counting(env, "startCombat", () => begin(combat, ids));
      assert.equal(calls, 1, "your system's startCombat ran once");
      assert.equal(ear.heard.updates, 4, "three starting segments and the start: four updates");
      assert.deepEqual([combat.round, combat.combatant?.name], [1, "Brakka"]);
    } finally {
      ear.stop();
    }
  },
);

const turnsThroughSystem = fightScenario(
  "next and previous turn go through your system's nextTurn and previousTurn: one Combat update each",
  async ({ env, assert, api, combat, ids }) => {
    await begin(combat, ids);
    await api.combat.step(combat, [{ type: "endTurn", id: ids.Brakka!, recovery: 6 }]);
    await api.combat.step(combat, [{ type: "endTurn", id: ids.Goblin!, recovery: 10 }]);
    await api.combat.step(combat, [{ type: "endTurn", id: ids.Ogre!, recovery: 2 }]);
    assert.equal(combat.combatant?.name, "Ogre", "the ogre acts again at segment 8");
    const ear = listen(env, combat);
    try {
      assert.equal(await counting(env, "nextTurn", () => combat.nextTurn().then(() => undefined)), 1);
      assert.deepEqual([ear.heard.updates, combat.combatant?.name], [1, "Brakka"]);
      assert.equal(await counting(env, "previousTurn", () => combat.previousTurn().then(() => undefined)), 1);
      assert.deepEqual([ear.heard.updates, combat.combatant?.name], [2, "Ogre"]);
    } finally {
      ear.stop();
    }
  },
);

/** Each combatant's name and initiative, by name. */
const initiatives = (combat: CombatLike) =>
  combat.combatants.contents.map((c) => `${c.name} ${c.initiative}`).sort();

const roundThroughSystem = fightScenario(
  "a new round through your system's nextRound keeps the count: initiative its round events write is dropped",
  async ({ env, assert, api, combat, ids }) => {
    await begin(combat, ids);
    for (const id of [ids.Brakka!, ids.Goblin!, ids.Ogre!])
      await api.combat.step(combat, [{ type: "hold", id }]);
    const before = initiatives(combat);
    const calls = await counting(env, "nextRound", () => combat.nextRound().then(() => undefined));
    // The system's round events run on the active GM after the update; what they write comes a moment later.
    await settling();
    assert.deepEqual([calls, combat.round, api.combat.state(combat)?.phase], [1, 2, "running"]);
    assert.deepEqual(initiatives(combat), before, "the count's initiatives stand");
  },
);

const adoptsCombat = fightScenario(
  "a combat begun without Turnkeeper is your system's until you run it with Turnkeeper",
  async ({ env, assert, api, combat, ids }) => {
    const core = [ids.Brakka!, ids.Goblin!, ids.Ogre!].map((_id, i) => ({ _id, initiative: 15 - 3 * i }));
    await combat.updateEmbeddedDocuments("Combatant", core);
    await combat.update({ round: 1, turn: 0 });
    assert.equal(api.combat.state(combat), null, "Turnkeeper does not run it");
    const calls = await counting(env, "nextTurn", () => combat.nextTurn().then(() => undefined));
    assert.deepEqual([calls, combat.turn], [1, 1], "your system's next turn moved core's turn");
    const acting = combat.combatant?.name;
    await api.combat.step(combat, [{ type: "adopt", order: "kept" }]);
    assert.equal(api.combat.state(combat)?.phase, "running", "Turnkeeper runs it");
    assert.equal(combat.combatant?.name, acting, "whoever acted acts on");
  },
);

export function createSystemsBatch(stageFor: StageFor): ScenarioBatch {
  return {
    id: "turnkeeper.systems",
    title: "Turnkeeper: your system's combat",
    scenarios: [
      extendsSystem,
      ...[beginsThroughSystem, turnsThroughSystem, roundThroughSystem, adoptsCombat].map((fight) =>
        fight(stageFor),
      ),
    ],
  };
}
