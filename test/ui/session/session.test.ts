/** The timekeeping session: one advance and one write per action, typed durations, undo. */
import { describe, expect, it } from "vitest";
import { logEntries } from "../../../src/core";
import { TURN } from "./fixtures";
import { makeHost } from "./host";

describe("the timekeeping session", () => {
  it("advances the clock once per action, writing what it asks for before and the processed change after", async () => {
    const host = makeHost();
    const result = await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(result).toEqual({ ok: true, value: { seconds: TURN, cards: 0 } });
    expect(host.advances).toEqual([TURN]);
    expect(host.saves.map((s) => [s.keeper.state.time, s.asked?.to ?? null])).toEqual([
      [0, TURN],
      [TURN, null],
    ]);
    const state = host.session.state();
    expect(state.keeper.state.time).toBe(TURN);
    expect(logEntries(state.keeper)[0]?.reason.kind).toBe("turn");
  });

  it("processes a time change from elsewhere exactly once, and a repeated sync writes nothing", async () => {
    const host = makeHost();
    await host.session.sync();
    const first = host.saves.length;
    await host.moveClock(3 * TURN);
    await host.session.sync(3 * TURN);
    await host.session.sync(3 * TURN);
    expect(host.saves.length - first).toBe(1);
    expect(logEntries(host.session.state().keeper)[0]?.reason.kind).toBe("sync");
  });

  it("refuses a bad duration with a typed error and changes nothing", async () => {
    const host = makeHost();
    const result = await host.session.perform({ type: "advance", by: "three turnips" });
    expect(result.ok).toBe(false);
    expect(host.advances).toEqual([]);
    expect(host.saves).toEqual([]);
  });

  it("advances by a typed duration with dice, logging the roll", async () => {
    const host = makeHost({ faces: [3] });
    await host.session.perform({ type: "advance", by: "1d4 turns", note: "eating" });
    await host.session.idle();
    expect(host.advances).toEqual([3 * TURN]);
    const entry = logEntries(host.session.state().keeper)[0];
    expect(entry?.reason).toEqual({
      kind: "advance",
      note: "eating",
      rolls: [{ formula: "1d4", total: 3, dice: [{ faces: 4, results: [3] }] }],
    });
  });
});

describe("undoing in the session", () => {
  it("undoes an advance: the clock runs back once and the torch burns again", async () => {
    const host = makeHost();
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.session.perform({ type: "advanceUnit", unit: "watch" });
    await host.session.idle();
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
    const entry = logEntries(host.session.state().keeper)[0]!;
    await host.session.perform({ type: "undo", entry: entry.id });
    await host.session.idle();
    expect(host.advances).toEqual([21_600, -21_600]);
    expect(host.time).toBe(0);
    const state = host.session.state();
    expect(state.keeper.state.time).toBe(0);
    expect(state.keeper.state.timers).toHaveLength(1);
    expect(host.lights.at(-1)).toEqual([{ owner: "Actor.aldo", source: "torch" }]);
    expect(host.texts().at(-1)?.title).toBe("Time log: undone");
  });

  it("undoes an entry at the present time without moving the clock", async () => {
    const host = makeHost();
    await host.session.perform({ type: "light", owner: "Actor.aldo", source: "torch" });
    await host.session.perform({ type: "undo" });
    expect(host.advances).toEqual([]);
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
  });
});
