/** The count's part (build-count.ts): the Tide of Battle's meter. */
import { describe, expect, it } from "vitest";
import { buildTrackerView } from "../../../src/ui/combat";
import { fight, run } from "./fixtures";

describe("the count and the Tide", () => {
  it("R003-04 shows the Tide of Battle as a meter the GM can shift, or nothing when the rules lack it", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "setTide", side: "foes", value: 2 });
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.tide).toMatchObject({
      sideKey: "TURNKEEPER.Tracker.Side.foes",
      value: 2,
      neutral: false,
      canShift: true,
    });
    expect(view.tide!.meter.filter((c) => c.filled).map((c) => c.value)).toEqual([-2, -1]);
    expect(view.tide!.meter).toHaveLength(11);
    const noTide = { ...state, rules: { ...state.rules, tideOfBattle: false } };
    expect(buildTrackerView({ state: noTide, entrants, viewer: { isGM: true } }).tide).toBeNull();
  });
});
