/**
 * Bounded work (issue 20): the worst inputs the gate lets through (src/core/schema/limits.ts), each with its
 * time and the bytes the session writes, beside the same work done naively. The most attempts (100 trap
 * searches on dice a host rolls asynchronously, as Foundry's are) with the rolls made as one batch, beside the
 * rule run again from the start for every roll. The longest advance (a year in a dungeon's halls, its checks
 * counted into one entry) beside each check rolled and posted on its own. The longest move (10,000 feet at 002's
 * cautious grid pace, 333 turns) as one advance, beside the same turns advanced one at a time.
 */
import {
  actionDice,
  advance,
  BUILT_IN_PRESETS,
  LIMITS,
  planAction,
  seededRoller,
  type DicePort,
  type Preset,
  type RollOutcome,
} from "../../src/core";
import {
  createSession,
  DEFAULT_OPTIONS,
  loadWorldState,
  newArea,
  RecordingDice,
  type HostDice,
  type Intent,
  type SessionPorts,
} from "../../src/ui";
import { mustAgree, ratio, timeSideBySide, unwrap, type Benchmark, type Figure } from "../harness";
import { naiveJump } from "../references/naive-jump";

const p002 = BUILT_IN_PRESETS["turns-rounds-segments"];
const p000 = BUILT_IN_PRESETS["four-watches"];

/** Dice that answer later, as Foundry's `Roll` does. */
const asyncDice = (seed: number): HostDice => {
  const dice = seededRoller(seed);
  return { roll: async (formula) => dice.roll(formula) };
};

/** A session over a clock and a state in memory that counts the bytes of every state it saves. */
function measured(preset: Preset, stored: unknown = undefined) {
  let time = 0;
  const made = { bytes: 0, saves: 0, cards: 0, stored };
  const ports: SessionPorts = {
    time: {
      now: () => time,
      advance: async (seconds) => {
        time += seconds;
        // Processed once the intent's task is done, as Foundry's updateWorldTime hook does.
        void session.sync(time);
      },
    },
    storage: {
      load: () => made.stored,
      save: async (state) => {
        const json = JSON.stringify(state);
        made.bytes += json.length;
        made.saves++;
        made.stored = JSON.parse(json);
      },
    },
    dice: asyncDice(5),
    chat: { post: async () => void made.cards++ },
    preset: () => preset,
    options: () => DEFAULT_OPTIONS,
  };
  const session = createSession(ports);
  return { session, made, time: () => time };
}

/** Runs intents one after another; fails the benchmark on any refusal. */
async function performAll(session: ReturnType<typeof createSession>, intents: readonly Intent[]) {
  for (const intent of intents) unwrap(await session.perform(intent));
  await session.idle();
}

/** The state of a party in a dungeon's halls (encounter checks every third turn) with a torch lit. */
async function inTheHalls(preset: Preset): Promise<unknown> {
  const { session, made } = measured(preset);
  await performAll(session, [
    { type: "setArea", area: { ...newArea("dungeon", "Halls"), level: "normal" } },
    { type: "light", owner: "Actor.a", ownerName: "Aldo", source: "torch" },
  ]);
  return made.stored;
}

/** A rule run the naive way: from the start again each time it asks for a roll not yet made. */
async function replayed<T>(rule: (dice: DicePort) => T, host: HostDice): Promise<T> {
  const made: RollOutcome[] = [];
  for (;;) {
    let next = 0;
    let wanted: string | null = null;
    const replay: DicePort = {
      roll: (formula) => {
        const outcome = made[next++];
        if (outcome) return outcome;
        wanted = formula;
        throw new Error("roll wanted");
      },
    };
    try {
      return rule(replay);
    } catch (error) {
      if (wanted === null) throw error;
      made.push(await host.roll(wanted));
    }
  }
}

