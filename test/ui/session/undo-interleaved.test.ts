/**
 * Undo among moves of the clock from elsewhere (issue 20), a property over fast-check (a fixed seed in npm
 * test): intents, undos and outside moves in any order and interleaving leave a log whose entries follow on up
 * to the clock, no change asked for left waiting, no task failed and no intent's entry logged twice.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { logEntries } from "../../../src/core";
import { fuzzRuns } from "../../helpers/fuzz";
import { after, TURN } from "./fixtures";
import { makeHost } from "./host";

/** A step: an intent with its note, an undo of the newest entry, or a move of the clock from elsewhere. */
const steps = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constant({ advance: true } as const),
      fc.constant({ undo: true } as const),
      fc.integer({ min: 1, max: 3 * TURN }).map((outside) => ({ outside })),
    ),
    fc.nat(12),
  ),
  { minLength: 1, maxLength: 10 },
);

describe("undo among moves of the clock from elsewhere", () => {
  it("leaves a log that follows on to the clock, nothing waiting, nothing failed, nothing twice", async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (drawn) => {
        const host = makeHost();
        await host.session.perform({ type: "advanceUnit", unit: "turn", note: "start" });
        await Promise.all(
          drawn.map(async ([step, wait], i) => {
            await after(wait);
            if ("outside" in step) return host.moveClock(step.outside);
            if ("undo" in step) return host.session.perform({ type: "undo" });
            return host.session.perform({ type: "advanceUnit", unit: "turn", note: `#${i}` });
          }),
        );
        await host.session.idle();
        expect(host.failures).toEqual([]);
        const state = host.session.state();
        expect(state.asked).toBeNull();
        expect(state.keeper.state.time).toBe(host.time);
        const log = logEntries(state.keeper).reverse();
        log.forEach((e, i) => {
          if (i > 0) expect(e.from).toBe(log[i - 1]?.to);
        });
        if (log.length > 0) expect(log.at(-1)?.to).toBe(host.time);
        const notes = log.map((e) => e.reason.note).filter((n) => n !== undefined);
        expect(new Set(notes).size).toBe(notes.length);
      }),
      fuzzRuns(60),
    );
  });
});
