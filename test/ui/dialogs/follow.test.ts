/** The camp form follows the party: the terrain of the area in force and the calendar's season come first. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { dialogFor, newArea } from "../../../src/ui";

const preset = BUILT_IN_PRESETS["four-watches"];

interface Option {
  readonly id: string;
}
const firstIds = (view: object) => {
  const { seasons, terrains } = view as { seasons: Option[]; terrains: Option[] };
  return { season: seasons[0]?.id, terrain: terrains[0]?.id };
};

describe("the camp form follows the party", () => {
  it("chooses the party's terrain and the season first", () => {
    const area = { ...newArea("wilderness", "The fens"), terrain: "swamp" };
    const camp = dialogFor("camp", { preset, area, season: "winter" });
    expect(firstIds(camp?.view ?? {})).toEqual({ season: "winter", terrain: "swamp" });
  });

  it("reads the terrain chosen back into the camp", () => {
    const area = { ...newArea("wilderness", "The fens"), terrain: "swamp" };
    const camp = dialogFor("camp", { preset, area, season: "winter" });
    const read = camp?.read({ terrain: "swamp", season: "winter", tents: false, members: "" });
    expect(read).toEqual({
      ok: true,
      value: [{ type: "camp", tents: false, terrain: "swamp", season: "winter" }],
    });
  });
});
