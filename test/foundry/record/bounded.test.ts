/**
 * What a processed time change reads of the campaign record does not grow with the campaign (issue 20's
 * bounded work): the journal's page list is walked once to write and once to read the state back, and only
 * the pages of the undo window's days and after have their entries read, however many older days there are.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import type { RecordJournalLike, RecordPageLike } from "../../../src/foundry/env/record";
import { createWorldState } from "../../../src/ui";
import { api, settle, writes } from "../session/clock-table";
import { recordTable } from "./record-table";

afterEach(() => vi.restoreAllMocks());

/** What the GM's client asked of the record's pages: list walks, and the day of each page whose entries it read. */
interface Visits {
  walks: number;
  days: (number | null)[];
}

/** The journal as the client sees it, each walk of its pages and each page's entries read counted. */
function counted(journal: RecordJournalLike, visits: Visits, pages: WeakMap<object, RecordPageLike>) {
  const pageSeen = (page: RecordPageLike): RecordPageLike => {
    let seen = pages.get(page);
    if (!seen) {
      seen = new Proxy(page, {
        get: (target, member) =>
          member === "entries"
            ? () => (visits.days.push(target.day), target.entries())
            : (Reflect.get(target, member) as unknown),
      });
      pages.set(page, seen);
    }
    return seen;
  };
  return new Proxy(journal, {
    get: (target, member) =>
      member === "pages"
        ? () => (visits.walks++, target.pages().map(pageSeen))
        : (Reflect.get(target, member) as unknown),
  });
}

describe("the record's work per time change", () => {
  it("reads only the undo window's days of a long record, walking its page list once a write", async () => {
    // An undo window of 2 entries (4 at most): four watches a day, so the window spans a day or two.
    const t = await recordTable({ stored: createWorldState(0, BUILT_IN_PRESETS["four-watches"], 2) });
    const visits: Visits = { walks: 0, days: [] };
    const seen = new WeakMap<object, RecordPageLike>();
    const port = t.journals.port.bind(t.journals);
    vi.spyOn(t.journals, "port").mockImplementation((by, journal) =>
      counted(port(by, journal), visits, seen),
    );
    const day = async () => {
      [visits.walks, visits.days] = [0, []];
      const mark = t.world.writes.length;
      for (let i = 0; i < 4; i++) await api(t.gm).advanceUnit("watch");
      await settle(t.world);
      return { ...visits, stateWrites: writes(t.world, mark).state };
    };
    await day(); // (the first write makes the journal)
    const early = await day();
    for (let d = 0; d < 20; d++) await day();
    const late = await day();
    expect(t.journals.recordPages().length).toBeGreaterThan(20);
    // Twice a write of the state: the pages the write reads, and reading back the state it wrote.
    expect(late.walks).toBeLessThanOrEqual(2 * late.stateWrites);
    expect(late.walks).toBe(early.walks);
    // Entries are read from the last two days' pages only, as many as on the first day.
    expect(late.days.length).toBeGreaterThan(0);
    expect(Math.min(...late.days.map((d) => d ?? -1))).toBeGreaterThanOrEqual(21);
    expect(late.days.length).toBeLessThanOrEqual(early.days.length + 8);
  });
});
