/** The campaign record journal: a page per day, continuation pages, undo, reloads and the export. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import { isSplit } from "../../../src/foundry/session/stored-state";
import { createWorldState, loadWorldState, newArea } from "../../../src/ui";
import { api, settle, tkOf, writes } from "../session/clock-table";
import { logOf, recordedIds, recordTable, reload } from "./record-table";

afterEach(() => vi.restoreAllMocks());

describe("the campaign record's day pages", () => {
  it("a 30-day journey makes 30 day pages holding every entry, one journal write per processed change", async () => {
    const t = await recordTable({ calendar: "core" });
    const before = t.journals.writes.length;
    const mark = t.world.writes.length;
    for (let i = 0; i < 30 * 4; i++) await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    const pages = t.journals.recordPages();
    expect(pages).toHaveLength(30);
    expect(pages[0]?.name).toBe("1 Deepwinter 1042");
    expect(pages[29]?.name).toBe("30 Deepwinter 1042");
    const entries = logOf(t.gm).filter((e) => e.reason.kind !== "setup");
    expect(entries).toHaveLength(120);
    expect(recordedIds(t.journals)).toEqual(expect.arrayContaining(entries.map((e) => e.id)));
    for (const page of pages)
      expect(Object.keys(page.flags.turnkeeper?.entries ?? {}).length).toBeGreaterThanOrEqual(4);
    // One journal request per processed change (the first one made the journal, an extra create).
    const w = writes(t.world, mark);
    expect(w.worldTime).toBe(120);
    expect(t.journals.writes.length - before).toBe(120);
    // The state twice an advance: the change asked for (no pages), then the change processed.
    expect(w.state).toBe(240);
    // A quiet day fits its page: no continuation, and no request near the 5 KB a change may send.
    expect(pages.every((p) => (p.flags.turnkeeper?.part ?? 1) === 1)).toBe(true);
    expect(Math.max(...t.journals.writes.map((w) => w.bytes))).toBeLessThan(5120);
    // The day's text is the session report: the GM's part in Foundry's secret sections.
    expect(pages[0]?.text.content).toContain("tk-record__entry");
  });

  it("an undo inside the window takes the entry off its page", async () => {
    const t = await recordTable();
    await api(t.gm).advanceUnit("watch");
    await api(t.gm).advance("2 watches", { note: "to the ford" });
    await settle(t.world);
    const newest = logOf(t.gm)[0];
    expect(recordedIds(t.journals)).toContain(newest?.id);
    expect(t.journals.recordPages()[0]?.text.content).toContain("to the ford");
    const journalWrites = t.journals.writes.length;
    await api(t.gm).undo();
    await settle(t.world);
    expect(recordedIds(t.journals)).not.toContain(newest?.id);
    expect(t.journals.recordPages()[0]?.text.content).not.toContain("to the ford");
    expect(t.journals.writes.length - journalWrites).toBe(1);
  });
});

describe("continuation pages", () => {
  it("a busy day goes on in continuation pages, each change sending under 5 KB in one journal request", async () => {
    const t = await recordTable({ calendar: "core" });
    await api(t.gm).setArea({ ...newArea("dungeon", "Sunken Halls"), level: "normal" });
    await settle(t.world);
    const sent: number[] = [];
    // A day of 144 dungeon turns, with an encounter check every sixth.
    for (let i = 0; i < 144; i++) {
      const before = t.journals.writes.length;
      if (i % 6 === 5) await api(t.gm).checkEncounter();
      await api(t.gm).advanceUnit("turn");
      await settle(t.world);
      const requests = t.journals.writes.slice(before);
      expect(requests).toHaveLength(1);
      sent.push(requests[0]?.bytes ?? 0);
    }
    expect(Math.max(...sent)).toBeLessThan(5120);
    const pages = t.journals.recordPages();
    const day = pages.filter((p) => p.flags.turnkeeper?.day === 0);
    expect(day.length).toBeGreaterThan(2);
    // The parts follow the day's page, numbered, and hold every entry of the day between them.
    expect(day.map((p) => p.name).slice(0, 3)).toEqual([
      "1 Deepwinter 1042",
      "1 Deepwinter 1042 (2)",
      "1 Deepwinter 1042 (3)",
    ]);
    expect(day.map((p) => p.flags.turnkeeper?.part ?? 1)).toEqual(day.map((_, i) => i + 1));
    for (const page of pages) expect(page.text.content.length).toBeLessThan(5120);
    const entries = logOf(t.gm).filter((e) => e.reason.kind !== "setup");
    expect(recordedIds(t.journals)).toEqual(expect.arrayContaining(entries.map((e) => e.id)));
    // The newest entry is on the last part: undo takes it off that page, in one request.
    const newest = logOf(t.gm)[0];
    const last = day.at(-1);
    expect(Object.keys(last?.flags.turnkeeper?.entries ?? {})).toContain(String(newest?.id));
    const requests = t.journals.writes.length;
    await api(t.gm).undo();
    await settle(t.world);
    expect(t.journals.writes.length - requests).toBe(1);
    expect(recordedIds(t.journals)).not.toContain(newest?.id);
    expect(last?.text.content).not.toContain(`data-entry="${newest?.id}"`);
    // The export still reads as one section for the day, every entry of its parts in it.
    await tkOf(t.gm).tk.exportRecord();
    const markdown = t.gm.apps.downloads.at(-1)?.text ?? "";
    expect(markdown.match(/^## .*$/gm)).toEqual(["## 1 Deepwinter 1042"]);
    // (less the entry undone)
    expect(markdown.match(/^- /gm)).toHaveLength(entries.length - 1);
  });
});

describe("the campaign record across reloads, and its export", () => {
  it("an entry older than the undo window is still in the record after a reload", async () => {
    const preset = BUILT_IN_PRESETS["four-watches"];
    const t = await recordTable({ stored: createWorldState(0, preset, 2) });
    for (let i = 0; i < 8; i++) await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    const gm = await reload(t.world, t.gm);
    const window = logOf(gm).map((e) => e.id);
    expect(window.length).toBeLessThan(8);
    expect(window).not.toContain(1);
    expect(recordedIds(t.journals)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The window reads back whole from the pages, and undo still works after the reload.
    expect(await api(gm).undo()).toMatchObject({ ok: true });
    await settle(t.world);
    expect(recordedIds(t.journals)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the log's entries out of the state setting, and reads an older whole state with nothing lost", async () => {
    // An older Turnkeeper's state (as the record switched off keeps it): the whole log inside the setting.
    const old = await recordTable();
    await old.gm.settings.set("turnkeeper", "campaignRecord", false);
    for (let i = 0; i < 5; i++) await api(old.gm).advanceUnit("turn");
    await settle(old.world);
    const stored = old.world.worldSettings.get("turnkeeper.state");
    expect(isSplit(stored)).toBe(false);
    const loaded = loadWorldState(stored);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const oldLog = logEntries(loaded.value.keeper);
    expect(oldLog).toHaveLength(5);

    const t = await recordTable({ stored, time: old.world.worldTime });
    expect(logOf(t.gm)).toEqual(oldLog);
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    expect(recordedIds(t.journals)).toEqual([1, 2, 3, 4, 5, 6]);
    // From then on the state names only its own task's entries, which the pages take after it.
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    const split = t.world.worldSettings.get("turnkeeper.state");
    if (!isSplit(split)) throw new Error("the state is not kept apart from its log");
    const { unwritten, ...where } = split.split;
    expect((unwritten?.put as { id: number }[]).map((e) => e.id)).toEqual([7]);
    expect(JSON.stringify({ ...split, split: where })).not.toContain('"undo"');
    const gm = await reload(t.world, t.gm);
    expect(logOf(gm).map((e) => e.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(logOf(gm).slice(2)).toEqual(oldLog);
  });

  it("exports the record as Markdown, the GM's part for GMs only", async () => {
    const t = await recordTable({ calendar: "core" });
    await api(t.gm).advanceUnit("watch");
    await api(t.gm).checkEncounter();
    await settle(t.world);
    await tkOf(t.gm).tk.exportRecord();
    const file = t.gm.apps.downloads.at(-1);
    expect(file?.filename).toBe("campaign-record.md");
    expect(file?.text).toMatch(/^# The Sunken Halls\n\n## 1 Deepwinter 1042\n\n- \*\*/);
  });
});
