/**
 * A search timed per area (R002-09) through the session: the room's size sets the time, and the time log,
 * the campaign record and the clock panel name the areas searched.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import { buildClockView, DEFAULT_OPTIONS, resolveView } from "../../../src/ui";
import { areaText } from "../../../src/ui/actions/areas";
import { reasonText } from "../../../src/ui/i18n/rule-words";
import { makeHost, strictI18n } from "../session/host";

const preset = BUILT_IN_PRESETS["turns-rounds-segments"];
const words = { i18n: strictI18n, scale: preset.time };
const gm = { isGM: true, owns: () => true };

describe("a search timed per area", () => {
  it("R002-09 takes a turn per 30 x 30 ft area of the room, and the log says how many", async () => {
    const host = makeHost({ preset: "turns-rounds-segments" });
    await host.session.perform({ type: "action", action: "search", squareFeet: 2 * 900 });
    await host.session.idle();
    expect(host.advances).toEqual([2 * 600]);
    const entry = logEntries(host.session.state().keeper)[0]!;
    expect(entry.reason).toEqual({ kind: "search", areas: 2 });
    const panel = resolveView(buildClockView(host.session.state(), preset, gm, DEFAULT_OPTIONS), words);
    expect(panel.log[0]?.what).toBe("Search a room (per 30 x 30 ft): 2 areas of 30 x 30 ft");
    // The view marks it so the panel asks the room's size first; listening is asked nothing.
    const perArea = Object.fromEntries(panel.actions.map((a) => [a.id, a.perArea]));
    expect(perArea).toMatchObject({ search: true, map: true, listen: false });
  });

  it("names one area as one, and an area that is no square by its square feet", () => {
    const one = reasonText(preset, { kind: "map", areas: 1 });
    expect(resolveView({ one }, words).one).toBe("Map a room (per 30 x 30 ft): 1 area of 30 x 30 ft");
    expect(resolveView({ a: areaText(500) }, words).a).toBe("500 sq ft");
  });
});
