/**
 * A calendar module's real-time clock ticking every few seconds: its ticks join one log entry a minute of
 * real time, so the undo window is not pushed out, and the host writes once per such stretch.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries, seededRoller } from "../../../src/core";
import {
  createSession,
  DEFAULT_OPTIONS,
  HeldWrites,
  newArea,
  type RecordDelta,
  type WorldState,
} from "../../../src/ui";
import { makeHost } from "./host";

const TURN = 600;

/** A host whose real time the test moves, ticking the world clock as a calendar module would. */
function ticking() {
  let real = 0;
  const host = makeHost({ ports: { realNow: () => real } });
  return {
    host,
    /** One tick: `seconds` of world time, `ms` of real time after the last. */
    async tick(seconds = 10, ms = 10_000) {
      real += ms;
      await host.moveClock(seconds);
    },
    entries: () => logEntries(host.session.state().keeper),
  };
}

describe("clock ticks", () => {
  it("join one entry while they come within a minute of real time; the next minute begins another", async () => {
    const { host, tick, entries } = ticking();
    await host.session.sync();
    for (let i = 0; i < 6; i++) await tick();
    expect(entries().map((e) => [e.reason.kind, e.from, e.to])).toEqual([["sync", 0, 60]]);
    await tick();
    expect(entries().map((e) => [e.from, e.to])).toEqual([
      [60, 70],
      [0, 60],
    ]);
    // The record lets go of each tick joined away.
    expect(host.record.entries.map((e) => e.id)).toEqual(
      entries()
        .map((e) => e.id)
        .reverse(),
    );
  });

  it("are each an entry of their own without the host's real time, as before", async () => {
    const host = makeHost();
    await host.session.sync();
    for (let i = 0; i < 3; i++) await host.moveClock(10);
    expect(logEntries(host.session.state().keeper)).toHaveLength(3);
  });

  it("do not join across what the GM did, nor a change longer than an hour", async () => {
    const { host, tick, entries } = ticking();
    await host.session.sync();
    await tick();
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    await tick();
    await tick(2 * 3600);
    await tick();
    expect(entries().map((e) => e.to - e.from)).toEqual([10, 7200, 10, TURN, 10]);
  });

  it("are undone as one stretch", async () => {
    const { host, tick, entries } = ticking();
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    for (let i = 0; i < 4; i++) await tick(15);
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.time).toBe(TURN);
    expect(entries().map((e) => e.reason.kind)).toEqual(["turn"]);
  });

  it("still roll what falls due in them, logged on the stretch's entry", async () => {
    const { host, tick, entries } = ticking();
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("dungeon", "Halls"), level: "normal" },
    });
    await host.session.idle();
    for (let i = 0; i < 5; i++) await tick(400);
    expect(host.cards.filter((c) => c.view.kind === "encounter")).toHaveLength(1);
    expect(entries()[0]?.results).toHaveLength(1);
    expect(entries()[0]?.to).toBe(2000);
  });
});

/** A session over held writes: what reaches the storage, and a real clock with its calls to come. */
function heldHost() {
  let real = 0;
  let time = 0;
  const written: { state: WorldState; delta: RecordDelta; bytes: number }[] = [];
  let stored: unknown;
  let due: { at: number; run: () => void } | null = null;
  const storage = new HeldWrites(
    {
      load: () => stored,
      save: async (state, delta) => {
        const json = JSON.stringify(state);
        written.push({ state, delta, bytes: json.length });
        stored = JSON.parse(json);
      },
    },
    {
      now: () => real,
      later: (run, ms) => {
        const call = { at: real + ms, run };
        due = call;
        return () => void (due === call && (due = null));
      },
    },
  );
  const preset = BUILT_IN_PRESETS["four-watches"];
  const session = createSession({
    time: {
      now: () => time,
      advance: async (seconds) => {
        time += seconds;
        void session.sync(time);
      },
    },
    storage,
    dice: seededRoller(3),
    chat: { post: async () => undefined },
    preset: () => preset,
    options: () => DEFAULT_OPTIONS,
    realNow: () => real,
  });
  return {
    session,
    storage,
    written,
    /** `ms` of real time pass (a held write falls due), then the clock ticks `seconds`. */
    async tick(seconds: number, ms: number) {
      real += ms;
      if (due && due.at <= real) due.run();
      time += seconds;
      await session.sync(time);
    },
  };
}

describe("held writes", () => {
  it("are one a stretch: its first tick written at once, carrying the stretch before it", async () => {
    const host = heldHost();
    await host.session.sync();
    const first = host.written.length;
    for (let i = 0; i < 18; i++) await host.tick(10, 10_000);
    await host.storage.flush();
    const writes = host.written.slice(first);
    expect(writes.map((w) => w.state.keeper.state.time)).toEqual([10, 70, 130, 180]);
    // The second write carries the ticks the first stretch joined away.
    expect(writes[1]?.delta.before.state.time).toBe(10);
    expect([...(writes[1]?.delta.removed ?? [])]).toHaveLength(5);
    expect(writes.every((w) => w.delta.holdUntil === undefined)).toBe(true);
  });

  it("hand the held state back to the session, and go with the next task that must be written", async () => {
    const host = heldHost();
    await host.session.sync();
    const first = host.written.length;
    await host.tick(10, 1000);
    await host.tick(10, 1000);
    expect(host.session.state().keeper.state.time).toBe(20);
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    // The intent's write (the change it asks for, before the clock moves) carries the held one.
    expect(host.written.slice(first).map((w) => w.state.keeper.state.time)).toEqual([10, 20, 20 + TURN]);
    expect(host.written.at(-2)?.delta.before.state.time).toBe(10);
  });

  it("are written a minute after their stretch ends when the clock stops", async () => {
    const host = heldHost();
    await host.session.sync();
    await host.tick(10, 1000);
    await host.tick(10, 1000);
    const written = host.written.length;
    await host.tick(0, 2 * 60_000);
    expect(host.written).toHaveLength(written + 1);
    expect(host.written.at(-1)?.state.keeper.state.time).toBe(20);
  });
});
