/**
 * Combat documents in the typed fake (test/fakes/foundry.ts): a server-side store of combats and their
 * combatants on the FakeWorld, and on each connected client the documents built from it with that client's
 * `CONFIG.Combat.documentClass`. Every faked behaviour says which real Foundry behaviour it stands for;
 * what is not listed is not faked (Foundry's own turn adjustments after a deletion, sounds, token markers,
 * the combat tracker application).
 */
import type { UserLike } from "../../src/foundry/env/users";
import type {
  CombatantActorLike,
  CombatantLike,
  CombatantsLike,
  CombatClassPort,
  CombatLike,
  CombatUpdateData,
  CombatUpdateOptions,
  ItemLike,
} from "../../src/foundry/combat/ports";
import type { FakeClient, FakeUser, FakeWorld } from "./foundry";
import { strict } from "./strict";
import { mergeUpdate, OWNERSHIP, wire } from "./wire";

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
    client.game.combats = strict({ get: (id: string) => side.doc(id) }, "game.combats");
    return side;
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
    const source = this.combat(combatId);
    const target = source.combatants.find((c) => c._id === id);
    if (!target) throw new Error(`No Combatant ${id}`);
    if (!this.owns(by, target))
      throw new Error(`User ${by.name} lacks permission to update Combatant [${id}]`);
    mergeUpdate(target as unknown as Record<string, unknown>, changes as Record<string, unknown>, this.world);
    this.record(by, "Combatant", id, "update");
    for (const side of this.connected()) side.applyCombatantUpdate(combatId, id, wire(changes), by.id);
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

/** One client's combat documents, built from the server's data with that client's document class. */
export class FakeCombatClient {
  private readonly docs = new Map<string, CombatLike & FakeCombatInternals>();
  /** Stands for `ui.combat.render()`, which Foundry calls from `Combat#_onUpdate` for the viewed combat. */
  renders = 0;

  constructor(
    readonly server: FakeCombatServer,
    readonly client: FakeClient,
  ) {}

  /** The client's document for a combat, built on first use with `CONFIG.Combat.documentClass`. */
  doc(id: string): (CombatLike & FakeCombatInternals) | undefined {
    let doc = this.docs.get(id);
    if (!doc) {
      const source = this.server.combats.get(id);
      if (!source) return undefined;
      const Class = this.client.config.Combat?.documentClass ?? FakeCombat;
      doc = new Class(wire(source), { side: this }) as CombatLike & FakeCombatInternals;
      this.docs.set(id, doc);
    }
    return doc;
  }

  /** Stands for a client receiving a Combat update: its source changes, then `_onUpdate`, then `updateCombat`. */
  applyUpdate(
    id: string,
    changed: Record<string, unknown>,
    options: CombatUpdateOptions,
    userId: string,
  ): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    doc.fakeSync(this.server.combats.get(id)!);
    doc._onUpdate(changed, options, userId);
    this.client.Hooks.callAll("updateCombat", doc, changed, options, userId);
  }

  applyCombatants(id: string, userId: string, ids: string[], action: "create" | "delete"): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    const gone = action === "delete" ? ids.flatMap((cid) => doc.combatants.get(cid) ?? []) : [];
    doc.fakeSync(this.server.combats.get(id)!);
    doc.setupTurns();
    this.renders++;
    if (action === "create") {
      for (const cid of ids)
        this.client.Hooks.callAll("createCombatant", doc.combatants.get(cid), {}, userId);
    } else {
      for (const c of gone) this.client.Hooks.callAll("deleteCombatant", c, {}, userId);
    }
  }

  applyCombatantUpdate(id: string, cid: string, changes: Record<string, unknown>, userId: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    doc.fakeSync(this.server.combats.get(id)!);
    doc.setupTurns();
    this.renders++;
    this.client.Hooks.callAll("updateCombatant", doc.combatants.get(cid), changes, {}, userId);
  }

  applyDelete(id: string, userId: string): void {
    const doc = this.docs.get(id);
    this.docs.delete(id);
    if (doc) this.client.Hooks.callAll("deleteCombat", doc, {}, userId);
  }
}

interface FakeCombatInternals {
  fakeSync(source: FakeCombatSource): void;
  _onUpdate(changed: object, options: object, userId: string): void;
}

