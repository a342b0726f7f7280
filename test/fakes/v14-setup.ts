/**
 * The adapter's tests, run again against the fake's v14 mode: whatever they do must not touch anything v14
 * deprecated (each would log a warning in a real world, and stop working in v16).
 */
import { afterEach, expect } from "vitest";
import { FakeWorld } from "./foundry";

afterEach(() => {
  const used = FakeWorld.made.splice(0).flatMap((world) => world.deprecations);
  expect(used, "deprecated in v14").toEqual([]);
});
