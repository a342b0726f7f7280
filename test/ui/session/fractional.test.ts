/**
 * Fractional world time, as calendar modules with a time ratio set it (Seasons & Stars, Calendaria, Simple
 * Calendar): the rules see whole seconds, the state remembers the exact time, and the clock never stops.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countBetween, logEntries, type DicePort, type Timekeeper } from "../../../src/core";
import { loadWorldState, newArea, type WorldState } from "../../../src/ui";
import { makeHost } from "./host";

const TURN = 600;
const dungeon = { ...newArea("dungeon", "Upper halls"), level: "normal" as const };

/** How many times each unit began and each check fell due in the log's entries. */
function counted(keeper: Timekeeper): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of logEntries(keeper))
    for (const e of entry.events) {
      if (e.type === "timerEnded") continue;
      const key = e.type === "unitBegan" ? `unit:${e.unit}` : `check:${e.check}`;
      counts[key] = (counts[key] ?? 0) + e.count;
    }
  return counts;
}

/** The seconds the log's advances account for. */
const logged = (keeper: Timekeeper) =>
  logEntries(keeper)
    .filter((e) => e.command === "advance")
    .reduce((sum, e) => sum + e.to - e.from, 0);

describe("fractional world time", () => {
  it("brings the rules to the whole second and remembers the exact time", async () => {
    const host = makeHost();
    await host.session.sync();
    const result = await host.session.sync(1234.75);
    expect(result).toEqual({ from: 0, to: 1234.75, wrote: true });
    const state = host.session.state();
    expect(state.keeper.state.time).toBe(1234);
    expect(state.worldTime).toBe(1234.75);
    const saves = host.saves.length;
    await host.session.sync(1234.75);
    expect(host.saves).toHaveLength(saves);
  });

  it("keeps going through many fractional ticks, each unit begun and each check due once", async () => {
    const host = makeHost({ options: { dueChecks: "prompt" } });
    await host.session.perform({ type: "setArea", area: dungeon });
    await host.session.idle();
    for (let i = 0; i < 300; i++) await host.moveClock(293.7);
    const state = host.session.state();
    const time = state.keeper.state.time;
    expect(time).toBe(Math.floor(host.time));
    expect(state.worldTime).toBe(host.time);
    const { boundaries, checks } = state.keeper.state;
    const expected = Object.fromEntries([
      ...boundaries.map((b) => [`unit:${b.unit}`, countBetween(b, 0, time)]),
      ...checks.map((c) => [`check:${c.id}`, countBetween(c, 0, time)]),
    ]);
    expect(expected).toMatchObject({ "unit:day": 1, "unit:watch": 4, "check:encounter": 48 });
    expect(counted(state.keeper)).toEqual(expected);
  });

  it("carries out an intent from a fractional time, logged with its reason", async () => {
    const host = makeHost({ time: 100.5 });
    const result = await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(result.ok).toBe(true);
    const state = host.session.state();
    expect(host.time).toBe(700.5);
    expect(state.keeper.state.time).toBe(700);
    expect(state.worldTime).toBe(700.5);
    expect(logEntries(state.keeper)[0]?.reason.kind).toBe("turn");
  });

  it("reads a state stored before the exact time was kept, at its keeper's time", async () => {
    const host = makeHost();
    await host.moveClock(TURN);
    const { worldTime: _exact, ...rest } = host.session.state();
    const old = JSON.parse(JSON.stringify({ ...rest, version: 1 })) as unknown;
    const loaded = loadWorldState(old);
    expect(loaded.ok && loaded.value.worldTime).toBe(TURN);
    expect(loadWorldState({ ...(old as object), version: 2 }).ok).toBe(false);
  });
});

/** Dice that never find anything: every die shows its highest face (no x-in-6 chance succeeds). */
const highest: DicePort = {
  roll: (formula) => {
    const [count = 1, faces = 6] = formula.split("d").map(Number);
    return { formula, total: count * faces, dice: [{ faces, results: Array(count).fill(faces) }] };
  },
};

/** What processing must agree on, however the time came: timers, checks, what fell due, what was logged. */
const outcome = (ws: WorldState) => ({
  time: ws.keeper.state.time,
  timers: ws.keeper.state.timers,
  checks: ws.keeper.state.checks,
  counted: counted(ws.keeper),
  logged: logged(ws.keeper),
  pending: ws.pending.map((p) => p.at),
});

async function started(realNow?: () => number) {
  const host = makeHost({
    preset: "turns-rounds-segments",
    dice: highest,
    options: { dueChecks: "prompt" },
    ...(realNow ? { ports: { realNow } } : {}),
  });
  await host.session.sync();
  await host.session.perform({ type: "setArea", area: dungeon });
  await host.session.perform({ type: "light", owner: "Actor.a", ownerName: "Aldo", source: "torch" });
  await host.session.idle();
  return host;
}

describe("fractional ticks, processed one by one", () => {
  it("end as processing the last tick's whole second in one go (modulo joined entries)", async () => {
    const ticks = fc.array(
      fc.record({
        // Up to two hours of game time a tick, in thousandths of a second.
        game: fc.integer({ min: 1, max: 7_200_000 }).map((ms) => ms / 1000),
        real: fc.integer({ min: 0, max: 90_000 }),
      }),
      { minLength: 1, maxLength: 25 },
    );
    await fc.assert(
      fc.asyncProperty(ticks, fc.boolean(), async (steps, joined) => {
        let real = 0;
        const stepped = await started(joined ? () => real : undefined);
        for (const { game, real: gap } of steps) {
          real += gap;
          await stepped.moveClock(game);
        }
        const once = await started();
        await once.moveClock(Math.floor(stepped.time) - once.time);
        expect(outcome(stepped.session.state())).toEqual(outcome(once.session.state()));
      }),
      { numRuns: 40 },
    );
  });
});