/** Stands for a `Combatant` document on one client. */
export class FakeCombatant implements CombatantLike {
  constructor(
    private source: FakeCombatantSource,
    readonly parent: FakeCombat,
    private readonly world: FakeWorld,
  ) {}
  sync(source: FakeCombatantSource) {
    this.source = source;
  }
  get id() {
    return this.source._id;
  }
  get name() {
    return this.source.name;
  }
  get img() {
    return this.source.img;
  }
  get hidden() {
    return this.source.hidden;
  }
  get initiative() {
    return this.source.initiative;
  }
  get defeated() {
    return this.source.defeated;
  }
  get flags() {
    return this.source.flags;
  }
  get token() {
    return this.source.disposition === null ? null : { disposition: this.source.disposition };
  }
  get actor(): CombatantActorLike | null {
    return this.source.actorId === null ? null : { id: this.source.actorId, items: this.source.items };
  }
  /** Stands for `Actor#hasPlayerOwner`: a non-GM user owns the actor. */
  get hasPlayerOwner(): boolean {
    const actor = this.source.actorId === null ? undefined : this.world.actors.get(this.source.actorId);
    if (!actor) return false;
    return this.world.users.some(
      (u) => !u.isGM && (actor.ownership[u.id] ?? actor.ownership.default ?? 0) >= OWNERSHIP.OWNER,
    );
  }
  /** Stands for `Combatant#isNPC`: no actor, or an actor no player owns. */
  get isNPC(): boolean {
    return !this.hasPlayerOwner;
  }
  /**
   * Stands for `Combatant#testUserPermission`: GMs, else the actor's ownership; no actor, GMs only. Contract:
   * CONFIG.Combat.documentClass.
   */
  testUserPermission(user: UserLike, permission: "OWNER"): boolean {
    if (user.isGM) return true;
    const actor = this.source.actorId === null ? undefined : this.world.actors.get(this.source.actorId);
    return actor?.testUserPermission(user, permission) === true;
  }
}

class FakeCombatants implements CombatantsLike {
  constructor(private readonly list: () => FakeCombatant[]) {}
  get(id: string) {
    return this.list().find((c) => c.id === id);
  }
  get contents() {
    return [...this.list()];
  }
  [Symbol.iterator]() {
    return this.list()[Symbol.iterator]();
  }
}

/**
 * Stands for Foundry's client `Combat` document (the base a system subclasses). Only what Turnkeeper and
 * its tests touch is here; each method says what real behaviour it stands for.
 */
export class FakeCombat implements CombatLike {
  round: number;
  turn: number | null;
  turns: FakeCombatant[] = [];
  private source: FakeCombatSource;
  private members: FakeCombatant[] = [];
  readonly combatants: FakeCombatants = new FakeCombatants(() => this.members);
  protected readonly side: FakeCombatClient;

  constructor(source: FakeCombatSource, context: { side: FakeCombatClient }) {
    this.side = context.side;
    this.source = source;
    this.round = source.round;
    this.turn = source.turn;
    this.fakeSync(source);
    this.setupTurns();
  }

  /** The client's copy of the server data changes (Foundry's `updateSource` when an update arrives). */
  fakeSync(source: FakeCombatSource): void {
    this.source = wire(source);
    this.round = this.source.round;
    this.turn = this.source.turn;
    const world = this.side.server.world;
    this.members = this.source.combatants.map((c) => {
      const existing = this.members.find((m) => m.id === c._id);
      if (existing) {
        existing.sync(c);
        return existing;
      }
      return new FakeCombatant(c, this, world);
    });
  }

