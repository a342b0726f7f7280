/**
 * Each party's place on the sandbox's maps (issue 22): the stored place follows the party in play, a party
 * split off stands where the party it left stood, a merged one is dropped, and stored places read back checked;
 * the party in play's marker come up beside another's is a meeting.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { createWorldState, type WorldState } from "../../../src/ui";
import { followParties, metOnMap, otherMarkers } from "../../../src/sandbox/map/parties";
import { freshPositions, loadPositions, type MapPositions } from "../../../src/sandbox/map/positions";

const base = createWorldState(0, BUILT_IN_PRESETS["four-watches"]);
const scouts = { id: "party-2", name: "Scouts", members: ["osric"] };
/** The state with `inPlay` in play and the other party out of play. */
function withParties(inPlay: "party" | "party-2"): WorldState {
  const first = base.party;
  const [playing, other] = inPlay === "party" ? [first, scouts] : [scouts, first];
  const snapshot = { ...base, party: other, behind: 0, keeper: base.keeper };
  return { ...base, party: playing, others: [snapshot] };
}
const at = (col: number, row: number) => ({ col, row });

describe("each party's place on the sandbox's maps", () => {
  it("puts a party just split off where the party in play stands, then keeps it there as the other moves", () => {
    const split = followParties(freshPositions(), withParties("party"));
    expect(split.party).toBe("party");
    expect(split.others).toEqual({ "party-2": { dungeon: split.dungeon, hex: split.hex } });
    const moved: MapPositions = { ...split, dungeon: at(9, 4) };
    expect(followParties(moved, withParties("party")).others?.["party-2"]?.dungeon).toEqual(at(1, 1));
    expect(otherMarkers(moved, false, (id) => `name of ${id}`)).toEqual([
      { id: "party-2", at: at(1, 1), name: "name of party-2" },
    ]);
  });

  it("swaps the places when the party in play changes, and drops a party merged away", () => {
    const moved: MapPositions = {
      ...followParties(freshPositions(), withParties("party")),
      dungeon: at(9, 4),
    };
    const switched = followParties(moved, withParties("party-2"));
    expect(switched).toMatchObject({
      party: "party-2",
      dungeon: at(1, 1),
      others: { party: { dungeon: at(9, 4) } },
    });
    expect(followParties(switched, { ...base, party: scouts, others: [] }).others).toEqual({});
  });

  it("reads stored places back checked: one off the map is dropped, an older store has none", () => {
    const stored = {
      ...freshPositions(),
      party: "party-2",
      others: { party: { dungeon: at(3, 3), hex: at(2, 2) }, far: { dungeon: at(99, 0), hex: at(0, 0) } },
    };
    expect(loadPositions(JSON.parse(JSON.stringify(stored)))).toMatchObject({
      party: "party-2",
      others: { party: { dungeon: at(3, 3), hex: at(2, 2) } },
    });
    expect(loadPositions(JSON.parse(JSON.stringify(stored))).others).not.toHaveProperty("far");
    expect(loadPositions(freshPositions()).others).toEqual({});
  });

  it("finds the party in play come up next to the other party's marker, on the grid and on the hex map", () => {
    const split = followParties(freshPositions(), withParties("party"));
    const away: MapPositions = { ...split, dungeon: at(6, 4), hex: at(5, 5) };
    // Back to the square beside the scouts (1,1): a meeting; still two squares off: none.
    const back = { ...away, dungeon: at(2, 2) };
    expect(metOnMap(back, withParties("party"), false, at(6, 4))).toEqual({ from: "party", into: "party-2" });
    expect(metOnMap({ ...away, dungeon: at(3, 1) }, withParties("party"), false, at(6, 4))).toBeNull();
    // A step that stays beside them (after the GM said no) asks nothing again.
    expect(metOnMap({ ...away, dungeon: at(2, 1) }, withParties("party"), false, at(2, 2))).toBeNull();
    // The scouts stand in hex (1,3); (2,3) is its neighbour on the flat-topped map, (3,3) is not.
    expect(metOnMap({ ...away, hex: at(2, 3) }, withParties("party"), true, at(5, 5))).toEqual({
      from: "party",
      into: "party-2",
    });
    expect(metOnMap({ ...away, hex: at(3, 3) }, withParties("party"), true, at(5, 5))).toBeNull();
  });
});
