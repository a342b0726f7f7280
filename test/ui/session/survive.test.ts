/**
 * Intents that survive what happens around them (issue 20): what an intent decided is saved with the state
 * before the clock is asked to move, and the processing of that change completes it, whatever task comes
 * first, and after a task that failed.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntries, seededRoller, type DicePort } from "../../../src/core";
import { loadWorldState, type Intent } from "../../../src/ui";
import { fuzzRuns } from "../../helpers/fuzz";
import { after, dungeon, TURN } from "./fixtures";
import { makeHost } from "./host";

afterEach(() => vi.restoreAllMocks());

/** The log's entries oldest first, as their kind and note, without the set-up the session does itself. */
const logged = (host: ReturnType<typeof makeHost>) =>
  logEntries(host.session.state().keeper)
    .filter((e) => e.reason.kind !== "setup")
    .reverse()
    .map((e) => [e.reason.kind, e.reason.note]);

describe("intents queued back to back", () => {
  it("two intents sent without waiting (a macro without await) each log their own reason and note", async () => {
    const host = makeHost();
    const first = host.session.perform({ type: "advanceUnit", unit: "turn", note: "to the door" });
    const second = host.session.perform({ type: "advance", by: "2 turns", note: "through it" });
    expect([(await first).ok, (await second).ok]).toEqual([true, true]);
    await host.session.idle();
    expect(logged(host)).toEqual([
      ["turn", "to the door"],
      ["advance", "through it"],
    ]);
    expect(host.session.state().keeper.state.time).toBe(3 * TURN);
  });

  it("two travels back to back keep both navigation cards, both entries and both parts of fatigue", async () => {
    const host = makeHost({ preset: "six-watches", seed: 5 });
    const hex = { type: "travelHex", terrain: "grassland", road: true } as const;
    const first = host.session.perform(hex);
    const second = host.session.perform(hex);
    await Promise.all([first, second]);
    await host.session.idle();
    expect(host.cards.filter((c) => c.view.kind === "navigation")).toHaveLength(2);
    expect(logged(host)).toEqual([
      ["travel", "grassland"],
      ["travel", "grassland"],
    ]);
    // Each hex's part of a slot is carried to the next, so two hexes owe twice what one does.
    const one = makeHost({ preset: "six-watches", seed: 5 });
    await one.session.perform(hex);
    await one.session.idle();
    const state = host.session.state();
    expect(state.fatigue + state.fatigueProgress).toBeCloseTo(
      2 * (one.session.state().fatigue + one.session.state().fatigueProgress),
    );
  });

  it("an undo queued behind another intent still goes through its entry", async () => {
    const host = makeHost();
    await host.session.perform({ type: "advanceUnit", unit: "turn", note: "kept" });
    await host.session.perform({ type: "advanceUnit", unit: "watch", note: "undone" });
    await host.session.idle();
    const watch = logEntries(host.session.state().keeper)[0]!;
    const undo = host.session.perform({ type: "undo", entry: watch.id });
    const search = host.session.perform({ type: "action", action: "search", note: "after" });
    await Promise.all([undo, search]);
    await host.session.idle();
    expect(logged(host)).toEqual([
      ["turn", "kept"],
      ["search", "after"],
    ]);
  });
});

describe("the change asked for, stored", () => {
  it("reloads as it was, and another client's session (the next GM's) completes it", async () => {
    const host = makeHost();
    await host.session.perform({ type: "advanceUnit", unit: "turn", note: "kept" });
    await host.session.idle();
    // What the first write held: the state before the clock moved, with the change it asked for.
    const written = JSON.parse(JSON.stringify(host.saves[0])) as unknown;
    const read = loadWorldState(written);
    expect(read.ok && read.value.asked).toEqual({
      from: 0,
      to: TURN,
      reason: { kind: "turn", note: "kept" },
      party: { fatigue: 0 },
    });
    const next = makeHost({ stored: written, time: TURN });
    await next.session.sync();
    expect(logged(next)).toEqual([["turn", "kept"]]);
    expect(next.session.state().asked).toBeNull();
  });

  it("reads a state of version 2, from before changes were kept, with none asked for", () => {
    const { asked: _asked, ...before } = makeHost().session.state();
    const read = loadWorldState(JSON.parse(JSON.stringify({ ...before, version: 2 })));
    expect(read.ok && read.value.asked).toBeNull();
  });
});

