import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries, type LogEntry } from "../../../src/core";
import { createWorldState, loadWorldState } from "../../../src/ui";
import { makeHost } from "../session/host";

const preset = BUILT_IN_PRESETS["six-watches"];

type Step =
  | { kind: "advance"; by: string }
  | { kind: "search" }
  | { kind: "clock"; seconds: number }
  | { kind: "undo"; back: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("advance" as const),
      by: fc.constantFrom("1 turn", "3 turns", "1 watch"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("search" as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("clock" as const),
      seconds: fc.integer({ min: -1200, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("undo" as const), back: fc.integer({ min: 0, max: 4 }) }),
  },
);

describe("the campaign record", () => {
  it("holds every entry the log ever held, in order, whatever the mix of advances and undos", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        // A small undo window, so entries leave it often.
        const host = makeHost({ preset: "six-watches", stored: createWorldState(0, preset, 3) });
        const ever = new Map<number, LogEntry>();
        const log = () => {
          const loaded = loadWorldState(host.stored);
          return loaded.ok ? logEntries(loaded.value.keeper) : [];
        };
        for (const s of steps) {
          if (s.kind === "advance") await host.session.perform({ type: "advance", by: s.by });
          else if (s.kind === "search") await host.session.perform({ type: "action", action: "search" });
          else if (s.kind === "clock") await host.moveClock(Math.max(s.seconds, -host.time));
          else {
            const target = log()[s.back];
            if (target) await host.session.perform({ type: "undo", entry: target.id });
          }
          await host.session.idle();
          for (const e of host.events)
            if (e.name === "undone")
              for (const id of (e.payload as { entries: number[] }).entries) ever.delete(id);
          host.events.length = 0;
          for (const entry of log()) ever.set(entry.id, entry);
        }
        const expected = [...ever.values()].sort((a, b) => a.id - b.id);
        expect(host.record.entries).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("keeps an entry that has left the undo window, and lets an undone one go", async () => {
    const host = makeHost({ preset: "six-watches", stored: createWorldState(0, preset, 2) });
    for (let i = 0; i < 6; i++) await host.session.perform({ type: "advance", by: "1 turn" });
    await host.session.idle();
    const loaded = loadWorldState(host.stored);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const window = logEntries(loaded.value.keeper);
    expect(window.length).toBeLessThan(6);
    expect(host.record.entries.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.record.entries.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