  get id(): string {
    return this.source._id;
  }
  get flags(): Record<string, unknown> {
    return this.source.flags;
  }
  /** Stands for `Combat#combatant`: the combatant at the turn index of the sorted turns. */
  get combatant(): FakeCombatant | null {
    return this.turn === null ? null : (this.turns[this.turn] ?? null);
  }
  /** Stands for `Combat#started`: a round has begun and someone is in it. */
  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }

  protected get user(): FakeUser {
    return this.side.client.user;
  }

  /**
   * Stands for `Combat#update`: `preUpdateCombat` on the asking client (the data and options as sent), then a
   * request to the server (see FakeCombatServer#update).
   */
  async update(data: CombatUpdateData, options: CombatUpdateOptions = {}): Promise<this> {
    this.side.client.Hooks.callAll("preUpdateCombat", this, data, options, this.user.id);
    this.side.server.update(this.user, this.id, wire(data), options);
    return this;
  }

  /**
   * Stands for `Combat#setupTurns`: sorts the combatants with `_sortCombatants` into `turns`. The comparator
   * is called unbound here, so code must not depend on `this` inside it.
   */
  setupTurns(): FakeCombatant[] {
    const sort = this._sortCombatants;
    this.turns = this.combatants.contents.sort((a, b) => sort.call(undefined, a, b));
    if (this.turn !== null && this.turns.length > 0)
      this.turn = Math.min(Math.max(this.turn, 0), this.turns.length - 1);
    return this.turns;
  }

  /** Stands for `Combat#_sortCombatants`: higher initiative first, none last, then name, then id. */
  _sortCombatants(a: CombatantLike, b: CombatantLike): number {
    const ia = a.initiative ?? -Infinity;
    const ib = b.initiative ?? -Infinity;
    if (ia !== ib) return ib - ia;
    const na = a.name ?? "";
    const nb = b.name ?? "";
    if (na !== nb) return na < nb ? -1 : 1;
    return (a.id ?? "") < (b.id ?? "") ? -1 : 1;
  }

  /**
   * Stands for `Combat#_onUpdate`: a change to combatants sorts the turns again (otherwise only round and
   * turn move), then the combat tracker renders once.
   */
  _onUpdate(changed: object, _options: object, _userId: string): void {
    if ("combatants" in changed) this.setupTurns();
    this.side.renders++;
  }

  /** Stands for `Combat#rollInitiative`: each rolls 1d20 (the system's formula), one update for all. */
  async rollInitiative(ids: string | string[]): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const combatants = list.map((id, i) => ({ _id: id, initiative: 10 + i }));
    await this.update({ combatants });
    return this;
  }

  /** Stands for `Combat#startCombat`: `combatStart`, then round 1, turn 0. */
  async startCombat(): Promise<this> {
    const data = { round: 1, turn: 0 };
    this.side.client.Hooks.callAll("combatStart", this, data);
    await this.update(data);
    return this;
  }

  /** Stands for `Combat#nextTurn`: `combatTurn`, then the next index (or the next round). */
  async nextTurn(): Promise<this> {
    const turn = (this.turn ?? -1) + 1;
    if (turn >= this.turns.length) return this.nextRound();
    const data = { round: this.round, turn };
    const options = { direction: 1 as const, worldTime: { delta: 0 } };
    this.side.client.Hooks.callAll("combatTurn", this, data, options);
    await this.update(data, options);
    return this;
  }

  async previousTurn(): Promise<this> {
    await this.update({ turn: Math.max(0, (this.turn ?? 0) - 1) }, { direction: -1 });
    return this;
  }

  /** Stands for `Combat#nextRound`: `combatRound`, then round + 1 at turn 0. */
  async nextRound(): Promise<this> {
    const data = { round: this.round + 1, turn: 0 };
    const options = { direction: 1 as const, worldTime: { delta: 0 } };
    this.side.client.Hooks.callAll("combatRound", this, data, options);
    await this.update(data, options);
    return this;
  }

  async previousRound(): Promise<this> {
    await this.update({ round: Math.max(0, this.round - 1), turn: 0 }, { direction: -1 });
    return this;
  }

  /** Stands for `Combat#endCombat`: the confirmation is answered yes and the combat is deleted. */
  async endCombat(): Promise<this> {
    this.side.server.deleteCombat(this.user, this.id);
    return this;
  }

  /** Stands for `Combat#resetAll`: every initiative cleared in one update, the turn back to the start. */
  async resetAll(): Promise<this> {
    const combatants = this.combatants.contents.map((c) => ({ _id: c.id, initiative: null }));
    await this.update({ turn: this.started ? 0 : null, combatants });
    return this;
  }

  /** Stands for `Combat#setInitiative`: the combatant's own update. */
  async setInitiative(id: string, value: number): Promise<this> {
    this.side.server.updateCombatant(this.user, this.id, id, { initiative: value });
    return this;
  }
}
