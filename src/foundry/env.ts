/**
 * The slice of Foundry that Turnkeeper's adapters use, as narrow interfaces. `main.ts` passes the real
 * globals (so the compiler checks these shapes against Foundry's own types) and tests pass the typed fake in
 * test/fakes/foundry.ts. Adapters take an env instead of reading globals, so one test can run several
 * connected clients side by side.
 */
import type { CombatClassPort, CombatsPort, TrackerClassPort } from "./combat/ports";
import type { RequestEnvelope, RequestReply } from "./requests";
import type { FormValues } from "../ui";

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
  /** The GM's own preset: the last valid one saved in the preset editor (or null). */
  customPresetValid: object | null;
  /** The timekeeping state (src/ui/world-state.ts), written only by the active GM. */
  state: object | null;
  dueChecks: string;
  cardAudience: string;
  lightStacking: string;
  playerLights: string;
  playerDetails: boolean;
  cadenceBusy: number;
  cadenceNormal: number;
  cadenceSafe: number;
  checksPerWatch: number;
  /** The world's encounter table (a RollTable UUID) for areas that name none, chosen in the areas form. */
  defaultTable: string;
  /** Where each user keeps the clock panel (v13 "user" scope). */
  panel: object | null;
  /** When a combat ends, move the world clock on to the end of the turn the fight took (R001-15). */
  combatRoundUp: boolean;
  /** The common actions offered when a turn ends, as the GM last saved them valid (null: the starting list). */
  combatActionsValid: object | null;
  /** The GM's mapping of the calendar's seasons or months to the shelter table's four ("Thaw=spring, ..."). */
  seasonMapping: string;
  /** Scene darkness follows the time of day on scenes that opt in. */
  sceneDarkness: boolean;
  /** Keep the campaign record journal. */
  campaignRecord: boolean;
}
export type SettingKey = keyof TurnkeeperSettings;

export interface SettingRegistration<V> {
  name?: string;
  hint?: string;
  /** v13 adds "user": stored in the world, one value per user. */
  scope: "world" | "client" | "user";
  config: boolean;
  type: V extends string
    ? StringConstructor
    : V extends boolean
      ? BooleanConstructor
      : V extends number
        ? NumberConstructor
        : ObjectConstructor;
  default: V;
  range?: { min: number; max: number; step: number };
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

/** A world time in the calendar's parts (`TimeComponents`, v13): every index 0-based. */
export interface TimeComponentsLike {
  readonly year: number;
  readonly month: number;
  readonly dayOfMonth: number;
  readonly season: number;
  readonly hour: number;
  readonly minute: number;
}

/** `game.time.calendar`: the world's calendar (`CalendarData`, v13), the core's or one a module configured. */
export interface CalendarDataLike {
  timeToComponents(time: number): TimeComponentsLike;
  /** Month and season names (often localization keys), in order. */
  readonly months?: { readonly values: readonly { readonly name: string }[] } | null;
  readonly seasons?: { readonly values: readonly { readonly name: string }[] } | null;
  /** The length of its day (`CalendarConfig#days`). */
  readonly days?: {
    readonly hoursPerDay: number;
    readonly minutesPerHour: number;
    readonly secondsPerMinute: number;
  } | null;
}

/** A date as Seasons & Stars gives it (`CalendarDate`): month and day 1-based. */
export interface SeasonsStarsDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly time?: { readonly hour: number; readonly minute: number; readonly second: number };
}

/** The part of Seasons & Stars' public API (`game.seasonsStars.api`) Turnkeeper reads. */
export interface SeasonsStarsApi {
  worldTimeToDate(time: number): SeasonsStarsDate;
  formatDate(date: SeasonsStarsDate, options?: { includeTime?: boolean }): string;
  getSeasonInfo?(date: SeasonsStarsDate): { readonly name: string } | null;
  getMonthNames(): readonly string[];
}

/** A date as Simple Calendar (and Simple Calendar Reborn) gives it (`timestampToDate`): month 0-based. */
export interface SimpleCalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly currentSeason?: { readonly name: string } | null;
  readonly display: { readonly date: string; readonly monthName?: string };
}

/** The part of Simple Calendar's public API (`SimpleCalendar.api`) Turnkeeper reads. */
export interface SimpleCalendarApi {
  timestampToDate(time: number): SimpleCalendarDate | null;
  getAllMonths(): readonly { readonly name: string }[];
  getAllSeasons(): readonly { readonly name: string }[];
}

/** Calendar modules' APIs, where one is active; never required (src/foundry/calendar.ts). */
export interface CalendarModulesPort {
  seasonsStars(): SeasonsStarsApi | null;
  simpleCalendar(): SimpleCalendarApi | null;
}

