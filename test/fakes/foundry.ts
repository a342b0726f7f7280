/**
 * A small typed fake of the Foundry globals Turnkeeper's adapters use (the FoundryEnv interfaces in
 * src/foundry/env/ports.ts). One FakeWorld stands for the server and its database; each FakeClient stands for a
 * browser connected to it, with its own Hooks, user and module instance. Every faked behaviour says which
 * real Foundry behaviour it stands for; anything Foundry does that is not listed here is not faked.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { seededRoller, type DicePort } from "../../src/core";
import type {
  AppsPort,
  FormValues,
  MenuRegistration,
  MenusPort,
  TemplatesPort,
  WindowController,
  WindowLike,
} from "../../src/foundry/env/apps";
import type {
  CalendarDataLike,
  CalendarModulesPort,
  SceneLightingLike,
} from "../../src/foundry/env/calendar";
import type { ChatMessageData, ChatPort } from "../../src/foundry/env/chat";
import type { DiceFactory, RollLike } from "../../src/foundry/env/dice";
import type {
  ActorLike,
  AreaHolder,
  DocumentsPort,
  LightData,
  RegionLike,
  SceneLike,
  TableLike,
  TokenLightFlag,
  TokenLike,
} from "../../src/foundry/env/documents";
import type { MapHost } from "../../src/foundry/env/map";
import type {
  ConfigPort,
  FoundryDataPort,
  FoundryEnv,
  GamePort,
  HookCallback,
  HooksPort,
  NotificationsPort,
  UtilsPort,
} from "../../src/foundry/env/ports";
import type { JournalsPort } from "../../src/foundry/env/record";
import type {
  SettingKey,
  SettingRegistration,
  SettingsPort,
  TurnkeeperSettings,
} from "../../src/foundry/env/settings";
import type { UserLike } from "../../src/foundry/env/users";
import { FakeJournalServer } from "./foundry-record";
import { fillPlaceholders, flattenStrings } from "../../src/sandbox/setup/i18n";
import { FakeCombat, FakeCombatServer, FakeCombatTracker } from "./foundry-combat";
import { FakeMap } from "./foundry-map";
import { strict } from "./strict";
import { FORCED_DELETION, forcedReplacement, isForcedDeletion, OWNERSHIP, wire } from "./wire";

export { FORCED_DELETION, OWNERSHIP, wire };

/** v14's message modes by v13's roll modes (`core.messageMode` replaced `core.rollMode`). */
const MESSAGE_MODE_OF: Readonly<Record<string, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../lang/en.json"), "utf8"),
) as Record<string, unknown>;

/** Foundry flattens nested translation objects into dotted keys (the sandbox's localizer does the same). */
export const translations = flattenStrings(en);

/** Like Foundry's `format`, but a missing key fails the test. */
export const strictI18n = {
  lang: "en",
  format(key: string, data: Record<string, unknown> = {}): string {
    const text = translations.get(key);
    if (text === undefined) throw new Error(`missing localization ${key}`);
    return fillPlaceholders(text, data);
  },
  has: (key: string) => translations.has(key),
};

/** Stands for `Hooks`: `callAll` runs every handler in registration order; `once` handlers run one time. Contract: Hooks. */
export class FakeHooks implements HooksPort {
  private next = 1;
  private readonly handlers = new Map<string, { id: number; fn: HookCallback; once: boolean }[]>();

  on(hook: string, fn: HookCallback): number {
    return this.add(hook, fn, false);
  }
  once(hook: string, fn: HookCallback): number {
    return this.add(hook, fn, true);
  }
  off(hook: string, id: number): void {
    this.handlers.set(
      hook,
      (this.handlers.get(hook) ?? []).filter((h) => h.id !== id),
    );
  }
  callAll(hook: string, ...args: unknown[]): boolean {
    for (const h of [...(this.handlers.get(hook) ?? [])]) {
      if (h.once) this.off(hook, h.id);
      const result = (h.fn as (...a: unknown[]) => unknown)(...args);
      // Foundry does not wait for async handlers; the fake keeps their promises so a test can.
      if (result instanceof Promise) this.running.push(result);
    }
    return true;
  }
  private running: Promise<unknown>[] = [];
  /** Waits for every async handler started so far (a test's way to let the client settle). */
  async settle(): Promise<void> {
    while (this.running.length > 0) await Promise.all(this.running.splice(0));
  }
  count(hook: string): number {
    return this.handlers.get(hook)?.length ?? 0;
  }
  private add(hook: string, fn: HookCallback, once: boolean) {
    const id = this.next++;
    this.handlers.set(hook, [...(this.handlers.get(hook) ?? []), { id, fn, once }]);
    return id;
  }
}

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

