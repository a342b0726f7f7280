/**
 * The timekeeper's stored form (issue 20, "stored data that degrades"): the log stored as a list and read
 * without recursion at any length, older worlds' chains migrated with nothing lost, and a stored keeper read
 * part by part, what does not read set aside with where and why.
 */
import { describe, expect, it } from "vitest";
import {
  apply,
  applyTimerCommand,
  BUILT_IN_PRESETS,
  createTimekeeper,
  lightTimer,
  loadTimekeeper,
  logEntries,
  readTimekeeper,
  storedTimekeeper,
  type Timekeeper,
  type TimerCommand,
} from "../../../../src/core";
import { must, TURN } from "../helpers";

const preset = BUILT_IN_PRESETS["turns-rounds-segments"];
const torch = (owner: string): TimerCommand => ({
  type: "startTimer",
  timer: must(lightTimer(preset.lights, preset.time, "torch", owner)),
});

/** A keeper that logged `turns` advances of a turn (its undo window that long). */
function advanced(turns: number, keeper = createTimekeeper(0, preset.time, turns)): Timekeeper {
  for (let i = 1; i <= turns; i++) keeper = must(apply(keeper, { type: "advance", to: i * TURN })).state;
  return keeper;
}

/** As JSON crosses a reload. */
const json = (value: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe("the time log's stored form", () => {
  it("stores a log of 4,000 entries as a list and reads it back equal (the chain overflowed the stack)", () => {
    const keeper = advanced(4000);
    const stored = json(storedTimekeeper(keeper));
    expect(Array.isArray(stored.log)).toBe(true);
    const loaded = must(loadTimekeeper(stored));
    expect(logEntries(loaded)).toEqual(logEntries(keeper));
    expect(loaded).toMatchObject({ logLength: 4000, nextEntry: 4001 });
  });

  it("migrates a version 1 keeper, its log the chain of 4,000 entries it stored, with nothing lost", () => {
    const keeper = advanced(4000);
    const old = json({ ...keeper, version: 1 });
    const loaded = must(loadTimekeeper(old));
    expect(loaded.version).toBe(2);
    expect(logEntries(loaded)).toEqual(logEntries(keeper));
    expect(loaded.state).toEqual(keeper.state);
  });

  it("reads a keeper still in memory (its log a chain) as it is", () => {
    const keeper = advanced(3);
    expect(must(loadTimekeeper(keeper))).toEqual(keeper);
  });
});

describe("a stored keeper read part by part", () => {
  it("refuses duplicate timer ids on load, so ending one no longer ends both", () => {
    const keeper = must(apply(createTimekeeper(0, preset.time), torch("a"))).state;
    const stored = json(storedTimekeeper(keeper)) as { state: { timers: unknown[] } };
    const [timer] = stored.state.timers as { id: string; owner: string }[];
    stored.state.timers.push({ ...timer, owner: "b" });
    expect(loadTimekeeper(stored)).toMatchObject({
      ok: false,
      error: { code: "schema.duplicate", path: "state.timers[1]" },
    });
    const read = must(readTimekeeper(stored));
    expect(read.setAside).toMatchObject([{ path: "state.timers[1]", value: { owner: "b" } }]);
    const timers = read.value.state.timers;
    expect(timers).toHaveLength(1);
    const ended = must(applyTimerCommand(read.value.state, { type: "endTimer", id: timers[0]?.id ?? "" }));
    expect(ended.state.timers).toEqual([]);
  });

  it("sets a bad timer aside and keeps the rest, the next id past every id given", () => {
    let keeper = createTimekeeper(0, preset.time);
    for (const owner of ["a", "b", "c"]) keeper = must(apply(keeper, torch(owner))).state;
    const stored = json(storedTimekeeper(keeper)) as {
      state: { timers: { label: unknown }[]; nextId: number };
    };
    (stored.state.timers[1] as { label: unknown }).label = 5;
    stored.state.nextId = 2;
    const read = must(readTimekeeper(stored, "keeper"));
    expect(read.setAside.map((p) => [p.path, p.error.code])).toEqual([
      ["keeper.state.timers[1]", "schema.type"],
      ["keeper.state.nextId", "schema.outOfRange"],
    ]);
    expect(read.setAside[0]?.error.path).toBe("keeper.state.timers[1].label");
    expect(read.value.state.timers.map((t) => t.owner)).toEqual(["a", "c"]);
    expect(read.value.state.nextId).toBe(4);
  });

  it("keeps the log's entries newer than one that does not read; it and the older ones are set aside", () => {
    const keeper = advanced(5);
    const stored = json(storedTimekeeper(keeper)) as { log: { reason: { note?: unknown } }[] };
    (stored.log[2] as { reason: { note?: unknown } }).reason.note = 5;
    const read = must(readTimekeeper(stored));
    expect(logEntries(read.value).map((e) => e.id)).toEqual([5, 4]);
    expect(read.value.logLength).toBe(2);
    expect(read.setAside).toHaveLength(1);
    expect(read.setAside[0]).toMatchObject({ path: "log[2]", error: { path: "log[2].reason.note" } });
    expect((read.setAside[0]?.value as unknown[]).length).toBe(3);
    // Undo reaches back to the first entry kept, and no further.
    expect(read.value.nextEntry).toBe(6);
  });

  it("stops the log where an entry does not follow on from the older one (one missing between)", () => {
    const keeper = advanced(5);
    const stored = json(storedTimekeeper(keeper)) as { log: unknown[] };
    stored.log.splice(1, 1);
    const read = must(readTimekeeper(stored));
    expect(logEntries(read.value).map((e) => e.id)).toEqual([5]);
    expect(read.setAside).toMatchObject([{ path: "log[1]", error: { code: "stored.logBroken" } }]);
  });

  it("refuses a keeper whose clock does not read, unless it is given one", () => {
    const stored = json(storedTimekeeper(advanced(2))) as { state: { time: unknown } };
    stored.state.time = "noon";
    expect(readTimekeeper(stored)).toMatchObject({ ok: false, error: { path: "state.time" } });
    const read = must(readTimekeeper(stored, "", 2 * TURN));
    expect(read.value.state.time).toBe(2 * TURN);
    expect(logEntries(read.value)).toHaveLength(2);
    expect(read.setAside).toMatchObject([{ path: "state.time", value: "noon" }]);
  });
});
