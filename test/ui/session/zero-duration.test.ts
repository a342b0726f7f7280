/**
 * Issue 20: an advance of "0 turns" sent through the API or a macro is refused as the clock's duration box
 * refuses it, naming the field, with nothing written and no die rolled.
 */
import { describe, expect, it } from "vitest";
import { seededRoller } from "../../../src/core";
import type { Intent } from "../../../src/ui";
import { makeHost } from "./host";

const ZERO: readonly string[] = ["0 turns", "0", "0 turns 0 rounds"];

describe("an advance that comes to no time", () => {
  for (const by of ZERO) {
    it(`refuses "${by}" at intent.by, with nothing written`, async () => {
      const rolled: string[] = [];
      const dice = { roll: (formula: string) => (rolled.push(formula), seededRoller(1).roll(formula)) };
      const host = makeHost({ dice });
      const result = await host.session.perform({ type: "advance", by } as Intent);
      await host.session.idle();
      expect(result).toMatchObject({ ok: false, error: { code: "time.zeroDuration", path: "intent.by" } });
      expect([host.saves.length, host.advances.length, rolled.length]).toEqual([0, 0, 0]);
    });
  }

  it("names the field of a duration that does not read", async () => {
    const result = await makeHost().session.perform({ type: "advance", by: "3 fortnights" });
    expect(result).toMatchObject({ ok: false, error: { code: "time.unknownUnit", path: "intent.by" } });
  });

  it("still takes an advance of 1 turn", async () => {
    const host = makeHost();
    const result = await host.session.perform({ type: "advance", by: "1 turn" });
    await host.session.idle();
    expect(result.ok).toBe(true);
    expect(host.advances).toEqual([600]);
  });
});
