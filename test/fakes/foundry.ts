/**
 * A small typed fake of the Foundry globals Turnkeeper's adapters use (the FoundryEnv interfaces in
 * src/foundry/env.ts). One FakeWorld stands for the server and its database; each FakeClient stands for a
 * browser connected to it, with its own Hooks, user and module instance. Every faked behaviour says which
 * real Foundry behaviour it stands for; anything Foundry does that is not listed here is not faked.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type {
  ActorLike,
  ConfigPort,
  DocumentsPort,
  FoundryEnv,
  GamePort,
  HookCallback,
  HooksPort,
  NotificationsPort,
  QueryableUser,
  SettingKey,
  SettingRegistration,
  SettingsPort,
  TurnkeeperSettings,
  UserLike,
} from "../../src/foundry/env";
import type { RequestEnvelope, RequestReply } from "../../src/foundry/requests";

const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../lang/en.json"), "utf8"),
) as Record<string, unknown>;

/** Foundry flattens nested translation objects into dotted keys. */
function flatten(obj: Record<string, unknown>, prefix = "", out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(obj)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else flatten(value as Record<string, unknown>, full, out);
  }
  return out;
}
export const translations = flatten(en);

/** Stands for `Hooks`: `callAll` runs every handler in registration order; `once` handlers run one time. */
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
      (h.fn as (...a: unknown[]) => unknown)(...args);
    }
    return true;
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

/** Foundry's ownership levels (`CONST.DOCUMENT_OWNERSHIP_LEVELS`). */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** A query sent from one client to another, kept so tests can see what travelled. */
export interface FakeQuery {
  readonly to: string;
  readonly name: string;
  readonly data: unknown;
}

/** Stands for a `User` document: the same object on every client, as Foundry keeps one `game.users` per client in sync. */
export class FakeUser implements QueryableUser {
  active = true;
  constructor(
    private readonly world: FakeWorld,
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
  ) {}

  /**
   * Stands for `User#query` (v13): the server relays the query to this user's client, which runs the handler it
   * registered in `CONFIG.queries` and sends the result back. The data crosses the wire as JSON. Querying a user
   * who is not logged in, or a query nobody registered, fails.
   */
  async query(
    name: "turnkeeper.request",
    data: RequestEnvelope,
    options: { timeout?: number } = {},
  ): Promise<RequestReply<unknown>> {
    const client = this.world.clients.find((c) => c.user === this);
    if (!client || !this.active) throw new Error(`User ${this.name} is not active`);
    this.world.queries.push({ to: this.id, name, data: wire(data) });
    const handler = client.config.queries[name];
    if (!handler) throw new Error(`No query handler registered for ${name}`);
    return wire(await handler(wire(data), options));
  }
}

/** What crosses the socket is JSON: functions and class identity are lost, undefined fields dropped. */
export function wire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Stands for an `Actor` document's ownership: GMs own everything; others by their level or the default. */
export class FakeActor implements ActorLike {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly ownership: Record<string, number> = { default: OWNERSHIP.NONE },
  ) {}
  get uuid(): string {
    return `Actor.${this.id}`;
  }
  testUserPermission(user: UserLike, permission: keyof typeof OWNERSHIP): boolean {
    if (user.isGM) return true;
    const level = this.ownership[user.id ?? ""] ?? this.ownership.default ?? OWNERSHIP.NONE;
    return level >= OWNERSHIP[permission];
  }
}

/** Stands for the Foundry server: the world database, world time, and broadcasting to connected clients. */
export class FakeWorld {
  worldTime = 0;
  readonly writes: FakeWrite[] = [];
  readonly users: FakeUser[] = [];
  readonly clients: FakeClient[] = [];
  readonly queries: FakeQuery[] = [];
  /** World-scope setting values, as stored in the world's Setting documents. */
  readonly worldSettings = new Map<string, unknown>();
  /** User-scope setting values (v13 "user" scope: stored in the world, one value per user). */
  readonly userSettings = new Map<string, unknown>();
  readonly actors = new Map<string, FakeActor>();
  /**
   * Document collections other fakes add (test/fakes/foundry-combat.ts adds combats), by name. Each is a Map
   * by id; whatever they fake documents its own behaviour.
   */
  readonly collections = new Map<string, Map<string, unknown>>();
  private nextId = 1;

  constructor(readonly moduleVersion = "0.1.0") {}

  /** A fresh 16-character document id, like `foundry.utils.randomID()` (but predictable). */
  newId(prefix = "doc"): string {
    const n = String(this.nextId++);
    return `${prefix}${"0".repeat(Math.max(0, 16 - prefix.length - n.length))}${n}`.slice(-16);
  }

  /** Adds a user to the world and connects a client for it (a browser logging in). */
  connect(name: string, isGM: boolean): FakeClient {
    const user = new FakeUser(this, `user${String(this.users.length + 1).padStart(12, "0")}`, name, isGM);
    this.users.push(user);
    return this.join(user);
  }

  /** Connects another client for an existing user (a reload, or the same user logging in again). */
  join(user: FakeUser): FakeClient {
    user.active = true;
    const client = new FakeClient(this, user);
    this.clients.push(client);
    return client;
  }

