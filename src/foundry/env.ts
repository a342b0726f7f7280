/**
 * The slice of Foundry that Turnkeeper's adapters use, as narrow interfaces. `main.ts` passes the real
 * globals (so the compiler checks these shapes against Foundry's own types) and tests pass the typed fake in
 * test/fakes/foundry.ts. Adapters take an env instead of reading globals, so one test can run several
 * connected clients side by side.
 */
import type { CombatClassPort, CombatsPort, TrackerClassPort } from "./combat/ports";
import type { RequestEnvelope, RequestReply } from "./requests";

export type HookCallback = (...args: never[]) => unknown;

export interface HooksPort {
  on(hook: string, fn: HookCallback): number;
  once(hook: string, fn: HookCallback): number;
  off(hook: string, id: number): void;
  callAll(hook: string, ...args: unknown[]): boolean;
}

/** Every Turnkeeper setting and its value type (also declared to Foundry in types/foundry-config.d.ts). */
export interface TurnkeeperSettings {
  preset: string;
  /** When a combat ends, move the world clock on to the end of the turn the fight took (R001-15). */
  combatRoundUp: boolean;
}
export type SettingKey = keyof TurnkeeperSettings;

export interface SettingRegistration<V> {
  name?: string;
  hint?: string;
  scope: "world" | "client";
  config: boolean;
  type: V extends string ? StringConstructor : V extends boolean ? BooleanConstructor : NumberConstructor;
  default: V;
  choices?: Record<string, string>;
  requiresReload?: boolean;
  onChange?: (value: V) => void;
}

export interface SettingsPort {
  register<K extends SettingKey>(
    namespace: "turnkeeper",
    key: K,
    data: SettingRegistration<TurnkeeperSettings[K]>,
  ): void;
  get<K extends SettingKey>(namespace: "turnkeeper", key: K): TurnkeeperSettings[K];
  set<K extends SettingKey>(namespace: "turnkeeper", key: K, value: TurnkeeperSettings[K]): Promise<unknown>;
}

export interface UserLike {
  readonly id: string | null;
  readonly name: string | null;
  readonly isGM: boolean;
  readonly active: boolean;
}

/** A user another client can ask something of (`User#query`, v13); the answer comes back as a promise. */
export interface QueryableUser extends UserLike {
  query(
    name: "turnkeeper.request",
    data: RequestEnvelope,
    options?: { timeout?: number },
  ): Promise<RequestReply<unknown>>;
}

/** `game.users`: every user of the world, whether logged in or not. */
export interface UsersPort extends Iterable<QueryableUser> {
  /** The active GM with the lowest id: the same answer on every client (`Users#activeGM`). */
  readonly activeGM?: QueryableUser | null;
  get(id: string): QueryableUser | undefined;
}

export interface GamePort {
  readonly time: { readonly worldTime: number; advance(seconds: number): Promise<unknown> };
  readonly i18n: {
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
  };
  readonly user: UserLike | null;
  readonly users: UsersPort;
  readonly modules: { get(id: string): { version?: string; api?: unknown } | undefined };
  /** `game.combats`, for the combat tracker (src/foundry/combat/ports.ts). */
  combats?: CombatsPort;
}

/** A query handler as `CONFIG.queries` holds it: called on the queried user's client with the sent data. */
export type QueryHandler<D, R> = (data: D, options: { timeout?: number }) => Promise<R>;

/** The parts of `CONFIG` Turnkeeper writes to. */
export interface ConfigPort {
  readonly queries: { "turnkeeper.request"?: QueryHandler<RequestEnvelope, RequestReply<unknown>> };
  /** `CONFIG.Combat`: the system's Combat class, which the combat tracker subclasses at `init`. */
  Combat?: { documentClass: CombatClassPort };
  /** `CONFIG.ui`: the combat tracker application class, likewise subclassed. */
  ui?: { combat: TrackerClassPort };
}

/** An actor as far as ownership checks go (`Actor#testUserPermission`). */
export interface ActorLike {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  testUserPermission(user: UserLike, permission: "LIMITED" | "OBSERVER" | "OWNER"): boolean;
}

/** Finds documents by UUID (`fromUuidSync`), narrowed to the kinds Turnkeeper works with. */
export interface DocumentsPort {
  actor(uuid: string): ActorLike | null;
}

export interface NotificationsPort {
  info(message: string): unknown;
  warn(message: string): unknown;
  error(message: string): unknown;
}

export interface FoundryEnv {
  readonly game: GamePort;
  readonly settings: SettingsPort;
  readonly Hooks: HooksPort;
  readonly notifications: NotificationsPort;
  readonly config: ConfigPort;
  readonly documents: DocumentsPort;
}
