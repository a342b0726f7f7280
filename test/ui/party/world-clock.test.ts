/**
 * The world clock and the parties' times (issue 22), over any sequence of the GM's advances, switches, splits,
 * merges and undos, and moves of the clock from outside: the world clock stands at the time of the party
 * furthest ahead, and goes back only by an undo.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MERGE_GAPS } from "../../../src/core";
import type { Intent } from "../../../src/ui";
import { partyTimes } from "../../../src/ui/party/times";
import { makeHost } from "../session/host";
import { TURN } from "../session/fixtures";

type Step =
  | { readonly kind: "intent"; readonly intent: (ids: readonly string[]) => Intent }
  | { readonly kind: "outside"; readonly seconds: number };

const pick = (ids: readonly string[], i: number) => ids[i % ids.length] ?? "party";

/** A step of the GM's: the intent made from the parties' ids as they stand. */
const gm = (intent: (ids: readonly string[]) => Intent): Step => ({ kind: "intent", intent });

const STEP: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map((count) => gm(() => ({ type: "advanceUnit", unit: "turn", count }))),
  fc.nat(5).map((i) => gm((ids) => ({ type: "switchParty", id: pick(ids, i) }))),
  fc.constant(gm(() => ({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] }))),
  fc
    .tuple(fc.nat(5), fc.nat(5), fc.constantFrom(...MERGE_GAPS))
    .map(([a, b, gap]) =>
      gm((ids) => ({ type: "mergeParties", from: pick(ids, a), into: pick(ids, b), gap })),
    ),
  fc.constant(gm(() => ({ type: "undo" }))),
  fc.integer({ min: 1, max: 3 * TURN }).map((seconds): Step => ({ kind: "outside", seconds })),
);

describe("the world clock with parties", () => {
  it("stands at the furthest party's time and goes back only by an undo, whatever the GM does", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(STEP, { maxLength: 14 }), async (steps) => {
        const host = makeHost({ options: { dueChecks: "prompt" } });
        const { session } = host;
        for (const step of steps) {
          const before = host.time;
          let undo = false;
          if (step.kind === "outside") await host.moveClock(step.seconds);
          else {
            const ws = session.state();
            const intent = step.intent(partyTimes(ws).map((p) => p.id));
            undo = intent.type === "undo";
            await session.perform(intent);
          }
          await session.idle();
          const ws = session.state();
          const times = partyTimes(ws).map((p) => p.time);
          expect(ws.worldTime).toBe(host.time);
          expect(Math.max(...times)).toBe(host.time);
          if (!undo) expect(host.time).toBeGreaterThanOrEqual(before);
          expect(ws.others.every((o) => o.behind >= 0)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
