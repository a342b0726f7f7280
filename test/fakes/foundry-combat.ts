/**
 * Combat documents in the typed fake (test/fakes/foundry.ts): a server-side store of combats and their
 * combatants on the FakeWorld, and on each connected client the documents built from it with that client's
 * `CONFIG.Combat.documentClass` (foundry-combat-client.ts, foundry-combat-doc.ts). Every faked behaviour says
 * which real Foundry behaviour it stands for; what is not listed is not faked (Foundry's own turn adjustments
 * after a deletion, sounds, token markers, the combat tracker application).
 */
import type { UserLike } from "../../src/foundry/env/users";
import type {
  CombatClassPort,
  CombatUpdateData,
  CombatUpdateOptions,
  ItemLike,
  CombatsPort,
} from "../../src/foundry/combat/ports";
import type { FakeClient, FakeUser, FakeWorld } from "./foundry";
import { FakeCombatClient } from "./foundry-combat-client";
import { FakeCombat } from "./foundry-combat-doc";
import { strict } from "./strict";
import { mergeUpdate, wire } from "./wire";

export { FakeCombat };

/**
 * Stands for v13's core `CombatTracker` class in `CONFIG.ui.combat`, as far as a subclass reads it when it is
 * defined: its `PARTS` (header, tracker, footer) and `DEFAULT_OPTIONS` (contract: CONFIG.ui.combat). Rendering needs a browser and Foundry's
 * application framework, which the fake does not have: making one throws (the Quench batch covers it live).
 */
/** A target the context menu hands an entry: the combatant's row (`li.combatant[data-combatant-id]`). */
interface EntryRow {
  readonly dataset: { readonly combatantId?: string | undefined };
}

/**
 * Stands for the core tracker's per-combatant context menu entries (`CombatTracker#_getEntryContextOptions`):
 * v13's `{ name, icon, condition, callback(li) }`, or v14's `ContextMenuEntry` `{ label, icon, visible,
 * onClick(event, li) }` (contract: CONFIG.ui.combat, changed in v14). `spy` makes each of Foundry's own
 * callbacks, so a test can see it was not run.
 */
export function coreEntryOptions(world: FakeWorld, spy: () => (...args: never[]) => unknown) {
  const names = [
    "COMBAT.CombatantUpdate",
    "COMBAT.CombatantClear",
    "COMBAT.CombatantReroll",
    "COMBAT.CombatantRemove",
  ];
  return names.map((name) =>
    world.generation >= 14
      ? {
          label: name,
          icon: "fa-solid fa-circle",
          visible: (_li: EntryRow) => true,
          onClick: spy() as (event: Event, li: EntryRow) => unknown,
        }
      : {
          name,
          icon: '<i class="fa-solid fa-circle"></i>',
          condition: (_li: EntryRow) => true,
          callback: spy() as (li: EntryRow) => unknown,
        },
  );
}

export class FakeCombatTracker {
  static readonly DEFAULT_OPTIONS = { id: "combat", actions: {} };
  static readonly PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };
  constructor() {
    throw new Error("The Foundry fake does not render the combat tracker");
  }
}

export interface FakeCombatantSource {
  _id: string;
  name: string;
  img: string | null;
  hidden: boolean;
  initiative: number | null;
  defeated: boolean;
  actorId: string | null;
  /** The token's disposition (`CONST.TOKEN_DISPOSITIONS`), or null for a combatant without a token. */
  disposition: number | null;
  /** Stands for the actor's items (a system's weapons with a speed). */
  items: ItemLike[];
  flags: Record<string, unknown>;
}

export interface FakeCombatSource {
  _id: string;
  round: number;
  turn: number | null;
  flags: Record<string, unknown>;
  combatants: FakeCombatantSource[];
}

/** A Combat update as the server saw it: who, the diff every client received, and the options. */
export interface FakeCombatWrite {
  readonly by: string;
  readonly combatId: string;
  readonly changed: Record<string, unknown>;
  readonly options: CombatUpdateOptions;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stands for the Foundry server's Combat collection: one database, every write broadcast to all clients.
 * Contract: CONFIG.Combat.documentClass and the document hooks.
 */
export class FakeCombatServer {
  readonly combats = new Map<string, FakeCombatSource>();
  readonly writes: FakeCombatWrite[] = [];
  /** Seconds the world clock moved as part of Combat updates (`worldTime: { delta }`), in order. */
  readonly timeAdvances: number[] = [];
  private readonly installed = new Map<FakeClient, FakeCombatClient>();

  private constructor(readonly world: FakeWorld) {}

  private static readonly servers = new WeakMap<FakeWorld, FakeCombatServer>();

  static of(world: FakeWorld): FakeCombatServer {
    let server = FakeCombatServer.servers.get(world);
    if (!server) {
      server = new FakeCombatServer(world);
      FakeCombatServer.servers.set(world, server);
    }
    return server;
  }

