/**
 * One reading of time in a fight (issue 21): the clock panel's fight line names the count in the tracker's own
 * words, against the clock's reading of the moment the fight's segment began, in the clock's numbering; and
 * moving the clock by a watch or longer while a fight is open asks first.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, toClock, type Preset } from "../../../src/core";
import { buildClockView, resolveView } from "../../../src/ui";
import { fightQuestion } from "../../../src/ui/clock/fight-question";
import { fightReading } from "../../../src/ui/clock/fight-reading";
import { makeHost, strictI18n } from "../session/host";

const PRESETS = ["turns-rounds-segments", "segment-combat", "four-watches"] as const;

/** The clock's reading of the fight at count `now`, begun at world time `start`, as the panel shows it. */
function panelLine(preset: Preset, start: number, now: number): string {
  const worldTime = start + now * preset.combat.secondsPerSegment;
  return resolveView(
    { line: fightReading({ now, rules: preset.combat }, worldTime) },
    { i18n: strictI18n, scale: preset.time },
  ).line;
}

/** What the tracker's count says (templates/combat/count.hbs: TURNKEEPER.Tracker.Clock). */
function trackerWords(preset: Preset, now: number): string {
  const { round, segment } = toClock(now, preset.combat);
  return strictI18n.format("TURNKEEPER.Tracker.Clock", { round, segment });
}

describe("one reading of time in a fight", () => {
  for (const id of PRESETS) {
    const preset = BUILT_IN_PRESETS[id];
    const hasSegments = preset.time.units.some((u) => u.id === "segment");
    it(`${id}: the fight line reads the tracker's count and the clock's matching round and segment`, () => {
      // A fight begun at the start of the second turn of day 1.
      const start = preset.time.dayStart + 600;
      for (const now of [1, 5, 10, 11, 17, 30]) {
        const line = panelLine(preset, start, now);
        const { round, segment } = toClock(now, preset.combat);
        expect(line).toContain(trackerWords(preset, now));
        expect(line).toContain(`round ${round} of 10`);
        if (hasSegments) expect(line).toContain(`segment ${segment} of 10`);
      }
    });
  }

  it("says a fight is open before its count begins", () => {
    const preset = BUILT_IN_PRESETS["segment-combat"];
    expect(panelLine(preset, 0, 0)).toBe("Fight open: before the count");
  });

  it("shows the fight line on the clock panel only while a fight is open", () => {
    const host = makeHost();
    const preset = BUILT_IN_PRESETS["four-watches"];
    const gm = { isGM: true, owns: () => true };
    const ctx = { i18n: strictI18n, scale: preset.time };
    const state = host.session.state();
    expect(resolveView(buildClockView(state, preset, gm, host.options()), ctx).fight).toBeNull();
    const open = buildClockView(state, preset, gm, host.options(), null, { now: 3, rules: preset.combat });
    expect(resolveView(open, ctx).fight).toMatch(/^Fight open: Round 1, segment 3, which began at /);
  });

  it("asks before moving by a watch or longer while a fight is open, and not otherwise", () => {
    const preset = BUILT_IN_PRESETS["turns-rounds-segments"];
    const ask = (open: boolean, intent: Parameters<typeof fightQuestion>[2]) =>
      fightQuestion(preset, open ? { now: 3, rules: preset.combat } : null, intent);
    const watch = ask(true, { type: "advanceUnit", unit: "watch" });
    expect(watch).not.toBeNull();
    const words = resolveView(watch, { i18n: strictI18n, scale: preset.time });
    expect(words?.question).toBe(
      "A fight is open. Move the clock on by 1 watch? The fight's count stays where it is.",
    );
    expect(ask(true, { type: "advance", by: "1 day" })).not.toBeNull();
    expect(ask(true, { type: "advance", by: "2 turns" })).toBeNull();
    expect(ask(true, { type: "advanceUnit", unit: "turn" })).toBeNull();
    expect(ask(false, { type: "advanceUnit", unit: "watch" })).toBeNull();
  });

  it("R002-09 R003-01 asks before camp, rest, travel, or an action outlasting the fight's moment", () => {
    const preset = BUILT_IN_PRESETS["segment-combat"];
    /** The question at the fight's segment `now` (a moment is 100 segments of 2 seconds), in words. */
    const asked = (now: number, intent: Parameters<typeof fightQuestion>[2]) =>
      resolveView(fightQuestion(preset, { now, rules: preset.combat }, intent), {
        i18n: strictI18n,
        scale: preset.time,
      })?.question ?? null;
    const long = (what: string) =>
      `A fight is open. ${what} moves the clock on for a long time, and the fight's count stays where it is. Move the clock?`;
    expect(asked(3, { type: "camp" })).toBe(long("Camp for the night"));
    expect(asked(3, { type: "rest" })).toBe(long("Rest"));
    expect(asked(3, { type: "travelHex", terrain: "grassland" })).toBe(long("Travel"));
    // A search of a room of three 30 x 30 ft areas: 3 turns, far past the 200-second moment.
    expect(asked(3, { type: "action", action: "search", squareFeet: 3 * 900 })).toBe(
      "A fight is open. Search a room (per 30 x 30 ft) takes up to 3 turns, and the fight's count stays where it is. Move the clock?",
    );
    // Listening takes a minute: within the moment at segment 3 (194 s left), past it at segment 95 (10 s).
    expect(asked(3, { type: "action", action: "listen" })).toBeNull();
    expect(asked(95, { type: "action", action: "listen" })).toMatch(
      /^A fight is open\. Listen for noise takes up to /,
    );
    expect(fightQuestion(preset, null, { type: "camp" })).toBeNull();
    expect(asked(3, { type: "checkEncounter" })).toBeNull();
  });
});
