/**
 * The world clock as calendar and clock modules move it (Seasons & Stars and Calendaria with a time ratio,
 * Simple Calendar's real-time clock): fractional world time, a tick every ten seconds, a date set years ahead.
 * The module is stood for by a GM client's own `game.time.advance`, which Turnkeeper did not ask for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logEntries } from "../../../src/core";
import { newArea } from "../../../src/ui";
import { api, clockTable, settle, writes } from "./clock-table";

const YEAR = 365 * 86_400;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a calendar module's clock", () => {
  it("ticking fractions of seconds every ten seconds is logged and written once a minute", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    const entries = logEntries(api(t.gm).state().keeper).length;
    for (let i = 0; i < 14; i++) {
      vi.advanceTimersByTime(10_000);
      await t.gm.game.time.advance(10.25);
      await settle(t.world);
    }
    // Ticks 1, 7 and 13 each begin a stretch and carry the one before; the 14th is held.
    expect(writes(t.world, mark).state).toBe(3);
    const state = api(t.gm).state();
    expect(state.keeper.state.time).toBe(Math.floor(t.world.worldTime));
    expect(logEntries(state.keeper)).toHaveLength(entries + 3);
    // The clock stops: what is held is written within two minutes.
    vi.advanceTimersByTime(120_000);
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(4);
    expect(api(t.alice).state().keeper.state.time).toBe(Math.floor(t.world.worldTime));
  });

  it("set ten years ahead asks the GM once in a dialog and posts a summary, not a card per check", async () => {
    const t = await clockTable();
    await api(t.gm).setArea({ ...newArea("dungeon", "Crypt"), level: "normal" });
    await settle(t.world);
    const mark = t.world.writes.length;
    t.gm.apps.answers.push({ choice: "last" });
    await t.gm.game.time.advance(10 * YEAR + 0.5);
    await settle(t.world);
    expect(t.gm.apps.asked.map((a) => a.title)).toEqual(["A long jump of the clock"]);
    expect(t.gm.apps.asked[0]?.content).toContain("175200 encounter checks fell due");
    // The summary and the last three checks.
    expect(writes(t.world, mark).messages).toBe(4);
    expect(api(t.gm).state().keeper.state.time).toBe(10 * YEAR);
  });
});
