/**
 * Scenarios for segment combat in a world: the installed Combat class, initiative, the count, turns ended,
 * delayed, held and interrupted, a simultaneous group's order and a combatant's settings, undo and reset,
 * each step one Combat update. They run in Vitest against the
 * fake (test/foundry/quench/combat.test.ts) and in Foundry through Quench (a GM, on throwaway combats of
 * placeholder combatants that are reset and deleted afterwards).
 */
import { SYSTEM_COMBAT, TURNKEEPER_COMBAT } from "../combat/client";
import type { CombatLike } from "../combat/ports";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import type { TurnkeeperApi } from "../setup/api";
import { apiOf, skip, until, type Scenario, type ScenarioAssert, type ScenarioBatch } from "./scenario";

export interface StagedCombatant {
  readonly name: string;
  readonly hidden?: boolean;
  /** Initiative Order (R003-11). */
  readonly order?: number;
}

/** Makes and removes the combats scenarios play in. */
export interface CombatStage {
  /** A new combat with these combatants; their ids by name. */
  create(
    combatants: readonly StagedCombatant[],
  ): Promise<{ combat: CombatLike; ids: Record<string, string> }>;
  remove(combat: CombatLike): Promise<void>;
}

/** Counts what this client hears for one combat: Combat updates and world-time changes. */
export function listen(env: FoundryEnv, combat: CombatLike) {
  const heard = { updates: 0, time: 0 };
  const onUpdate = env.Hooks.on("updateCombat", (doc: CombatLike) => {
    if (doc.id === combat.id) heard.updates++;
  });
  const onTime = env.Hooks.on("updateWorldTime", () => {
    heard.time++;
  });
  return {
    heard,
    stop() {
      env.Hooks.off("updateCombat", onUpdate);
      env.Hooks.off("updateWorldTime", onTime);
    },
  };
}

export const names = (combat: CombatLike) => combat.turns.map((c) => c.name);

/** Sets a starting segment for each (a GM entering the rolls), then begins: the count stops at segment 3. */
export async function begin(combat: CombatLike, ids: Record<string, string>) {
  await combat.setInitiative(ids.Brakka!, 3);
  await combat.setInitiative(ids.Goblin!, 3);
  await combat.setInitiative(ids.Ogre!, 6);
  await combat.startCombat();
}

const FIGHTERS: readonly StagedCombatant[] = [
  { name: "Brakka" },
  { name: "Goblin", hidden: true },
  { name: "Ogre", order: 1 },
];

export async function inCombat(
  env: FoundryEnv,
  stage: CombatStage,
  body: (combat: CombatLike, ids: Record<string, string>) => Promise<void>,
) {
  const { combat, ids } = await stage.create(FIGHTERS);
  try {
    await body(combat, ids);
  } finally {
    // Reset first: a combat Turnkeeper no longer runs ends without moving the world clock.
    await combat.resetAll();
    await stage.remove(combat);
  }
}

/** What a scenario in a staged combat works with. */
export interface Fight {
  readonly env: FoundryEnv;
  readonly assert: ScenarioAssert;
  readonly api: TurnkeeperApi;
  readonly combat: CombatLike;
  readonly ids: Record<string, string>;
}

export type StageFor = (env: FoundryEnv) => CombatStage;

/** A scenario that plays in a new combat of FIGHTERS, on the stage the host makes. */
export function fightScenario(
  name: string,
  play: (fight: Fight) => Promise<void>,
): (stageFor: StageFor) => Scenario {
  return (stageFor) => ({
    name,
    writesWorld: true,
    async run(env: FoundryEnv, assert: ScenarioAssert) {
      const api = apiOf(env);
      await inCombat(env, stageFor(env), (combat, ids) => play({ env, assert, api, combat, ids }));
    },
  });
}