/**
 * Stands for a `User` document: the same object on every client, as Foundry keeps one `game.users` per client in
 * sync. Contract: game.user.
 */
export class FakeUser implements UserLike {
  active = true;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
  ) {
    return strict(this, `User ${name}`);
  }
}

/** Stands for an `Actor` document's ownership: GMs own everything; others by their level or the default. Contract: fromUuidSync. */
export class FakeActor implements ActorLike {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly ownership: Record<string, number> = { default: OWNERSHIP.NONE },
  ) {
    return strict(this, `Actor ${name}`);
  }
  get uuid(): string {
    return `Actor.${this.id}`;
  }
  testUserPermission(user: UserLike, permission: keyof typeof OWNERSHIP): boolean {
    if (user.isGM) return true;
    const level = this.ownership[user.id ?? ""] ?? this.ownership.default ?? OWNERSHIP.NONE;
    return level >= OWNERSHIP[permission];
  }
}

/** Stands for an evaluated `Roll`: its formula, total and die terms, from the world's dice. Contract: Roll. */
export class FakeRoll implements RollLike {
  readonly total: number;
  readonly dice: { faces: number; results: { result: number; active: boolean }[] }[];
  constructor(
    readonly formula: string,
    dice: DicePort,
  ) {
    const outcome = dice.roll(formula);
    this.total = outcome.total;
    this.dice = outcome.dice.map((d) => ({
      faces: d.faces,
      results: d.results.map((result) => ({ result, active: true })),
    }));
    return strict(this, `Roll ${formula}`);
  }
}

/**
 * Stands for a `TokenDocument` on a scene: its light (source data) and flags. An update is one write; the
 * `-=key` form removes a flag, as Foundry's update syntax does.
 */
export class FakeToken {
  light: LightData = { dim: 0, bright: 0, color: null, alpha: 0.5, animation: { type: null } };
  flags: { turnkeeper?: { light?: TokenLightFlag } } = {};
  constructor(
    private readonly world: FakeWorld,
    readonly scene: FakeScene,
    readonly id: string,
    readonly name: string,
    readonly actorId: string | null,
    readonly actorLink: boolean,
  ) {}
  get uuid(): string {
    return `${this.scene.uuid}.Token.${this.id}`;
  }
  /**
   * Stands for `TokenDocument#update` as far as Turnkeeper's fields go: `light` replaced, the light flag set, or
   * deleted with v13's `-=light` key (deprecated in v14) or v14's `ForcedDeletion` (which v13 does not have).
   * Contract: TokenDocument#update.
   * One write, whatever changed; a field the fake does not know fails the test.
   */
  private update(by: FakeUser, changes: Record<string, unknown>): void {
    const world = this.world;
    world.write(by, "Token", this.id, "update");
    for (const [key, value] of Object.entries(changes)) {
      if (key === "light") this.light = wire(value as LightData);
      else if (key === "flags.turnkeeper.-=light") {
        world.deprecated("the -=key deletion syntax (use foundry.data.operators.ForcedDeletion)");
        delete this.flags.turnkeeper?.light;
      } else if (key === "flags.turnkeeper.light" && isForcedDeletion(value)) {
        if (world.generation < 14) throw new Error("v13 has no ForcedDeletion operator");
        delete this.flags.turnkeeper?.light;
      } else if (key === "flags.turnkeeper.light")
        this.flags.turnkeeper = { ...this.flags.turnkeeper, light: wire(value as TokenLightFlag) };
      else throw new Error(`The Foundry fake does not update a token's ${key}`);
    }
  }

  port(by: FakeUser): TokenLike {
    return strict(
      {
        uuid: this.uuid,
        name: this.name,
        actorId: this.actorId,
        actorLink: this.actorLink,
        lightData: () => wire(this.light),
        lightFlag: () => wire(this.flags.turnkeeper?.light) ?? null,
        update: async (changes) => this.update(by, changes),
      },
      `Token ${this.name}`,
    );
  }
}

