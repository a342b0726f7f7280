/**
 * Time from anywhere (issue 19). A calendar set ten years ahead in a dungeon whose encounter check falls due
 * every third turn (175,200 checks), processed by the session as one summarised entry with every check
 * rolled ("all", the costliest choice) or none ("skip", the choice without a host to ask), beside the naive
 * handling (bench/references/naive-jump.ts: an awaited roll and a card per check). And the writes of four
 * hours of a calendar module's ten-second ticks (1,440), joined and held (src/ui/session/stretch.ts,
 * held-writes.ts), beside every tick processed and written on its own: their number, and the bytes they send
 * as Foundry's split state does (the setting without the log's entries, and the record's entries put).
 */
import { advance, BUILT_IN_PRESETS, logEntries, seededRoller, type Timekeeper } from "../../src/core";
import { recordChange } from "../../src/core/record/change";
import {
  createSession,
  DEFAULT_OPTIONS,
  HeldWrites,
  loadWorldState,
  newArea,
  type LongJumpChoice,
  type SessionPorts,
  type WorldState,
} from "../../src/ui";
import { mustAgree, ratio, timeSideBySide, unwrap, type Benchmark, type Figure } from "../harness";
import { naiveJump } from "../references/naive-jump";

const preset = BUILT_IN_PRESETS["four-watches"];
const TEN_YEARS = 10 * 365 * 86_400;
const TICKS = 1440;

/** A session's ports over a clock standing at `time` and a state in memory, with `more` of the test's own. */
function ports(
  stored: { value: unknown },
  time: () => number,
  more: Partial<SessionPorts> = {},
): SessionPorts {
  return {
    time: { now: time, advance: async () => undefined },
    storage: { load: () => stored.value, save: async (state) => void (stored.value = state) },
    dice: seededRoller(5),
    chat: { post: async () => undefined },
    preset: () => preset,
    options: () => DEFAULT_OPTIONS,
    ...more,
  };
}

/** The stored state of a party in a dungeon's halls with a torch lit, at world time 0. */
async function inTheHalls(): Promise<unknown> {
  const stored = { value: undefined as unknown };
  const session = createSession(ports(stored, () => 0));
  await session.perform({ type: "setArea", area: { ...newArea("dungeon", "Halls"), level: "normal" } });
  await session.perform({ type: "light", owner: "Actor.a", ownerName: "Aldo", source: "torch" });
  await session.idle();
  return JSON.parse(JSON.stringify(stored.value));
}

/** The jump as the session takes it, from the stored state: the cards posted and the checks it counted. */
async function jump(start: unknown, choice: LongJumpChoice) {
  const stored = { value: start };
  let cards = 0;
  const session = createSession(
    ports(stored, () => TEN_YEARS, {
      chat: { post: async () => void cards++ },
      askLongJump: async () => choice,
    }),
  );
  await session.sync(TEN_YEARS);
  const entry = logEntries((stored.value as WorldState).keeper)[0];
  const checks = entry?.events.reduce((n, e) => n + (e.type === "checkDue" ? e.count : 0), 0) ?? 0;
  return { cards, checks };
}

/** The naive handling of the same jump: its events, then a roll and a card per check. */
async function naive(keeper: Timekeeper) {
  let cards = 0;
  const events = unwrap(advance(keeper.state, TEN_YEARS)).events;
  const dice = seededRoller(5);
  const checks = await naiveJump(events, dice, "1d6", async () => void cards++);
  return { cards, checks };
}

/** What a write sends in Foundry: the setting without the log's entries, and the record's change. */
function sent(state: WorldState, before: Timekeeper, removed: ReadonlySet<number>): number {
  const head = { ...state, keeper: { ...state.keeper, log: null } };
  return JSON.stringify(head).length + JSON.stringify(recordChange(before, state.keeper, removed)).length;
}

/** Four hours of ten-second ticks, ten seconds of real time apart: the writes made, and the bytes sent. */
async function ticks(joined: boolean) {
  let real = 0;
  let time = 0;
  /** The held write's call to come, if one is waiting. */
  const later: { due: { at: number; run: () => void } | null } = { due: null };
  const made = { writes: 0, bytes: 0 };
  const stored = { value: undefined as unknown };
  const storage = new HeldWrites(
    {
      load: () => stored.value,
      save: async (state, delta) => {
        made.writes++;
        made.bytes += sent(state, delta.before, delta.removed);
        stored.value = state;
      },
    },
    {
      now: () => real,
      later: (run, ms) => {
        later.due = { at: real + ms, run };
        return () => void (later.due = null);
      },
    },
  );
  const more = joined ? { storage, realNow: () => real } : { storage };
  const session = createSession(ports(stored, () => time, more));
  await session.sync();
  const first = made.writes;
  for (let i = 0; i < TICKS; i++) {
    real += 10_000;
    if (later.due && later.due.at <= real) later.due.run();
    time += 10;
    await session.sync(time);
  }
  await storage.flush();
  const state = unwrap(loadWorldState(stored.value));
  return { writes: made.writes - first, kb: made.bytes / 1024, time: state.keeper.state.time };
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "jump.ten-years",
    async run() {
      const start = await inTheHalls();
      const keeper = unwrap(loadWorldState(start)).keeper;
      const all = await jump(start, "all");
      const reference = await naive(keeper);
      mustAgree("jump: checks due in ten years", [all.checks], [reference.checks]);
      const [rollAll = Number.NaN, skip = Number.NaN, slow = Number.NaN] = await timeSideBySide(
        [() => jump(start, "all"), () => jump(start, "skip"), () => naive(keeper)],
        { budgetMs: 4000, minSamples: 3 },
      );
      const figures: Figure[] = [
        { name: "jump.ten-years-roll-all", value: rollAll, unit: "ms" },
        { name: "jump.ten-years-skip", value: skip, unit: "ms" },
        { name: "jump.naive-ten-years", value: slow, unit: "ms" },
        ratio("jump.ten-years-roll-all-vs-naive", rollAll / slow),
        { name: "jump.ten-years-cards", value: all.cards, unit: "cards" },
        { name: "jump.naive-ten-years-cards", value: reference.cards, unit: "cards" },
      ];
      return figures;
    },
  },
  {
    name: "ticks.four-hours",
    async run() {
      const held = await ticks(true);
      const each = await ticks(false);
      mustAgree("ticks: where the clock ends", [held.time], [each.time]);
      return [
        { name: "ticks.writes-1440-ticks", value: held.writes, unit: "writes" },
        { name: "ticks.naive-writes-1440-ticks", value: each.writes, unit: "writes" },
        ratio("ticks.writes-vs-naive", held.writes / each.writes),
        { name: "ticks.sent-1440-ticks", value: held.kb, unit: "KB" },
        { name: "ticks.naive-sent-1440-ticks", value: each.kb, unit: "KB" },
        ratio("ticks.sent-vs-naive", held.kb / each.kb),
      ];
    },
  },
];