  /** Stands for a client leaving: its user is no longer active and it receives no more broadcasts. */
  disconnect(client: FakeClient): void {
    client.user.active = false;
    this.clients.splice(this.clients.indexOf(client), 1);
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

  /** Finds a document by UUID across the world's collections, like `fromUuidSync`. */
  fromUuid(uuid: string): unknown {
    const [type, id] = uuid.split(".");
    if (type === "Actor") return this.actors.get(id ?? "") ?? null;
    return null;
  }

  /** Stands for `game.time.advance` reaching the server: the time is saved, then every client gets `updateWorldTime`. */
  advanceTime(by: FakeUser, delta: number): number {
    if (!by.isGM) throw new Error("Only a GM may change the world time");
    this.worldTime += delta;
    this.writes.push({ kind: "worldTime", by: by.id, delta });
    for (const client of this.clients)
      client.Hooks.callAll("updateWorldTime", this.worldTime, delta, {}, by.id);
    return this.worldTime;
  }

  /** Stands for `Users#activeGM`: the active GM with the lowest id, the same answer on every client. */
  get activeGM(): FakeUser | null {
    return this.users.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
  }
}

/** Stands for `ClientSettings`: world values live on the server (GM-only writes, onChange on every client). */
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
    const store = data.scope === "world" ? this.client.world.worldSettings : this.clientValues;
    return (store.has(id) ? store.get(id) : data.default) as TurnkeeperSettings[K];
  }

  async set<K extends SettingKey>(namespace: "turnkeeper", key: K, value: TurnkeeperSettings[K]) {
    const id = `${namespace}.${key}`;
    const data = this.registered.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    if (data.scope === "world") {
      // Players lack SETTINGS_MODIFY: the server refuses their world-setting writes.
      if (!this.client.user.isGM)
        throw new Error(`User ${this.client.user.name} lacks permission to modify ${id}`);
      this.client.world.worldSettings.set(id, value);
      this.client.world.writes.push({ kind: "setting", by: this.client.user.id, key: id });
      for (const c of this.client.world.clients)
        c.settingsImpl.registered.get(id)?.onChange?.(value as never);
    } else {
      this.clientValues.set(id, value);
      data.onChange?.(value as never);
    }
    return value;
  }
}

/** Stands for `ui.notifications`: messages are kept so tests can read what the user was told. */
class FakeNotifications implements NotificationsPort {
  readonly shown: { level: "info" | "warn" | "error"; message: string }[] = [];
  info(message: string) {
    this.shown.push({ level: "info", message });
  }
  warn(message: string) {
    this.shown.push({ level: "warn", message });
  }
  error(message: string) {
    this.shown.push({ level: "error", message });
  }
}

/** One connected browser: the `game`, `Hooks` and `ui.notifications` that client's code sees. */
export class FakeClient implements FoundryEnv {
  readonly Hooks = new FakeHooks();
  readonly notifications = new FakeNotifications();
  readonly settingsImpl = new FakeSettings(this);
  readonly module: { id: string; version: string; api?: unknown };
  readonly game: GamePort;
  /** Stands for this client's `CONFIG`: query handlers are registered per client. */
  readonly config: ConfigPort = { queries: {} };
  /** Stands for `fromUuidSync` over the world's documents, narrowed as Turnkeeper asks. */
  readonly documents: DocumentsPort;

  constructor(
    readonly world: FakeWorld,
    readonly user: FakeUser,
  ) {
    this.module = { id: "turnkeeper", version: world.moduleVersion };
    const module = this.module;
    this.game = {
      time: {
        get worldTime() {
          return world.worldTime;
        },
        // Stands for `GameTime#advance`: a request to the server, which saves and broadcasts the new time.
        advance: async (seconds: number) => world.advanceTime(user, seconds),
      },
      i18n: {
        // Stands for `Localization#localize`: a missing key comes back unchanged.
        localize: (key: string) => translations.get(key) ?? key,
        // Stands for `Localization#format`: `{name}` placeholders filled from data.
        format: (key: string, data: Record<string, unknown> = {}) =>
          (translations.get(key) ?? key).replace(/\{(\w+)\}/g, (m, k: string) =>
            k in data ? String(data[k]) : m,
          ),
      },
      user,
      // Stands for `game.users`: every user of the world, with `activeGM` and lookup by id.
      users: {
        [Symbol.iterator]: () => world.users[Symbol.iterator](),
        get activeGM() {
          return world.activeGM;
        },
        get: (id: string) => world.users.find((u) => u.id === id),
      },
      modules: { get: (id: string) => (id === "turnkeeper" ? module : undefined) },
    };
    this.documents = {
      actor: (uuid) => {
        const doc = world.fromUuid(uuid);
        return doc instanceof FakeActor ? doc : null;
      },
    };
  }

  get settings(): SettingsPort {
    return this.settingsImpl;
  }

  /** Stands for Foundry's start-up on this client: `init`, `setup`, then `ready`. */
  boot(): void {
    for (const hook of ["init", "i18nInit", "setup", "ready"]) this.Hooks.callAll(hook);
  }
}
