/** The tracker's rows (members.ts): what the viewer may do for each combatant, its controls only when they show. */
import { describe, expect, it } from "vitest";
import { buildTrackerView } from "../../../src/ui/combat";
import { actingIds, fight, run, sectionIds } from "./fixtures";

describe("the tracker's rows", () => {
  it("shows holding, interrupting and defeated combatants with what can be done for them", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "hold", id: "brakka" }, { type: "defeat", id: "ogre" });
    let view = buildTrackerView({ state, entrants, viewer: { isGM: false } });
    expect(sectionIds(view, "holding")).toEqual(["brakka"]);
    expect(view.members.brakka!.actions.interrupt).toBe(true);
    expect(sectionIds(view, "defeated")).toEqual(["ogre"]);
    state = run(state, { type: "interrupt", id: "brakka" });
    view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(actingIds(view)).toEqual(["brakka"]);
    expect(view.members.brakka).toMatchObject({ interrupting: true, acting: true });
    expect(view.members.goblin!.acting).toBe(false);
    expect(view.groups[0]).toMatchObject({ interrupting: true, isNow: true });
    expect(view.members.ilsa!.actions.interrupt).toBe(false);
  });

  it("offers delays to later segments this round and GM moves across the timeline", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    const brakka = view.members.brakka!;
    expect(brakka.delayTo.map((c) => c.segment)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(brakka.rescheduleTo[0]).toMatchObject({ absolute: 3 });
    expect(brakka.rescheduleTo.at(-1)).toMatchObject({ round: 2, segment: 10 });
  });

  it("R003-11 offers the GM each simultaneous member's place one earlier or later, and players nothing", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "setNext", id: "ilsa", segment: 3 });
    const gm = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(gm.groups[0]!.members.map((m) => m.id)).toEqual(["brakka", "goblin", "ilsa"]);
    expect(gm.members.brakka!.reorder).toEqual({ earlier: null, later: "goblin,brakka,ilsa" });
    expect(gm.members.goblin!.reorder).toEqual({
      earlier: "goblin,brakka,ilsa",
      later: "brakka,ilsa,goblin",
    });
    expect(gm.members.ilsa!.reorder).toEqual({ earlier: "brakka,ilsa,goblin", later: null });
    // The ogre acts alone in segment 6: no group to order.
    expect(gm.members.ogre!.reorder).toBeNull();
    expect(gm.members.brakka!.actions.configure).toBe(true);
    const player = buildTrackerView({
      state,
      entrants: entrants.map((e) => ({ ...e, canAct: e.id === "brakka" })),
      viewer: { isGM: false },
    });
    expect(player.members.brakka!.reorder).toBeNull();
    expect(player.members.brakka!.actions.configure).toBe(false);
  });
});

describe("the tracker's rows, light for a long fight", () => {
  it("shows controls in full only for those acting and the row the viewer opened", () => {
    const { state, entrants } = fight();
    const gm = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    // Brakka and the goblin act: their controls show, with the delay and move lists.
    for (const id of ["brakka", "goblin"]) {
      expect(gm.members[id]).toMatchObject({ expanded: true, canOpen: false });
    }
    expect(gm.members.brakka!.rescheduleTo).toHaveLength(18);
    // The others carry a button to open theirs, and no lists until then.
    expect(gm.members.ogre).toMatchObject({ expanded: false, canOpen: true, rescheduleTo: [] });
    const opened = buildTrackerView({ state, entrants, viewer: { isGM: true }, open: "ogre" });
    expect(opened.members.ogre).toMatchObject({ expanded: true, canOpen: true });
    // The move list starts at the segment now and has the ogre's own next one chosen.
    expect(opened.members.ogre!.rescheduleTo[0]).toMatchObject({ absolute: 3, selected: false });
    expect(opened.members.ogre!.rescheduleTo.filter((o) => o.selected)).toEqual([
      { absolute: 6, round: 1, segment: 6, moment: 1, selected: true },
    ]);
    // A player's rows have nothing to open; its own acting combatant shows its turn's controls.
    const player = buildTrackerView({
      state,
      entrants: entrants.map((e) => ({ ...e, canAct: e.id === "brakka" })),
      viewer: { isGM: false },
      open: "ogre",
    });
    expect(Object.values(player.members).filter((m) => m.canOpen)).toEqual([]);
    expect(player.members.ogre!.expanded).toBe(false);
    expect(player.members.brakka).toMatchObject({ expanded: true, actions: { endTurn: true } });
  });
});