const installsCombatClass: Scenario = {
  name: "installs a subclass of the system's Combat class",
  writesWorld: false,
  run(env: FoundryEnv, assert: ScenarioAssert) {
    const Installed = env.config.Combat.documentClass;
    assert.ok(Installed, "CONFIG.Combat.documentClass is set");
    assert.ok(TURNKEEPER_COMBAT in Installed!.prototype, "it is Turnkeeper's Combat class");
    const system = (Installed as unknown as Record<symbol, typeof Installed>)[SYSTEM_COMBAT]!.prototype;
    assert.ok(!(TURNKEEPER_COMBAT in system), "it extends the class that was there before");
    assert.ok(Object.prototype.isPrototypeOf.call(system, Installed!.prototype), "as its subclass");
    assert.equal(typeof system.rollInitiative, "function");
  },
};

const countAndTurns = fightScenario(
  "R003-09 R003-12 initiative, the count and ended turns move Foundry's turns; one update per step",
  async ({ env, assert, api, combat, ids }) => {
    const ear = listen(env, combat);
    try {
      const t0 = env.game.time.worldTime;
      await begin(combat, ids);
      assert.equal(ear.heard.updates, 4, "three starting segments and the start: four updates");
      const perSegment = api.combat.state(combat)!.rules.secondsPerSegment;
      assert.equal(combat.round, 1);
      assert.equal(combat.combatant?.name, "Brakka");
      assert.deepEqual(names(combat), ["Brakka", "Goblin", "Ogre"]);
      assert.equal(env.game.time.worldTime - t0, 3 * perSegment, "the count to segment 3 took its time");
      await api.combat.step(combat, [{ type: "endTurn", id: ids.Brakka!, recovery: 6, label: "Dagger" }]);
      assert.equal(ear.heard.updates, 5);
      assert.equal(combat.combatants.get(ids.Brakka!)?.initiative, 9, "R003-12: segment 3 + 6");
      assert.equal(combat.combatant?.name, "Goblin");
      await api.combat.step(combat, [{ type: "endTurn", id: ids.Goblin!, recovery: 10 }]);
      assert.equal(ear.heard.updates, 6);
      assert.equal(combat.combatant?.name, "Ogre");
      assert.deepEqual(names(combat), ["Ogre", "Brakka", "Goblin"]);
      assert.equal(env.game.time.worldTime - t0, 6 * perSegment);
      assert.ok(ear.heard.time <= 2, "the world time moved with the updates, not on its own");
    } finally {
      ear.stop();
    }
  },
);

const delayHoldInterrupt = fightScenario(
  "delay, hold and interrupt move Foundry's turn order as the engine says",
  async ({ assert, api, combat, ids }) => {
    await begin(combat, ids);
    await api.combat.step(combat, [{ type: "delay", id: ids.Brakka!, to: 7 }]);
    assert.deepEqual(names(combat), ["Goblin", "Ogre", "Brakka"]);
    await api.combat.step(combat, [{ type: "hold", id: ids.Goblin! }]);
    assert.deepEqual(names(combat), ["Ogre", "Brakka", "Goblin"]);
    assert.equal(combat.combatant?.name, "Ogre");
    await api.combat.step(combat, [{ type: "interrupt", id: ids.Goblin! }]);
    assert.deepEqual(names(combat), ["Goblin", "Ogre", "Brakka"]);
    assert.equal(combat.combatant?.name, "Goblin");
  },
);

const groupAndSettings = fightScenario(
  "R003-11 the GM orders a simultaneous group and changes an Initiative Order; Foundry's turns follow, one update each",
  async ({ env, assert, api, combat, ids }) => {
    await begin(combat, ids);
    const ear = listen(env, combat);
    try {
      await api.combat.step(combat, [{ type: "reorder", ids: [ids.Goblin!, ids.Brakka!] }]);
      assert.equal(ear.heard.updates, 1);
      assert.deepEqual(names(combat), ["Goblin", "Brakka", "Ogre"]);
      assert.equal(combat.combatant?.name, "Goblin", "the first of the group acts first");
      await api.combat.step(combat, [
        { type: "configure", id: ids.Brakka!, initiativeOrder: 2, initiativeDie: "1d6", side: "party" },
      ]);
      assert.equal(ear.heard.updates, 2);
      assert.deepEqual(names(combat), ["Brakka", "Goblin", "Ogre"]);
      const kept = (combat.combatants.get(ids.Brakka!)?.flags as Record<string, Record<string, unknown>>)[
        MODULE_ID
      ];
      assert.deepEqual([kept?.order, kept?.die], [2, "1d6"], "the settings are kept on the combatant");
    } finally {
      ear.stop();
    }
  },
);