/**
 * Stands for a document that keeps an area flag (a Scene or a RegionDocument); setting the flag is one write.
 * Contract: Document#getFlag.
 */
class FakeAreaDoc {
  flags: { turnkeeper?: { area?: object } } = {};
  constructor(
    protected readonly world: FakeWorld,
    readonly id: string,
    readonly name: string,
    private readonly type: string,
  ) {}
  holder(by: FakeUser, uuid: string): AreaHolder {
    return {
      uuid,
      name: this.name,
      areaFlag: () => wire(this.flags.turnkeeper?.area) ?? null,
      setAreaFlag: async (area) => {
        if (!by.isGM) throw new Error(`User ${by.name} lacks permission to update ${this.type} ${this.id}`);
        this.world.write(by, this.type, this.id, "update");
        if (area === null) delete this.flags.turnkeeper?.area;
        else this.flags.turnkeeper = { area: wire(area) };
      },
    };
  }
}

/** Stands for a `RegionDocument`: its area flag, and the tokens inside it (`RegionDocument#tokens`). */
export class FakeRegion extends FakeAreaDoc {
  /** Which tokens are inside, as Foundry works it out from their positions; `FakeWorld#moveToken` sets it. */
  readonly tokens = new Set<FakeToken>();
  constructor(
    world: FakeWorld,
    readonly scene: FakeScene,
    id: string,
    name: string,
  ) {
    super(world, id, name, "Region");
  }
  get uuid(): string {
    return `${this.scene.uuid}.Region.${this.id}`;
  }
  port(by: FakeUser): RegionLike {
    return strict(
      { ...this.holder(by, this.uuid), tokenUuids: () => [...this.tokens].map((t) => t.uuid) },
      `Region ${this.name}`,
    );
  }
}

/** Stands for a `Scene` with its embedded tokens and regions. */
export class FakeScene extends FakeAreaDoc {
  active = false;
  readonly tokens: FakeToken[] = [];
  readonly regions: FakeRegion[] = [];
  constructor(world: FakeWorld, id: string, name: string) {
    super(world, id, name, "Scene");
  }
  get uuid(): string {
    return `Scene.${this.id}`;
  }
  port(by: FakeUser): SceneLike {
    return strict(
      {
        ...this.holder(by, this.uuid),
        tokens: () => this.tokens.map((t) => t.port(by)),
        regions: () => this.regions.map((r) => r.port(by)),
      },
      `Scene ${this.name}`,
    );
  }
}

/**
 * Stands for a `RollTable` in the world, or in a compendium pack (`pack`, as "turnkeeper.tables"): `roll()` rolls
 * its formula and reads the result whose range holds the total.
 */
export class FakeTable {
  constructor(
    private readonly world: FakeWorld,
    readonly id: string,
    readonly name: string,
    readonly formula: string,
    readonly results: { range: [number, number]; text: string }[],
    readonly pack: string | null = null,
  ) {}
  get uuid(): string {
    return this.pack ? `Compendium.${this.pack}.RollTable.${this.id}` : `RollTable.${this.id}`;
  }
  port(): TableLike {
    return strict(
      {
        uuid: this.uuid,
        name: this.name,
        roll: async () => {
          const roll = new FakeRoll(this.formula, this.world.dice);
          const hit = this.results.filter((r) => roll.total >= r.range[0] && roll.total <= r.range[1]);
          return { roll, text: hit.map((r) => r.text).join("; ") };
        },
      },
      `RollTable ${this.name}`,
    );
  }
}

/** A chat message as the server stored it: who posted it, and what every client received. */
export interface FakeMessage extends ChatMessageData {
  readonly author: string;
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

/**
 * Stands for `ClientSettings`: world values live on the server (GM-only writes, onChange on every client).
 * Contract: game.settings.
 */
class FakeSettings implements SettingsPort {
  readonly registered = new Map<string, SettingRegistration<unknown>>();
  private readonly clientValues = new Map<string, unknown>();

  constructor(private readonly client: FakeClient) {}

  register<K extends SettingKey>(
    namespace: "turnkeeper",
    key: K,
    data: SettingRegistration<TurnkeeperSettings[K]>,
  ) {
    this.registered.set(`${namespace}.${key}`, data as SettingRegistration<unknown>);
  }

