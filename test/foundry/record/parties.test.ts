/**
 * Entries of a named party on the record's pages (issues 20 and 22): the page keeps the party's name beside the
 * entry, and the undo window reads them back whole after a reload, nothing reported missing or unreadable.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeClient } from "../../fakes/foundry";
import { api, settle, tkOf } from "../session/clock-table";
import { logOf, recordTable, reload } from "./record-table";

afterEach(() => vi.restoreAllMocks());

const warnings = (c: FakeClient) =>
  c.notifications.shown.filter((n) => n.level === "warn").map((n) => n.message);

describe("entries of a named party", () => {
  it("are kept with the party's name and read back into the undo window after a reload", async () => {
    const t = await recordTable();
    const party = tkOf(t.gm).tk.state().party;
    expect(
      await tkOf(t.gm).tk.perform({ type: "renameParty", id: party.id, name: "The Lanterns" }),
    ).toMatchObject({
      ok: true,
    });
    await api(t.gm).advanceUnit("watch");
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    const window = logOf(t.gm);
    expect(window).toHaveLength(2);
    const page = t.journals.recordPages()[0];
    expect(page?.flags.turnkeeper?.entries?.[String(window[0]?.id)]).toMatchObject({ party: "The Lanterns" });
    const gm = await reload(t.world, t.gm);
    expect(logOf(gm)).toEqual(window);
    expect(warnings(gm)).toEqual([]);
    expect(await api(gm).undo()).toMatchObject({ ok: true });
  });
});
