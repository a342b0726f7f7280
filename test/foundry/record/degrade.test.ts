/**
 * The campaign record journal when its pages are not as Turnkeeper left them (issue 20): an entry edited by
 * hand is set aside (the rest loads), the GM's own text on a day page is kept, a page deleted by hand is
 * reported and never undone across, switching the record off and on keeps history consistent, and a state
 * write that failed leaves the pages untouched (the state goes first), so the next entry merges into nothing.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeClient } from "../../fakes/foundry";
import type { FakePageSource } from "../../fakes/foundry-record";
import { api, settle, tkOf } from "../session/clock-table";
import { logOf, recordedIds, recordTable, reload } from "./record-table";

afterEach(() => vi.restoreAllMocks());

const WATCH = 6 * 3600;

/** Moves the world clock from elsewhere (a calendar module, the core clock): one processed change each. */
async function watches(t: Awaited<ReturnType<typeof recordTable>>, count: number) {
  for (let i = 0; i < count; i++) {
    t.world.advanceTime(t.gm.user, WATCH);
    await settle(t.world);
  }
}

const warnings = (c: FakeClient) =>
  c.notifications.shown.filter((n) => n.level === "warn").map((n) => n.message);

/** The page holding entry `id`. */
const pageOf = (t: Awaited<ReturnType<typeof recordTable>>, id: number): FakePageSource => {
  const page = t.journals.recordPages().find((p) => String(id) in (p.flags.turnkeeper?.entries ?? {}));
  if (!page) throw new Error(`no page holds entry ${id}`);
  return page;
};

describe("a record page edited by hand", () => {
  it("sets an entry aside that does not read (a note of 5), and the rest of the state loads", async () => {
    const t = await recordTable();
    await watches(t, 3);
    const ids = logOf(t.gm).map((e) => e.id);
    const edited = pageOf(t, ids[1] ?? 0);
    const entry = edited.flags.turnkeeper?.entries?.[String(ids[1])] as { reason: { note?: unknown } };
    entry.reason.note = 5;
    const gm = await reload(t.world, t.gm);
    expect(tkOf(gm).tk.state().keeper.state.time).toBe(3 * WATCH);
    expect(logOf(gm).map((e) => e.id)).toEqual(ids.slice(0, 1));
    expect(warnings(gm).join(" ")).toContain(`"${edited.name}" holds an entry Turnkeeper cannot read`);
    // The next change moves it to the quarantine setting and off its page.
    await watches({ ...t, gm }, 1);
    const kept = t.world.worldSettings.get("turnkeeper.quarantine") as { parts: unknown[] };
    expect(kept.parts).toEqual([
      expect.objectContaining({
        where: edited.name,
        path: `flags.turnkeeper.entries.${ids[1]}`,
        error: expect.objectContaining({ code: "schema.type" }),
        value: entry,
      }),
    ]);
    expect(recordedIds(t.journals)).not.toContain(ids[1]);
  });

  it("keeps the GM's own text on a day page through the next change that day", async () => {
    const t = await recordTable();
    await watches(t, 1);
    const [page] = t.journals.recordPages();
    if (!page) throw new Error("no day page");
    page.text.content += "<h2>Notes</h2><p>The ford was flooded; Aldo swears he saw a light.</p>";
    await watches(t, 1);
    const newest = logOf(t.gm)[0]?.id;
    expect(page.text.content).toContain("<p>The ford was flooded; Aldo swears he saw a light.</p>");
    expect(page.text.content).toContain(`data-entry="${newest}"`);
    expect(page.text.content.match(/tk-record__entries/g)).toHaveLength(1);
  });
});

describe("a record page deleted by hand", () => {
  it("is reported, and undo never reaches across the gap it leaves", async () => {
    const t = await recordTable();
    await watches(t, 12);
    const [first, middle] = t.journals.recordPages();
    const journal = t.journals.journals[0];
    if (!journal || !middle || !first) throw new Error("three day pages expected");
    journal.pages.splice(journal.pages.indexOf(middle), 1);
    const gm = await reload(t.world, t.gm);
    expect(warnings(gm).join(" ")).toContain("pages missing: 1");
    // Only the last day's entries can be undone: undoing every one of them puts the clock where that day began.
    const window = logOf(gm);
    expect(window.every((e) => e.from >= 2 * 4 * WATCH)).toBe(true);
    for (const _ of window) await api(gm).undo();
    await settle(t.world);
    expect(t.world.worldTime).toBe(window.at(-1)?.from);
    expect(await api(gm).undo()).toMatchObject({ ok: false });
  });
});

describe("switching the record off and on", () => {
  it("keeps history consistent: the entries undone meanwhile leave the record, the older ones stay", async () => {
    const t = await recordTable();
    await watches(t, 5);
    const before = logOf(t.gm).map((e) => e.id);
    await t.gm.settings.set("turnkeeper", "campaignRecord", false);
    for (let i = 0; i < 3; i++) await api(t.gm).undo();
    await settle(t.world);
    await t.gm.settings.set("turnkeeper", "campaignRecord", true);
    await watches(t, 1);
    const kept = logOf(t.gm);
    expect(kept.slice(1).map((e) => e.id)).toEqual(before.slice(3));
    const gm = await reload(t.world, t.gm);
    expect(logOf(gm)).toEqual(kept);
    for (const id of before.slice(0, 3)) expect(recordedIds(t.journals)).not.toContain(id);
    // An undo puts the clock where the entry began, a time it had.
    await api(gm).undo();
    await settle(t.world);
    expect(t.world.worldTime).toBe(kept[0]?.from);
    expect(tkOf(gm).tk.state().keeper.state.time).toBe(kept[0]?.from);
  });
});

describe("a state write that fails", () => {
  it("leaves the pages as they were, and the next change's entry takes the id, whole", async () => {
    const t = await recordTable();
    await watches(t, 1);
    const next = tkOf(t.gm).tk.state().keeper.nextEntry;
    const settings = t.gm.settingsImpl;
    const set = settings.set.bind(settings);
    // The server refuses the state's write once (a lost connection): the state goes first, so no page is written.
    vi.spyOn(settings, "set").mockImplementationOnce(async (...args) => {
      if (args[1] === "state") throw new Error("connection lost");
      return set(...args);
    });
    const pageWrites = t.journals.writes.length;
    const light = tkOf(t.gm).tk.perform({
      type: "light",
      owner: "Actor.aldo",
      ownerName: "Aldo",
      source: "torch",
    });
    await expect(light).rejects.toThrow("connection lost");
    await settle(t.world);
    expect(t.journals.writes.length).toBe(pageWrites);
    expect(recordedIds(t.journals)).not.toContain(next);
    const reloaded = await reload(t.world, t.gm);
    expect(logOf(reloaded).map((e) => e.id)).not.toContain(next);
    // The next change takes the same id: its entry is on the page, nothing of the light's in it.
    await watches({ ...t, gm: reloaded }, 1);
    const entry = pageOf(t, next).flags.turnkeeper?.entries?.[String(next)];
    expect(entry).toMatchObject({ id: next, command: "advance", reason: { kind: "sync" } });
    expect((entry as { undo: object }).undo).toEqual({});
    expect(logOf(await reload(t.world, reloaded))[0]).toEqual(entry);
  });
});
