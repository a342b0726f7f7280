/**
 * The campaign record shared with players as the GM chooses (issue 22, playerRecord): a player's client holds
 * the record journal only while the GM lets players read it, the active GM changing its ownership once per
 * change of the setting; a record made while it is on is shared from the start.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld } from "../../fakes/foundry";
import { installJournals } from "../../fakes/foundry-record";
import { api, settle } from "../session/clock-table";
import { recordTable } from "./record-table";

afterEach(() => vi.restoreAllMocks());

const OBSERVER = 2;

describe("the campaign record and the players", () => {
  it("is the GMs' alone by default, shared with players and taken back as the setting changes", async () => {
    const t = await recordTable();
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    const journal = () => t.journals.journals.find((j) => j.flags.turnkeeper?.record === true);
    expect(journal()?.ownership.default).toBe(0);
    expect(t.alice.journals.record()).toBeNull();
    const mark = t.world.writes.length;
    await t.gm.settings.set("turnkeeper", "playerRecord", "exact");
    await settle(t.world);
    expect(journal()?.ownership.default).toBe(OBSERVER);
    expect(t.alice.journals.record()?.pages().length).toBeGreaterThan(0);
    const shared = t.world.writes
      .slice(mark)
      .filter((w) => w.kind === "document" && w.type === "JournalEntry");
    expect(shared).toHaveLength(1);
    await t.gm.settings.set("turnkeeper", "playerRecord", "none");
    await settle(t.world);
    expect(journal()?.ownership.default).toBe(0);
    expect(t.alice.journals.record()).toBeNull();
  });

  it("a record begun while players may read it is theirs to read from the start", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const world = new FakeWorld();
    world.worldSettings.set("turnkeeper.playerRecord", "exact");
    const gm = world.connect("GM", true);
    const alice = world.connect("Alice", false);
    const journals = installJournals(world);
    for (const c of world.clients) {
      startTurnkeeper(c);
      await c.boot();
    }
    await api(gm).advanceUnit("turn");
    await settle(world);
    expect(journals.journals).toHaveLength(1);
    expect(alice.journals.record()?.ownership.default).toBe(OBSERVER);
  });
});