const undoWithTime = fightScenario(
  "undo takes a step back, world time included",
  async ({ env, assert, api, combat, ids }) => {
    await begin(combat, ids);
    const before = env.game.time.worldTime;
    await api.combat.step(combat, [
      { type: "endTurn", id: ids.Brakka!, recovery: 10 },
      { type: "endTurn", id: ids.Goblin!, recovery: 10 },
    ]);
    assert.equal(combat.combatant?.name, "Ogre");
    await combat.previousTurn();
    assert.equal(combat.combatant?.name, "Brakka");
    assert.equal(env.game.time.worldTime, before);
  },
);

const resetAfresh = fightScenario(
  "a reset combat keeps no Turnkeeper flags and starts afresh",
  async ({ assert, api, combat, ids }) => {
    await begin(combat, ids);
    await combat.resetAll();
    assert.equal(api.combat.state(combat), null);
    assert.equal(combat.round, 0);
    assert.ok(!(MODULE_ID in (combat.flags as Record<string, unknown>)), "no flags on the combat");
    for (const c of combat.combatants) {
      assert.ok(!(MODULE_ID in (c.flags as Record<string, unknown>)), `no flags on ${c.name}`);
      assert.equal(c.initiative ?? null, null);
    }
    await begin(combat, ids);
    const state = api.combat.state(combat);
    assert.deepEqual([state?.now, state?.phase, state?.undo === null], [3, "running", false]);
  },
);

/** What holds the running clock, as the stored state says (the active GM writes it). */
const held = (env: FoundryEnv) => apiOf(env).state().running.held;

/**
 * A new combat is in `game.combats.contents` as its `createCombat` is heard, and the running clock holds for
 * the fight while it is begun, and not once it is gone. A world with a fight under way has it held already.
 */
const holdsForFights = (stageFor: StageFor): Scenario => ({
  name: "game.combats.contents and createCombat: a new combat is there as its hook is heard; the running clock holds while it is fought",
  writesWorld: true,
  async run(env, assert) {
    if (held(env).includes("fight")) skip("a fight is under way in this world");
    const created: string[] = [];
    const hook = env.Hooks.on("createCombat", ((c: CombatLike) => void created.push(c.id ?? "")) as never);
    try {
      await inCombat(env, stageFor(env), async (combat, ids) => {
        await until(() => created.includes(combat.id ?? ""));
        assert.ok(created.includes(combat.id ?? ""), "createCombat heard");
        const inWorld = env.game.combats.contents.map((c) => (c as { id?: string }).id);
        assert.ok(inWorld.includes(combat.id ?? ""), "in game.combats.contents");
        assert.ok(!held(env).includes("fight"), "a combat not begun holds nothing");
        await begin(combat, ids);
        await until(() => held(env).includes("fight"));
        assert.ok(held(env).includes("fight"), "a begun fight holds the running clock");
      });
    } finally {
      env.Hooks.off("createCombat", hook);
    }
    await until(() => !held(env).includes("fight"));
    assert.ok(!held(env).includes("fight"), "released once the combat is gone");
  },
});

export function createCombatBatch(stageFor: StageFor): ScenarioBatch {
  return {
    id: "turnkeeper.combat",
    title: "Turnkeeper: segment combat",
    scenarios: [
      installsCombatClass,
      ...[countAndTurns, delayHoldInterrupt, groupAndSettings, undoWithTime, resetAfresh, holdsForFights].map(
        (fight) => fight(stageFor),
      ),
    ],
  };
}
