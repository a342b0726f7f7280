/**
 * The Quench registration (src/foundry/quench/register.ts) with a stand-in for Quench's `registerBatch` and
 * Mocha's `it`: a batch per scenario batch, ticked unless it changes the world, and a scenario the world cannot
 * show marked skipped (`this.skip()`) with its reason in the console, while a failing one still fails.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuenchContext } from "../../../src/foundry/quench/quench-api";
import { registerQuenchBatches } from "../../../src/foundry/quench/register";
import { skip, type ScenarioBatch } from "../../../src/foundry/quench/scenario";
import { FakeWorld } from "../../fakes/foundry";

afterEach(() => vi.restoreAllMocks());

const BATCH: ScenarioBatch = {
  id: "turnkeeper.sample",
  title: "Sample",
  scenarios: [
    { name: "passes", writesWorld: false, run: () => undefined },
    { name: "lacks a module", writesWorld: false, run: () => skip("Calendaria is not active") },
    { name: "fails", writesWorld: true, run: () => Promise.reject(new Error("wrong")) },
  ],
};

/** Registers the batch and runs each test as Mocha would, with `this.skip()` throwing as Mocha's does. */
async function runRegistered() {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  const registered: { key: string; options: object; tests: Map<string, () => Promise<void>> }[] = [];
  const quench = {
    registerBatch(key: string, fn: (context: QuenchContext) => void, options: object) {
      const tests = new Map<string, () => Promise<void>>();
      const pending = new Error("pending");
      const context = {
        skip: (): never => {
          throw pending;
        },
      };
      fn({
        describe: (_name, body) => body(),
        it: (name, test) => tests.set(name, async () => void (await test.call(context))),
        assert: { ok: () => undefined, equal: () => undefined, deepEqual: () => undefined },
      });
      registered.push({ key, options, tests });
    },
  };
  registerQuenchBatches(quench, new FakeWorld().connect("GM", true), [BATCH]);
  const outcomes: Record<string, string> = {};
  for (const [name, test] of registered[0]!.tests)
    outcomes[name] = await test().then(
      () => "passed",
      (error: Error) => error.message,
    );
  return { registered, outcomes, info };
}

describe("the Quench registration", () => {
  it("registers one batch, unticked when a scenario changes the world; skips what the world lacks, saying why", async () => {
    const { registered, outcomes, info } = await runRegistered();
    expect(registered.map((r) => [r.key, r.options])).toEqual([
      ["turnkeeper.sample", { displayName: "Sample", preSelected: false }],
    ]);
    expect(outcomes).toEqual({ passes: "passed", "lacks a module": "pending", fails: "wrong" });
    expect(info).toHaveBeenCalledWith('Turnkeeper | skipped "lacks a module": Calendaria is not active');
  });
});
