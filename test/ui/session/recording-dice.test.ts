import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  rollEncounterCheck,
  seededRoller,
  type DicePort,
  type RollOutcome,
} from "../../../src/core";
import { RecordingDice } from "../../../src/ui";

/** A host whose rolls arrive later, as Foundry's `Roll#evaluate` does; it counts what it was asked. */
function asyncHost(seed: number) {
  const dice = seededRoller(seed);
  const asked: string[] = [];
  return {
    asked,
    roll: async (formula: string): Promise<RollOutcome> => {
      asked.push(formula);
      await Promise.resolve();
      return dice.roll(formula);
    },
  };
}

/** A rule that rolls a varying number of times, depending on what it rolls. */
const explodingD6 = (d: DicePort) => {
  const faces: number[] = [];
  do faces.push(d.roll("1d6").total);
  while (faces.at(-1) === 6 && faces.length < 20);
  return faces;
};

describe("the session's dice over an asynchronous host", () => {
  it("give a rule the same rolls as a synchronous roller, each rolled once, in order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), async (seed) => {
        const host = asyncHost(seed);
        const recording = new RecordingDice(host);
        const faces = await recording.run(explodingD6);
        expect(faces).toEqual(explodingD6(seededRoller(seed)));
        expect(host.asked).toEqual(faces.map(() => "1d6"));
        expect(recording.take().map((r) => r.total)).toEqual(faces);
      }),
    );
  });

  it("R000-03 roll an encounter check through Foundry-like asynchronous dice", async () => {
    const check = BUILT_IN_PRESETS["four-watches"].dungeon.encounters.check;
    const host = asyncHost(7);
    const result = await new RecordingDice(host).run((d) => rollEncounterCheck(check, d));
    expect(result).toEqual(rollEncounterCheck(check, seededRoller(7)));
    expect(host.asked).toHaveLength(1);
  });

  it("let a rule's own error through, and record nothing for it", async () => {
    const recording = new RecordingDice(asyncHost(1));
    await expect(
      recording.run((d) => {
        d.roll("1d6");
        throw new Error("bad formula");
      }),
    ).rejects.toThrow("bad formula");
    expect(recording.take()).toEqual([]);
  });
});
