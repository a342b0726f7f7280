/** The clock panel's view of a session's state, as a GM and a player read it. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { buildClockView, resolveView } from "../../../src/ui";
import { dungeon } from "../session/fixtures";
import { makeHost, strictI18n } from "../session/host";

describe("the clock panel view", () => {
  it("builds a clock panel view a GM and a player read differently", async () => {
    const host = makeHost({ options: { playerLights: "fuzzy" } });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "lantern" });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await host.session.idle();
    const preset = BUILT_IN_PRESETS["four-watches"];
    const state = host.session.state();
    const ctx = { i18n: strictI18n, scale: preset.time };
    const gm = resolveView(
      buildClockView(state, preset, { isGM: true, owns: () => true }, host.options()),
      ctx,
    );
    expect(gm.reading).toBe("day 1, watch 1 of 4, turn 3 of 36, round 1 of 10");
    expect(gm.lights.map((l) => [l.name, l.left])).toEqual([
      ["Aldo", "4T"],
      ["Bea", "22T"],
    ]);
    expect(gm.nextCheck?.in).toBe("1T");
    expect(gm.units.map((u) => u.label)).toEqual(["+1 round", "+1 turn", "+1 watch"]);
    expect(gm.log[0]?.what).toBe("+ turn");
    // The checks set up for the area are bookkeeping, not shown; four watches' short rest is its Rest.
    expect(gm.log.map((e) => e.what)).not.toContain("Checks set up");
    expect(gm.rest).toBe(false);
    expect(gm.area?.danger).toBe("Normal: a check every 3 turns");
    const player = resolveView(
      buildClockView(state, preset, { isGM: false, owns: (o) => o === "Actor.aldo" }, host.options()),
      ctx,
    );
    expect(player.lights.map((l) => [l.name, l.left])).toEqual([
      ["Aldo", "about 4 turns"],
      ["Bea", null],
    ]);
    expect(player.log).toEqual([]);
    expect(player.units).toEqual([]);
    expect(player.nextCheck).toBeNull();
    expect(player.area).toMatchObject({ name: "Upper halls", danger: null });
  });
});