  /**
   * Gives a client Foundry's combat globals: `CONFIG.Combat.documentClass` (Foundry's Combat, or a system's
   * subclass of it) and `game.combats`. Call before the client boots, as Foundry sets these before `init`.
   */
  install(client: FakeClient, documentClass: CombatClassPort = FakeCombat): FakeCombatClient {
    const side = new FakeCombatClient(this, client);
    this.installed.set(client, side);
    client.config.Combat = strict({ documentClass }, "CONFIG.Combat");
    client.game.combats = this.combatsOf(client);
    return side;
  }

  /** Stands for `game.combats` on a client: its documents, found on the side last installed for it. */
  combatsOf(client: FakeClient): CombatsPort {
    const here = () => this.clientOf(client);
    const combats = this.combats;
    return strict(
      {
        get: (id: string) => here().doc(id),
        // Stands for `WorldCollection#contents`: every combat of the world, as this client has it.
        get contents() {
          return [...combats.keys()].flatMap((id) => here().doc(id) ?? []);
        },
        // Stands for `CombatEncounters#viewed`: the active combat of the viewed scene, else its first. The fake
        // has one scene and marks no combat active, so it is the world's first combat; null with none.
        get viewed() {
          const [first] = combats.keys();
          return first === undefined ? null : (here().doc(first) ?? null);
        },
      },
      "game.combats",
    );
  }

  clientOf(client: FakeClient): FakeCombatClient {
    const side = this.installed.get(client);
    if (!side) throw new Error("Combat is not installed on this client");
    return side;
  }

  private connected(): FakeCombatClient[] {
    return [...this.installed.values()].filter((side) => this.world.clients.includes(side.client));
  }

  private combat(id: string): FakeCombatSource {
    const c = this.combats.get(id);
    if (!c) throw new Error(`No Combat ${id}`);
    return c;
  }

  private record(by: FakeUser, type: string, id: string, action: "create" | "update" | "delete") {
    this.world.writes.push({ kind: "document", by: by.id, type, id, action });
  }

  /** Stands for `Combat.create` (GM): saved, then every client gets the document and `createCombat`. */
  createCombat(by: FakeUser, combatants: Partial<FakeCombatantSource>[] = []): string {
    if (!by.isGM) throw new Error(`User ${by.name} lacks permission to create Combat`);
    const id = this.world.newId("combat");
    this.combats.set(id, {
      _id: id,
      round: 0,
      turn: null,
      flags: {},
      combatants: combatants.map((c) => this.combatantSource(c)),
    });
    this.record(by, "Combat", id, "create");
    for (const side of this.connected()) side.client.Hooks.callAll("createCombat", side.doc(id), {}, by.id);
    return id;
  }

  private combatantSource(c: Partial<FakeCombatantSource>): FakeCombatantSource {
    return {
      _id: c._id ?? this.world.newId("cbt"),
      name: c.name ?? "Combatant",
      img: c.img ?? null,
      hidden: c.hidden ?? false,
      initiative: c.initiative ?? null,
      defeated: c.defeated ?? false,
      actorId: c.actorId ?? null,
      disposition: c.disposition ?? null,
      items: c.items ?? [],
      flags: c.flags ?? {},
    };
  }

  /** Whether a user owns a combatant: GMs always; others through its actor's ownership (Combatant#isOwner). */
  owns(user: UserLike, c: FakeCombatantSource): boolean {
    if (user.isGM) return true;
    const actor = c.actorId === null ? undefined : this.world.actors.get(c.actorId);
    return actor?.testUserPermission(user, "OWNER") === true;
  }

