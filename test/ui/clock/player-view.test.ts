/**
 * The clock panel as a player reads it under each choice of the GM's player view (issue 22): the time, their
 * lights, the next check and the area's danger, each exact, rough or none; and, for any state and time, a
 * "none" view holds no reading of the time and a "rough" one never the minutes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, DAY_SECONDS } from "../../../src/core";
import {
  buildClockView,
  DEFAULT_OPTIONS,
  resolveView,
  type CalendarDay,
  type PlayerView,
  type WorldState,
} from "../../../src/ui";
import type { FightCount } from "../../../src/ui/clock/fight-reading";
import { fuzzRuns } from "../../helpers/fuzz";
import { dungeon } from "../session/fixtures";
import { makeHost, strictI18n } from "../session/host";

const preset = BUILT_IN_PRESETS["four-watches"];
const ctx = { i18n: strictI18n, scale: preset.time };
const player = { isGM: false, owns: (owner: string) => owner === "Actor.aldo" };
const EVERYTHING: PlayerView = {
  time: "exact",
  lights: "exact",
  nextCheck: "exact",
  danger: "exact",
  record: "exact",
};

/** A dungeon with a check every 3 turns, Aldo's torch and Bea's lantern, 2 turns and 7 minutes on. */
async function table(): Promise<WorldState> {
  const host = makeHost();
  await host.session.perform({ type: "setArea", area: dungeon() });
  await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  await host.session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "lantern" });
  await host.session.perform({ type: "advance", by: 2 * 600 + 7 * 60 });
  await host.session.idle();
  return host.session.state();
}

const seen = (
  state: WorldState,
  players: PlayerView,
  day: CalendarDay | null = null,
  fight: FightCount | null = null,
) => resolveView(buildClockView(state, preset, player, { ...DEFAULT_OPTIONS, players }, day, fight), ctx);

describe("what a player sees of the clock panel", () => {
  it("the time: exact reading and time of day, a part of the day and the day, or nothing", async () => {
    const state = await table();
    const fight = { now: 3, rules: BUILT_IN_PRESETS["segment-combat"].combat };
    const exact = seen(state, EVERYTHING, null, fight);
    expect([exact.reading, exact.timeOfDay]).toEqual([
      "day 1, watch 1 of 4, turn 3 of 36, round 8 of 10",
      "00:27",
    ]);
    expect(exact.fight).toContain("which began at");
    const rough = seen(state, { ...EVERYTHING, time: "rough" }, null, fight);
    expect([rough.reading, rough.compact, rough.timeOfDay]).toEqual(["Night, day 1", null, null]);
    expect(rough.fight).toBe("Fight open: Round 1, segment 3");
    const none = seen(state, { ...EVERYTHING, time: "none" }, null, fight);
    expect([none.reading, none.compact, none.timeOfDay, none.date]).toEqual([null, null, null, null]);
    expect(none.fight).toBe("Fight open: Round 1, segment 3");
  });

  it("the time on a calendar: the date only exactly, the calendar's hour roughly", async () => {
    const state = await table();
    const day: CalendarDay = { label: "12 Thaw 1042", hour: 17, minute: 41, season: "spring" };
    expect(seen(state, EVERYTHING, day)).toMatchObject({ date: "12 Thaw 1042", timeOfDay: "17:41" });
    const rough = seen(state, { ...EVERYTHING, time: "rough" }, day);
    expect(rough).toMatchObject({ reading: "Late afternoon, 12 Thaw 1042", date: null, season: "spring" });
    expect(seen(state, { ...EVERYTHING, time: "none" }, day)).toMatchObject({ date: null, season: null });
  });

  it("their own lights' time left exactly, roughly or not at all; others' only that they burn", async () => {
    const state = await table();
    const lights = (detail: PlayerView["lights"]) =>
      seen(state, { ...EVERYTHING, lights: detail }).lights.map((l) => [l.name, l.left, l.percent !== null]);
    expect(lights("exact")).toEqual([
      ["Aldo", "3T 3R", true],
      ["Bea", null, false],
    ]);
    expect(lights("rough")).toEqual([
      ["Aldo", "about 3 turns", true],
      ["Bea", null, false],
    ]);
    expect(lights("none")).toEqual([
      ["Aldo", null, false],
      ["Bea", null, false],
    ]);
  });

  it("the next check: which and when, roughly when, or nothing", async () => {
    const state = await table();
    expect(seen(state, EVERYTHING).nextCheck).toEqual({
      label: "Encounter check",
      in: "3R",
      at: "D1 W1 T4 R1",
    });
    // Without the exact time, when it falls due on the clock is left out.
    expect(seen(state, { ...EVERYTHING, time: "rough" }).nextCheck?.at).toBeNull();
    expect(seen(state, { ...EVERYTHING, nextCheck: "rough" }).nextCheck).toEqual({
      label: null,
      in: "less than a turn",
      at: null,
    });
    expect(seen(state, { ...EVERYTHING, nextCheck: "none" }).nextCheck).toBeNull();
  });

  it("the area's danger: how often checks come, a word, or no area (nor party, nor others' lights)", async () => {
    const state = await table();
    expect(seen(state, EVERYTHING).area?.danger).toBe("Normal: a check every 3 turns");
    expect(seen(state, { ...EVERYTHING, danger: "rough" }).area).toMatchObject({
      name: "Upper halls",
      danger: "Normal",
    });
    const none = seen(state, { ...EVERYTHING, danger: "none" });
    expect([none.area, none.party]).toEqual([null, null]);
    expect(none.lights.map((l) => l.name)).toEqual(["Aldo"]);
  });
});

/** Every way the time can read exactly, as a player could see it: the long and compact readings, hh:mm. */
function exactReadings(state: WorldState, day: CalendarDay | null): string[] {
  const gm = resolveView(
    buildClockView(state, preset, { isGM: true, owns: () => true }, DEFAULT_OPTIONS, day),
    ctx,
  );
  return [gm.reading, gm.compact, gm.timeOfDay].flatMap((r) => (r ? [r] : []));
}

describe("what a player sees of the time, for any state and time", () => {
  const days = fc.option(
    fc.record({
      label: fc.constant("12 Thaw 1042"),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      season: fc.constantFrom("winter", "spring", "summer", "autumn" as const),
    }),
  );
  const times = fc.integer({ min: 0, max: 400 * DAY_SECONDS });
  const details = fc.constantFrom("exact", "rough", "none" as const);
  const views = fc.record({ lights: details, nextCheck: details, danger: details });

  it("holds no reading of the time under none, and never the exact minutes under rough", async () => {
    const base = await table();
    fc.assert(
      fc.property(times, days, views, fc.constantFrom("rough", "none" as const), (time, day, rest, shown) => {
        const state = { ...base, keeper: { ...base.keeper, state: { ...base.keeper.state, time } } };
        const view = seen(state, { ...rest, time: shown, record: "none" }, day);
        const text = JSON.stringify(view);
        for (const exact of exactReadings(state, day)) expect(text).not.toContain(exact);
        expect(view.nextCheck?.at ?? null).toBeNull();
        if (shown === "none") expect([view.reading, view.date, view.season]).toEqual([null, null, null]);
        else expect(view.reading).toMatch(/^[A-Z][a-z ]+, (day \d+|12 Thaw 1042)$/);
      }),
      fuzzRuns(60),
    );
  });
});
