/**
 * The sandbox host: builds the ports the shared session needs (world time as a local number, localStorage,
 * library dice, the page's chat log), renders the module's templates with the shared view models, and hands
 * every click to the shared controllers in src/ui (the timekeeping session, the tracker's intents). It
 * decides nothing about the rules itself; each feature's part of the page lives in that feature's folder, and
 * this file only puts them together, in order.
 */
import { CLOCK_TEMPLATE, type Intent, type Session } from "../../ui";
import { chatPanel } from "../chat/log";
import { questionDialog } from "../dialogs/form-dialog";
import { mountClock, type ClockHost } from "../clock/panel";
import { askMeeting } from "../clock/parties";
import { createWorldTime, type WorldTime } from "../clock/world-time";
import { createSandboxRunning } from "../clock/running";
import { createCurrentFight, type CurrentFight } from "../combat/current-fight";
import { clockCountdowns } from "../combat/fight";
import { mountTracker, type TrackerHost } from "../combat/tracker";
import { mountMap, type MapHost } from "../map/map";
import { positionStore } from "../map/positions";
import { createRecordPanel } from "../record/panel";
import { createSandboxSession, performer, type CatchUp } from "../session/session";
import { renderShell, wireChrome } from "./chrome";
import { createContext, type SandboxContext } from "./context";
import type { SandboxHandle } from "./handle";
import { KEYS } from "./keys";
import { createPage, type Page } from "./page";
import { areaOf } from "./tabletop";
import { mountTableForm, type TableForm } from "./tabletop-form";
import { createTabletop, type Tabletop } from "./tabletop-store";

/** What the page's panels are built from, once the session exists. */
interface SandboxParts {
  readonly ctx: SandboxContext;
  readonly page: Page;
  readonly session: Session;
  /** What a failed catch-up of the session left waiting, with its retry (the clock panel's). */
  readonly catchUp: CatchUp;
  readonly time: WorldTime;
  readonly tabletop: Tabletop;
  readonly fight: CurrentFight;
  perform(intent: Intent): Promise<void>;
}

interface Panels {
  readonly clock: ClockHost | null;
  readonly map: MapHost | null;
  readonly tracker: TrackerHost | null;
}

/** The clock panel and, beside it, the table's settings it reads (both or neither). */
function mountClockPanel(parts: SandboxParts, tableForm: TableForm | null): ClockHost | null {
  const { ctx, page, session, catchUp, tabletop, perform, fight } = parts;
  const root = page.region("clock");
  if (!root || !tableForm || !ctx.templates.has(CLOCK_TEMPLATE)) return null;
  const count = () => fight.get()?.state ?? null;
  const settled = () => page.busyWhile(() => session.idle().then(() => page.refresh()));
  const running = createSandboxRunning(ctx, session, parts.time, () => fight.get() !== null, settled);
  return mountClock(ctx, {
    root,
    session,
    catchUp,
    tabletop,
    tableForm,
    page,
    perform,
    fight: count,
    running,
  });
}

/** The table's settings beside the clock panel (none without the clock's template). */
function mountTablePanel({ ctx, page, tabletop, perform }: SandboxParts): TableForm | null {
  const tableRoot = page.region("table");
  if (!tableRoot || !ctx.templates.has(CLOCK_TEMPLATE)) return null;
  return mountTableForm(ctx, tableRoot, tabletop, perform, page.refresh);
}

function mountMapPanel(parts: SandboxParts, tableForm: TableForm | null): MapHost | null {
  const { ctx, page, session, tabletop, perform } = parts;
  const root = page.region("map");
  if (!root) return null;
  return mountMap({
    root,
    i18n: ctx.i18n,
    text: ctx.text,
    session,
    positions: positionStore(ctx.storage),
    rules: ctx.preset.wilderness,
    dayStart: ctx.preset.time.dayStart,
    wilderness: () => session.state().area?.type === "wilderness",
    busyWhile: page.busyWhile,
    showError: page.showError,
    ask: questionDialog(ctx.doc, ctx.templates),
    refresh: page.refresh,
    meet: (met) => askMeeting(ctx, { session, page, perform }, met),
    // The party's hex names the wilderness area's terrain, through the table's settings as the GM's choice does.
    async enterTerrain(terrain) {
      const table = tabletop.settings();
      if (tabletop.change({ ...table, area: { ...table.area, terrain } })) {
        await perform({ type: "setArea", area: areaOf(tabletop.settings()) });
        tableForm?.render();
      }
    },
  });
}

