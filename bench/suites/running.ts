/**
 * A four-hour session of time that runs on its own (issue 22), on the typed fake of Foundry with a dungeon area
 * in force (its encounter checks fall due as the time runs): Turnkeeper's running clock at 1:1, which writes the
 * world clock once a minute of real time (its anchor moves in the state write processing makes anyway, so a
 * minute is one world-time write, one state write and one record page), beside the reference of a clock that ticks every ten seconds of real
 * time (a calendar module's real-time clock), each tick a world-time write Turnkeeper processes. Both must reach
 * the same world time. Real time is simulated (`Date.now`, timers and the server's clock move together), so
 * four hours take seconds. Figures: the writes each makes (world time, settings, journal requests, chat cards)
 * and the bytes they send.
 */
import { turnkeeperOf } from "../../src/foundry/setup/start";
import { FakeWorld, type FakeClient } from "../../test/fakes/foundry";
import { mustAgree, type Benchmark, type Figure } from "../harness";
import { dungeonTable, settle } from "../fake-table";

const HOURS = 4;
const SESSION_MS = HOURS * 3_600_000;
const TICK_MS = 10_000;

/** Real time as the bench plays it: `Date.now`, `setTimeout` and the fake server's clock, moved on by hand. */
class SimulatedTime {
  now = Date.UTC(2026, 0, 1);
  readonly #timers = new Map<number, { at: number; run: () => void }>();
  #next = 1;

  constructor(readonly world: FakeWorld) {}

  /** Puts the simulated clock in place of the real one; returns how to put the real one back. */
  install(): () => void {
    const saved = { now: Date.now, setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
    this.world.serverTime = this.now;
    Date.now = () => this.now;
    globalThis.setTimeout = ((run: () => void, ms = 0) => {
      const id = this.#next++;
      this.#timers.set(id, { at: this.now + ms, run });
      return id;
    }) as unknown as typeof setTimeout;
    globalThis.clearTimeout = ((id: number) => void this.#timers.delete(id)) as typeof clearTimeout;
    return () => {
      Date.now = saved.now;
      globalThis.setTimeout = saved.setTimeout;
      globalThis.clearTimeout = saved.clearTimeout;
    };
  }

  #at(ms: number): void {
    this.now = Math.max(this.now, ms);
    this.world.serverTime = this.now;
  }

  /** Moves real time on to `until`, running each timer when its time comes, then letting the clients settle. */
  async runTo(until: number, after: () => void): Promise<void> {
    for (;;) {
      const [first] = [...this.#timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at);
      if (!first) break;
      this.#timers.delete(first[0]);
      this.#at(first[1].at);
      first[1].run();
      await settle(this.world);
      after();
    }
    this.#at(until);
  }
}

interface Cost {
  readonly gameSeconds: number;
  readonly worldWrites: number;
  readonly settingWrites: number;
  readonly journalWrites: number;
  readonly cards: number;
  readonly bytes: number;
}

/** Counts what a stretch of play writes, and the bytes it sends (settings' values as JSON, journal requests). */
class Meter {
  #seen: number;
  bytes = 0;
  readonly #from: { time: number; writes: number; journal: number; messages: number };

  constructor(readonly world: FakeWorld) {
    this.#seen = world.writes.length;
    this.#from = {
      time: world.worldTime,
      writes: world.writes.length,
      journal: world.journalServer.writes.length,
      messages: world.messages.length,
    };
  }

  /** Measures the writes made since it last looked (each setting's value as it now stands). */
  look = (): void => {
    const world = this.world;
    for (const w of world.writes.slice(this.#seen)) {
      if (w.kind === "setting") this.bytes += JSON.stringify(world.worldSettings.get(w.key) ?? null).length;
      if (w.kind === "worldTime") this.bytes += JSON.stringify({ time: world.worldTime }).length;
    }
    this.#seen = world.writes.length;
  };

  cost(): Cost {
    const world = this.world;
    this.look();
    const writes = world.writes.slice(this.#from.writes);
    const journal = world.journalServer.writes.slice(this.#from.journal);
    return {
      gameSeconds: world.worldTime - this.#from.time,
      worldWrites: writes.filter((w) => w.kind === "worldTime").length,
      settingWrites: writes.filter((w) => w.kind === "setting").length,
      journalWrites: journal.length,
      cards: world.messages.length - this.#from.messages,
      bytes: this.bytes + journal.reduce((n, w) => n + w.bytes, 0),
    };
  }
}

/** A GM and a player in a dungeon with a normal danger; `play` runs the four hours, measured. */
async function session(play: (time: SimulatedTime, gm: FakeClient, meter: Meter) => Promise<void>) {
  const info = console.info;
  console.info = () => undefined;
  const world = new FakeWorld();
  const time = new SimulatedTime(world);
  const restore = time.install();
  try {
    const gm = await dungeonTable(world);
    await settle(world);
    const meter = new Meter(world);
    await play(time, gm, meter);
    return meter.cost();
  } finally {
    restore();
    console.info = info;
  }
}

/** Turnkeeper's running clock at 1:1 for four hours, switched on from the GM's panel. */
const running = () =>
  session(async (time, gm, meter) => {
    const end = time.now + SESSION_MS;
    await turnkeeperOf(gm)!.running.act("runningSwitch", { on: "true" }, undefined);
    await settle(time.world);
    await time.runTo(end, meter.look);
    await turnkeeperOf(gm)!.running.act("runningSwitch", { on: "false" }, undefined);
    await settle(time.world);
  });

/** The reference: a tick every ten seconds of real time, each a world-time write Turnkeeper processes. */
const ticking = () =>
  session(async (time, gm, meter) => {
    const end = time.now + SESSION_MS;
    while (time.now < end) {
      await time.runTo(time.now + TICK_MS, meter.look);
      await gm.game.time.advance(TICK_MS / 1000);
      await settle(time.world);
      meter.look();
    }
    // The stretch held back goes out when its wait is over.
    await time.runTo(time.now + 3 * 60_000, meter.look);
  });

const figures = (prefix: string, cost: Cost): Figure[] => [
  { name: `${prefix}.world-time-writes`, value: cost.worldWrites, unit: "writes" },
  { name: `${prefix}.setting-writes`, value: cost.settingWrites, unit: "writes" },
  { name: `${prefix}.journal-writes`, value: cost.journalWrites, unit: "writes" },
  { name: `${prefix}.chat-cards`, value: cost.cards, unit: "cards" },
  { name: `${prefix}.bytes-sent`, value: cost.bytes / 1024, unit: "KB" },
];

export const benchmarks: readonly Benchmark[] = [
  {
    name: "running.four-hours-vs-ticks",
    async run() {
      const mine = await running();
      const reference = await ticking();
      mustAgree("game time of four hours at 1:1", [mine.gameSeconds], [reference.gameSeconds]);
      return [
        ...figures("running.four-hours", mine),
        ...figures("running.ticks-four-hours", reference),
        {
          name: "running.world-time-writes-vs-ticks",
          value: mine.worldWrites / reference.worldWrites,
          unit: "ratio",
        },
        { name: "running.bytes-vs-ticks", value: mine.bytes / reference.bytes, unit: "ratio" },
      ];
    },
  },
];
