/**
 * Time a fight takes is logged as the fight's, not as one "The clock moved" entry per step: quiet steps join
 * the fight's entry, named for where the count stands; a step taken back shortens it; undo stays exact.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import {
  buildClockView,
  DEFAULT_OPTIONS,
  newArea,
  resolveView,
  type CombatTime,
  type WorldState,
} from "../../../src/ui";
import { makeHost, strictI18n } from "../session/host";

const SEGMENT = 6;
const preset = BUILT_IN_PRESETS["four-watches"];
const at = (fight: string, round: number, segment: number): CombatTime => ({ fight, round, segment });

function log(state: WorldState): { what: string }[] {
  const view = resolveView(buildClockView(state, preset, { isGM: true, owns: () => true }, DEFAULT_OPTIONS), {
    i18n: strictI18n,
    scale: preset.time,
  });
  return view.log.map((e) => ({ what: String(e.what) }));
}

describe("a fight's time in the log", () => {
  it("is one entry for the fight's steps, named for where the count stands", async () => {
    const host = makeHost();
    await host.session.sync();
    await host.moveClock(3 * SEGMENT, at("f1", 1, 3));
    await host.moveClock(SEGMENT, at("f1", 1, 4));
    await host.moveClock(10 * SEGMENT, at("f1", 2, 4));
    const state = host.session.state();
    expect(log(state).map((e) => e.what)).toEqual(["Combat: round 2, segment 4"]);
    expect(logEntries(state.keeper)).toMatchObject([{ from: 0, to: 14 * SEGMENT }]);
    // Undo takes the whole fight's time back at once.
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.time).toBe(0);
    expect(logEntries(host.session.state().keeper)).toHaveLength(0);
  });

  it("starts a new entry for another fight, after other time, and for a step in which something happened", async () => {
    const host = makeHost();
    await host.session.perform({ type: "light", owner: "Actor.varda", ownerName: "Varda", source: "torch" });
    await host.moveClock(5 * SEGMENT, at("f1", 1, 5));
    await host.moveClock(60, undefined);
    await host.moveClock(SEGMENT, at("f1", 1, 6));
    await host.moveClock(SEGMENT, at("f2", 1, 1));
    // The torch (six turns) goes out during the next step: that step begins an entry of its own.
    await host.moveClock(6 * 600 - 42, at("f2", 60, 3));
    await host.moveClock(SEGMENT, at("f2", 60, 4));
    const whats = log(host.session.state()).map((e) => e.what);
    expect(whats).toEqual([
      "Combat: round 60, segment 4",
      "Combat: round 1, segment 1",
      "Combat: round 1, segment 6",
      "The clock moved",
      "Combat: round 1, segment 5",
      "Torch lit",
    ]);
    expect(host.texts().some((c) => c.title === "Varda's Torch goes out")).toBe(true);
  });
});

describe("a fight's time taken back", () => {
  it("is shortened when a step is taken back, and reads the count it went back to", async () => {
    const host = makeHost();
    await host.session.sync();
    await host.moveClock(3 * SEGMENT, at("f1", 1, 3));
    await host.moveClock(4 * SEGMENT, at("f1", 1, 7));
    await host.moveClock(-4 * SEGMENT, at("f1", 1, 3));
    const state = host.session.state();
    expect(state.keeper.state.time).toBe(3 * SEGMENT);
    expect(log(state).map((e) => e.what)).toEqual(["Combat: round 1, segment 3"]);
    expect(logEntries(state.keeper)).toMatchObject([{ from: 0, to: 3 * SEGMENT }]);
    await host.moveClock(-3 * SEGMENT, at("f1", 0, 0));
    expect(logEntries(host.session.state().keeper)).toHaveLength(0);
  });

  it("a step taken back, and undoing the fight's entries, put back exactly the state before them", async () => {
    const steps = fc.array(fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constant(0)), { maxLength: 14 });
    await fc.assert(
      fc.asyncProperty(steps, fc.boolean(), async (plan, lit) => {
        const host = makeHost({ seed: 5 });
        await host.session.perform({ type: "setArea", area: newArea("dungeon", "Crypt") });
        if (lit)
          await host.session.perform({ type: "light", owner: "Actor.a", ownerName: "A", source: "torch" });
        await host.session.idle();
        const before = host.session.state();
        const taken: { segments: number; before: WorldState }[] = [];
        let count = 0;
        for (const segments of plan) {
          // 0 takes the last step back (the tracker keeps one step to undo), else counts on.
          const back = segments === 0 ? taken.pop() : undefined;
          if (segments === 0 && back === undefined) continue;
          if (back === undefined) taken.push({ segments, before: host.session.state() });
          const moved = back === undefined ? segments : -back.segments;
          count += moved;
          await host.moveClock(moved * SEGMENT, at("f1", 1 + Math.floor(count / 10), count % 10));
          if (back) {
            expect(host.session.state().keeper.state).toEqual(back.before.keeper.state);
            expect(host.session.state().pending).toEqual(back.before.pending);
          }
        }
        const first = logEntries(host.session.state().keeper)
          .filter((e) => e.id > (logEntries(before.keeper)[0]?.id ?? 0))
          .at(-1);
        if (first === undefined) return;
        await host.session.perform({ type: "undo", entry: first.id });
        await host.session.idle();
        const after = host.session.state();
        expect(after.keeper.state).toEqual(before.keeper.state);
        expect(after.pending).toEqual(before.pending);
        expect(after.fatigue).toBe(before.fatigue);
      }),
      { numRuns: 60 },
    );
  });
});