function mountTrackerPanel({ ctx, page, session, time, fight, tabletop }: SandboxParts): TrackerHost | null {
  const root = page.region("tracker");
  if (!root) return null;
  return mountTracker({
    root,
    doc: ctx.doc,
    templates: ctx.templates,
    i18n: ctx.i18n,
    fight: fight.get,
    clock: () => clockCountdowns(session.state(), time.now(), fight.get()),
    text: ctx.text,
    act: fight.act,
    notice: page.notice,
    seenAs: tabletop.trackerViewer,
  });
}

/** The handle scripts see; the page marks itself ready once it is published. */
function publish(parts: SandboxParts, panels: Panels): SandboxHandle {
  const { ctx, page, session, fight } = parts;
  const handle: SandboxHandle = {
    i18n: ctx.i18n,
    templates: ctx.templates,
    storage: ctx.storage,
    dice: ctx.dice,
    session,
    now: () => parts.time.now(),
    perform: parts.perform,
    refresh: page.refresh,
    moveParty: (space) => panels.map?.moveTo(space) ?? Promise.resolve(),
    bench: {
      async sampleFight(size) {
        fight.start(size);
        await fight.act({ kind: "rollAll" });
        await fight.act({ kind: "intent", intent: { type: "begin" } });
      },
      renderTracker() {
        panels.tracker?.render();
        // The layout that follows a re-render is part of what a frame costs.
        void page.region("tracker")?.offsetHeight;
      },
      profileTracker: () => panels.tracker?.profile() ?? null,
    },
  };
  ctx.win.turnkeeperSandbox = handle;
  ctx.doc.documentElement.dataset.ready = "true";
  return handle;
}

/**
 * What the page says at start of what it could not read (issue 20), with the way out: the stored state, which
 * it then never writes over (Export keeps a copy, Reset starts over), or a stored clock, which gives way to
 * where the state was left.
 */
function startNotice(ctx: SandboxContext, page: Page, session: Session, time: WorldTime): void {
  const { i18n } = ctx;
  const problem = session.storageError();
  if (problem) {
    const why = i18n.format(`TURNKEEPER.Error.${problem.code}`, problem.params);
    page.notice(i18n.format("TURNKEEPER.Sandbox.unreadable", { why }));
  } else if (time.unread !== undefined) {
    const stored = String(JSON.stringify(time.unread)).slice(0, 40);
    page.notice(i18n.format("TURNKEEPER.Sandbox.clockUnread", { stored }));
  }
}

export async function startSandbox(doc: Document, win: Window): Promise<SandboxHandle> {
  const ctx = createContext(doc, win);
  const page = createPage(doc, ctx.i18n);
  const tabletop = createTabletop(ctx);
  const firstVisit = ctx.storage.load(KEYS.world) === undefined;
  const time = createWorldTime(ctx.storage, ctx.preset.time.dayStart);
  const chat = chatPanel(ctx, page);
  const record = createRecordPanel(ctx, page);
  const { session, catchUp } = createSandboxSession(ctx, {
    time,
    chat: chat.port,
    record,
    options: tabletop.options,
    notice: page.notice,
    waiting: () => page.refresh(),
  });
  const fight = createCurrentFight(ctx, page, session, time, chat.port);
  const parts: SandboxParts = {
    ctx,
    page,
    session,
    catchUp,
    time,
    tabletop,
    fight,
    perform: performer(session, page),
  };

  renderShell(ctx);
  wireChrome(ctx, { page, fight, record });
  const tableForm = mountTablePanel(parts);
  const panels: Panels = {
    clock: mountClockPanel(parts, tableForm),
    map: mountMapPanel(parts, tableForm),
    tracker: mountTrackerPanel(parts),
  };
  page.setPanels([
    () => panels.clock?.render(),
    () => panels.map?.render(),
    () => panels.tracker?.render(),
    fight.renderControls,
    chat.render,
    record.render,
  ]);

  startNotice(ctx, page, session, time);
  await session.sync(time.now());
  // A first visit starts in the sample dungeon, so advancing turns brings encounter checks at once.
  if (firstVisit) await session.perform({ type: "setArea", area: areaOf(tabletop.settings()) });
  await session.idle();
  page.refresh();
  return publish(parts, panels);
}
