/** The tracker's view as a whole (build.ts): every part's, from no combat through setup to a count begun. */
import { describe, expect, it } from "vitest";
import { buildTrackerView } from "../../../src/ui/combat";
import { actingIds, entrant, fight, fresh, groupIds, run } from "./fixtures";

describe("the tracker's whole view", () => {
  it("shows no combat when there is no state", () => {
    const view = buildTrackerView({ state: null, entrants: [], viewer: { isGM: true } });
    expect(view).toMatchObject({ phase: "none", hasCombat: false, groups: [], tide: null });
  });

  it("R003-05 R003-07 during setup lists who has rolled, who waits, and the surprise they roll with", () => {
    const state = run(fresh(), { type: "add", id: "brakka", side: "party", roll: 4 });
    const view = buildTrackerView({
      state,
      entrants: [entrant("brakka", { canAct: true }), entrant("ilsa", { surprise: "partial", canAct: true })],
      viewer: { isGM: true },
      open: "ilsa",
    });
    expect(view).toMatchObject({ phase: "setup", isRunning: false });
    expect(view.clock).toMatchObject({ round: 0, segment: 0 });
    expect(view.groups.map(groupIds)).toEqual([["brakka"]]);
    expect(view.groups[0]!.at).toMatchObject({ round: 1, segment: 4 });
    expect(view.waiting.map((m) => m.id)).toEqual(["ilsa"]);
    const ilsa = view.members.ilsa!;
    expect(ilsa.actions).toMatchObject({ roll: true, surprise: true, endTurn: false });
    expect(ilsa.surpriseKey).toBe("TURNKEEPER.Tracker.Surprise.partial");
    expect(ilsa).toMatchObject({ expanded: true, canOpen: true });
    // Before the count the surprise is on the row's own line, not among its controls.
    expect(ilsa.setup?.surpriseOptions.find((o) => o.selected)?.value).toBe("partial");
    expect(ilsa.surpriseOptions).toEqual([]);
    expect(view.controls).toMatchObject({ begin: true, rollAll: true, undo: true });
  });

  it("hides hidden combatants from players everywhere, and breaks no group open to show them", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({
      state,
      entrants: entrants.map((e) => ({ ...e, canAct: e.id === "brakka" })),
      viewer: { isGM: false },
    });
    const everywhere = JSON.stringify(view);
    expect(everywhere).not.toContain("goblin");
    expect(view.groups.map(groupIds)).toEqual([["brakka"], ["ogre"], ["ilsa"]]);
    expect(view.groups[0]!.simultaneous).toBe(false);
    expect(view.members.brakka!.actions).toMatchObject({ endTurn: true, reschedule: false, defeat: false });
    expect(view.members.ogre!.actions.any).toBe(false);
    expect(view.controls).toEqual({ begin: false, undo: false, countOn: null, rollAll: false });
    expect(view.tide).toMatchObject({ canShift: false });
  });

  it("R003-09 begun before anyone rolled, waits for initiative rather than reading round 0", () => {
    const state = run(fresh(), { type: "begin" });
    const view = buildTrackerView({ state, entrants: [entrant("brakka")], viewer: { isGM: true } });
    expect(view).toMatchObject({ isRunning: true, isCounting: false });
    expect(view.timeline.segments.some((s) => s.isNow)).toBe(false);
    expect(view.sections.find((s) => s.key === "acting")).toMatchObject({
      blocks: [],
      emptyKey: "TURNKEEPER.Tracker.FirstRoll",
    });
    const rolled = run(state, { type: "add", id: "brakka", side: "party", roll: 4 });
    expect(
      buildTrackerView({ state: rolled, entrants: [entrant("brakka")], viewer: { isGM: true } }),
    ).toMatchObject({ isCounting: true, clock: { round: 1, segment: 4 } });
  });

  it("offers to count on by hand when nobody is queued", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(
      state,
      { type: "hold", id: "brakka" },
      { type: "hold", id: "goblin" },
      { type: "defeat", id: "ogre" },
      { type: "defeat", id: "ilsa" },
    );
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(actingIds(view)).toEqual([]);
    // Defeating the ogre and Ilsa counted on to Ilsa's segment (18); the GM counts on from there.
    expect(view.controls.countOn).toMatchObject({ absolute: 19, round: 2, segment: 9 });
  });
});
