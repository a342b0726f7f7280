/** What a travel day is asked to do, checked before anything is rolled. */
import { describe, expect, it } from "vitest";
import { scriptedRoller, travelDay, type TravelDayInput, type WildernessRules } from "../../../src/core";
import { WATCH } from "./fixtures";
import { base, fourRules, line } from "./travel-day";

describe("travel day input", () => {
  it("bad input gets a specific error naming the path, and rolls nothing", () => {
    const quiet = scriptedRoller([]);
    const cases: [TravelDayInput, string, string][] = [
      [base({ route: line(["grassland", "tundra"]) }), "wilderness.unknownTerrain", "route[1].terrain"],
      [
        base({ route: [...line(["grassland"]), { hex: { q: 3, r: 0 }, terrain: "grassland" }] }),
        "wilderness.notAdjacent",
        "route[1].hex",
      ],
      [base({ party: { members: [{ id: "ana" }], fatigue: -1 } }), "schema.outOfRange", "party.fatigue"],
      [
        base({ party: { members: [{ id: "ana", mount: "ghost" }], map: true } }),
        "wilderness.unknownMount",
        "party.members[0].mount",
      ],
      [
        base({
          party: {
            members: [{ id: "ana", mount: "m" }],
            mounts: [{ id: "m", hd: 1 }],
            vehicle: { kind: "cart", hitched: ["m"] },
            map: true,
          },
        }),
        "wilderness.mountTwice",
        "party.vehicle.hitched[0]",
      ],
      [
        base({ party: { members: [{ id: "ana" }], map: false } }),
        "wilderness.noNavigator",
        "party.navigator",
      ],
      [base({ party: { members: [] } }), "wilderness.noParty", "party.members"],
      [base({ route: [] }), "wilderness.noRoute", "route"],
      [base({ progress: 1 }), "wilderness.badProgress", "progress"],
    ];
    for (const [input, code, path] of cases) {
      expect(travelDay(fourRules, input, quiet)).toMatchObject({ ok: false, error: { code, path } });
    }
    const noSpare: WildernessRules = {
      ...fourRules.wilderness,
      day: { watchSeconds: WATCH, watches: ["travel", "camp"] },
    };
    expect(travelDay({ ...fourRules, wilderness: noSpare }, base({ forceMarch: true }), quiet)).toMatchObject(
      {
        ok: false,
        error: { code: "wilderness.noSpareWatch" },
      },
    );
    expect(quiet.history).toHaveLength(0);
  });
});
