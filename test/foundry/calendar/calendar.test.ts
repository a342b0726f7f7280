/** The date and season from the world's calendar: Foundry's own, Seasons & Stars or Simple Calendar. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld } from "../../fakes/foundry";
import { fakeCoreCalendar } from "../../fakes/foundry-record";
import { api, settle, tkOf } from "../session/clock-table";
import { recordTable } from "../record/record-table";

afterEach(() => vi.restoreAllMocks());

describe("the date and season from the world's calendar", () => {
  it("R000-23 reads Foundry's core calendar: the panel's date and season, the card's date, camp's season", async () => {
    const t = await recordTable({ calendar: "core" });
    // Day 35: the 5th of Thaw, the calendar's season Mud, which has no mapping and no season's name: by
    // month, the second month of four is spring.
    await api(t.gm).advance(`${35 * 4} watches`);
    await settle(t.world);
    const view = tkOf(t.alice).tk.clockView();
    expect(view.date).toBe("6 Thaw 1042");
    expect(view.season).toBe("spring");
    expect(view.timeOfDay).toBe("00:00");
    await t.gm.settings.set("turnkeeper", "seasonMapping", "Mud=winter");
    expect(tkOf(t.gm).tk.clockView().season).toBe("winter");
    await api(t.gm).checkEncounter();
    await settle(t.world);
    expect(t.world.messages.at(-1)?.content).toContain("6 Thaw 1042");
    t.gm.apps.answers = [null];
    await api(t.gm).camp();
    const asked = t.gm.apps.asked.at(-1)?.content ?? "";
    const seasons = [...asked.matchAll(/<option value="(winter|spring|summer|autumn)"/g)].map((m) => m[1]);
    expect(seasons[0]).toBe("winter");
  });

  it("R000-23 reads Seasons & Stars' API when it is active, before the core calendar", async () => {
    const t = await recordTable({ calendar: "seasonsStars" });
    t.gm.calendar = fakeCoreCalendar([{ name: "Never", days: 365 }], ["Never"]);
    await api(t.gm).advance(`${70 * 4} watches`);
    await api(t.gm).advance("3 watches");
    await settle(t.world);
    const view = tkOf(t.gm).tk.clockView();
    // Day 71: the 11th of Highsun, S&S's season Dust; the time of day from its hours.
    expect(view.date).toBe("Highsun 11, 1042 AR");
    expect(view.timeOfDay).toBe("18:00");
    expect(view.season).toBe("summer");
    t.gm.apps.answers = [null];
    await api(t.gm).camp();
    const asked = t.gm.apps.asked.at(-1)?.content ?? "";
    expect(asked.indexOf('value="summer"')).toBeLessThan(asked.indexOf('value="winter"'));
  });

  it("R000-23 reads Simple Calendar's API (and Simple Calendar Reborn's, the same) when it is active", async () => {
    const t = await recordTable({ calendar: "simpleCalendar" });
    await api(t.gm).advance(`${100 * 4} watches`);
    await api(t.gm).advance("1 watch");
    await settle(t.world);
    const view = tkOf(t.gm).tk.clockView();
    // Day 101: the 11th of Harvest, the season Gold, by month the fourth quarter: autumn.
    expect(view.date).toBe("Harvest 11, 1042");
    expect(view.timeOfDay).toBe("06:00");
    expect(view.season).toBe("autumn");
  });

  it("tells the GM when the calendar's days are not 24 hours, as the watches then do not line up", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const world = new FakeWorld();
    const gm = world.connect("GM", true);
    gm.calendar = fakeCoreCalendar(undefined, undefined, 1042, 20 * 3600);
    startTurnkeeper(gm);
    await gm.boot();
    expect(gm.notifications.shown).toContainEqual({
      level: "warn",
      message: expect.stringContaining("days of 72000 seconds"),
    });
  });

  it("without a calendar, the day count stands and camp asks the season as before", async () => {
    const t = await recordTable();
    const view = tkOf(t.gm).tk.clockView();
    expect(view.date).toBeNull();
    expect(view.season).toBeNull();
    expect(view.reading).toMatch(/^day 1,/);
  });
});
