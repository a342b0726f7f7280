/** The count's part (build-count.ts): the Tide of Battle's meter, and when the count's segment began on the clock. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { resolveView, type Resolved } from "../../../src/ui";
import { fightReading } from "../../../src/ui/clock/fight-reading";
import {
  buildTrackerView,
  partContext,
  TRACKER_PARTS,
  trackerBasis,
  type CountPartView,
  type TrackerInput,
} from "../../../src/ui/combat";
import { strictI18n } from "../../fakes/foundry";
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

describe("the count against the clock (one reading of time in a fight, issue 21)", () => {
  const preset = BUILT_IN_PRESETS["segment-combat"];
  const words = { i18n: strictI18n, scale: preset.time };
  /** The count's header as a host renders it, with the clock where the count left it. */
  const header = (input: Omit<TrackerInput, "clock">, worldTime: number | null) => {
    const clock = worldTime === null ? {} : { clock: { worldTime, effects: [] } };
    const part = TRACKER_PARTS.find((p) => p.id === "tkCount")!;
    return partContext(part, trackerBasis({ ...input, ...clock }), words) as Resolved<CountPartView>;
  };

  it("says when the count's segment began, in the clock panel's own words and numbering", () => {
    const { state, entrants } = fight();
    // A fight begun at the second turn of day 1, its count at segment 3 of round 1.
    const worldTime = 600 + state.now * preset.combat.secondsPerSegment;
    const gm = header({ state, entrants, viewer: { isGM: true } }, worldTime);
    const line = resolveView(fightReading(state, worldTime), words);
    expect(gm.began).toBe(
      "Began at day 1, watch 1 of 4, turn 2 of 36, moment 1 of 3, round 1 of 10, segment 3 of 10",
    );
    // The panel's line: the tracker's count, then the very same reading of when its segment began.
    expect(line).toBe(`Fight open: Round 1, segment 3, which b${gm.began!.slice(1)}`);
  });

  it("leaves it out before the count, without the clock, and for a player who may not read the clock", () => {
    const { state, entrants } = fight();
    const setup = { ...state, phase: "setup" as const, now: 0 };
    expect(header({ state: setup, entrants, viewer: { isGM: true } }, 600).began).toBeNull();
    expect(header({ state, entrants, viewer: { isGM: true } }, null).began).toBeNull();
    expect(header({ state, entrants, viewer: { isGM: false } }, 600).began).toBeNull();
    expect(header({ state, entrants, viewer: { isGM: false, readsClock: true } }, 606).began).toMatch(
      /^Began at /,
    );
  });
});
