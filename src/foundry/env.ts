/**
 * The slice of Foundry that Turnkeeper's adapters use, as narrow interfaces. `main.ts` passes the real
 * globals (so the compiler checks these shapes against Foundry's own types) and tests pass the typed fake in
 * test/fakes/foundry.ts. Adapters take an env instead of reading globals, so one test can run several
 * connected clients side by side.
 */
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

export interface GamePort {
  readonly time: { readonly worldTime: number; advance(seconds: number): Promise<unknown> };
  readonly i18n: {
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
  };
  readonly user: UserLike | null;
  readonly users: Iterable<UserLike> & { readonly activeGM?: UserLike | null };
  readonly modules: { get(id: string): { version?: string; api?: unknown } | undefined };
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
}