describe("a task that fails while a change of time is processed", () => {
  it("leaves the state where it was saved, and the next action completes the change with its reason", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let tipped = false;
    const seeded = seededRoller(3);
    const dice: DicePort = {
      roll(formula) {
        if (tipped) throw new Error("the dice tray tipped over");
        return seeded.roll(formula);
      },
    };
    const host = makeHost({ dice });
    await host.session.perform({ type: "setArea", area: dungeon() });
    tipped = true;
    const asked = await host.session.perform({
      type: "advanceUnit",
      unit: "turn",
      count: 3,
      note: "down the stair",
    });
    await host.session.idle();
    expect(asked.ok).toBe(true);
    expect(host.failures).toHaveLength(1);
    // Nothing of the change is half done: the state stands where it was saved, the change still asked for.
    const waiting = host.session.state();
    expect(waiting.keeper.state.time).toBe(0);
    expect(waiting.worldTime).toBe(0);
    tipped = false;
    await host.session.perform({ type: "action", action: "search", note: "the niche" });
    await host.session.idle();
    expect(logged(host)).toEqual([
      ["turn", "down the stair"],
      ["search", "the niche"],
    ]);
    expect(host.session.state().keeper.state.time).toBe(host.time);
    // The check that failed is rolled when the change is completed: its card is there, once.
    expect(host.cards.filter((c) => c.view.kind === "encounter")).toHaveLength(1);
  });
});

describe("an undo when the clock moves from elsewhere before the undo's own move", () => {
  it("is completed where its move is processed: its entries undone, the time from elsewhere logged after", async () => {
    const host = makeHost();
    await host.session.perform({ type: "advanceUnit", unit: "watch", note: "kept" });
    await host.session.perform({ type: "advanceUnit", unit: "turn", note: "undone" });
    await host.session.idle();
    const watch = host.time - TURN;
    const turn = logEntries(host.session.state().keeper)[0]!;
    // A calendar module's tick of a watch reaches the clock before the undo's move back.
    host.beforeNextAdvance(() => void host.moveClock(watch));
    expect(await host.session.perform({ type: "undo", entry: turn.id })).toMatchObject({ ok: true });
    await host.session.idle();
    expect(host.failures).toEqual([]);
    expect(host.time).toBe(2 * watch);
    expect(logged(host)).toEqual([
      ["watch", "kept"],
      ["sync", undefined],
    ]);
    const state = host.session.state();
    expect(logEntries(state.keeper).map((e) => e.id)).not.toContain(turn.id);
    expect(state.keeper.state.time).toBe(host.time);
    expect(state.asked).toBeNull();
    // The GM is told what was undone.
    expect(host.cards.filter((c) => c.view.kind === "undo").length).toBeGreaterThan(0);
  });
});

describe("an intent refused after its task caught up with a move from elsewhere", () => {
  it("still brings the state to the clock: the move it caught up with is processed", async () => {
    const host = makeHost();
    await host.session.perform({ type: "advanceUnit", unit: "turn", note: "kept" });
    await host.session.idle();
    // The undo is queued, then the clock moves before its task runs: the task catches up, then is refused.
    const refused = host.session.perform({ type: "undo", entry: 999 });
    const moved = host.moveClock(TURN);
    expect(await refused).toMatchObject({ ok: false, error: { code: "timer.unknownEntry" } });
    await moved;
    await host.session.idle();
    expect(host.session.state().keeper.state.time).toBe(2 * TURN);
    expect(logged(host)).toEqual([
      ["turn", "kept"],
      ["sync", undefined],
    ]);
  });
});

/** What a step of the property does: an intent (with a note naming it), or the clock moved from elsewhere. */
type Step = { intent: Intent } | { outside: number };

const intentFor = (kind: number, note: string): Intent =>
  [
    { type: "advanceUnit", unit: "turn", note } as const,
    { type: "advance", by: "1d3 turns", note } as const,
    { type: "action", action: "search", note } as const,
    { type: "rest", note } as const,
  ][kind % 4]!;

const steps = fc.array(
  fc.tuple(
    fc.oneof(
      fc.nat(3).map((kind) => ({ kind })),
      fc.integer({ min: 1, max: 3 * TURN }).map((outside) => ({ outside })),
    ),
    fc.nat(12),
  ),
  { minLength: 1, maxLength: 10 },
);

describe("random interleavings of intents and moves of the clock from elsewhere", () => {
  it("log every intent's reason exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.integer({ min: 1, max: 1000 }), async (drawn, seed) => {
        const host = makeHost({ seed });
        await host.session.perform({ type: "setArea", area: dungeon() });
        const plan: Step[] = drawn.map(([what], i) =>
          "kind" in what ? { intent: intentFor(what.kind, `#${i}`) } : { outside: what.outside },
        );
        const results = await Promise.all(
          plan.map(async (step, i) => {
            await after(drawn[i]![1]);
            if ("outside" in step) return host.moveClock(step.outside).then(() => true);
            return (await host.session.perform(step.intent)).ok;
          }),
        );
        await host.session.idle();
        expect(results.every(Boolean)).toBe(true);
        expect(host.failures).toEqual([]);
        const notes = logEntries(host.session.state().keeper).map((e) => e.reason.note);
        plan.forEach((step, i) => {
          if ("intent" in step) expect(notes.filter((n) => n === `#${i}`)).toHaveLength(1);
        });
        expect(host.session.state().keeper.state.time).toBe(host.time);
      }),
      fuzzRuns(40),
    );
  });
});
