/**
 * What a game system's combat tracker fake is (one file each, `<system>-tracker.ts`, after the system's public
 * source): the class it puts in `CONFIG.ui.combat` (core's when it has none), the hooks it registers on the
 * tracker, and the behaviours it records when they run (`recordCall`, the systems' log). Every behaviour has
 * its heading, with the system's repository and path, in docs/contract/systems.md. `withTracker` joins a
 * tracker fake to the system's Combat fake (system.ts) for the combat table (test/foundry/combat/harness.ts).
 */
import type { ConfigPort } from "../../../src/foundry/env/ports";
import type { FakeClient, FakeWorld } from "../foundry";
import { FakeTrackerApp } from "../foundry-tracker";
import { CORE_COMBAT, type SystemFake } from "./system";

export interface TrackerFake {
  /** The system's id, as `game.system.id` ("core" for Foundry's own tracker). */
  readonly id: string;
  /** The system's `CONFIG.ui.combat`. */
  readonly trackerClass: typeof FakeTrackerApp;
  /** What the system registers on a client before Turnkeeper's `init` (its hooks on the tracker). */
  readonly install?: (client: FakeClient, world: FakeWorld) => void;
  /** The behaviours it records, as docs/contract/systems.md names them. */
  readonly behaviours: readonly string[];
}

/** Foundry's own tracker, for systems that keep it and worlds without a system's. */
export const CORE_TRACKER: TrackerFake = { id: "core", trackerClass: FakeTrackerApp, behaviours: [] };

/** A system's Combat fake (core's without one) with its tracker fake installed beside it. */
export function withTracker(tracker: TrackerFake, system?: SystemFake): SystemFake {
  return {
    id: tracker.id,
    documentClass: system?.documentClass ?? CORE_COMBAT,
    behaviours: [...(system?.behaviours ?? []), ...tracker.behaviours],
    install(client, world) {
      system?.install?.(client, world);
      client.config.ui.combat = tracker.trackerClass as unknown as ConfigPort["ui"]["combat"];
      tracker.install?.(client, world);
    },
  };
}
