/**
 * The ports the clock service reads and writes through in Foundry (src/foundry/session/timekeeping.ts): the
 * world clock, the `turnkeeper.state` setting with the record journal beside it (read from the journal once
 * the GM's record store is loaded), the preset and the GM's options, and real time.
 */
import { HeldWrites, type RealClock } from "../../ui";
import type { Preset } from "../../core";
import type { FoundryEnv } from "../env/ports";
import type { RecordStore } from "../record/store";
import { MODULE_ID } from "../setup/constants";
import { presetProblem, sessionOptions, SETTING } from "../setup/settings";
import { storedHead } from "./stored-state";
import type { ReadingPorts } from "./writer";

/** The browser's real time, for the writes a clock module's ticks may hold back. */
const REAL_CLOCK: RealClock = {
  now: () => Date.now(),
  later: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** What the ports need of the clock service that owns them. */
export interface ReadingHost {
  /** The record store, once loaded (GM clients), and loading it. */
  readonly records: () => RecordStore | null;
  readonly recordStore: () => Promise<RecordStore>;
  readonly preset: () => Preset;
  /** Redraws what shows the state (a clock module's tick held back is not in the setting yet). */
  readonly stateChanged: () => void;
}

export function readingPorts(env: FoundryEnv, host: ReadingHost): ReadingPorts {
  // A clock module's ticks are written once a stretch (src/ui/session/held-writes.ts).
  const held = new HeldWrites(
    {
      // The log's entries live in the record journal (record-store.ts), read on GM clients once it is loaded.
      load: () => {
        const raw = env.settings.get(MODULE_ID, SETTING.state);
        const records = host.records();
        return records ? records.load(raw) : storedHead(raw);
      },
      save: async (state, change) => (await host.recordStore()).save(state, change),
    },
    REAL_CLOCK,
  );
  return {
    time: {
      now: () => env.game.time.worldTime,
      // One request to the server per action; `updateWorldTime` brings the change back to `sync`.
      advance: async (seconds) => void (await env.game.time.advance(seconds)),
    },
    storage: {
      load: () => held.load(),
      save: async (state, change) => {
        await held.save(state, change);
        // A clock module's tick held back is not in the setting yet: this GM's views show it now.
        if (change.holdUntil !== undefined) host.stateChanged();
      },
    },
    preset: host.preset,
    // The GM's own preset that does not read stops every write (the ready notice says why).
    presetProblem: () => presetProblem(env),
    options: () => sessionOptions(env),
    realNow: () => Date.now(),
    // The running clock counts by the server's clock, the same on every GM's client (issue 22).
    serverNow: () => env.game.time.serverTime,
  };
}
