/** The turn order's groups (groups.ts): by segment, simultaneous ones whole, with their countdowns. */
import { describe, expect, it } from "vitest";
import { buildTrackerView } from "../../../src/ui/combat";
import { actingIds, fight, groupIds, run } from "./fixtures";

describe("the turn order's groups", () => {
  it("R003-11 groups turns by segment and keeps a simultaneous group together, not tie-broken", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.clock).toMatchObject({ round: 1, segment: 3, moment: 1 });
    expect(view.groups.map(groupIds)).toEqual([["brakka", "goblin"], ["ogre"], ["ilsa"]]);
    expect(view.groups[0]).toMatchObject({ simultaneous: true, isNow: true });
    expect(actingIds(view)).toEqual(["brakka", "goblin"]);
    expect(view.members.brakka!.actions).toMatchObject({ endTurn: true, delay: true, hold: true });
    // Ilsa was totally surprised: 8 + 10 = round 2, segment 8, shown as the wrap into the next round.
    expect(view.groups[2]).toMatchObject({
      at: { round: 2, segment: 8, nextRound: true },
      divider: { key: "TURNKEEPER.Tracker.RoundBegins", round: 2 },
    });
    expect(view.members.ilsa!.beforeFirstTurn).toBe(true);
  });

  it("R003-02 puts the engine's countdowns and the clock's timers on the timeline at their segment", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, {
      type: "addEffect",
      id: "poison",
      label: "Spider venom",
      after: 3,
      every: 2,
      times: 3,
      combatantId: "ogre",
    });
    // 2-second segments: a spell ending 9 seconds from now falls in the 5th segment from now.
    const view = buildTrackerView({
      state,
      entrants,
      viewer: { isGM: false },
      clock: {
        worldTime: 1000,
        effects: [
          { id: "t1", label: "TURNKEEPER.Spell.Shield", at: 1009 },
          { id: "t2", label: "Goblin's curse", at: 1004, combatantId: "goblin" },
        ],
      },
    });
    const cells = view.timeline.rounds[0]!.cells;
    expect(cells[5]!.effects).toMatchObject([
      { id: "poison", kind: "combat", remaining: 3, combatantName: "Ogre" },
    ]);
    expect(cells[7]!.effects).toMatchObject([{ id: "t1", kind: "clock" }]);
    expect(JSON.stringify(view)).not.toContain("curse");
    const ogreGroup = view.groups.find((g) => g.at.absolute === 6);
    expect(ogreGroup?.effects.map((e) => e.id)).toEqual(["poison"]);
  });
});
