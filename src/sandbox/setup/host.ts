/**
 * The sandbox host: builds the ports the shared session needs (world time as a local number, localStorage,
 * library dice, the page's chat log), renders the module's templates with the shared view models, and hands
 * every click to the shared controllers in src/ui (the timekeeping session, the tracker's intents). It
 * decides nothing about the rules itself.
 */
import {
  BUILT_IN_PRESET_IDS,
  BUILT_IN_PRESETS,
  type BuiltInPresetId,
  type CoreError,
  type Preset,
} from "../../core";
import {
  CARD_TEMPLATE,
  CLOCK_TEMPLATE,
  createSession,
  DEFAULT_OPTIONS,
  fightTime,
  loadWorldState,
  resolveView,
  type ChatCard,
  type CombatTime,
  type Intent,
  type Session,
  type SessionOptions,
  type TextContext,
} from "../../ui";
import type { TrackerAction } from "../../ui/combat";
import { emptyChat, isChatLog, postTo, type ChatLogState } from "../chat/chat";
import {
  clockCountdowns,
  loadFight,
  runFightIntent,
  sampleFight,
  setSurprise,
  waitingIds,
  type SandboxFight,
} from "../combat/fight";
import { createLibraryDice, type LibraryDice } from "../dice/dice";
import { sampleEncounters } from "../tables/encounters";
import { createLocalizer, type SandboxLocalizer } from "./i18n";
import { createStorage, memoryArea, type KeyValueArea, type SandboxStorage } from "./storage";
import { createTemplates, type TemplateRegistry } from "./templates";
import { mountTracker, type TrackerHost } from "../combat/tracker";
import { mountClock, type ClockHost } from "../clock/panel";
import { recordChange } from "../../core/record/change";
import { SandboxRecord } from "../record/record";
import { areaOf, defaultTable, loadTable, type TableSettings } from "./tabletop";
import { loadPositions, mountMap, type MapHost, type MapPositions } from "../map/map";
import recordSource from "../record/record.hbs?raw";
import shellSource from "./shell.hbs?raw";
import chatSource from "../chat/chat-entry.hbs?raw";

export interface SandboxHandle {
  readonly i18n: SandboxLocalizer;
  readonly templates: TemplateRegistry;
  readonly storage: SandboxStorage;
  readonly dice: LibraryDice;
  readonly session: Session;
  /** The world time, in seconds. */
  now(): number;
  /** Carries out a timekeeping intent as the game master (what the clock panel's buttons do). */
  perform(intent: Intent): Promise<void>;
  /** Renders every region again from the stored state. */
  refresh(): void;
  /** Moves the party's marker on the map shown, as a click on that space does. */
  moveParty(space: { col: number; row: number }): Promise<void>;
  /** For the benchmarks: a fight of `size` sample combatants, rolled and begun, and one tracker re-render. */
  readonly bench: {
    sampleFight(size: number): Promise<void>;
    renderTracker(): void;
    /** One tracker render in parts, in ms: view model, template, DOM update, layout. */
    profileTracker(): { view: number; template: number; dom: number; layout: number } | null;
  };
}

declare global {
  interface Window {
    /** The running sandbox, for the browser console (and the browser tests). */
    turnkeeperSandbox?: SandboxHandle;
  }
}

const KEYS = {
  preset: "preset",
  time: "time",
  world: "world",
  fight: "fight",
  /** How many fights were started, so each fight's time is logged as its own. */
  fights: "fights",
  chat: "chat",
  table: "table",
  /** Where the party's marker stands on the sample maps. */
  map: "map",
  /** The campaign record: every entry the time log ever held. */
  record: "record",
} as const;

function localArea(win: Window): KeyValueArea {
  try {
    const area = win.localStorage;
    area.setItem("turnkeeper.sandbox.__probe", "1");
    area.removeItem("turnkeeper.sandbox.__probe");
    return area;
  } catch {
    return memoryArea();
  }
}

