/**
 * Two parties meet (issue 22): they join at the later of their times, the earlier spending its gap as the GM
 * chose (waiting, resting, one summarised stretch), with both parties' members and lights; the world clock
 * does not move.
 */
import { describe, expect, it } from "vitest";
import { logEntries, type LogEntry } from "../../../src/core";
import type { LongJump } from "../../../src/ui";
import { makeHost } from "../session/host";
import { dungeon, TURN } from "../session/fixtures";

const HOUR = 3600;

/** Scouts split off at 0 with Bea's torch; the first party goes on two hours and stands at the world. */
async function apart(preset: "four-watches" | "six-watches" = "four-watches") {
  const asked: LongJump[] = [];
  const host = makeHost({
    preset,
    ports: { askLongJump: (jump) => (asked.push(jump), Promise.resolve({ roll: "none" }) as never) },
  });
  const { session } = host;
  await session.perform({ type: "setArea", area: dungeon("normal") });
  await session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  await session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "lantern" });
  await session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
  await session.perform({ type: "advance", by: 2 * HOUR });
  await session.idle();
  return { host, asked };
}

const newest = (host: ReturnType<typeof makeHost>): LogEntry | undefined =>
  logEntries(host.session.state().keeper)[0];

describe("merging two parties", () => {
  it("joins them at the later time: the scouts wait out their two hours, their lantern burning", async () => {
    const { host } = await apart();
    const advances = host.advances.length;
    const merged = await host.session.perform({
      type: "mergeParties",
      from: "party-2",
      into: "party",
      gap: "wait",
    });
    expect(merged).toMatchObject({ ok: true, value: { seconds: 0 } });
    const ws = host.session.state();
    expect(host.advances).toHaveLength(advances);
    expect(ws.party.id).toBe("party");
    expect(ws.others).toEqual([]);
    expect(ws.keeper.state.time).toBe(2 * HOUR);
    // The first party holds everyone no other party lists: Bea is back in it.
    expect(ws.party.members).toEqual([]);
    // Aldo's torch (an hour) went out with the first party; Bea's lantern burned on through the scouts' wait.
    expect(ws.keeper.state.timers.map((t) => t.owner)).toEqual(["Actor.bea"]);
    // The wait is the merged party's entry (the first party's, unnamed), its note naming who waited.
    const wait = host.record.entries.find((e) => e.reason.kind === "wait");
    expect(wait).toMatchObject({ from: 0, to: 2 * HOUR, reason: { note: "Scouts" } });
    expect(wait?.party).toBeUndefined();
    expect(host.events.find((e) => e.name === "partiesMerged")?.payload).toEqual({
      from: "party-2",
      into: "party",
      time: 2 * HOUR,
      gap: 2 * HOUR,
      spent: "wait",
    });
  });

  it("brings the earlier party into play to spend its gap, whichever is named to go on", async () => {
    const { host } = await apart();
    await host.session.perform({ type: "switchParty", id: "party-2" });
    await host.session.perform({ type: "mergeParties", from: "party", into: "party-2", gap: "wait" });
    const ws = host.session.state();
    expect(ws.party).toMatchObject({ id: "party-2", name: "Scouts" });
    expect(ws.keeper.state.time).toBe(2 * HOUR);
    expect(host.time).toBe(2 * HOUR);
  });
});

describe("spending the earlier party's gap", () => {
  it("rests the earlier party through its gap, as the rest action: its fatigue recovers (R001-20)", async () => {
    const tired = async (gap: "wait" | "rest") => {
      const { host } = await apart("six-watches");
      // The scouts came back from a hard march, two fatigue slots; the first party is rested.
      const stored = host.stored as { fatigue: number; effects: unknown[]; others: { fatigue: number }[] };
      Object.assign(stored, { fatigue: 0, effects: [] });
      stored.others[0] = { ...stored.others[0], fatigue: 2 } as { fatigue: number };
      // Checks wait for the GM (and two hours are no long jump), so no encounter's fatigue comes into it.
      const options = { dueChecks: "prompt", longJump: 86_400 } as const;
      const again = makeHost({ preset: "six-watches", stored, time: host.time, options });
      await again.session.perform({ type: "mergeParties", from: "party-2", into: "party", gap });
      return again;
    };
    const rested = await tired("rest");
    const waited = await tired("wait");
    expect(rested.session.state().fatigue).toBe(0);
    expect(waited.session.state().fatigue).toBe(2);
    const rest = rested.record.entries.find((e) => e.reason.kind === "rest");
    expect(rest).toMatchObject({ from: 0, to: 2 * HOUR, reason: { note: "Scouts" } });
  });

  it("summarises the earlier party's gap as one stretch, as any long jump, asking the GM what to roll", async () => {
    const { host, asked } = await apart();
    await host.session.perform({ type: "mergeParties", from: "party-2", into: "party", gap: "summarise" });
    expect(asked).toHaveLength(1);
    const wait = host.record.entries.find((e) => e.reason.kind === "wait");
    expect(wait).toMatchObject({ from: 0, to: 2 * HOUR, reason: { note: "Scouts" } });
    expect(newest(host)?.to).toBe(2 * HOUR);
    expect(host.session.state().keeper.state.time).toBe(2 * HOUR);
  });

  it("refuses a party that is not there and a party merging with itself, changing nothing", async () => {
    const { host } = await apart();
    const saves = host.saves.length;
    const none = await host.session.perform({
      type: "mergeParties",
      from: "nobody",
      into: "party",
      gap: "wait",
    });
    const self = await host.session.perform({
      type: "mergeParties",
      from: "party",
      into: "party",
      gap: "wait",
    });
    expect(none).toMatchObject({ ok: false, error: { code: "party.unknown" } });
    expect(self).toMatchObject({ ok: false, error: { code: "party.sameParty" } });
    expect(host.saves).toHaveLength(saves);
    expect(TURN).toBeGreaterThan(0);
  });
});
