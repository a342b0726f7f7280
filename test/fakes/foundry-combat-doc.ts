/**
 * Combat and Combatant documents on one client of the typed fake: `FakeCombat` stands for Foundry's client
 * `Combat` (the class a game system subclasses; test/fakes/systems/ holds systems' subclasses), built from the
 * server's data (foundry-combat.ts) by the client's side (foundry-combat-client.ts). Only what Turnkeeper and
 * its tests touch is here; each member says what real behaviour it stands for.
 */
import type {
  CombatantActorLike,
  CombatantLike,
  CombatantsLike,
  CombatLike,
  CombatUpdateData,
  CombatUpdateOptions,
} from "../../src/foundry/combat/ports";
import type { UserLike } from "../../src/foundry/env/users";
import type { FakeUser, FakeWorld } from "./foundry";
import type { FakeCombatantSource, FakeCombatSource } from "./foundry-combat";
import type { FakeCombatClient } from "./foundry-combat-client";
import { OWNERSHIP, wire } from "./wire";

/** Stands for `CombatHistoryData` (`Combat#previous`, `#current`): where the turn stood. */
export interface FakeTurnRecord {
  readonly round: number;
  readonly turn: number | null;
  readonly combatantId: string | null;
}

/** Stands for `CombatTurnEventContext`, what core hands its turn events. */
export interface FakeTurnContext {
  readonly round: number;
  readonly turn: number | null;
  readonly skipped: boolean;
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
  /** Stands for `Combat#previous`: where the turn stood before it last moved. */
  previous: FakeTurnRecord | null = null;
  /** Stands for `Combat#current`. */
  current: FakeTurnRecord;

  constructor(source: FakeCombatSource, context: { side: FakeCombatClient }) {
    this.side = context.side;
    this.source = source;
    this.round = source.round;
    this.turn = source.turn;
    this.fakeSync(source);
    this.setupTurns();
    this.current = this.turnRecord();
  }

  private turnRecord(): FakeTurnRecord {
    return { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
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
   * turn move), then the combat tracker renders once; when the turn or round moved on, the active GM's client
   * runs core's turn events, which Foundry does not wait for.
   */
  _onUpdate(changed: object, options: object, _userId: string): void {
    if ("combatants" in changed) this.setupTurns();
    this.side.renders++;
    if (!("round" in changed) && !("turn" in changed)) return;
    const prior = this.current;
    this.previous = prior;
    this.current = this.turnRecord();
    const forward = (options as CombatUpdateOptions).direction !== -1;
    if (forward && this.started && this.side.server.world.activeGM?.id === this.user.id)
      this.side.started(this.turnEvents(prior, this.current));
  }

  /**
   * Stands for core's turn events (v12+): `_onEndTurn` for whoever acted, `_onEndRound` and `_onStartRound`
   * when the round moved on, then `_onStartTurn` for whoever acts now.
   */
  private async turnEvents(prior: FakeTurnRecord, now: FakeTurnRecord): Promise<void> {
    const context = { round: now.round, turn: now.turn, skipped: false };
    const before = prior.combatantId === null ? undefined : this.combatants.get(prior.combatantId);
    if (before) await this._onEndTurn(before, { round: prior.round, turn: prior.turn, skipped: false });
    if (now.round > prior.round) {
      if (prior.round > 0) await this._onEndRound({ round: prior.round, turn: prior.turn, skipped: false });
      await this._onStartRound(context);
    }
    const after = now.combatantId === null ? undefined : this.combatants.get(now.combatantId);
    if (after) await this._onStartTurn(after, context);
  }

  /** Stands for `Combat#_onStartTurn` (core's does nothing a test reads). */
  async _onStartTurn(_combatant: FakeCombatant, _context: FakeTurnContext): Promise<void> {}
  async _onEndTurn(_combatant: FakeCombatant, _context: FakeTurnContext): Promise<void> {}
  async _onStartRound(_context: FakeTurnContext): Promise<void> {}
  async _onEndRound(_context: FakeTurnContext): Promise<void> {}

  /**
   * Stands for `Document#updateEmbeddedDocuments`: of Combatants only (one operation, FakeCombatServer
   * #updateCombatants); other embedded documents are not faked.
   */
  async updateEmbeddedDocuments(name: string, updates: object[]): Promise<unknown[]> {
    if (name !== "Combatant") throw new Error(`The Foundry fake does not update embedded ${name}`);
    const list = updates as (Partial<FakeCombatantSource> & { _id: string })[];
    this.side.server.updateCombatants(this.user, this.id, list);
    return list.flatMap((u) => this.combatants.get(u._id) ?? []);
  }

  /**
   * Stands for `Combat#rollInitiative`: each rolls the system's formula (here 10, 11, ...), written in one
   * Combatant update.
   */
  async rollInitiative(ids?: string | string[], _options?: object): Promise<this> {
    const list =
      ids === undefined ? this.combatants.contents.map((c) => c.id) : typeof ids === "string" ? [ids] : ids;
    await this.updateEmbeddedDocuments(
      "Combatant",
      list.map((id, i) => ({ _id: id, initiative: 10 + i })),
    );
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

  /** Stands for `Combat#previousTurn`: `combatTurn` (rewinding), then the index before. */
  async previousTurn(): Promise<this> {
    const data = { round: this.round, turn: Math.max(0, (this.turn ?? 0) - 1) };
    const options = { direction: -1 as const, worldTime: { delta: 0 } };
    this.side.client.Hooks.callAll("combatTurn", this, data, options);
    await this.update(data, options);
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

  /** Stands for `Combat#previousRound`: `combatRound` (rewinding), then the round before. */
  async previousRound(): Promise<this> {
    const data = { round: Math.max(0, this.round - 1), turn: 0 };
    const options = { direction: -1 as const, worldTime: { delta: 0 } };
    this.side.client.Hooks.callAll("combatRound", this, data, options);
    await this.update(data, options);
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
