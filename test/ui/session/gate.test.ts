/**
 * The one gate (issue 20): every intent the session is handed, whatever sent it, is parsed with the bounds of
 * src/core/schema/limits.ts before anything runs; a bad one is refused naming the field, with nothing written.
 * The property test hands the session any JSON value, and mutations of valid intents, one field at a time.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS, seededRoller } from "../../../src/core";
import { INTENT_TYPES, RecordingDice, type Intent } from "../../../src/ui";
import { fuzzRuns } from "../../helpers/fuzz";
import { anyIntent, SAMPLES } from "../../helpers/intents";
import { makeHost } from "./host";

const MB2 = "x".repeat(2_000_000);

/** Issue 20, section 1 and section 3: each refused at the gate, naming the field. */
const REFUSED: readonly (readonly [string, unknown, string, string])[] = [
  ["an advance with a note of 12", { type: "advance", by: "1 turn", note: 12 }, "schema.type", "intent.note"],
  ["an action with a note that is no text", { ...SAMPLES.action, note: {} }, "schema.type", "intent.note"],
  ["a rest with a note that is no text", { type: "rest", note: [1] }, "schema.type", "intent.note"],
  [
    "an area of only a name",
    { type: "setArea", area: { name: "x" } },
    "schema.missing",
    "intent.area.version",
  ],
  [
    "a light whose owner's name is an object",
    { ...SAMPLES.light, ownerName: {} },
    "schema.type",
    "intent.ownerName",
  ],
  ["lost sideways", { type: "setLost", lost: "sideways" }, "schema.type", "intent.lost"],
  ["null", null, "schema.type", "intent"],
  ["an empty object", {}, "schema.type", "intent.type"],
  ["an unknown type", { type: "fly" }, "intent.unknownType", "intent.type"],
  [
    "a count of 0 turns",
    { type: "advanceUnit", unit: "turn", count: 0 },
    "schema.outOfRange",
    "intent.count",
  ],
  [
    "a count of 1.5 turns",
    { type: "advanceUnit", unit: "turn", count: 1.5 },
    "schema.notInteger",
    "intent.count",
  ],
  ["a 2 MB owner's name", { ...SAMPLES.light, ownerName: MB2 }, "schema.tooLong", "intent.ownerName"],
  ["a 2 MB note", { type: "rest", note: MB2 }, "schema.tooLong", "intent.note"],
  [
    "100,000 search attempts",
    { ...SAMPLES.action, attempts: 100_000 },
    "schema.outOfRange",
    "intent.attempts",
  ],
  [
    "a 1,000,000-square move",
    { type: "moveParty", feet: 5_000_000, squareFeet: 5 },
    "schema.outOfRange",
    "intent.feet",
  ],
  [
    "an advance of the most seconds",
    { type: "advance", by: Number.MAX_SAFE_INTEGER },
    "schema.outOfRange",
    "intent.by",
  ],
];

/** The limit on one advance, with the intents that pass the schema but would move the clock past it. */
const TOO_LONG: readonly (readonly [string, Intent])[] = [
  ["999999999999 turns", { type: "advance", by: "999999999999 turns" }],
  ["10 years in a dungeon", { type: "advanceUnit", unit: "watch", count: 4 * 3650 }],
  ["dice that could pass a year", { type: "advance", by: "1000d6 days" }],
];

describe("the gate", () => {
  for (const [what, intent, code, path] of REFUSED) {
    it(`refuses ${what}, naming ${path}, with nothing written`, async () => {
      const host = makeHost();
      const result = await host.session.perform(intent as Intent);
      await host.session.idle();
      expect(result).toMatchObject({ ok: false, error: { code, path } });
      expect(host.saves).toHaveLength(0);
      expect(host.advances).toHaveLength(0);
      expect(host.stored).toBeUndefined();
    });
  }

  for (const [what, intent] of TOO_LONG) {
    it(`refuses an advance of ${what}, naming the limit, before any die is rolled`, async () => {
      const rolled: string[] = [];
      const dice = { roll: (formula: string) => (rolled.push(formula), seededRoller(1).roll(formula)) };
      const host = makeHost({ dice });
      const result = await host.session.perform(intent);
      await host.session.idle();
      expect(result).toMatchObject({
        ok: false,
        error: { code: "limit.advance", params: { limit: LIMITS.advanceSeconds, days: 366 } },
      });
      expect([host.saves.length, host.advances.length, rolled.length]).toEqual([0, 0, 0]);
    });
  }

  it("knows every intent type the schema has", () => {
    expect([...INTENT_TYPES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it("rolls a batch before the rule runs, so the rule runs once however many rolls it makes", async () => {
    let runs = 0;
    const dice = new RecordingDice({ roll: async (formula: string) => seededRoller(1).roll(formula) });
    const formulas = Array.from({ length: LIMITS.attempts }, () => "1d4");
    const total = await dice.run((d) => {
      runs++;
      return formulas.reduce((sum, formula) => sum + d.roll(formula).total, 0);
    }, formulas);
    expect(runs).toBe(1);
    expect(total).toBeGreaterThanOrEqual(LIMITS.attempts);
    expect(dice.take()).toHaveLength(LIMITS.attempts);
  });
});

describe("any JSON value as an intent", () => {
  it("is refused with nothing written, or leaves a state that reloads equal to what was saved", async () => {
    await fc.assert(
      fc.asyncProperty(anyIntent, async (input) => {
        const host = makeHost({ seed: 3 });
        await host.session.perform(SAMPLES.setArea);
        await host.session.idle();
        const saves = host.saves.length;
        const stored = JSON.stringify(host.stored);
        const result = await host.session.perform(input as Intent);
        await host.session.idle();
        if (!result.ok) {
          expect(host.saves).toHaveLength(saves);
          expect(JSON.stringify(host.stored)).toBe(stored);
          return;
        }
        const reloaded = makeHost({ stored: host.stored, time: host.time });
        expect(reloaded.session.storageError()).toBeNull();
        expect(reloaded.session.state()).toEqual(JSON.parse(JSON.stringify(host.session.state())));
      }),
      fuzzRuns(60),
    );
  });
});
