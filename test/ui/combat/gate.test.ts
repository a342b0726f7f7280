/**
 * The tracker's gate (issue 20): every tracker intent, from any host, is read with TrackerIntentSchema before it
 * becomes an engine command; a bad one is refused naming the field and the fight is left as it was. The property
 * test hands runIntent any JSON value, and tracker intents with one field changed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS, restoreCombat } from "../../../src/core";
import { runIntent, TRACKER_INTENT_TYPES, type TrackerIntent } from "../../../src/ui/combat";
import { TrackerIntentSchema } from "../../../src/ui/combat/intent-schema";
import { fuzzRuns } from "../../helpers/fuzz";
import { oneFieldChanged } from "../../helpers/intents";
import { dice, fight, gm, lookup, player } from "./fixtures";

/** A tracker intent of each kind a fight can take now (Brakka's turn at segment 3). */
const SAMPLES: readonly TrackerIntent[] = [
  { type: "endTurn", id: "brakka", recovery: 6, label: "sword" },
  { type: "delay", id: "brakka", to: 5 },
  { type: "hold", id: "brakka" },
  { type: "instant", id: "brakka", label: "shield" },
  { type: "free", id: "ilsa" },
  { type: "reschedule", id: "ogre", to: 9 },
  { type: "reorder", ids: ["goblin", "brakka"] },
  { type: "configure", id: "ogre", initiativeOrder: 2, initiativeDie: "1d8", side: "foes" },
  { type: "defeat", id: "goblin" },
  { type: "remove", id: "goblin" },
  { type: "shiftTide", toward: "party" },
  { type: "setTide", side: "party", value: 2 },
  { type: "addEffect", id: "poison", label: "Poison", after: 2, every: 3, times: 4 },
  { type: "undo" },
  { type: "roll", id: "wolf", roll: 4 },
];

const run = (intent: unknown, asker = gm) => {
  const { state, entrants } = fight();
  const before = JSON.stringify(state);
  const out = runIntent(state, intent as TrackerIntent, asker, lookup(entrants), dice);
  expect(JSON.stringify(state)).toBe(before);
  return out;
};

describe("the tracker's gate", () => {
  it("reads every intent type the tracker has", () => {
    const types = TrackerIntentSchema.options.map((o) => o.entries.type.literal);
    expect([...types].sort()).toEqual([...TRACKER_INTENT_TYPES].sort());
  });

  it("refuses a player's Recovery Time of 1e20 or 2**53, naming the field", () => {
    for (const recovery of [1e20, 2 ** 53, LIMITS.segments + 1]) {
      const out = run({ type: "endTurn", id: "brakka", recovery }, player("brakka"));
      expect(out).toMatchObject({ ok: false, error: { path: "intent.recovery" } });
      expect(out.ok ? "" : out.error.code).toMatch(/^schema\.(notInteger|outOfRange)$/);
    }
  });

  it("refuses a 1 MB label, null and an unknown intent, naming the field", () => {
    const label = "x".repeat(1_000_000);
    expect(run({ type: "endTurn", id: "brakka", recovery: 3, label })).toMatchObject({
      ok: false,
      error: { code: "schema.tooLong", path: "intent.label", params: { max: LIMITS.name } },
    });
    expect(run(null)).toMatchObject({ ok: false, error: { code: "schema.type", path: "intent" } });
    expect(run({ type: "fly" })).toMatchObject({ ok: false, error: { path: "intent.type" } });
  });
});

describe("any value as a tracker intent", () => {
  it("is refused with the fight left as it was, or leaves a fight that stores and reads back equal", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), oneFieldChanged(SAMPLES)), (intent) => {
        const out = run(intent);
        if (!out.ok) return;
        const stored = JSON.parse(JSON.stringify(out.value.step.state));
        const restored = restoreCombat(stored);
        expect(restored.ok).toBe(true);
        if (restored.ok) expect(JSON.parse(JSON.stringify(restored.value))).toEqual(stored);
      }),
      fuzzRuns(200),
    );
  });
});
