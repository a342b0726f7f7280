/**
 * A fight's steps on the party in play's time (issue 22, Session#fight): a step's seconds first use up the
 * party's lag, processed as its own advance with no world-time change, and only the part beyond moves the
 * world; the other parties keep their times, and a step taken back gives back exactly what it took.
 */
import { describe, expect, it } from "vitest";
import { logEntries } from "../../../src/core";
import type { CombatTime } from "../../../src/ui";
import { partyTimes } from "../../../src/ui/party/times";
import { makeHost } from "../session/host";
import { TURN } from "../session/fixtures";

/** Two parties, the scouts (in play) `behind` seconds behind the first; Bea's torch lit before they split. */
async function scoutsBehind(behind: number) {
  const host = makeHost();
  const { session } = host;
  await session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "torch" });
  await session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
  await session.perform({ type: "advance", by: behind });
  await session.perform({ type: "switchParty", id: "party-2" });
  await session.idle();
  return host;
}

const at = (round: number, segment: number): CombatTime => ({ fight: "fight-1", round, segment });

/** A fight's step: the host's one write of it moves the clock by the world's part, heard as the fight's. */
async function step(host: ReturnType<typeof makeHost>, seconds: number, combat: CombatTime, heard = true) {
  const worlds: number[] = [];
  const world = await host.session.fight(seconds, combat, async (part) => {
    worlds.push(part);
    // The host hears its own write after the step's task (a hook), never within it.
    if (part !== 0) void host.moveClock(part, combat, heard);
  });
  await host.session.idle();
  expect(worlds).toEqual([world]);
  return world;
}

const times = (host: ReturnType<typeof makeHost>) =>
  Object.fromEntries(partyTimes(host.session.state()).map((p) => [p.id, p.time]));

describe("a fight on the party in play's time", () => {
  it("stays within the party's lag: no world-time change, the step logged as the fight's at the party's time", async () => {
    const host = await scoutsBehind(3 * TURN);
    const saves = host.saves.length;
    expect(await step(host, 20, at(1, 10))).toBe(0);
    expect(await step(host, 20, at(2, 10))).toBe(0);
    expect(host.time).toBe(3 * TURN);
    expect(times(host)).toEqual({ "party-2": 40, party: 3 * TURN });
    // One state write a step; the steps join one entry, the fight's, at the scouts' time.
    expect(host.saves.length - saves).toBe(2);
    const [last] = logEntries(host.session.state().keeper);
    expect(last).toMatchObject({ from: 0, to: 40, reason: { kind: "combat", combat: at(2, 10) } });
    // Taken back: the scouts' time alone.
    expect(await step(host, -20, at(1, 10))).toBe(0);
    expect(times(host)).toEqual({ "party-2": 20, party: 3 * TURN });
  });

  it("moves the world by the part beyond the lag alone, the other party staying at its time; undo gives it back", async () => {
    const host = await scoutsBehind(30);
    expect(await step(host, 60, at(1, 30))).toBe(30);
    expect(host.time).toBe(60);
    expect(times(host)).toEqual({ "party-2": 60, party: 30 });
    expect(host.session.state().asked).toBeNull();
    expect(await step(host, -40, at(1, 10))).toBe(-30);
    expect(host.time).toBe(30);
    expect(times(host)).toEqual({ "party-2": 20, party: 30 });
    expect(await step(host, -20, at(0, 0))).toBe(0);
    expect(times(host)).toEqual({ "party-2": 0, party: 30 });
  });

  it("is completed by whoever processes the world's change, as the party's own, when the writer never heard it", async () => {
    const host = await scoutsBehind(30);
    expect(await step(host, 60, at(1, 30), false)).toBe(30);
    expect(times(host)).toEqual({ "party-2": 0, party: 30 });
    // The next GM's sync, which knows nothing of the fight: the stored ask says the change is the scouts'.
    await host.session.sync(host.time);
    expect(times(host)).toEqual({ "party-2": 60, party: 30 });
    const [last] = logEntries(host.session.state().keeper);
    expect(last).toMatchObject({ from: 0, to: 60, reason: { kind: "combat" } });
  });

  it("moves a lone party and the world together, with no ask (as before parties)", async () => {
    const host = makeHost();
    await host.session.sync();
    const saves = host.saves.length;
    expect(await step(host, 20, at(1, 10))).toBe(20);
    expect(host.time).toBe(20);
    expect(host.session.state().keeper.state.time).toBe(20);
    // The world's change alone is written: no ask before it.
    expect(host.saves.length - saves).toBe(1);
  });
});
