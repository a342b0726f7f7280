/**
 * Undo puts back exactly what an entry changed beside the timers: fatigue slots, travel's part of the next
 * slot carried between hexes, and the watch in which the navigator last saved.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries, type BuiltInPresetId } from "../../../src/core";
import type { Intent, WorldState } from "../../../src/ui";
import { makeHost } from "./host";

const party = (s: WorldState) => ({
  time: s.keeper.state.time,
  fatigue: s.fatigue,
  fatigueProgress: s.fatigueProgress,
  navigatedWatch: s.navigatedWatch,
});

const newestId = (s: WorldState) => logEntries(s.keeper)[0]?.id ?? 0;

function steps(preset: BuiltInPresetId) {
  const terrains = Object.keys(BUILT_IN_PRESETS[preset].wilderness.travel.terrain);
  const travel = fc.record({
    type: fc.constant("travelHex" as const),
    terrain: fc.constantFrom(...terrains),
    road: fc.boolean(),
    search: fc.boolean(),
    method: fc.constantFrom("foot" as const, "mounted" as const, "pushed" as const),
    navigator: fc.record({ score: fc.integer({ min: 1, max: 20 }) }),
  });
  const other = fc.constantFrom<Intent>(
    { type: "rest" },
    { type: "advanceUnit", unit: "turn" },
    { type: "camp", tents: true },
  );
  return fc.array(fc.oneof({ arbitrary: travel, weight: 3 }, { arbitrary: other, weight: 1 }), {
    minLength: 1,
    maxLength: 8,
  });
}

describe("undo", () => {
  for (const preset of ["six-watches", "four-watches"] as const) {
    it(`undoing back to any entry restores the party exactly as it was before it (${preset})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          steps(preset),
          fc.nat(),
          fc.integer({ min: 1, max: 1000 }),
          async (run, pick, seed) => {
            const host = makeHost({ preset, seed });
            const before: ReturnType<typeof party>[] = [];
            const firstEntry: number[] = [];
            for (const intent of run) {
              const state = host.session.state();
              before.push(party(state));
              firstEntry.push(newestId(state) + 1);
              await host.session.perform(intent);
              await host.session.idle();
            }
            const k = pick % run.length;
            const entry = logEntries(host.session.state().keeper)
              .filter((e) => e.id >= (firstEntry[k] ?? 0))
              .at(-1);
            if (entry === undefined) return;
            await host.session.perform({ type: "undo", entry: entry.id });
            await host.session.idle();
            expect(party(host.session.state())).toEqual(before[k]);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
