/**
 * The slice of Foundry that Turnkeeper's adapters use, as narrow interfaces: `FoundryEnv`, the globals every
 * adapter reaches (game, CONFIG, Hooks, notifications), and, one file each in this folder, the ports of each
 * part of Foundry (users, settings, calendar, documents, dice, chat, apps, map, record; combat's are in
 * combat/ports.ts). globals.ts passes the real globals (so the compiler checks these shapes against Foundry's
 * own types) and tests pass the typed fake in test/fakes/foundry.ts. Adapters take an env instead of reading
 * globals, so one test can run several connected clients side by side.
 */
import type { CombatClassPort, CombatsPort, TrackerClassPort } from "../combat/ports";
import type { AppsPort, MenusPort, TemplatesPort } from "./apps";
import type { CalendarDataLike, CalendarModulesPort, SceneLightingLike } from "./calendar";
import type { ChatPort } from "./chat";
import type { DiceFactory } from "./dice";
import type { DocumentsPort } from "./documents";
import type { MapHost } from "./map";
import type { JournalsPort } from "./record";
import type { SettingsPort } from "./settings";
import type { UserLike, UsersPort } from "./users";

export type HookCallback = (...args: never[]) => unknown;

export interface HooksPort {
  on(hook: string, fn: HookCallback): number;
  once(hook: string, fn: HookCallback): number;
  off(hook: string, id: number): void;
  callAll(hook: string, ...args: unknown[]): boolean;
}

/**
 * `game.socket` on the module's channel (`socket: true` in the manifest). The server relays what one client
 * emits to every other connected client (never back to the sender) and hands each listener the id of the user
 * whose connection sent it: the one thing about a message a client cannot forge.
 */
export interface SocketPort {
  emit(channel: "module.turnkeeper", message: object): void;
  on(channel: "module.turnkeeper", listener: (message: unknown, senderId: unknown) => void): void;
}

export interface GamePort {
  readonly time: {
    readonly worldTime: number;
    /** Milliseconds on the server's clock, the same on every client (`GameTime#serverTime`). */
    readonly serverTime: number;
    advance(seconds: number): Promise<unknown>;
    /** The world's calendar (v13); absent before v13 or when none is configured. */
    readonly calendar?: CalendarDataLike | null;
  };
  /** The world's title, which names the campaign record. */
  readonly world?: { readonly title: string };
  readonly i18n: {
    /** The language of the client's words, for its plural rules (src/ui/i18n/plurals.ts). */
    readonly lang: string;
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
    has(key: string): boolean;
  };
  readonly user: UserLike | null;
  readonly users: UsersPort;
  readonly socket: SocketPort;
  readonly modules: { get(id: string): { version?: string; api?: unknown } | undefined };
  /** `Game#paused`: the GM has paused the game (the running clock holds, src/foundry/clock/running.ts). */
  readonly paused: boolean;
  /** `game.combats`, for the combat tracker (src/foundry/combat/ports.ts). */
  combats: CombatsPort;
}

/**
 * Whether this client is the active GM: the one that writes the world's state and answers requests, chosen
 * the same way on every client.
 */
export function isActiveGM(env: { readonly game: GamePort }): boolean {
  const me = env.game.user;
  return Boolean(me?.isGM && me.id && env.game.users.activeGM?.id === me.id);
}

/** The parts of `CONFIG` Turnkeeper writes to, and one it leaves alone. */
export interface ConfigPort {
  /**
   * `CONFIG.time.roundTime`: seconds a combat round advances the world clock. The system's (dnd5e sets 6, and
   * its effect durations count by it): Turnkeeper never writes it, as the contract's live check shows.
   */
  readonly time: { roundTime: number };
  /** `CONFIG.Combat`: the system's Combat class, which the combat tracker subclasses at `init`. */
  Combat: { documentClass: CombatClassPort };
  /** `CONFIG.ui`: the combat tracker application class, likewise subclassed. */
  ui: { combat: TrackerClassPort };
}

export interface NotificationsPort {
  info(message: string): unknown;
  warn(message: string): unknown;
  /** `permanent`: shown until the user dismisses it (`NotificationOptions#permanent`). */
  error(message: string, options?: { readonly permanent?: boolean }): unknown;
}

/** `foundry.utils`, as far as Turnkeeper uses it. */
export interface UtilsPort {
  /** A random 16-character id (`foundry.utils.randomID`). */
  randomID(): string;
}

/** `foundry.data`, for its `operators` (v14's `ForcedDeletion`, `ForcedReplacement`), looked for with a feature check. */
export type FoundryDataPort =
  | object
  | {
      readonly operators: {
        readonly ForcedDeletion: { create(): unknown };
        readonly ForcedReplacement: { create(value: unknown): unknown };
      };
    };

export interface FoundryEnv {
  readonly game: GamePort;
  readonly utils: UtilsPort;
  readonly foundryData: FoundryDataPort;
  readonly settings: SettingsPort;
  readonly Hooks: HooksPort;
  readonly notifications: NotificationsPort;
  readonly config: ConfigPort;
  readonly documents: DocumentsPort;
  readonly dice: DiceFactory;
  readonly chat: ChatPort;
  readonly templates: TemplatesPort;
  readonly apps: AppsPort;
  readonly menus: MenusPort;
  /** Play on the map (scenes, grids, token moves, region behaviours); absent where a host has none. */
  readonly map: MapHost;

  /*
   * The calendar and record ports are read by lazily loaded chunks, which bring Foundry's own (calendar.ts,
   * journals.ts, darkness.ts); a host sets these only to stand in for them (the test fakes).
   */
  /** Calendar modules' APIs (never required). */
  readonly calendars?: CalendarModulesPort;
  /** The campaign record journal. */
  readonly journals?: JournalsPort;
  /** The world's scenes' lighting, for darkness that follows the time of day. */
  readonly lighting?: { scenes(): readonly SceneLightingLike[] };
}
