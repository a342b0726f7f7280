/**
 * Calendar modules' own real-time clocks (issue 22): Simple Calendar's and Calendaria's read from their APIs
 * when their hooks say they started or stopped, Seasons & Stars' from its hooks alone.
 */
import { describe, expect, it } from "vitest";
import {
  OTHER_CLOCK_HOOKS,
  OtherClocks,
  type OtherClocksPort,
} from "../../../src/foundry/calendar/other-clocks";
import { FakeWorld } from "../../fakes/foundry";

function clocksOn(port: OtherClocksPort) {
  const world = new FakeWorld();
  const gm = world.connect("GM", true);
  let heard = 0;
  const clocks = new OtherClocks(gm, () => heard++, port);
  return { gm, clocks, heard: () => heard };
}

describe("calendar modules' own real-time clocks", () => {
  it("names Simple Calendar's or Calendaria's clock while its API says it runs", () => {
    const running = { simpleCalendar: false as boolean | null, calendaria: null as boolean | null };
    const { gm, clocks, heard } = clocksOn({
      simpleCalendar: () => running.simpleCalendar,
      calendaria: () => running.calendaria,
    });
    expect(clocks.running()).toBeNull();
    running.simpleCalendar = true;
    gm.Hooks.callAll(OTHER_CLOCK_HOOKS.simpleCalendar, { started: true });
    expect(heard()).toBe(1);
    expect(clocks.running()).toBe("Simple Calendar");
    running.simpleCalendar = null;
    running.calendaria = true;
    expect(clocks.running()).toBe("Calendaria");
  });

  it("counts a module whose API throws as not running", () => {
    const { clocks } = clocksOn({
      simpleCalendar: () => {
        throw new Error("not ready");
      },
      calendaria: () => null,
    });
    expect(clocks.running()).toBeNull();
  });

  it("follows Seasons & Stars' clock by its hooks", () => {
    const { gm, clocks, heard } = clocksOn({ simpleCalendar: () => null, calendaria: () => null });
    gm.Hooks.callAll(OTHER_CLOCK_HOOKS.seasonsStarted, 1);
    expect(clocks.running()).toBe("Seasons & Stars");
    gm.Hooks.callAll(OTHER_CLOCK_HOOKS.seasonsPaused);
    expect(clocks.running()).toBeNull();
    expect(heard()).toBe(2);
  });
});