  get<K extends SettingKey>(namespace: "turnkeeper", key: K): TurnkeeperSettings[K] {
    const id = `${namespace}.${key}`;
    const data = this.registered.get(id);
    // Real Foundry throws for a setting that was never registered.
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    const { store, storeKey } = this.where(id, data);
    return (store.has(storeKey) ? store.get(storeKey) : data.default) as TurnkeeperSettings[K];
  }

  private where(id: string, data: SettingRegistration<unknown>) {
    const world = this.client.world;
    if (data.scope === "world") return { store: world.worldSettings, storeKey: id };
    if (data.scope === "user") return { store: world.userSettings, storeKey: `${this.client.user.id}:${id}` };
    return { store: this.clientValues, storeKey: id };
  }

  /**
   * World and user values are saved on the server as JSON (so what comes back is a copy), then every client
   * runs the setting's onChange with the new value; only GMs may write world values.
   */
  async set<K extends SettingKey>(namespace: "turnkeeper", key: K, value: TurnkeeperSettings[K]) {
    const id = `${namespace}.${key}`;
    const data = this.registered.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    if (data.scope === "world" || data.scope === "user") {
      // Players lack SETTINGS_MODIFY: the server refuses their world-setting writes.
      if (data.scope === "world" && !this.client.user.isGM)
        throw new Error(`User ${this.client.user.name} lacks permission to modify ${id}`);
      const { store, storeKey } = this.where(id, data);
      const saved = wire(value);
      store.set(storeKey, saved);
      this.client.world.writes.push({ kind: "setting", by: this.client.user.id, key: id });
      const audience =
        data.scope === "world"
          ? this.client.world.clients
          : this.client.world.clients.filter((c) => c.user === this.client.user);
      for (const c of audience) c.settingsImpl.registered.get(id)?.onChange?.(wire(saved) as never);
    } else {
      this.clientValues.set(id, value);
      data.onChange?.(value as never);
    }
    return value;
  }
}

/** Stands for `ui.notifications`: messages are kept so tests can read what the user was told. Contract: ui.notifications. */
class FakeNotifications implements NotificationsPort {
  readonly shown: { level: "info" | "warn" | "error"; message: string; permanent?: true }[] = [];
  info(message: string) {
    this.shown.push({ level: "info", message });
  }
  warn(message: string) {
    this.shown.push({ level: "warn", message });
  }
  /** `permanent` is kept (the notice stays until dismissed); any other option fails the test. */
  error(message: string, { permanent, ...other }: { permanent?: boolean } = {}) {
    if (Object.keys(other).length > 0)
      throw new Error(`The Foundry fake does not notify with ${Object.keys(other)}`);
    this.shown.push({ level: "error", message, ...(permanent ? { permanent } : {}) });
  }
}

/**
 * Stands for `ClientSettings#registerMenu` on one client: each menu is a button in the module's settings that
 * Foundry shows only to GMs when restricted; pressing it opens the menu's window.
 */
class FakeMenus implements MenusPort {
  readonly registered = new Map<string, { data: MenuRegistration; open: () => void }>();
  constructor(private readonly client: FakeClient) {}
  register(key: string, data: MenuRegistration, open: () => void): void {
    this.registered.set(key, { data, open });
  }
  /** A press of the menu's button in the settings window. */
  press(key: string): void {
    const menu = this.registered.get(key);
    if (!menu) throw new Error(`No settings menu ${key}`);
    if (menu.data.restricted && !this.client.user.isGM) throw new Error(`Only a GM sees the ${key} menu`);
    menu.open();
  }
}

/** One connected browser: the `game`, `Hooks` and `ui.notifications` that client's code sees. */
let connections = 0;

export class FakeClient implements FoundryEnv {
  /** Which connection this is: one user may have several (a reload, a second browser). */
  readonly connection = ++connections;
  readonly Hooks = strict(new FakeHooks(), "Hooks");
  readonly notifications = strict(new FakeNotifications(), "ui.notifications");
  readonly settingsImpl = strict(new FakeSettings(this), "game.settings");
  readonly module: { id: string; version: string; api?: unknown };
  readonly game: GamePort;
  /** Stands for this client's `CONFIG`: roundTime defaults to 6. */
  readonly config: ConfigPort = strict(
    {
      time: strict({ roundTime: 6 }, "CONFIG.time"),
      // Foundry's own Combat class; `FakeCombatServer#install` puts a system's subclass here instead.
      Combat: strict({ documentClass: FakeCombat as ConfigPort["Combat"]["documentClass"] }, "CONFIG.Combat"),
      ui: strict({ combat: FakeCombatTracker as ConfigPort["ui"]["combat"] }, "CONFIG.ui"),
    },
    "CONFIG",
  );
  /** Stands for `foundry.utils`: `randomID` gives a fresh 16-character id. */
  readonly utils: UtilsPort;
  map: MapHost;
  /** Stands for `foundry.data`: v14 adds `operators` (ForcedDeletion). */
  readonly foundryData: FoundryDataPort;
  private readonly listeners = new Map<string, ((message: unknown, senderId: unknown) => void)[]>();
  /** Stands for `fromUuidSync` over the world's documents, narrowed as Turnkeeper asks. */
  readonly documents: DocumentsPort;
  /**
   * Stands for `await new Roll(formula).evaluate(options)`: the world's dice, one FakeRoll per call, resolved
   * asynchronously as Foundry resolves dice terms. With manual dice entry on, an interactive evaluation (the
   * default; not with `allowInteractive: false`) asks this user for the dice: the formula is kept in
   * `dicePrompts`, and the user enters the world's dice. Any other option fails the test.
   */
  readonly dice: DiceFactory;
  /** Stands for this user's core dice configuration set to manual entry (`core.diceConfiguration`). */
  manualDice = false;
  readonly dicePrompts: string[] = [];
  /** Stands for `ChatMessage.create`, `CONFIG.ChatMessage` and the user's roll (v14: message) mode setting. */
  readonly chat: ChatPort;
  rollMode = "publicroll";
  /** Stands for `renderTemplate`: the module's template compiled with Handlebars and a `localize` helper. */
  readonly templates: TemplatesPort;
  readonly apps: FakeApps;
  readonly menus: FakeMenus = strict(new FakeMenus(this), "game.settings (menus)");
  /** Tokens this user has selected on the canvas. */
  controlled: FakeToken[] = [];
  /** The user's own character. */
  character: FakeActor | null = null;
  /** Stands for `game.time.calendar` (v13): none unless a test sets one (test/fakes/foundry-record.ts). */
  calendar: CalendarDataLike | null = null;
  /** Stands for no calendar module being active; a test may put fakes of their APIs here (foundry-record.ts). */
  calendars: CalendarModulesPort = { seasonsStars: () => null, simpleCalendar: () => null };
  /** Stands for `game.journal` and `JournalEntry.create` on this client (foundry-record.ts). */
  journals: JournalsPort;
  /** Scene lighting, where a test installs it (foundry-record.ts `installLighting`). */
  lighting?: { scenes(): readonly SceneLightingLike[] };

