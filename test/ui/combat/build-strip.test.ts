/** The segment strip's part (build-strip.ts): this round and the next, their cells, chips and the wrap. */
import { describe, expect, it } from "vitest";
import { buildTrackerView, CHIPS_PER_CELL } from "../../../src/ui/combat";
import { entrant, fight, fresh, lastRoundOfMoment, run } from "./fixtures";

describe("the segment strip", () => {
  it("R003-10 R003-01 lays out segments 1-10 of this round and the next, with the moment boundary", () => {
    const { state, entrants } = lastRoundOfMoment();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.clock).toMatchObject({ round: 10, segment: 3, moment: 1 });
    const [thisRound, nextRound] = view.timeline.rounds;
    expect(thisRound).toMatchObject({ round: 10, isCurrent: true, startsMoment: false });
    expect(nextRound).toMatchObject({ round: 11, moment: 2, startsMoment: true, momentBreak: true });
    expect(thisRound!.momentBreak).toBe(false);
    expect(thisRound!.cells).toHaveLength(10);
    expect(thisRound!.cells[2]).toMatchObject({ absolute: 93, isNow: true });
    expect(thisRound!.cells[1]).toMatchObject({ isPast: true, dropTarget: false });
    expect(thisRound!.cells[4]!.chips.map((c) => c.id)).toEqual(["ogre", "goblin"]);
    expect(thisRound!.cells[2]!.chips.map((c) => c.id)).toEqual(["brakka"]);
    expect(thisRound!.cells[2]!.chips[0]).toMatchObject({ acting: true, actions: { reschedule: true } });
    expect(nextRound!.cells[2]!.chips.map((c) => c.id)).toEqual(["ilsa"]);
    const wrap = view.groups.find((g) => g.at.round === 11);
    expect(wrap?.divider).toEqual({ key: "TURNKEEPER.Tracker.MomentBegins", round: 11, moment: 2 });
  });

  it("counts a crowded cell's chips beyond those shown, hidden ones left out for players", () => {
    const crowd = ["a1", "a2", "a3", "a4", "a5", "a6"];
    const entrants = crowd.map((id, k) =>
      entrant(id, { name: `Wolf ${k + 1}`, side: "foes", hidden: k === 5 }),
    );
    let state = fresh();
    for (const id of crowd) state = run(state, { type: "add", id, side: "foes", roll: 4 });
    state = run(state, { type: "begin" });
    const gmCell = buildTrackerView({ state, entrants, viewer: { isGM: true } }).timeline.rounds[0]!
      .cells[3]!;
    expect(gmCell.chips).toHaveLength(CHIPS_PER_CELL - 1);
    expect(gmCell.chips[0]).toMatchObject({
      label: "Wo1",
      side: "foes",
      sideKey: "TURNKEEPER.Tracker.Side.foes",
    });
    expect(gmCell.more).toEqual({ count: 3, names: "Wolf 4, Wolf 5, Wolf 6" });
    const playerCell = buildTrackerView({ state, entrants, viewer: { isGM: false } }).timeline.rounds[0]!
      .cells[3]!;
    expect(playerCell.more).toEqual({ count: 2, names: "Wolf 4, Wolf 5" });
    // Four fit: a cell of four shows them all.
    const four = run(state, { type: "defeat", id: "a5" }, { type: "defeat", id: "a6" });
    const fourCell = buildTrackerView({ state: four, entrants, viewer: { isGM: true } }).timeline.rounds[0]!
      .cells[3]!;
    expect([fourCell.chips.length, fourCell.more]).toEqual([4, null]);
  });

  it("R003-10 marks the segment now, who is next, and the round the count wraps into", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.timeline.segments.filter((s) => s.isNow)).toEqual([{ segment: 3, isNow: true }]);
    expect(view.timeline.columns).toBe(11);
    expect(view.timeline.rounds.map((r) => [r.round, r.isCurrent, r.isNext, r.momentBreak])).toEqual([
      [1, true, false, false],
      [2, false, true, false],
    ]);
    const order = view.sections.find((s) => s.key === "order")!.blocks;
    expect(order.map((b) => [b.members.map((m) => m.id), b.next, b.kinds])).toEqual([
      [["ogre"], true, ["TURNKEEPER.Tracker.Next"]],
      [["ilsa"], false, []],
    ]);
    const acting = view.sections.find((s) => s.key === "acting")!.blocks[0]!;
    expect([acting.next, acting.kinds]).toEqual([false, ["TURNKEEPER.Tracker.Simultaneous"]]);
  });
});
