/**
 * Each party at a glance (issue 22): the GM sees every party's time, area, lights, next check and members; a
 * player sees only their own party's, the others by name.
 */
import { describe, expect, it } from "vitest";
import { partiesView } from "../../../src/ui/party/view";
import { TURN } from "../session/fixtures";
import { twoParties } from "./fixtures";

/** Players may know everything exactly. */
const EXACT = {
  time: "exact",
  lights: "exact",
  nextCheck: "exact",
  danger: "exact",
  record: "none",
} as const;

describe("the parties' view", () => {
  it("shows a GM each party's own time, area, lights, next check and members, the party in play first", async () => {
    const host = await twoParties();
    const view = partiesView(host.session.state(), { gm: true, owns: [] });
    expect(view.map((p) => [p.id, p.inPlay, p.own])).toEqual([
      ["party", true, true],
      ["party-2", false, false],
    ]);
    expect(view[0]?.name).toEqual({ i18n: "TURNKEEPER.Party.first" });
    expect(view[1]?.name).toBe("Scouts");
    expect(view[0]?.details).toMatchObject({
      time: 2 * TURN,
      behind: 0,
      area: "Vault",
      lights: 1,
      members: [],
    });
    expect(view[1]?.details).toMatchObject({ time: 0, behind: 2 * TURN, area: "Crypt", lights: 1 });
    expect(view[1]?.details?.members).toEqual(["Actor.bea"]);
    // The scouts' next check comes on their own time, in the area they are in
    // (a normal area's check every third turn from 0), as the first party's comes on its time in its area.
    expect(view[1]?.details?.nextCheck?.at).toBe(3 * TURN);
    expect(view[0]?.details?.nextCheck?.at).toBeGreaterThan(2 * TURN);
    expect(view[1]?.details?.reading).toEqual({ clock: 0, style: "compact" });
  });

  it("shows a player their own party's details alone, while the GM lets players know them exactly", async () => {
    const host = await twoParties();
    const players = EXACT;
    const bea = partiesView(host.session.state(), { gm: false, owns: ["Actor.bea"], players });
    expect(bea.map((p) => [p.id, p.own, p.details === null])).toEqual([
      ["party", false, true],
      ["party-2", true, false],
    ]);
    const aldo = partiesView(host.session.state(), { gm: false, owns: ["Actor.aldo"], players });
    expect(aldo.map((p) => [p.id, p.own, p.details === null])).toEqual([
      ["party", true, false],
      ["party-2", false, true],
    ]);
  });

  it("gives a player no details of their own party while the GM keeps any of them rough or hidden", async () => {
    const host = await twoParties();
    for (const hidden of ["time", "lights", "nextCheck", "danger"] as const) {
      for (const detail of ["rough", "none"] as const) {
        const players = { ...EXACT, [hidden]: detail };
        const bea = partiesView(host.session.state(), { gm: false, owns: ["Actor.bea"], players });
        expect(bea.map((p) => [p.id, p.own, p.details])).toEqual([
          ["party", false, null],
          ["party-2", true, null],
        ]);
      }
    }
    // Without the players' view (a caller that does not say), nothing beyond the names.
    const unsaid = partiesView(host.session.state(), { gm: false, owns: ["Actor.bea"] });
    expect(unsaid.every((p) => p.details === null)).toBe(true);
  });
});