  constructor(
    readonly world: FakeWorld,
    readonly user: FakeUser,
  ) {
    this.module = { id: "turnkeeper", version: world.moduleVersion };
    const module = this.module;
    this.utils = strict({ randomID: () => world.newId("r") }, "foundry.utils");
    const calendarOf = () => this.calendar;
    this.game = strict(
      {
        // Stands for `game.world.title`: the world's name.
        world: strict({ title: world.title }, "game.world"),
        time: strict(
          {
            get worldTime() {
              return world.worldTime;
            },
            get calendar() {
              return calendarOf();
            },
            // Stands for `GameTime#serverTime`: the server's clock, the same on every client.
            get serverTime() {
              return world.serverTime;
            },
            // Stands for `GameTime#advance`: a request to the server, which saves and broadcasts the new time.
            advance: async (seconds: number) => world.advanceTime(user, seconds),
          },
          "game.time",
        ),
        i18n: {
          // Stands for `Localization#lang`: the client's language.
          lang: "en",
          // Stands for `Localization#has`: whether a key has words.
          has: (key: string) => translations.has(key),
          // Stands for `Localization#localize`: a missing key comes back unchanged.
          localize: (key: string) => translations.get(key) ?? key,
          // Stands for `Localization#format`: `{name}` placeholders filled from data.
          format: (key: string, data: Record<string, unknown> = {}) =>
            fillPlaceholders(translations.get(key) ?? key, data),
        },
        user,
        // Stands for `game.users`: every user of the world, with `activeGM` and lookup by id.
        users: strict(
          {
            [Symbol.iterator]: () => world.users[Symbol.iterator](),
            get activeGM() {
              return world.activeGM;
            },
            get: (id: string) => world.users.find((u) => u.id === id),
          },
          "game.users",
        ),
        // Stands for `game.socket` (socket.io): `emit` goes through the server (FakeWorld#relay); `on` listens.
        socket: strict(
          {
            emit: (channel: string, message: object) => world.relay(this, channel, message),
            on: (channel: string, listener: (message: unknown, senderId: unknown) => void) => {
              this.listeners.set(channel, [...this.socketListeners(channel), listener]);
            },
          },
          "game.socket",
        ),
        modules: strict({ get: (id: string) => (id === "turnkeeper" ? module : undefined) }, "game.modules"),
        combats: strict(
          { get: (id: string) => FakeCombatServer.of(world).clientOf(this).doc(id) },
          "game.combats",
        ),
      },
      "game",
    );
    const doc = (uuid: string) => world.fromUuid(uuid);
    this.documents = strict(
      {
        actor: (uuid) => {
          const d = doc(uuid);
          return d instanceof FakeActor ? d : null;
        },
        token: (uuid) => {
          const d = doc(uuid);
          return d instanceof FakeToken ? d.port(user) : null;
        },
        table: async (uuid) => {
          const d = doc(uuid);
          return d instanceof FakeTable ? d.port() : null;
        },
        tables: () =>
          [...world.tables.values()]
            .filter((t) => t.pack === null)
            .map((t) => ({ uuid: t.uuid, name: t.name })),
        scenes: () => world.scenes.map((s) => s.port(user)),
        scene: (uuid) => {
          const d = doc(uuid);
          return d instanceof FakeScene ? d.port(user) : null;
        },
        activeScene: () => world.scenes.find((s) => s.active)?.port(user) ?? null,
        controlledTokens: () => this.controlled.map((t) => t.port(user)),
        userCharacter: () => this.character,
        ownedActorUuids: (u) =>
          [...world.actors.values()].filter((a) => a.testUserPermission(u, "OWNER")).map((a) => a.uuid),
      },
      "documents (fromUuid, game collections, canvas)",
    );
    this.dice = fakeDice(this, world);
    const v14 = world.generation >= 14;
    this.chat = strict(
      {
        create: async (data: ChatMessageData) => world.postMessage(user, data),
        // Stands for `CONFIG.ChatMessage`: v14 lists its message modes there.
        config: strict(
          v14 ? { modes: { public: {}, gm: {}, blind: {}, self: {}, ic: {} } } : {},
          "CONFIG.ChatMessage",
        ),
        // Stands for `game.settings.get("core", key)`: v13 has only `rollMode`; v14 has `messageMode`, and answers
        // `rollMode` with a deprecation warning. An unregistered setting throws, as in Foundry.
        coreSetting: (key: "rollMode" | "messageMode") => {
          if (key === "messageMode") {
            if (!v14) throw new Error('"core.messageMode" is not a registered game setting');
            return MESSAGE_MODE_OF[this.rollMode] ?? "public";
          }
          if (v14) world.deprecated("core.rollMode (use core.messageMode)");
          return this.rollMode;
        },
      },
      "ChatMessage",
    );
    this.foundryData = strict(
      v14
        ? {
            operators: strict(
              {
                ForcedDeletion: strict({ create: () => FORCED_DELETION }, "ForcedDeletion"),
                ForcedReplacement: strict({ create: forcedReplacement }, "ForcedReplacement"),
              },
              "foundry.data.operators",
            ),
          }
        : {},
      "foundry.data",
    );
    this.templates = strict(
      { render: async (file: string, data: object) => renderTemplate(file, data) },
      "renderTemplate",
    );
    this.apps = strict(new FakeApps(this), "applications");
    // Foundry's combat documents on this client, as they are before any module runs.
    FakeCombatServer.of(world).install(this);
    // Scenes' grids, token moves and region behaviours (test/fakes/foundry-map.ts; a test's own FakeMap replaces it).
    this.map = strict(FakeMap.of(world).host(this), "map (grids, token moves, region behaviours)");
    this.journals = strict(world.journalServer.journalsFor(this), "journals");
    return strict(this, "the Foundry globals");
  }

