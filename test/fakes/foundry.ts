/**
 * A small typed fake of the Foundry globals Turnkeeper's adapters use (the FoundryEnv interfaces in
 * src/foundry/env/ports.ts). One FakeWorld (here) stands for the server and its database; each FakeClient
 * (foundry-client.ts) stands for a browser connected to it, with its own Hooks, user and module instance. Each
 * part of Foundry has its own file: documents (foundry-documents.ts), rolls and chat (foundry-chat.ts),
 * settings (foundry-settings.ts), localization, templates and windows (foundry-ui.ts), combats
 * (foundry-combat.ts), the map (foundry-map.ts), journals and calendars (foundry-record.ts); this file exports
 * what tests use of them. Every faked behaviour says which real Foundry behaviour it stands for; anything
 * Foundry does that is not listed here is not faked.
 */
import { seededRoller, type DicePort } from "../../src/core";
import type { ChatMessageData } from "../../src/foundry/env/chat";
import type { FakeMessage } from "./foundry-chat";
import { FakeClient } from "./foundry-client";
import { FakeActor, FakeRegion, FakeScene, FakeTable, FakeToken, FakeUser } from "./foundry-documents";
import { FakeJournalServer } from "./foundry-record";
import { OWNERSHIP, wire } from "./wire";

export { FORCED_DELETION, OWNERSHIP, wire } from "./wire";
export { FakeRoll, type FakeMessage } from "./foundry-chat";
export { FakeClient, FakeHooks } from "./foundry-client";
export { FakeActor, FakeRegion, FakeScene, FakeTable, FakeToken, FakeUser } from "./foundry-documents";
export { FakeApps, FakeWindow, renderTemplate, strictI18n, translations } from "./foundry-ui";

/** A server-side write, counted so tests can assert "one write per action". */
export type FakeWrite =
  | { kind: "worldTime"; by: string; delta: number }
  | { kind: "setting"; by: string; key: string }
  | { kind: "document"; by: string; type: string; id: string; action: "create" | "update" | "delete" };

/** A message on the module's socket as the server relayed it: who sent it (the server's word) and what. */
export interface FakeSocketMessage {
  readonly from: string;
  readonly channel: string;
  readonly message: unknown;
}

/** Stands for the Foundry server: the world database, world time, and broadcasting to connected clients. */
export class FakeWorld {
  worldTime = 0;
  readonly writes: FakeWrite[] = [];
  readonly users: FakeUser[] = [];
  readonly clients: FakeClient[] = [];
  /** Every message the server relayed on a module socket, in order. */
  readonly socketLog: FakeSocketMessage[] = [];
  /** The server's clock in milliseconds (`GameTime#serverTime` reads it on every client); tests move it on. */
  serverTime = Date.now();
  /** World-scope setting values, as stored in the world's Setting documents. */
  readonly worldSettings = new Map<string, unknown>();
  /** User-scope setting values (v13 "user" scope: stored in the world, one value per user). */
  readonly userSettings = new Map<string, unknown>();
  readonly actors = new Map<string, FakeActor>();
  readonly scenes: FakeScene[] = [];
  readonly tables = new Map<string, FakeTable>();
  readonly messages: FakeMessage[] = [];
  /** Every Roll any client makes draws from these dice (replace with `scriptedRoller` for exact faces). */
  dice: DicePort = seededRoller(1);
  /**
   * Document collections other fakes add (test/fakes/foundry-combat.ts adds combats), by name. Each is a Map
   * by id; whatever they fake documents its own behaviour.
   */
  readonly collections = new Map<string, Map<string, unknown>>();
  private nextId = 1;

  /**
   * Which Foundry generation this world stands for: 13, or 14 with what v14 changed (message modes, the
   * `ForcedDeletion` operator, deprecation warnings for what it replaced). `TURNKEEPER_FOUNDRY=14` sets the default,
   * so the same adapter tests run against both (see vitest.config.ts).
   */
  readonly generation: 13 | 14;
  /** Deprecation warnings Foundry would have logged (v14 keeps v13's names working, with a warning). */
  readonly deprecations: string[] = [];
  /** Every world made in this test file so far, for the v14 run's check that nothing deprecated was used. */
  static readonly made: FakeWorld[] = [];

