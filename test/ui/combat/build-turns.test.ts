/** The turns' part (build-turns.ts): each member once, section by section, as the GM reads it on the night. */
import { describe, expect, it } from "vitest";
import { buildTrackerView } from "../../../src/ui/combat";
import { fight, run, sectionIds } from "./fixtures";

describe("the turns, section by section", () => {
  it("R003-11 shows each member once: the group acting now leads, the turn order lists the turns to come", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(sectionIds(view, "acting")).toEqual(["brakka", "goblin"]);
    expect(view.sections.find((s) => s.key === "acting")!.blocks[0]!.group).toMatchObject({
      simultaneous: true,
      isNow: true,
    });
    expect(sectionIds(view, "order")).toEqual(["ogre", "ilsa"]);
    const all = view.sections.flatMap((s) => s.blocks.flatMap((b) => b.members.map((m) => m.id)));
    expect(new Set(all).size).toBe(all.length);
  });

  it("R003-11 a later Initiative Order in the same segment follows without repeating the segment", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "add", id: "wolf", side: "foes", roll: 3 });
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    const order = view.sections.find((s) => s.key === "order")!.blocks;
    expect(order.map((b) => [b.members.map((m) => m.id), b.group!.at.segment, b.sameSegment])).toEqual([
      [["ogre"], 6, false],
      [["wolf"], 6, true],
      [["ilsa"], 8, false],
    ]);
  });

  it("an interrupter acts at the top, and is not listed again among those holding", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "hold", id: "brakka" }, { type: "hold", id: "goblin" });
    state = run(state, { type: "interrupt", id: "brakka" });
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(sectionIds(view, "acting")).toEqual(["brakka"]);
    expect(sectionIds(view, "holding")).toEqual(["goblin"]);
  });

  it("tells players the count waits on the GM while only someone hidden acts", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "act", id: "brakka", recovery: 5 });
    const player = buildTrackerView({ state, entrants, viewer: { isGM: false } });
    const acting = player.sections.find((s) => s.key === "acting")!;
    expect(acting).toMatchObject({ blocks: [], emptyKey: "TURNKEEPER.Tracker.HiddenActing" });
    const gm = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(sectionIds(gm, "acting")).toEqual(["goblin"]);
  });
});
