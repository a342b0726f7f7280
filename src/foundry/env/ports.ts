/**
 * The slice of Foundry that Turnkeeper's adapters use, as narrow interfaces. `main.ts` passes the real
 * globals (so the compiler checks these shapes against Foundry's own types) and tests pass the typed fake in
 * test/fakes/foundry.ts. Adapters take an env instead of reading globals, so one test can run several
 * connected clients side by side.
 */
import type { CombatClassPort, CombatsPort, TrackerClassPort } from "../combat/ports";
import type { FormValues } from "../../ui";

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
  /** The timekeeping state (src/ui/session/world-state.ts), written only by the active GM. */
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

/** `game.users`: every user of the world, whether logged in or not. */
export interface UsersPort extends Iterable<UserLike> {
  /** One active GM, a full GM before an assistant, the same on every client (`Users#activeGM`). */
  readonly activeGM?: UserLike | null;
  get(id: string): UserLike | undefined;
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

/** Calendar modules' APIs, where one is active; never required (src/foundry/calendar/calendar.ts). */
export interface CalendarModulesPort {
  seasonsStars(): SeasonsStarsApi | null;
  simpleCalendar(): SimpleCalendarApi | null;
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
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
  };
  readonly user: UserLike | null;
  readonly users: UsersPort;
  readonly socket: SocketPort;
  readonly modules: { get(id: string): { version?: string; api?: unknown } | undefined };
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

/** The parts of `CONFIG` Turnkeeper writes to. */
export interface ConfigPort {
  /** `CONFIG.time.roundTime`: seconds a combat round advances the world clock; follows the preset. */
  readonly time: { roundTime: number };
  /** `CONFIG.Combat`: the system's Combat class, which the combat tracker subclasses at `init`. */
  Combat: { documentClass: CombatClassPort };
  /** `CONFIG.ui`: the combat tracker application class, likewise subclassed. */
  ui: { combat: TrackerClassPort };
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
  /** One `TokenDocument#update` with these changes (dotted paths allowed, deletions as compat.ts makes them). */
  update(changes: Record<string, unknown>): Promise<unknown>;
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

/**
 * Makes and evaluates a Roll (`await new Roll(formula).evaluate()`): asynchronously, as Foundry evaluates dice
 * (its synchronous evaluation refuses dice terms), which also lets Dice So Nice and manual dice entry take part.
 */
export interface DiceFactory {
  roll(formula: string): Promise<RollLike>;
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
  /** `CONFIG.ChatMessage`: in v14 it lists the message modes (`modes`) that replaced roll modes. */
  readonly config: object;
  /** A core client setting: v13's `core.rollMode`, or v14's `core.messageMode` (see compat.ts). */
  coreSetting(key: "rollMode" | "messageMode"): unknown;
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

/** `foundry.utils`, as far as Turnkeeper uses it. */
export interface UtilsPort {
  /** A random 16-character id (`foundry.utils.randomID`). */
  randomID(): string;
}

/** `foundry.data`, for its `operators` (v14's `ForcedDeletion`), looked for with a feature check. */
export type FoundryDataPort =
  object | { readonly operators: { readonly ForcedDeletion: { create(): unknown } } };

/** A point on a scene, in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A grid space as Foundry names it (`GridOffset2D`): row `i`, column `j`. */
export interface GridOffset {
  readonly i: number;
  readonly j: number;
}

/** A scene's grid (`Scene#grid`, a BaseGrid since v12): its kind, the distance a space stands for, where spaces are. */
export interface GridLike {
  /** `CONST.GRID_TYPES`: 0 gridless, 1 square, 2 to 5 the hexagonal layouts. */
  readonly type: number;
  /** Scene units a grid space stands for (5 ft). */
  readonly distance: number;
  readonly units: string;
  /** The space a point is in (`BaseGrid#getOffset`). */
  getOffset(point: Point): GridOffset;
  /** The top-left corner of a space (`BaseGrid#getTopLeftPoint`), where a one-space token stands in it. */
  getTopLeftPoint(offset: GridOffset): Point;
}

/** A Turnkeeper area behaviour on a region (a `RegionBehavior` of type `turnkeeper.area`). */
export interface AreaBehaviorLike {
  readonly uuid: string;
  readonly disabled: boolean;
  /** Its `system` data, as stored. */
  readonly system: unknown;
  update(system: object): Promise<unknown>;
  delete(): Promise<unknown>;
}

/** A region event Turnkeeper's behaviour heard (on every client): a token entered or left its region. */
export interface AreaBehaviorEvent {
  readonly name: string;
  readonly sceneUuid: string;
  readonly tokenUuid: string | null;
}

/** What play on the map needs of Foundry's scenes, grids, tokens and region behaviours (the active GM's). */
export interface MapPort {
  grid(sceneUuid: string): GridLike | null;
  /** Turnkeeper's area behaviours on a region. */
  behaviors(regionUuid: string): readonly AreaBehaviorLike[];
  createBehavior(regionUuid: string, name: string, system: object): Promise<unknown>;
  /** Whether a token standing at `position` would be inside a region (`TokenDocument#testInsideRegion`). */
  tokenInside(tokenUuid: string, regionUuid: string, position: Point): boolean;
  /** Sets a token down where the rules put it, as Turnkeeper's own move (its `moveToken` handler leaves it be). */
  place(tokenUuid: string, position: Point): Promise<unknown>;
  /** The scene's `turnkeeper.party` flag: who the party is and how it plays on this scene's map. */
  partyFlag(sceneUuid: string): unknown;
  setPartyFlag(sceneUuid: string, value: object): Promise<unknown>;
}

/**
 * Play on the map as every client starts it: Turnkeeper's region behaviour type, which must exist at `init`;
 * the rest only the active GM's client runs, so it is loaded there when first needed.
 */
export interface MapHost {
  /** Defines the `RegionBehaviorType` and puts it in `CONFIG.RegionBehavior.dataModels`; `onEvent` hears its region events on every client. */
  registerAreaBehavior(onEvent: (event: AreaBehaviorEvent) => unknown): void;
  load(): Promise<MapPort>;
}

/** The option Turnkeeper puts on the token updates it makes itself, so its movement handler skips them. */
export const OWN_MOVE = "turnkeeperMove";

/**
 * A page of the campaign record journal (`JournalEntryPage`, a text page): its day, which part of the day it
 * is, and its entries.
 */
export interface RecordPageLike {
  readonly id: string;
  readonly name: string;
  /** `flags.turnkeeper.day`: the record day the page is for. */
  readonly day: number | null;
  /** `flags.turnkeeper.part`: 1 for the day's page, 2 and on for its continuations (absent: 1). */
  readonly part: number;
  /** `flags.turnkeeper.entries`: the entries on the page, by id, as stored. */
  entries(): Readonly<Record<string, unknown>>;
}

/** Data for a new record page (`JournalEntryPage` creation data). */
export interface RecordPageData {
  readonly name: string;
  readonly sort: number;
  readonly text: { readonly content: string };
  readonly flags: {
    readonly turnkeeper: {
      readonly day: number;
      readonly part: number;
      readonly entries: Record<string, unknown>;
    };
  };
}

/** A change to a record page: its text, and flag keys set or deleted (`compat.ts` `deletion`). */
export interface RecordPageUpdate {
  readonly _id: string;
  readonly "text.content": string;
  readonly [flag: `flags.turnkeeper.entries.${string}`]: unknown;
}

/** The campaign record journal (`JournalEntry`). Each method is one database request. */
export interface RecordJournalLike {
  readonly id: string;
  readonly name: string;
  /** `ownership`: the default level and each user's, by user id (`CONST.DOCUMENT_OWNERSHIP_LEVELS`). */
  readonly ownership: Readonly<Record<string, number>>;
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