  /** The world's title (`game.world.title`). */
  title = "The Sunken Halls";
  /** The world's journal entries (test/fakes/foundry-record.ts). */
  readonly journalServer: FakeJournalServer = new FakeJournalServer(this);

  constructor(
    readonly moduleVersion = "0.1.0",
    options: { generation?: 13 | 14 } = {},
  ) {
    this.generation = options.generation ?? (process.env.TURNKEEPER_FOUNDRY === "14" ? 14 : 13);
    FakeWorld.made.push(this);
  }

  /** Stands for `foundry.utils.logCompatibilityWarning`: the old form works, and says it is deprecated. */
  deprecated(what: string): void {
    this.deprecations.push(what);
  }

  /** A fresh 16-character document id, like `foundry.utils.randomID()` (but predictable). */
  newId(prefix = "doc"): string {
    const n = String(this.nextId++);
    return `${prefix}${"0".repeat(Math.max(0, 16 - prefix.length - n.length))}${n}`.slice(-16);
  }

  /** Adds a user to the world and connects a client for it (a browser logging in). */
  connect(name: string, isGM: boolean): FakeClient {
    const user = new FakeUser(`user${String(this.users.length + 1).padStart(12, "0")}`, name, isGM);
    this.users.push(user);
    return this.join(user);
  }

  /** Connects another client for an existing user (a reload, or the same user logging in again). */
  join(user: FakeUser): FakeClient {
    user.active = true;
    const client = new FakeClient(this, user);
    for (const c of this.clients) c.Hooks.callAll("userConnected", user, true);
    this.clients.push(client);
    return client;
  }

  /**
   * Stands for a client leaving: its user is no longer active, it receives no more broadcasts, and every other
   * client hears `userConnected(user, false)`.
   */
  disconnect(client: FakeClient): void {
    client.user.active = false;
    this.clients.splice(this.clients.indexOf(client), 1);
    for (const c of this.clients) c.Hooks.callAll("userConnected", client.user, false);
  }