  /**
   * Stands for `Combat#update` reaching the server. One database operation: the Combat's own fields and
   * flags, and every embedded combatant change (matched by `_id`), merged as `mergeObject` does; only what
   * really changed is kept in the diff every client receives. A `worldTime: { delta }` option advances the
   * world time in the same operation, and clients hear `updateWorldTime` before `updateCombat` (v12+).
   * Players may change only the initiative of combatants they own (Foundry's combatant permission); the
   * server refuses anything else from them. An update that changes nothing is not written or broadcast.
   */
  update(by: FakeUser, combatId: string, data: CombatUpdateData, options: CombatUpdateOptions = {}): boolean {
    const source = this.combat(combatId);
    if (!by.isGM) {
      const onlyOwnInitiative =
        Object.keys(data).every((k) => k === "combatants") &&
        (data.combatants ?? []).every((c) => {
          const target = source.combatants.find((x) => x._id === c._id);
          return (
            target && Object.keys(c).every((k) => k === "_id" || k === "initiative") && this.owns(by, target)
          );
        });
      if (!onlyOwnInitiative || options.worldTime)
        throw new Error(`User ${by.name} lacks permission to update Combat [${combatId}]`);
    }
    const changed: Record<string, unknown> = {};
    for (const key of ["round", "turn"] as const) {
      if (key in data && !same(source[key], data[key])) {
        source[key] = data[key] as never;
        changed[key] = data[key];
      }
    }
    if (data.flags) {
      const before = JSON.stringify(source.flags);
      mergeUpdate(source.flags, data.flags, this.world);
      if (JSON.stringify(source.flags) !== before) changed.flags = wire(data.flags);
    }
    const combatantChanges: Record<string, unknown>[] = [];
    for (const change of data.combatants ?? []) {
      const target = source.combatants.find((x) => x._id === change._id);
      if (!target) throw new Error(`Combatant ${change._id} does not exist in Combat ${combatId}`);
      const before = JSON.stringify(target);
      const { _id, ...rest } = change;
      mergeUpdate(target as unknown as Record<string, unknown>, rest, this.world);
      if (JSON.stringify(target) !== before) combatantChanges.push(wire(change));
    }
    if (combatantChanges.length > 0) changed.combatants = combatantChanges;
    if (Object.keys(changed).length === 0) return false;
    const sent = wire(options);
    this.record(by, "Combat", combatId, "update");
    this.writes.push({ by: by.id, combatId, changed: wire(changed), options: sent });
    const delta = options.worldTime?.delta ?? 0;
    if (delta !== 0) {
      this.world.worldTime += delta;
      this.timeAdvances.push(delta);
      for (const side of this.connected())
        side.client.Hooks.callAll("updateWorldTime", this.world.worldTime, delta, {}, by.id);
    }
    for (const side of this.connected()) side.applyUpdate(combatId, wire(changed), sent, by.id);
    return true;
  }

  /** Stands for `Combat#createEmbeddedDocuments("Combatant", ...)` (GM): every client re-sorts its turns. */
  addCombatants(by: FakeUser, combatId: string, combatants: Partial<FakeCombatantSource>[]): string[] {
    if (!by.isGM) throw new Error(`User ${by.name} lacks permission to create Combatant`);
    const source = this.combat(combatId);
    const added = combatants.map((c) => this.combatantSource(c));
    source.combatants.push(...added);
    this.record(by, "Combatant", combatId, "create");
    for (const side of this.connected())
      side.applyCombatants(
        combatId,
        by.id,
        added.map((c) => c._id),
        "create",
      );
    return added.map((c) => c._id);
  }

  /**
   * Stands for `Combatant#update` (its own document, not through the Combat): owners or GMs; every client
   * gets `updateCombatant` and re-sorts its turns.
   */
  updateCombatant(by: FakeUser, combatId: string, id: string, changes: Partial<FakeCombatantSource>): void {
    this.updateCombatants(by, combatId, [{ ...changes, _id: id }]);
  }

  /**
   * Stands for `Combat#updateEmbeddedDocuments("Combatant", updates)`: one operation for all of them, each
   * allowed to its owners and GMs; every client re-sorts once and hears `updateCombatant` for each.
   */
  updateCombatants(
    by: FakeUser,
    combatId: string,
    updates: readonly (Partial<FakeCombatantSource> & { _id: string })[],
  ): void {
    const source = this.combat(combatId);
    for (const { _id, ...changes } of updates) {
      const target = source.combatants.find((c) => c._id === _id);
      if (!target) throw new Error(`No Combatant ${_id}`);
      if (!this.owns(by, target))
        throw new Error(`User ${by.name} lacks permission to update Combatant [${_id}]`);
      mergeUpdate(target as unknown as Record<string, unknown>, changes, this.world);
      this.record(by, "Combatant", _id, "update");
    }
    for (const side of this.connected()) side.applyCombatantUpdates(combatId, wire(updates), by.id);
  }

  /** Stands for `Combatant#delete` (GM): every client drops it, re-sorts, and hears `deleteCombatant`. */
  deleteCombatant(by: FakeUser, combatId: string, id: string): void {
    if (!by.isGM) throw new Error(`User ${by.name} lacks permission to delete Combatant`);
    const source = this.combat(combatId);
    source.combatants = source.combatants.filter((c) => c._id !== id);
    this.record(by, "Combatant", id, "delete");
    for (const side of this.connected()) side.applyCombatants(combatId, by.id, [id], "delete");
  }

  /** Stands for `Combat#delete` (GM): every client hears `deleteCombat` with the document as it was. */
  deleteCombat(by: FakeUser, combatId: string): void {
    if (!by.isGM) throw new Error(`User ${by.name} lacks permission to delete Combat`);
    this.combat(combatId);
    this.combats.delete(combatId);
    this.record(by, "Combat", combatId, "delete");
    for (const side of this.connected()) side.applyDelete(combatId, by.id);
  }
}
