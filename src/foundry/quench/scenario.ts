/**
 * A scenario runs against a FoundryEnv and checks it with chai-style asserts, so the same scenario runs in
 * Vitest against the fake (test/foundry/*) and in a real world through Quench (src/foundry/quench/index.ts).
 */
import type { TurnkeeperApi } from "../setup/api";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";

/** Turnkeeper's API on this client. */
export function apiOf(env: FoundryEnv): TurnkeeperApi {
  const api = env.game.modules.get(MODULE_ID)?.api as TurnkeeperApi | undefined;
  if (!api) throw new Error("Turnkeeper's API is not set up");
  return api;
}

/** Waits until `done` holds (the active GM works asynchronously), or gives up after `timeoutMs`. */
export async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!done() && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 20));
}

/** Gives what the world does after a write (another client's, a system's hook) a moment to land. */
export const settling = (ms = 300): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The chai `assert` methods scenarios use; both Quench and Vitest hand over chai's `assert`. */
export interface ScenarioAssert {
  ok(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
}

/**
 * Thrown by `skip`: the world lacks what a scenario checks (a calendar module not active, no scene, another
 * game system). Quench shows the scenario as skipped and the browser's console says why (index.ts).
 */
export class ScenarioSkipped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "ScenarioSkipped";
  }
}

/** Ends a scenario that cannot be checked in this world, saying why. */
export function skip(reason: string): never {
  throw new ScenarioSkipped(reason);
}

export interface Scenario {
  readonly name: string;
  /** Scenarios that change world data say so; Quench runs them only when the GM opts in. */
  readonly writesWorld: boolean;
  run(env: FoundryEnv, assert: ScenarioAssert): void | Promise<void>;
}

export interface ScenarioBatch {
  readonly id: string;
  readonly title: string;
  readonly scenarios: readonly Scenario[];
}
