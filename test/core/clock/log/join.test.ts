/**
 * Joining the newest advance to the one before it, and ending it earlier, keep undo exact: undoing a joined
 * entry gives the state undoing both gave, and a shortened entry leaves the state advancing that far gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apply,
  BUILT_IN_PRESETS,
  createTimekeeper,
  joinLast,
  lightTimer,
  logEntries,
  occurrences,
  recurringCheck,
  rewindTo,
  shortenLast,
  undoLast,
  undoThrough,
  type Reason,
  type Timekeeper,
  type TimerCommand,
} from "../../../../src/core";
import { must, TURN } from "../helpers";

const preset = BUILT_IN_PRESETS["six-watches"];
const fight: Reason = { kind: "combat", combat: { fight: "f1", round: 2, segment: 4 } };

const light = (owner: string): TimerCommand => ({
  type: "startTimer",
  timer: must(lightTimer(preset.lights, preset.time, "torch", owner)),
});
const check = must(
  recurringCheck({ id: "wandering", label: "Wandering", every: "2 turns", align: "clock" }, preset.time, 0),
);

/** A log with lights and a check, then `steps` advances of the given lengths. */
function played(start: readonly TimerCommand[], steps: readonly number[]): Timekeeper {
  let keeper = createTimekeeper(0, preset.time);
  for (const command of start) keeper = must(apply(keeper, command)).state;
  for (const seconds of steps) {
    keeper = must(
      apply(keeper, { type: "advance", to: keeper.state.time + seconds }, { kind: "sync" }),
    ).state;
  }
  return keeper;
}

const setup = fc.subarray([light("a"), light("b"), { type: "addCheck", check } as TimerCommand]);
const seconds = fc.integer({ min: 1, max: 4 * TURN });

describe("joined entries", () => {
  it("undoing a joined entry gives what undoing both gave", () => {
    fc.assert(
      fc.property(setup, fc.array(seconds, { minLength: 2, maxLength: 6 }), (start, steps) => {
        const keeper = played(start, steps);
        const [newer, older] = logEntries(keeper);
        const joined = must(joinLast(keeper, fight));
        const entry = logEntries(joined)[0]!;
        expect(entry).toMatchObject({ id: older!.id, from: older!.from, to: newer!.to, reason: fight });
        expect(entry.events).toEqual([...older!.events, ...newer!.events]);
        expect(joined.logLength).toBe(keeper.logLength - 1);
        expect(must(undoLast(joined)).state).toEqual(must(undoThrough(keeper, older!.id)).state);
      }),
      { numRuns: 200 },
    );
  });

  it("joins only an advance that starts where the one before it ended", () => {
    const lit = must(apply(played([], [TURN]), light("a"))).state;
    expect(joinLast(lit, fight)).toMatchObject({ ok: false, error: { code: "timer.cannotJoin" } });
    expect(joinLast(played([], [TURN]), fight)).toMatchObject({ ok: false });
  });
});

describe("shortened entries", () => {
  it("ending the newest entry earlier leaves what advancing that far leaves, or is refused when something happened later", () => {
    fc.assert(
      fc.property(setup, seconds, seconds, fc.nat(), (start, before, step, cut) => {
        const keeper = played(start, [before, step]);
        const entry = logEntries(keeper)[0]!;
        const time = entry.from + 1 + (cut % Math.max(1, step - 1));
        const shortened = shortenLast(keeper, time, fight);
        const direct = must(apply(must(undoLast(keeper)).state, { type: "advance", to: time }, fight));
        if (time >= entry.to) {
          expect(shortened.ok).toBe(false);
        } else if (shortened.ok) {
          expect(shortened.value.state).toEqual(direct.state.state);
          expect(logEntries(shortened.value)[0]).toMatchObject({ id: entry.id, to: time, reason: fight });
          expect(logEntries(shortened.value)[0]!.events).toEqual(direct.events);
        } else {
          expect(occurrences(direct.events).length).toBeLessThan(occurrences(entry.events).length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("rewinding logs the replayed stretch with the reason given", () => {
    const keeper = played([light("a")], [TURN, TURN]);
    const rewound = must(rewindTo(keeper, TURN + 60, fight));
    expect(logEntries(rewound.state)[0]).toMatchObject({ from: TURN, to: TURN + 60, reason: fight });
  });
});