export async function startSandbox(doc: Document, win: Window): Promise<SandboxHandle> {
  const i18n = createLocalizer();
  const templates = createTemplates(i18n);
  const storage = createStorage(localArea(win));
  const seed = new URLSearchParams(win.location.search).get("seed");
  const dice = createLibraryDice(seed === null ? undefined : Number(seed));
  const shell = templates.compileLocal(shellSource);
  const chatList = templates.compileLocal(chatSource);

  const presetId = (): BuiltInPresetId => {
    const stored = storage.load(KEYS.preset);
    return (BUILT_IN_PRESET_IDS as readonly unknown[]).includes(stored)
      ? (stored as BuiltInPresetId)
      : "four-watches";
  };
  const preset: Preset = BUILT_IN_PRESETS[presetId()];
  const textContext: TextContext = { i18n, scale: preset.time };

  // ------------------------------------------------------------------ state kept in the browser

  const storedTime = storage.load(KEYS.time);
  let worldTime =
    typeof storedTime === "number" && Number.isSafeInteger(storedTime) ? storedTime : preset.time.dayStart;
  let chat: ChatLogState = isChatLog(storage.load(KEYS.chat))
    ? (storage.load(KEYS.chat) as ChatLogState)
    : emptyChat();
  let fight: SandboxFight | null = loadFight(storage.load(KEYS.fight));
  const storedFights = storage.load(KEYS.fights);
  let fights = typeof storedFights === "number" && Number.isSafeInteger(storedFights) ? storedFights : 0;
  const areaName = (type: string) => i18n.localize(`TURNKEEPER.Sandbox.Sample.Area.${type}`);
  const freshTable = defaultTable(preset, areaName("dungeon"));
  let table: TableSettings = loadTable(storage.load(KEYS.table), preset, freshTable);
  /** The session's options: Foundry's settings; here the table's choices, and cards shown to all. */
  const options = (): SessionOptions => ({
    ...DEFAULT_OPTIONS,
    whisper: false,
    dueChecks: table.dueChecks,
    lightStacking: table.lightStacking,
  });
  const firstVisit = storage.load(KEYS.world) === undefined;
  const memberName = (id: string) => i18n.localize(`TURNKEEPER.Sandbox.Sample.Name.${id}`);

  // ------------------------------------------------------------------ ports

  const chatPort = {
    post(card: ChatCard): Promise<void> {
      // The resolved view is plain data (keys, words, numbers); the log keeps it as such, to render later.
      const view = resolveView(card.view, textContext) as unknown as Record<string, unknown>;
      chat = postTo(chat, { card: view, audience: card.audience, posted: Date.now() });
      storage.save(KEYS.chat, chat);
      return Promise.resolve();
    },
  };

  // eslint-disable-next-line prefer-const -- assigned once the session that reads the clock exists
  let session: Session;
  /**
   * Moves the world clock; the session hears of it (after whatever task is running) and catches up, logging
   * the time as the fight's when a fight's step moved it.
   */
  const setTime = (time: number, combat?: CombatTime) => {
    worldTime = time;
    storage.save(KEYS.time, worldTime);
    void session.sync(worldTime, combat);
  };

  const storedWorld = loadWorldState(storage.load(KEYS.world));
  const record = new SandboxRecord(
    storage.load(KEYS.record),
    storedWorld.ok ? storedWorld.value.keeper : null,
  );

  session = createSession({
    time: {
      now: () => worldTime,
      advance(seconds) {
        setTime(worldTime + seconds);
        return Promise.resolve();
      },
    },
    storage: {
      load: () => storage.load(KEYS.world),
      save(state, delta) {
        storage.save(KEYS.world, state);
        const change = recordChange(delta.before, state.keeper, delta.removed, state.area?.name);
        storage.save(KEYS.record, record.change(change));
        return Promise.resolve();
      },
    },
    dice,
    chat: chatPort,
    encounters: sampleEncounters(dice, (key) => i18n.localize(key)),
    preset: () => preset,
    options,
  });

  // ------------------------------------------------------------------ rendering

  const region = (name: string) => doc.querySelector<HTMLElement>(`[data-region="${name}"]`);

  const notice = (text: string) => {
    const el = doc.querySelector<HTMLElement>('[data-sandbox="notice"]');
    if (el) el.textContent = text;
  };
  const showError = (error: CoreError) => notice(i18n.format(`TURNKEEPER.Error.${error.code}`, error.params));

  function renderShell() {
    doc.title = i18n.localize("TURNKEEPER.Sandbox.Title");
    doc.body.innerHTML = shell({
      presets: BUILT_IN_PRESET_IDS.map((id) => ({
        id,
        name: i18n.localize(`TURNKEEPER.Preset.${id}.Name`),
        description: i18n.localize(`TURNKEEPER.Preset.${id}.Description`),
      })),
    });
    const select = doc.querySelector<HTMLSelectElement>('[data-sandbox="preset"]');
    if (select) select.value = preset.id;
  }

  /** Rendered cards by entry id: each is rendered once, from its stored view, with the module's template. */
  const cardHtml = new Map<number, string>();
  function renderChat() {
    const list = region("chat");
    if (!list) return;
    const speaker = {
      all: i18n.localize("TURNKEEPER.Sandbox.Chat.Speaker"),
      gm: i18n.localize("TURNKEEPER.Sandbox.Chat.ToGM"),
    };
    list.innerHTML = chatList({
      entries: chat.entries.map((e) => {
        let html = cardHtml.get(e.id);
        if (html === undefined) cardHtml.set(e.id, (html = templates.render(CARD_TEMPLATE, e.card)));
        return {
          id: e.id,
          html,
          speaker: speaker[e.audience],
          clock: new Date(e.posted).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }),
        };
      }),
    });
    list.scrollTop = list.scrollHeight;
  }

  let tracker: TrackerHost | null = null;
  let clockHost: ClockHost | null = null;
  let mapHost: MapHost | null = null;

  function renderFightControls() {
    for (const el of doc.querySelectorAll<HTMLElement>("[data-sandbox-fight]")) {
      el.hidden = (el.dataset.sandboxFight === "none") !== (fight === null);
    }
  }

  const recordList = templates.compileLocal(recordSource);
  function renderRecord() {
    const root = region("record");
    if (!root) return;
    root.innerHTML = recordList({ days: record.days(preset, textContext, templates) });
  }

  /** Shows the chat log or the campaign record in the log panel. */
  function showLogTab(tab: "chat" | "record") {
    for (const el of doc.querySelectorAll<HTMLElement>("[data-log-tab]"))
      el.hidden = el.dataset.logTab !== tab;
    for (const el of doc.querySelectorAll<HTMLElement>("[data-sandbox=log-tab]"))
      el.setAttribute("aria-pressed", String(el.dataset.tab === tab));
  }

  function refresh() {
    clockHost?.render();
    mapHost?.render();
    tracker?.render();
    renderFightControls();
    renderChat();
    renderRecord();
  }

  // ------------------------------------------------------------------ actions

  const saveFight = () => {
    if (fight === null) storage.remove(KEYS.fight);
    else storage.save(KEYS.fight, fight);
  };

  /** Runs one tracker intent; a combat step that takes time moves the world clock by it. */
  function fightIntent(intent: Parameters<typeof runFightIntent>[1]): boolean {
    if (fight === null) return false;
    const ran = runFightIntent(fight, intent, dice);
    if (!ran.ok) {
      showError(ran.error);
      return false;
    }
    fight = ran.value.fight;
    const { seconds, state } = ran.value.step;
    if (seconds !== 0) setTime(worldTime + seconds, fightTime(`fight-${fights}`, state));
    return true;
  }

  /** Marks the page busy while an action runs, so a script (or a test) can wait until it has settled. */
  let busy = 0;
  async function busyWhile(task: () => Promise<void>): Promise<void> {
    busy++;
    doc.documentElement.dataset.busy = "true";
    try {
      await task();
    } finally {
      if (--busy === 0) delete doc.documentElement.dataset.busy;
    }
  }

  function act(action: TrackerAction): Promise<void> {
    return busyWhile(async () => {
      notice("");
      if (fight === null) return;
      if (action.kind === "intent") fightIntent(action.intent);
      else if (action.kind === "rollAll") {
        for (const id of waitingIds(fight)) if (!fightIntent({ type: "roll", id })) break;
      } else if (action.kind === "surprise") fight = setSurprise(fight, action.id, action.surprise);
      saveFight();
      await session.idle();
      refresh();
    });
  }

  function startFight(size?: number) {
    const created = sampleFight(preset.combat, (key) => i18n.localize(key), size);
    if (!created.ok) {
      showError(created.error);
      return;
    }
    fight = created.value;
    storage.save(KEYS.fights, ++fights);
    saveFight();
  }

  function perform(intent: Intent): Promise<void> {
    return busyWhile(async () => {
      notice("");
      const result = await session.perform(intent);
      if (!result.ok) showError(result.error);
      await session.idle();
      refresh();
    });
  }

  // ------------------------------------------------------------------ the page's own controls

  function download(name: string, text: string, type = "application/json") {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = doc.createElement("a");
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function importFile(file: File) {
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      notice(i18n.localize("TURNKEEPER.Sandbox.Import.notJson"));
      return;
    }
    const result = storage.importData(data);
    if (!result.ok) {
      notice(i18n.localize(result.reason));
      return;
    }
    win.location.reload();
  }

  function wireChrome() {
    doc.body.addEventListener("change", (event) => {
      const target = event.target as HTMLElement;
      if (target instanceof HTMLSelectElement && target.dataset.sandbox === "preset") {
        storage.save(KEYS.preset, target.value);
        win.location.reload();
      } else if (target instanceof HTMLInputElement && target.dataset.sandbox === "import-file") {
        const file = target.files?.[0];
        if (file) void importFile(file);
        target.value = "";
      }
    });
    doc.body.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLElement>("[data-sandbox]");
      switch (button?.dataset.sandbox) {
        case "export":
          download("turnkeeper-sandbox.json", JSON.stringify(storage.exportData(), null, 2));
          break;
        case "log-tab":
          showLogTab(button.dataset.tab === "record" ? "record" : "chat");
          break;
        case "export-record":
          download("campaign-record.md", record.markdown(preset, textContext, i18n), "text/markdown");
          break;
        case "import":
          doc.querySelector<HTMLInputElement>('[data-sandbox="import-file"]')?.click();
          break;
        case "reset":
          if (win.confirm(i18n.localize("TURNKEEPER.Sandbox.ResetConfirm"))) {
            storage.clear();
            win.location.reload();
          }
          break;
        case "new-fight":
          startFight();
          refresh();
          break;
        case "end-fight":
          fight = null;
          saveFight();
          refresh();
          break;
      }
    });
  }

  // ------------------------------------------------------------------ start

  renderShell();
  wireChrome();
  const clockRoot = region("clock");
  const tableRoot = region("table");
  if (clockRoot && tableRoot && templates.has(CLOCK_TEMPLATE)) {
    clockHost = mountClock({
      busyWhile,
      showRecord: () => showLogTab("record"),
      doc,
      clockRoot,
      tableRoot,
      templates,
      i18n,
      text: textContext,
      preset,
      options,
      session,
      settings: () => table,
      changeSettings(changed) {
        // A new kind of area takes its sample name, unless the game master named the area.
        const samples = [areaName("dungeon"), areaName("wilderness")];
        const renamed =
          changed.area.type !== table.area.type &&
          changed.area.type !== "none" &&
          samples.includes(changed.area.name);
        const next = renamed
          ? { ...changed, area: { ...changed.area, name: areaName(changed.area.type) } }
          : changed;
        const areaChanged = JSON.stringify(areaOf(table)) !== JSON.stringify(areaOf(next));
        table = next;
        storage.save(KEYS.table, table);
        if (areaChanged) void perform({ type: "setArea", area: areaOf(table) });
      },
      nameOf: memberName,
      perform,
      showError,
    });
  }
  const mapRoot = region("map");
  let positions: MapPositions = loadPositions(storage.load(KEYS.map));
  if (mapRoot)
    mapHost = mountMap({
      doc,
      root: mapRoot,
      i18n,
      session,
      wilderness: () => session.state().area?.type === "wilderness",
      positions: () => positions,
      save(next) {
        positions = next;
        storage.save(KEYS.map, positions);
      },
      busyWhile,
      showError,
      refresh,
      rules: preset.wilderness,
      dayStart: preset.time.dayStart,
    });
  const trackerRoot = region("tracker");
  if (trackerRoot)
    tracker = mountTracker({
      root: trackerRoot,
      doc,
      templates,
      i18n,
      fight: () => fight,
      clock: () => clockCountdowns(session.state(), worldTime, fight),
      act,
    });
  const problem = session.storageError();
  if (problem) showError(problem);
  await session.sync(worldTime);
  // A first visit starts in the sample dungeon, so advancing turns brings encounter checks at once.
  if (firstVisit) await session.perform({ type: "setArea", area: areaOf(table) });
  await session.idle();
  refresh();

  const handle: SandboxHandle = {
    i18n,
    templates,
    storage,
    dice,
    session,
    now: () => worldTime,
    perform,
    refresh,
    moveParty: (space) => mapHost?.moveTo(space) ?? Promise.resolve(),
    bench: {
      async sampleFight(size) {
        startFight(size);
        await act({ kind: "rollAll" });
        await act({ kind: "intent", intent: { type: "begin" } });
      },
      renderTracker() {
        tracker?.render();
        // The layout that follows a re-render is part of what a frame costs.
        void region("tracker")?.offsetHeight;
      },
      profileTracker: () => tracker?.profile() ?? null,
    },
  };
  win.turnkeeperSandbox = handle;
  doc.documentElement.dataset.ready = "true";
  return handle;
}