export interface GamePort {
  readonly time: {
    readonly worldTime: number;
    advance(seconds: number): Promise<unknown>;
    /** The world's calendar (v13); absent before v13 or when none is configured. */
    readonly calendar?: CalendarDataLike | null;
  };
  /** The world's title, which names the campaign record. */
  readonly world?: { readonly title: string };
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

/**
 * Whether this client is the active GM: the one that writes the world's state and answers requests, chosen
 * the same way on every client.
 */
export function isActiveGM(env: { readonly game: GamePort }): boolean {
  const me = env.game.user;
  return Boolean(me?.isGM && me.id && env.game.users.activeGM?.id === me.id);
}

/** A query handler as `CONFIG.queries` holds it: called on the queried user's client with the sent data. */
export type QueryHandler<D, R> = (data: D, options: { timeout?: number }) => Promise<R>;

/** The parts of `CONFIG` Turnkeeper writes to. */
export interface ConfigPort {
  readonly queries: { "turnkeeper.request"?: QueryHandler<RequestEnvelope, RequestReply<unknown>> };
  /** `CONFIG.time.roundTime`: seconds a combat round advances the world clock; follows the preset. */
  readonly time: { roundTime: number };
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

/** Plain light data as a token keeps it (`TokenDocument#light`, as source data). */
export interface LightData {
  readonly dim: number;
  readonly bright: number;
  readonly [field: string]: unknown;
}

/** What Turnkeeper keeps on a token while one of its light sources burns: the light it had before. */
export interface TokenLightFlag {
  readonly source: string;
  readonly previous: LightData;
}

/** A token on any scene: its light, and whose it is. */
export interface TokenLike {
  readonly uuid: string;
  readonly name: string;
  readonly actorId: string | null;
  readonly actorLink: boolean;
  /** The token's light as plain source data. */
  lightData(): LightData;
  lightFlag(): TokenLightFlag | null;
  /** One update: the new light and the flag (null removes it). */
  setLight(light: LightData, flag: TokenLightFlag | null): Promise<unknown>;
}

/** A scene or a region of one, where an area is kept as a flag. */
export interface AreaHolder {
  readonly uuid: string;
  readonly name: string;
  areaFlag(): unknown;
  setAreaFlag(area: object | null): Promise<unknown>;
}

/** A region of a scene, which knows the tokens inside it (`RegionDocument#tokens`). */
export interface RegionLike extends AreaHolder {
  tokenUuids(): readonly string[];
}

export interface SceneLike extends AreaHolder {
  tokens(): readonly TokenLike[];
  regions(): readonly RegionLike[];
}

export interface TableDraw {
  readonly roll: RollLike;
  readonly text: string;
}

export interface TableLike {
  readonly uuid: string;
  readonly name: string;
  /** Rolls on the table without drawing (no results marked drawn: nothing is written). */
  roll(): Promise<TableDraw>;
}

/** Finds documents by UUID (`fromUuidSync`), narrowed to the kinds Turnkeeper works with. */
export interface DocumentsPort {
  actor(uuid: string): ActorLike | null;
  token(uuid: string): TokenLike | null;
  /** A roll table in the world or a compendium (`fromUuid`, which loads a compendium's document). */
  table(uuid: string): Promise<TableLike | null>;
  /** The world's roll tables, for choosing an area's encounter table. */
  tables(): readonly { readonly uuid: string; readonly name: string }[];
  scenes(): readonly SceneLike[];
  scene(uuid: string): SceneLike | null;
  /** The scene the players are on (`game.scenes.active`). */
  activeScene(): SceneLike | null;
  /** The tokens this user has selected on the canvas. */
  controlledTokens(): readonly TokenLike[];
  /** The user's own character, if they have one. */
  userCharacter(): ActorLike | null;
  /** Every actor this user owns (for a player's own lights). */
  ownedActorUuids(user: UserLike): readonly string[];
}

/** A Roll after `evaluateSync`: its total and each die term's faces. */
export interface RollLike {
  readonly formula: string;
  readonly total: number | undefined;
  readonly dice: readonly {
    readonly faces: number | undefined;
    readonly results: readonly { readonly result: number }[];
  }[];
}

/** Makes and evaluates a Roll synchronously (`new Roll(formula).evaluateSync()`). */
export interface DiceFactory {
  roll(formula: string): RollLike;
}

export interface ChatMessageData {
  readonly content: string;
  readonly rolls: readonly RollLike[];
  /** User ids the message is whispered to; empty for everyone. */
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly speaker: { readonly alias: string };
  readonly flags: { readonly turnkeeper: { readonly card: string } };
}

export interface ChatPort {
  create(data: ChatMessageData): Promise<unknown>;
  /** The user's current roll mode (`core.rollMode`): publicroll, gmroll, blindroll or selfroll. */
  rollMode(): string;
}

export interface TemplatesPort {
  render(path: string, data: object): Promise<string>;
}

/** An application window Turnkeeper opened (an ApplicationV2 in Foundry). */
export interface WindowLike {
  readonly rendered: boolean;
  render(options?: { force?: boolean }): unknown;
  close(): unknown;
}

/**
 * What a window shows and does, independent of ApplicationV2: its template context, and a handler per
 * `data-action`. The real window (src/foundry/apps/windows.ts) only renders and forwards.
 */
export interface WindowController {
  readonly id: string;
  readonly title: string;
  readonly template: string;
  context(): Promise<object>;
  act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues): Promise<void>;
  /** Where the window was, to open it there again (per user); null to let Foundry place it. */
  position?(): { left?: number; top?: number; minimized?: boolean } | null;
  moved?(position: { left: number; top: number; minimized: boolean }): void;
  closed?(): void;
}

/** The values of a window's or a dialog's inputs, by name (DialogV2 gives numbers for number fields). */
export type { FormValues };

export interface AppsPort {
  open(controller: WindowController): WindowLike;
  /**
   * A small form dialog, its button that goes ahead labelled `confirm` (Foundry's own label without); resolves
   * to its values, or null when cancelled.
   */
  ask(title: string, content: string, confirm?: string): Promise<FormValues | null>;
  /** Offers text to the user as a file to save (`foundry.utils.saveDataToFile`). */
  download(filename: string, text: string): void;
}

/** A button in the module's settings that opens one of Turnkeeper's windows (`ClientSettings#registerMenu`). */
export interface MenuRegistration {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  /** A Font Awesome class list. */
  readonly icon: string;
  /** Only game masters see and use it. */
  readonly restricted: boolean;
}

export interface MenusPort {
  /** Registers the menu; `open` runs each time the button is pressed. */
  register(key: string, data: MenuRegistration, open: () => void): void;
}

export interface NotificationsPort {
  info(message: string): unknown;
  warn(message: string): unknown;
  error(message: string): unknown;
}

/** A page of the campaign record journal (`JournalEntryPage`, a text page): its day and its entries. */
export interface RecordPageLike {
  readonly id: string;
  readonly name: string;
  /** `flags.turnkeeper.day`: the record day the page is for. */
  readonly day: number | null;
  /** `flags.turnkeeper.entries`: the entries on the page, by id, as stored. */
  entries(): Readonly<Record<string, unknown>>;
}

/** Data for a new record page (`JournalEntryPage` creation data). */
export interface RecordPageData {
  readonly name: string;
  readonly sort: number;
  readonly text: { readonly content: string };
  readonly flags: {
    readonly turnkeeper: { readonly day: number; readonly entries: Record<string, unknown> };
  };
}

/** A change to a record page: its text, and flag keys set (or removed with Foundry's `-=key` form). */
export interface RecordPageUpdate {
  readonly _id: string;
  readonly "text.content": string;
  readonly [flag: `flags.turnkeeper.entries.${string}`]: unknown;
}

/** The campaign record journal (`JournalEntry`). Each method is one database request. */
export interface RecordJournalLike {
  readonly id: string;
  readonly name: string;
  pages(): readonly RecordPageLike[];
  /** `createEmbeddedDocuments("JournalEntryPage", data)`. */
  createPages(data: readonly RecordPageData[]): Promise<unknown>;
  /** `updateEmbeddedDocuments("JournalEntryPage", updates)`. */
  updatePages(updates: readonly RecordPageUpdate[]): Promise<unknown>;
}

/** The world's journal entries, as far as the campaign record goes. */
export interface JournalsPort {
  /** The journal entry flagged `turnkeeper.record`, or null. */
  record(): RecordJournalLike | null;
  /** `JournalEntry.create`: a journal flagged `turnkeeper.record`, owned by GMs only. */
  createRecord(name: string): Promise<RecordJournalLike>;
}

/** A scene's darkness (`environment.darknessLevel`) and whether it follows the time of day (its flag). */
export interface SceneLightingLike {
  readonly uuid: string;
  /** `flags.turnkeeper.darkness`: the GM opted this scene in. */
  followsTime(): boolean;
  /** Sets or clears the flag (one Scene update). */
  setFollowsTime(follow: boolean): Promise<unknown>;
  darkness(): number;
  /** One update of `environment.darknessLevel`. */
  setDarkness(level: number): Promise<unknown>;
}

export interface FoundryEnv {
  readonly game: GamePort;
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
