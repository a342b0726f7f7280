/**
 * A table of connected clients with combat installed on the fake: two GMs (the first is the active one),
 * two players, scripted initiative dice, and a combat with Brakka (Alice's), a hidden goblin, an ogre and
 * Ilsa (Bob's), under a game system's Combat class (a plain subclass, or one of test/fakes/systems/). Shared
 * by the combat tests and the Quench scenarios' Vitest run.
 */
import { vi } from "vitest";
import { BUILT_IN_PRESETS, type BuiltInPresetId } from "../../../src/core";
import { provideCombatServices, type CombatServices } from "../../../src/foundry/combat";
import type { CombatLike } from "../../../src/foundry/combat/ports";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeCombatServer } from "../../fakes/foundry-combat";
import type { FakeCombatClient } from "../../fakes/foundry-combat-client";
import { FakeCombat } from "../../fakes/foundry-combat-doc";
import { FakeWorld, type FakeClient } from "../../fakes/foundry";
import type { SystemFake } from "../../fakes/systems";

/** A game system's own Combat class, with a method of its own and its own order (by name, Z first). */
export class SystemCombat extends FakeCombat {
  systemMethod(): string {
    return "kept";
  }
  override _sortCombatants(a: { name?: string | undefined }, b: { name?: string | undefined }): number {
    return (b.name ?? "").localeCompare(a.name ?? "");
  }
}

export interface Roller {
  /** Totals the next initiative rolls come up with, in order. */
  readonly queue: number[];
  /** What was shown in chat, once the step a roll was for was written: "flavor: total". */
  readonly log: string[];
}

export function scriptedServices(roller: Roller, preset: () => BuiltInPresetId): CombatServices {
  return {
    rules: () => BUILT_IN_PRESETS[preset()].combat,
    async roll(formula, { flavor }) {
      const total = roller.queue.shift();
      if (total === undefined) throw new Error(`No scripted roll left for ${formula}`);
      return { total, show: async () => void roller.log.push(`${flavor}: ${total}`) };
    },
  };
}

export interface Table {
  readonly world: FakeWorld;
  readonly server: FakeCombatServer;
  readonly gm: FakeClient;
  readonly gm2: FakeClient;
  readonly alice: FakeClient;
  readonly bob: FakeClient;
  readonly clients: readonly FakeClient[];
  readonly roller: Roller;
  readonly combatId: string;
  readonly ids: {
    readonly brakka: string;
    readonly goblin: string;
    readonly ogre: string;
    readonly ilsa: string;
  };
  /** The client's own document for the combat. */
  combat(client: FakeClient): CombatLike & FakeCombat;
  side(client: FakeClient): FakeCombatClient;
  /** Combat writes since the table was set up (or since `mark`). */
  writesSince(mark: number): number;
  /** Waits for the work Foundry does not wait for: core's turn events, hooks' async handlers. */
  settle(): Promise<void>;
}

/** Initiatives core rolled for a combat begun without Turnkeeper (`inProgress`), by name. */
export const CORE_INITIATIVES: Readonly<Record<string, number>> = {
  Brakka: 17,
  Ilsa: 15,
  Goblin: 12,
  Ogre: 9,
};

export interface TableOptions {
  readonly preset?: BuiltInPresetId;
  readonly documentClass?: typeof FakeCombat;
  /** A game system's fake (test/fakes/systems/): its Combat class and its hooks. */
  readonly system?: SystemFake;
  /** The combat was begun without Turnkeeper: core's initiatives (CORE_INITIATIVES), round 2, turn 1. */
  readonly inProgress?: boolean;
}

export async function combatTable(options: TableOptions = {}): Promise<Table> {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld();
  const server = FakeCombatServer.of(world);
  const gm = world.connect("GM One", true);
  const gm2 = world.connect("GM Two", true);
  const alice = world.connect("Alice", false);
  const bob = world.connect("Bob", false);
  const clients = [gm, gm2, alice, bob];
  const roller: Roller = { queue: [], log: [] };
  const preset = options.preset ?? "segment-combat";
  for (const c of clients) {
    server.install(c, options.system?.documentClass ?? options.documentClass ?? SystemCombat);
    options.system?.install?.(c, world);
    provideCombatServices(
      c,
      scriptedServices(roller, () => preset),
    );
    startTurnkeeper(c);
    await c.boot();
  }
  world.worldSettings.set("turnkeeper.preset", preset);
  const brakkaActor = world.addActor("Brakka", [alice.user]);
  const ilsaActor = world.addActor("Ilsa", [bob.user]);
  const goblinActor = world.addActor("Goblin");
  const ogreActor = world.addActor("Ogre");
  const initiative = (name: string) => (options.inProgress ? { initiative: CORE_INITIATIVES[name]! } : {});
  const combatId = server.createCombat(gm.user, [
    {
      name: "Brakka",
      actorId: brakkaActor.id,
      disposition: 1,
      items: [weapon("Dagger", 6), weapon("Axe", 9)],
      ...initiative("Brakka"),
    },
    { name: "Goblin", actorId: goblinActor.id, disposition: -1, hidden: true, ...initiative("Goblin") },
    {
      name: "Ogre",
      actorId: ogreActor.id,
      disposition: -1,
      flags: { turnkeeper: { order: 1 } },
      ...initiative("Ogre"),
    },
    { name: "Ilsa", actorId: ilsaActor.id, disposition: 1, ...initiative("Ilsa") },
  ]);
  const source = server.combats.get(combatId)!;
  const idOf = (name: string) => source.combatants.find((c) => c.name === name)!._id;
  const combat = (client: FakeClient) => server.clientOf(client).doc(combatId)! as CombatLike & FakeCombat;
  for (const c of clients) combat(c);
  // Core began it: round 2, the second in its order acting.
  if (options.inProgress) await combat(gm).update({ round: 2, turn: 1 });
  const settle = async () => {
    for (const c of clients) {
      await server.clientOf(c).settle();
      await c.Hooks.settle();
    }
  };
  await settle();
  const start = server.writes.length;
  return {
    world,
    server,
    gm,
    gm2,
    alice,
    bob,
    clients,
    roller,
    combatId,
    ids: { brakka: idOf("Brakka"), goblin: idOf("Goblin"), ogre: idOf("Ogre"), ilsa: idOf("Ilsa") },
    combat,
    side: (client) => server.clientOf(client),
    writesSince: (mark = start) => server.writes.length - mark,
    settle,
  };
}

function weapon(name: string, speed: number) {
  return { id: `item-${name.toLowerCase()}`, name, type: "weapon", system: { speed } };
}