  /** Waits until every client's async hook handlers have settled. */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) for (const c of this.clients) await c.Hooks.settle();
  }

  /** Adds an actor to the world; `owners` get OWNER permission on it. */
  addActor(name: string, owners: readonly FakeUser[] = []): FakeActor {
    const actor = new FakeActor(
      this.newId("actor"),
      name,
      Object.fromEntries([["default", OWNERSHIP.NONE], ...owners.map((u) => [u.id, OWNERSHIP.OWNER])]),
    );
    this.actors.set(actor.id, actor);
    return actor;
  }

  /** A named collection other fakes keep documents in (created on first use). */
  collection<T>(name: string): Map<string, T> {
    let c = this.collections.get(name);
    if (!c) {
      c = new Map();
      this.collections.set(name, c);
    }
    return c as Map<string, T>;
  }

  /** Adds a scene; `active` makes it the one the players are on. */
  addScene(name: string, active = false): FakeScene {
    const scene = new FakeScene(this, this.newId("scene"), name);
    if (active) for (const s of this.scenes) s.active = false;
    scene.active = active;
    this.scenes.push(scene);
    return scene;
  }

  /** Places a token on a scene; linked tokens share their actor (a player's character). */
  addToken(scene: FakeScene, actor: FakeActor | null, options: { name?: string; linked?: boolean } = {}) {
    const token = new FakeToken(
      this,
      scene,
      this.newId("token"),
      options.name ?? actor?.name ?? "Token",
      actor?.id ?? null,
      options.linked ?? true,
    );
    scene.tokens.push(token);
    return token;
  }

  /**
   * Stands for a token moved on its scene: the update is saved (one write), the regions it is now inside know it
   * (`RegionDocument#tokens`), then every client hears `updateToken` with the changed position.
   */
  moveToken(by: FakeUser, token: FakeToken, into: readonly FakeRegion[]): void {
    this.write(by, "Token", token.id, "update");
    for (const region of token.scene.regions) {
      if (into.includes(region)) region.tokens.add(token);
      else region.tokens.delete(token);
    }
    for (const client of this.clients)
      client.Hooks.callAll(
        "updateToken",
        { uuid: token.uuid, parent: { uuid: token.scene.uuid } },
        { x: 1, y: 1 },
        {},
        by.id,
      );
  }

  addRegion(scene: FakeScene, name: string): FakeRegion {
    const region = new FakeRegion(this, scene, this.newId("region"), name);
    scene.regions.push(region);
    return region;
  }

  /** Adds a roll table to the world, or to a compendium pack. */
  addTable(
    name: string,
    formula: string,
    results: { range: [number, number]; text: string }[],
    pack: string | null = null,
    id = this.newId("table"),
  ): FakeTable {
    const table = new FakeTable(this, id, name, formula, results, pack);
    this.tables.set(table.id, table);
    return table;
  }

  /** Records a document write (the server's database operation) for counting. */
  write(by: FakeUser, type: string, id: string, action: "create" | "update" | "delete") {
    this.writes.push({ kind: "document", by: by.id, type, id, action });
  }

  /** Stands for `ChatMessage.create`: stored once on the server, then shown to whoever may see it. Contract: ChatMessage. */
  postMessage(by: FakeUser, data: ChatMessageData): FakeMessage {
    const message = { ...wire({ ...data, rolls: [] }), rolls: [...data.rolls], author: by.id };
    this.messages.push(message);
    this.write(by, "ChatMessage", String(this.messages.length), "create");
    return message;
  }

  /** Finds a document by UUID across the world's collections (`fromUuidSync`) and compendium packs (`fromUuid`). */
  fromUuid(uuid: string): unknown {
    const pack = /^Compendium\.(\w+\.\w+)\.RollTable\.(\w+)$/.exec(uuid);
    if (pack) {
      const table = this.tables.get(pack[2] ?? "");
      return table?.pack === pack[1] ? table : null;
    }
    const parts = uuid.split(".");
    const [type, id] = parts;
    if (type === "Actor") return this.actors.get(id ?? "") ?? null;
    if (type === "RollTable") {
      const table = this.tables.get(id ?? "");
      return table && table.pack === null ? table : null;
    }
    if (type === "Scene") {
      const scene = this.scenes.find((s) => s.id === id);
      if (!scene || parts.length === 2) return scene ?? null;
      const [, , embedded, childId] = parts;
      if (embedded === "Token") return scene.tokens.find((t) => t.id === childId) ?? null;
      if (embedded === "Region") return scene.regions.find((r) => r.id === childId) ?? null;
    }
    return null;
  }

  /**
   * Stands for `game.time.advance` reaching the server: the time is saved, then every client gets
   * `updateWorldTime`. Contract: game.time.
   */
  /** Whether the game is paused (`Game#paused` reads it on every client); `togglePause` changes it. */
  paused = false;

  /**
   * Stands for `Game#togglePause` by a GM: the server saves the pause and every client hears `pauseGame(paused)`.
   * Contract: `game.paused`; hook `pauseGame`.
   */
  togglePause(paused: boolean): void {
    this.paused = paused;
    for (const client of this.clients) client.Hooks.callAll("pauseGame", paused);
  }

  advanceTime(by: FakeUser, delta: number): number {
    if (!by.isGM) throw new Error("Only a GM may change the world time");
    this.worldTime += delta;
    this.writes.push({ kind: "worldTime", by: by.id, delta });
    for (const client of this.clients)
      client.Hooks.callAll("updateWorldTime", this.worldTime, delta, {}, by.id);
    return this.worldTime;
  }

  /**
   * Stands for the server relaying `game.socket.emit(channel, message)`: the message crosses as JSON to every
   * other connected client (never back to the sender), and each listener gets the sender's user id as the server
   * knows it from the connection, whatever the message says. Contract: game.socket (risk R1).
   */
  relay(from: FakeClient, channel: string, message: unknown): void {
    this.socketLog.push({ from: from.user.id, channel, message: wire(message) });
    for (const client of this.clients)
      if (client.connection !== from.connection)
        client.socketListeners(channel).forEach((fn) => fn(wire(message), from.user.id));
  }

  /**
   * Stands for `Users#activeGM`: one active GM, the same answer on every client (the fake has no assistants and
   * picks the lowest id). Contract: game.users.activeGM.
   */
  get activeGM(): FakeUser | null {
    return this.users.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
  }
}
