/** A GM and a player with Turnkeeper, the record journal and a calendar: shared by the record tests. */
import { vi } from "vitest";
import { logEntries, type LogEntry } from "../../../src/core";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld, type FakeClient } from "../../fakes/foundry";
import {
  fakeCoreCalendar,
  fakeSeasonsStars,
  fakeSimpleCalendar,
  installJournals,
  type FakeJournalServer,
} from "../../fakes/foundry-record";
import { settle, tkOf } from "../session/clock-table";

export interface TableOptions {
  /** What `turnkeeper.state` holds before anyone connects (a reload, or an older Turnkeeper's state). */
  stored?: unknown;
  calendar?: "core" | "seasonsStars" | "simpleCalendar" | null;
  /** The world time to start at (where the stored state was left). */
  time?: number;
}

/** A GM and a player with Turnkeeper started, the record journal and (optionally) a calendar. */
export async function recordTable(options: TableOptions = {}) {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld();
  world.worldTime = options.time ?? 0;
  if (options.stored !== undefined) world.worldSettings.set("turnkeeper.state", options.stored);
  const gm = world.connect("GM", true);
  const alice = world.connect("Alice", false);
  world.addScene("Wilds", true);
  const journals = installJournals(world);
  for (const c of world.clients) {
    withCalendar(c, options.calendar ?? null);
    startTurnkeeper(c);
    await c.boot();
  }
  await settle(world);
  return { world, gm, alice, journals };
}

function withCalendar(c: FakeClient, calendar: TableOptions["calendar"]) {
  if (calendar === "core") c.calendar = fakeCoreCalendar();
  if (calendar === "simpleCalendar") {
    const sc = fakeSimpleCalendar();
    c.calendars = { seasonsStars: () => null, simpleCalendar: () => sc };
  }
  if (calendar === "seasonsStars") {
    const ss = fakeSeasonsStars();
    c.calendars = { seasonsStars: () => ss, simpleCalendar: () => null };
  }
}

/** The GM's client again, after a reload. */
export async function reload(world: FakeWorld, gm: FakeClient) {
  world.disconnect(gm);
  const again = world.join(gm.user);
  startTurnkeeper(again);
  await again.boot();
  await settle(world);
  return again;
}

/** Every entry id on the record's pages, in page then id order. */
export const recordedIds = (journals: FakeJournalServer) =>
  journals
    .recordPages()
    .flatMap((p) => Object.keys(p.flags.turnkeeper?.entries ?? {}).map(Number))
    .sort((a, b) => a - b);

/** The undo window as a client's session reads it, newest first. */
export const logOf = (c: FakeClient): LogEntry[] => logEntries(tkOf(c).tk.state().keeper);