  get settings(): SettingsPort {
    return this.settingsImpl;
  }

  /** The listeners this client's code put on a socket channel. */
  socketListeners(channel: string): readonly ((message: unknown, senderId: unknown) => void)[] {
    return this.listeners.get(channel) ?? [];
  }

  /**
   * Stands for Foundry's start-up on this client: `init`, `setup`, then `ready`. Foundry does not wait for async
   * `ready` handlers; the returned promise lets a test wait until they (and what they started) have settled.
   */
  async boot(): Promise<void> {
    for (const hook of ["init", "i18nInit", "setup", "ready"]) this.Hooks.callAll(hook);
    await this.Hooks.settle();
  }
}

const templateRoot = path.resolve(import.meta.dirname, "../../templates");
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
  return fillPlaceholders(
    translations.get(String(key)) ?? String(key),
    options.hash as Record<string, unknown>,
  );
});

/** Compiled templates by path: Foundry's `getTemplate` compiles a template once and keeps it. */
const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** Renders a module template by its Foundry path ("modules/turnkeeper/templates/chat/card.hbs"). */
export function renderTemplate(file: string, data: object): string {
  const relative = file.replace(/^modules\/turnkeeper\/templates\//, "");
  let template = compiled.get(relative);
  if (!template) {
    template = handlebars.compile(readFileSync(path.join(templateRoot, relative), "utf8"));
    compiled.set(relative, template);
  }
  return template(data);
}

/**
 * Stands for `await new Roll(formula).evaluate(options)` on a client (see `FakeClient#dice`). Contract: Roll;
 * `allowInteractive` is the only option it knows.
 */
function fakeDice(client: FakeClient, world: FakeWorld): DiceFactory {
  return strict(
    {
      roll: async (formula: string, options: { allowInteractive?: boolean } = {}) => {
        const { allowInteractive = true, ...other } = options;
        const unfaked = Object.keys(other);
        if (unfaked.length > 0) throw new Error(`The Foundry fake does not evaluate a Roll with ${unfaked}`);
        if (client.manualDice && allowInteractive) client.dicePrompts.push(formula);
        return new FakeRoll(formula, world.dice);
      },
    },
    "Roll",
  );
}

/** Stands for an ApplicationV2 window: rendering asks the controller for its context and renders its template. */
export class FakeWindow implements WindowLike {
  rendered = false;
  renders = 0;
  html = "";
  constructor(
    readonly controller: WindowController,
    private readonly onClose: () => void,
  ) {}
  async render(): Promise<void> {
    this.html = renderTemplate(this.controller.template, await this.controller.context());
    this.rendered = true;
    this.renders++;
  }
  close(): void {
    this.rendered = false;
    this.controller.closed?.();
    this.onClose();
  }
  /** A click on a `data-action` element, with the window's input values. */
  click(action: string, dataset: Record<string, string> = {}, form: FormValues = {}): Promise<void> {
    return this.controller.act(action, dataset, form);
  }
  /**
   * A document dragged onto a `data-drop` zone (Foundry's drag data `{ type, uuid }`): the zone's action runs
   * with the zone's data and what was dropped, as the real window does.
   */
  drop(
    action: string,
    zone: Record<string, string>,
    dropped: { type: string; uuid: string },
    form: FormValues = {},
  ) {
    return this.controller.act(action, { ...zone, dropType: dropped.type, dropUuid: dropped.uuid }, form);
  }
}

/** Stands for Turnkeeper's windows and `DialogV2.input`: dialogs answer from `answers`, in order. */
export class FakeApps implements AppsPort {
  readonly windows = new Map<string, FakeWindow>();
  readonly asked: { title: string; content: string; confirm?: string }[] = [];
  /** Files offered to the user (`saveDataToFile`). */
  readonly downloads: { filename: string; text: string }[] = [];
  answers: (FormValues | null)[] = [];
  constructor(private readonly client: FakeClient) {}
  open(controller: WindowController): FakeWindow {
    let win = this.windows.get(controller.id);
    if (!win) {
      win = new FakeWindow(controller, () => this.windows.delete(controller.id));
      this.windows.set(controller.id, win);
    }
    void win.render();
    return win;
  }
  async ask(title: string, content: string, confirm?: string): Promise<FormValues | null> {
    this.asked.push({ title, content, ...(confirm === undefined ? {} : { confirm }) });
    return this.answers.shift() ?? null;
  }
  download(filename: string, text: string): void {
    this.downloads.push({ filename, text });
  }
}
