/**
 * Stored state that degrades, never bricks (issue 20): a part that does not read is set aside and handed to the
 * host with the first write, which leaves it out; the rest loads and reads back equal. A world time of 0.5 at
 * first run saves a state that reads; a preset that does not read stops every write.
 */
import { describe, expect, it } from "vitest";
import { coreError, logEntries, type CoreError } from "../../../src/core";
import { readWorldState, storedWorldState, type StoredWorldState } from "../../../src/ui";
import { dungeon, TURN } from "./fixtures";
import { makeHost } from "./host";

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A session over `stored`, each save's delta kept (`saves`: what it set aside), as a host stores it. */
function storing(stored?: unknown, opts: { time?: number; presetProblem?: () => CoreError | null } = {}) {
  const host = makeHost({
    stored,
    time: opts.time ?? 0,
    seed: 3,
    ...(opts.presetProblem && { ports: { presetProblem: opts.presetProblem } }),
  });
  return {
    session: host.session,
    saves: host.deltas,
    /** What the host holds: what it was given, or what was last saved, as JSON. */
    get stored() {
      return host.stored as StoredWorldState;
    },
    get time() {
      return host.time;
    },
  };
}

/** A campaign stored as a host keeps it: an area, two torches burning, four turns logged. */
async function campaign() {
  const host = storing();
  await host.session.perform({ type: "setArea", area: dungeon() });
  for (const owner of ["Actor.aldo", "Actor.bree"])
    await host.session.perform({ type: "light", owner, ownerName: owner, source: "torch" });
  await host.session.perform({ type: "advanceUnit", unit: "turn", count: 4 });
  await host.session.idle();
  return host;
}

describe("stored state read part by part", () => {
  it("sets a hand-edited timer aside, loads the rest, and writes it without the timer at once", async () => {
    const first = await campaign();
    const edited = json(first.stored) as unknown as { keeper: { state: { timers: { label: unknown }[] } } };
    const bad = edited.keeper.state.timers[0] as { label: unknown };
    bad.label = 5;
    const host = storing(edited, { time: first.time });
    expect(host.session.storageError()).toBeNull();
    expect(host.session.state().keeper.state.timers).toHaveLength(1);
    expect(host.session.state().area?.name).toBe("Upper halls");
    expect(await host.session.sync()).toMatchObject({ wrote: true });
    expect(host.saves[0]?.setAside).toEqual([
      expect.objectContaining({ path: "keeper.state.timers[0]", value: bad }),
    ]);
    expect(host.saves[0]?.setAside?.[0]?.error).toMatchObject({ code: "schema.type" });
    // What was written reads back whole, equal to what the session holds.
    const again = readWorldState(host.stored);
    expect(again.ok && again.value.setAside).toEqual([]);
    expect(again.ok && again.value.value).toEqual(host.session.state());
  });

  it("keeps the log's entries newer than one hand-edited to a note of 5; undo reaches back to it", async () => {
    const first = await campaign();
    const ids = logEntries(first.session.state().keeper).map((e) => e.id);
    const edited = json(storedWorldState(first.session.state()));
    (edited.keeper.log[1] as { reason: { note?: unknown } }).reason.note = 5;
    const host = storing(edited, { time: first.time });
    expect(logEntries(host.session.state().keeper).map((e) => e.id)).toEqual(ids.slice(0, 1));
    await host.session.sync();
    expect(host.saves[0]?.setAside?.[0]).toMatchObject({
      path: "keeper.log[1]",
      error: { path: "keeper.log[1].reason.note" },
    });
    expect(await host.session.perform({ type: "undo" })).toMatchObject({ ok: true });
    await host.session.idle();
    expect(logEntries(host.session.state().keeper)).toEqual([]);
  });

  it("gives a field that does not read its default (fatigue of -1), and says where", async () => {
    const first = await campaign();
    const host = storing({ ...json(first.stored), fatigue: -1, pace: 12 }, { time: first.time });
    expect(host.session.state()).toMatchObject({ fatigue: 0, pace: null });
    await host.session.sync();
    expect(host.saves[0]?.setAside?.map((p) => p.path)).toEqual(["fatigue", "pace"]);
  });

  it("saves a state that reads back from a world time of 0.5 at first run", async () => {
    const host = storing(undefined, { time: 0.5 });
    expect(await host.session.sync()).toMatchObject({ wrote: true });
    const read = readWorldState(host.stored);
    expect(read.ok && read.value.setAside).toEqual([]);
    expect(read.ok && read.value.value).toMatchObject({ worldTime: 0.5, keeper: { state: { time: 0 } } });
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(host.session.state()).toMatchObject({ worldTime: TURN + 0.5, keeper: { state: { time: TURN } } });
  });
});

describe("a clock the rules cannot read", () => {
  it("writes nothing at a world time whose second is no safe integer (1e300), so no unreadable state is saved", async () => {
    const first = await campaign();
    const stored = first.stored;
    const host = storing(stored, { time: 1e300 });
    expect(await host.session.sync()).toMatchObject({ wrote: false });
    expect(await host.session.perform({ type: "advanceUnit", unit: "turn" })).toMatchObject({
      ok: false,
      error: { code: "time.badTime" },
    });
    expect(host.saves).toEqual([]);
    expect(host.stored).toBe(stored);
  });
});

describe("a preset that does not read", () => {
  const problem = () => coreError("preset.customUnreadable", { path: "time" }, "time");

  it("stops every write and says why, instead of setting the state up for another preset", async () => {
    const first = await campaign();
    const stored = first.stored;
    const host = storing(stored, { time: first.time + TURN, presetProblem: problem });
    expect(host.session.storageError()).toMatchObject({ code: "preset.customUnreadable" });
    // The clock still shows what is stored.
    expect(host.session.state().keeper.state.timers).toHaveLength(2);
    expect(await host.session.sync()).toMatchObject({ wrote: false });
    expect(await host.session.perform({ type: "advanceUnit", unit: "turn" })).toMatchObject({
      ok: false,
      error: { code: "preset.customUnreadable" },
    });
    expect(host.saves).toEqual([]);
    expect(host.stored).toBe(stored);
  });

  it("writes no first state either", async () => {
    const host = storing(undefined, { presetProblem: problem });
    expect(await host.session.sync()).toMatchObject({ wrote: false });
    expect(host.saves).toEqual([]);
  });
});
