/**
 * The stored world setting (`turnkeeper.state`): its size, and the time of one game master's action
 * (process the intent and the time it takes, validate the stored state it starts from, serialize the state
 * it writes), after 0, 1,000 and 50,000 logged actions. The time log keeps a bounded number of entries for
 * undo, so both should stay flat however long a campaign runs.
 */
import { BUILT_IN_PRESETS, seededRoller } from "../../src/core";
import { createSession, DEFAULT_OPTIONS, type Intent, type WorldState } from "../../src/ui";
import { ratio, timeSideBySide, type Benchmark, type Figure } from "../harness";

const preset = BUILT_IN_PRESETS["four-watches"];
const HISTORIES = [0, 1000, 50_000];
const ACTION: Intent = { type: "advanceUnit", unit: "turn" };
/** What a game master does in a dungeon, over and over: turns, searches, a torch now and then. */
const CAMPAIGN: readonly Intent[] = [
  ACTION,
  { type: "action", action: "search", note: "north corridor" },
  ACTION,
  { type: "light", owner: "Actor.hero", ownerName: "Hero", source: "torch" },
  { type: "advance", by: "1d4 rounds" },
  ACTION,
];

/**
 * A session whose state lives as a world setting does: each write is the whole state as JSON (Foundry sends
 * and stores the setting so), and what the session reads back is that JSON parsed, then validated on load.
 * While a long history is played in, the state is kept as the object itself, which the session reads and
 * validates just the same, but without the round trip through JSON that would make setting up take minutes.
 */
function table() {
  let time = 0;
  let stored: unknown = null;
  let asSetting = false;
  const session = createSession({
    time: {
      now: () => time,
      advance: async (seconds) => {
        time += seconds;
        // Foundry's `updateWorldTime` hook, which the host answers with `sync`.
        void session.sync(time);
      },
    },
    storage: {
      load: () => stored,
      save: async (state: WorldState) =>
        void (stored = asSetting ? JSON.parse(JSON.stringify(state)) : state),
    },
    dice: seededRoller(14),
    chat: { post: async () => undefined },
    preset: () => preset,
    options: () => DEFAULT_OPTIONS,
  });
  const act = async (intent: Intent) => {
    const done = await session.perform(intent);
    if (!done.ok) throw new Error(`${intent.type}: ${done.error.code}`);
    await session.idle();
  };
  return {
    /** Plays `count` actions of the campaign in; the first write (at world time 0) is the fresh state. */
    async play(count: number) {
      await session.sync();
      for (let n = 0; n < count; n++) await act(CAMPAIGN[n % CAMPAIGN.length]!);
      asSetting = true;
      stored = JSON.parse(JSON.stringify(stored));
    },
    bytes: () => Buffer.byteLength(JSON.stringify(stored)),
    /** One action from where the table stands now, every time: the stored setting and the clock go back. */
    repeatable() {
      const [at, value] = [time, stored];
      return async () => {
        [time, stored] = [at, value];
        await act(ACTION);
      };
    },
  };
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "state.history",
    async run() {
      const tables = HISTORIES.map(() => table());
      for (const [i, history] of HISTORIES.entries()) await tables[i]!.play(history);
      const bytes = tables.map((t) => t.bytes() / 1024);
      const times = await timeSideBySide(tables.map((t) => t.repeatable()));
      const figures: Figure[] = HISTORIES.flatMap((history, i) => [
        { name: `state.bytes-after-${history}-actions`, value: bytes[i]!, unit: "KB" },
        { name: `state.action-after-${history}-actions`, value: times[i]!, unit: "ms" },
      ]);
      figures.push(
        ratio("state.bytes-50000-vs-1000-actions", bytes[2]! / bytes[1]!),
        ratio("state.action-50000-vs-1000-actions", times[2]! / times[1]!),
        ratio("state.action-1000-vs-0-actions", times[1]! / times[0]!),
      );
      return figures;
    },
  },
];
