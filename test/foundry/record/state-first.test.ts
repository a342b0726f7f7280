/**
 * The state goes before the record's pages (issue 20): a processed change writes the state setting, naming the
 * record's change it made, then the pages. A page write that fails, or a GM's client that goes between the
 * two, loses nothing and merges nothing: readers take the entries from the state, and the next change, on any
 * GM's client, writes what the pages lack, once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import type { FakeClient } from "../../fakes/foundry";
import { api, settle, tkOf, writeOrder } from "../session/clock-table";
import { logOf, recordedIds, recordTable } from "./record-table";

afterEach(() => vi.restoreAllMocks());

const WATCH = 6 * 3600;

type Table = Awaited<ReturnType<typeof recordTable>>;

/** A second GM joins the table (the first stays the active one while connected). */
async function secondGM(t: Table): Promise<FakeClient> {
  const gm2 = t.world.connect("GM Two", true);
  startTurnkeeper(gm2);
  await gm2.boot();
  await settle(t.world);
  return gm2;
}

/** The server refuses every request for the record's pages until the returned call (a lost connection). */
function pagesRefused(t: Table): () => void {
  const write = t.world.write.bind(t.world);
  const spy = vi.spyOn(t.world, "write").mockImplementation((...args) => {
    if (args[1] === "JournalEntryPage") throw new Error("connection lost");
    write(...args);
  });
  return () => spy.mockRestore();
}

/** A watch logged, then a change whose pages the server refuses (the GM's client may go, `gone`): its entry. */
async function refusedChange(t: Table, by: string, note: string, gone?: FakeClient) {
  await api(t.gm).advanceUnit("watch");
  await settle(t.world);
  const allow = pagesRefused(t);
  await api(t.gm).advance(by, { note });
  await settle(t.world);
  allow();
  const entry = logOf(t.gm)[0];
  if (gone) t.world.disconnect(gone);
  await settle(t.world);
  return entry;
}

/** The record's pages holding entry `id` (more than one would be a copy). */
const pagesHolding = (t: Table, id: number) =>
  t.journals.recordPages().filter((p) => String(id) in (p.flags.turnkeeper?.entries ?? {}));

const warnings = (c: FakeClient) =>
  c.notifications.shown.filter((n) => n.level === "warn").map((n) => n.message);

describe("the state before the record's pages", () => {
  it("writes the state setting first, then the pages, for every processed change", async () => {
    const t = await recordTable();
    await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    const mark = t.world.writes.length;
    await api(t.gm).advance("2 turns", { note: "to the ford" });
    await settle(t.world);
    // The change asked for (the state alone), the advance, then the processed change: the state, then its page.
    expect(writeOrder(t.world, mark)).toEqual([
      "turnkeeper.state",
      "worldTime",
      "turnkeeper.state",
      "JournalEntryPage",
    ]);
  });
});

describe("a change the pages never took", () => {
  it("a page write that fails after the state's: the GM is told, and the entry is on its page after the next change, once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await recordTable();
    const ford = await refusedChange(t, "2 turns", "to the ford");
    expect(ford?.reason.note).toBe("to the ford");
    expect(recordedIds(t.journals)).not.toContain(ford?.id);
    expect(warnings(t.gm).join(" ")).toContain("could not be written (connection lost)");
    // The clock and the state went on: the time change is processed, and the record's export has the entry.
    expect(logOf(t.gm).at(0)?.to).toBe(t.world.worldTime);
    await tkOf(t.gm).tk.exportRecord();
    expect(t.gm.apps.downloads.at(-1)?.text).toContain("to the ford");
    const requests = t.journals.writes.length;
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    // The turn's first write (the change it asks for) takes the ford's entry to its page; then the turn's own.
    expect(t.journals.writes.length - requests).toBe(2);
    expect(pagesHolding(t, ford?.id ?? 0)).toHaveLength(1);
    const page = pagesHolding(t, ford?.id ?? 0)[0];
    expect(page?.flags.turnkeeper?.entries?.[String(ford?.id)]).toMatchObject({
      reason: { note: "to the ford" },
    });
    expect(page?.text.content).toContain("to the ford");
    expect(logOf(t.gm).map((e) => e.id)).toEqual(recordedIds(t.journals).slice().reverse());
  });

  it("a GM's client gone between the state and the pages: another GM reads the entry, and its next change writes it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await recordTable();
    const gm2 = await secondGM(t);
    const before = logOf(t.gm).length;
    const marsh = await refusedChange(t, "1 watch", "into the marsh", t.gm);
    expect(marsh?.reason.note).toBe("into the marsh");
    expect(logOf(gm2)).toHaveLength(before + 2);
    expect(recordedIds(t.journals)).not.toContain(marsh?.id);
    // The other GM reads the state before the pages hold its entry: pending, not lost, nothing reported.
    expect(logOf(gm2)[0]).toEqual(marsh);
    expect(warnings(gm2).join(" ")).not.toContain("lacks part of the time log");
    expect(t.world.activeGM).toBe(gm2.user);
    t.world.advanceTime(gm2.user, WATCH);
    await settle(t.world);
    expect(pagesHolding(t, marsh?.id ?? 0)).toHaveLength(1);
    expect(logOf(gm2).slice(1)[0]).toEqual(marsh);
    expect(logOf(gm2).map((e) => e.id)).toEqual(recordedIds(t.journals).slice().reverse());
  });

  it("an undo of the entry the pages never took: it never reaches them, and the clock goes back to where it began", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await recordTable();
    const marsh = await refusedChange(t, "1 watch", "into the marsh");
    expect(await api(t.gm).undo()).toMatchObject({ ok: true });
    await settle(t.world);
    expect(t.world.worldTime).toBe(marsh?.from);
    expect(logOf(t.gm).map((e) => e.id)).not.toContain(marsh?.id);
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    expect(recordedIds(t.journals)).not.toContain(marsh?.id);
    expect(logOf(t.gm).map((e) => e.id)).toEqual(recordedIds(t.journals).slice().reverse());
  });
});