const attempts: Benchmark = {
  name: "bounds.attempts",
  async run() {
    const request = { action: "searchTraps", attempts: LIMITS.attempts };
    const rule = (d: DicePort) => unwrap(planAction(p002.actions, p002.time, request, d)).seconds;
    const batch = actionDice(p002.actions, p002.time, request);
    const batched = () => new RecordingDice(asyncDice(9)).run(rule, batch);
    const naive = () => replayed(rule, asyncDice(9));
    mustAgree("attempts: seconds", [await batched()], [await naive()]);
    const whole = async () => {
      const { session, made } = measured(p002);
      await performAll(session, [{ type: "action", ...request }]);
      return made;
    };
    const written = await whole();
    const [ours = NaN, slow = NaN, session = NaN] = await timeSideBySide([batched, naive, whole]);
    return [
      { name: "bounds.attempts-100-batched", value: ours, unit: "ms" },
      { name: "bounds.attempts-100-naive-replay", value: slow, unit: "ms" },
      ratio("bounds.attempts-100-vs-naive", ours / slow),
      { name: "bounds.attempts-100-session", value: session, unit: "ms" },
      { name: "bounds.attempts-100-written", value: written.bytes / 1024, unit: "KB" },
    ];
  },
};

const year: Benchmark = {
  name: "bounds.advance",
  async run() {
    const start = await inTheHalls(p000);
    const keeper = unwrap(loadWorldState(start)).keeper;
    const longest = async () => {
      const { session, made } = measured(p000, start);
      await performAll(session, [{ type: "advance", by: LIMITS.advanceSeconds }]);
      return made;
    };
    const naive = async () => {
      const events = unwrap(advance(keeper.state, keeper.state.time + LIMITS.advanceSeconds)).events;
      let bytes = 0;
      const checks = await naiveJump(events, asyncDice(5), "1d6", async (card) => {
        bytes += JSON.stringify(card).length;
      });
      return { checks, bytes };
    };
    const written = await longest();
    const reference = await naive();
    const [ours = NaN, slow = NaN] = await timeSideBySide([longest, naive], {
      budgetMs: 3000,
      minSamples: 3,
    });
    return [
      { name: "bounds.advance-year", value: ours, unit: "ms" },
      { name: "bounds.advance-year-written", value: written.bytes / 1024, unit: "KB" },
      { name: "bounds.advance-year-naive", value: slow, unit: "ms" },
      { name: "bounds.advance-year-naive-posted", value: reference.bytes / 1024, unit: "KB" },
      ratio("bounds.advance-year-vs-naive", ours / slow),
    ] satisfies Figure[];
  },
};

const move: Benchmark = {
  name: "bounds.move",
  async run() {
    const start = await inTheHalls(p002);
    const pace: Intent = { type: "setPace", pace: "cautious" };
    const longest = async () => {
      const { session, made, time } = measured(p002, start);
      await performAll(session, [pace, { type: "moveParty", feet: LIMITS.moveFeet, squareFeet: 5 }]);
      return { ...made, time: time() };
    };
    const turns = Math.floor(LIMITS.moveFeet / 30);
    const naive = async () => {
      const { session, made, time } = measured(p002, start);
      const each: Intent[] = Array.from({ length: turns }, () => ({ type: "advanceUnit", unit: "turn" }));
      await performAll(session, [pace, ...each]);
      return { ...made, time: time() };
    };
    const ours = await longest();
    const reference = await naive();
    mustAgree("move: where the clock ends", [ours.time], [reference.time]);
    const [fast = NaN, slow = NaN] = await timeSideBySide([longest, naive], {
      budgetMs: 3000,
      minSamples: 3,
    });
    return [
      { name: "bounds.move-10000-feet", value: fast, unit: "ms" },
      { name: "bounds.move-10000-feet-written", value: ours.bytes / 1024, unit: "KB" },
      { name: "bounds.move-turn-by-turn-naive", value: slow, unit: "ms" },
      { name: "bounds.move-turn-by-turn-naive-written", value: reference.bytes / 1024, unit: "KB" },
      ratio("bounds.move-vs-naive", fast / slow),
    ] satisfies Figure[];
  },
};

export const benchmarks: readonly Benchmark[] = [attempts, year, move];
