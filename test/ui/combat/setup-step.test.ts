/**
 * The step before the count: while a fight is in setup, every GM row shows its side, its initiative die and
 * its surprise (a choice until it rolls) without opening ▸, and undo stays offered through every roll.
 */
import { describe, expect, it } from "vitest";
import { buildTrackerView, TRACKER_PARTS } from "../../../src/ui/combat";
import { entrant, fresh, run } from "./fixtures";
import { controlsOf, renderTracker, rowsOf } from "./render";

const entrants = [
  entrant("brakka", { canAct: true }),
  entrant("goblin", { side: "foes", surprise: "partial", initiativeDie: "1d6" }),
  entrant("ogre", { side: "foes" }),
];

/** Brakka and the goblin rolled; the ogre has not. */
function twoRolled() {
  return run(
    fresh(),
    { type: "add", id: "brakka", side: "party", roll: 3 },
    { type: "add", id: "goblin", side: "foes", roll: 2, surprise: "partial", initiativeDie: "1d6" },
  );
}

describe("the step before the count", () => {
  it("gives every GM row its die and surprise, a choice only until it rolls", () => {
    const view = buildTrackerView({ state: twoRolled(), entrants, viewer: { isGM: true } });
    expect(view.members.goblin!.setup).toMatchObject({
      die: "1d6",
      dieKey: "TURNKEEPER.Tracker.BeforeCount.OwnDie",
      surpriseKey: "TURNKEEPER.Tracker.Surprise.partial",
      surpriseOptions: [],
    });
    const ogre = view.members.ogre!.setup!;
    expect(ogre.die).toBe("1d10");
    expect(ogre.surpriseOptions.find((o) => o.selected)?.value).toBe("none");
    expect(view.members.ogre!.canOpen).toBe(true);
  });

  it("renders the line on each row, not behind ▸, and no other li", () => {
    const { html, parts, missing } = renderTracker({ state: twoRolled(), entrants, viewer: { isGM: true } });
    expect(missing).toEqual([]);
    const rows = rowsOf(html);
    expect([...rows.keys()].sort()).toEqual(["brakka", "goblin", "ogre"]);
    for (const row of rows.values()) expect(row.querySelectorAll(".tk-setup").length).toBe(1);
    const ogre = rows.get("ogre")!;
    expect(ogre.dataset.expanded).toBe("false");
    expect(controlsOf(ogre).has("tkSurprise")).toBe(true);
    expect(ogre.querySelector(".tk-setup")!.textContent).toContain("their foes");
    expect(controlsOf(rows.get("goblin")!).has("tkSurprise")).toBe(false);
    expect(rows.get("goblin")!.querySelector(".tk-setup")!.textContent).toContain("1d6");
    const turns = parts[TRACKER_PARTS.findIndex((p) => p.template.endsWith("turns.hbs"))]!;
    expect(turns.match(/<li\b/g)?.length).toBe(3);
  });

  it("is gone once the count runs, and players never see it", () => {
    const began = run(twoRolled(), { type: "begin" });
    const gm = buildTrackerView({ state: began, entrants, viewer: { isGM: true } });
    expect(gm.members.ogre!.setup).toBeNull();
    const player = buildTrackerView({ state: twoRolled(), entrants, viewer: { isGM: false } });
    expect(player.members.ogre!.setup).toBeNull();
  });

  it("offers undo after each roll until none is left", () => {
    let state = twoRolled();
    for (const left of [1, 0]) {
      expect(buildTrackerView({ state, entrants, viewer: { isGM: true } }).controls.undo).toBe(true);
      state = run(state, { type: "undo" });
      expect(state.queue.length).toBe(left);
    }
    expect(buildTrackerView({ state, entrants, viewer: { isGM: true } }).controls.undo).toBe(false);
  });
});
