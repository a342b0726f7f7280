/**
 * One browser connected to the fake world (test/fakes/foundry.ts): the `game`, `Hooks`, `CONFIG`, `ui` and
 * helpers that client's code sees, each part built from the fake of that part of Foundry.
 */
import type { TemplatesPort } from "../../src/foundry/env/apps";
import type {
  CalendarDataLike,
  CalendarModulesPort,
  SceneLightingLike,
} from "../../src/foundry/env/calendar";
import type { ChatPort } from "../../src/foundry/env/chat";
import type { DiceFactory } from "../../src/foundry/env/dice";
import type { DocumentsPort } from "../../src/foundry/env/documents";
import type { MapHost } from "../../src/foundry/env/map";
import type {
  ConfigPort,
  FoundryDataPort,
  FoundryEnv,
  GamePort,
  HookCallback,
  HooksPort,
  UtilsPort,
} from "../../src/foundry/env/ports";
import type { JournalsPort } from "../../src/foundry/env/record";
import type { SettingsPort } from "../../src/foundry/env/settings";
import { fillPlaceholders } from "../../src/sandbox/setup/i18n";
import type { FakeWorld } from "./foundry";
import { fakeChat, fakeDice } from "./foundry-chat";
import { FakeCombat, FakeCombatServer, FakeCombatTracker } from "./foundry-combat";
import { fakeDocuments, type FakeActor, type FakeToken, type FakeUser } from "./foundry-documents";
import { FakeMap } from "./foundry-map";
import { FakeMenus, FakeSettings } from "./foundry-settings";
import { FakeApps, FakeNotifications, renderTemplate, translations } from "./foundry-ui";
import { strict } from "./strict";
import { FORCED_DELETION, forcedReplacement } from "./wire";

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
    this.utils = strict({ randomID: () => world.newId("r") }, "foundry.utils");
    this.game = this.fakeGame();
    this.documents = fakeDocuments(this);
    this.dice = fakeDice(this, world);
    this.chat = fakeChat(this);
    const v14 = world.generation >= 14;
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

  /** Stands for this client's `game`: the world, time, localization, users, socket, modules, combats. */
  private fakeGame(): GamePort {
    const { world, user, module } = this;
    const calendarOf = () => this.calendar;
    return strict(
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
        // Stands for `Game#paused`: the world's pause, the same on every client.
        get paused() {
          return world.paused;
        },
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
        combats: FakeCombatServer.of(world).combatsOf(this),
      },
      "game",
    );
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
