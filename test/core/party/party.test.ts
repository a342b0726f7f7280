/** The party rules of the core (issue 22): members, each party's time against the world's, lights. */
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  createTimekeeper,
  firstParty,
  giveLights,
  joined,
  meeting,
  newPartyId,
  partyOf,
  takeLights,
  undoPart,
  withoutLog,
  worldPart,
  apply,
  type Timer,
} from "../../../src/core";

const scale = BUILT_IN_PRESETS["four-watches"].time;

/** A keeper at 0 with a torch for each owner. */
function lit(...owners: string[]) {
  let keeper = createTimekeeper(0, scale);
  for (const owner of owners) {
    const timer = {
      kind: "light",
      label: "Torch",
      owner,
      source: "torch",
      burn: { by: "time", seconds: 3600 },
    } as const;
    const started = apply(keeper, { type: "startTimer", timer }, { kind: "light" });
    if (started.ok) keeper = started.value.state;
  }
  return keeper;
}

describe("parties", () => {
  it("find a member's party: the one that lists them, else the party of everyone else", () => {
    const scouts = { id: "party-2", name: "Scouts", members: ["Actor.bea"] };
    expect(partyOf([firstParty(), scouts], "Actor.bea")).toBe(scouts);
    expect(partyOf([firstParty(), scouts], "Actor.aldo")?.id).toBe("party");
    expect(partyOf([scouts], "Actor.aldo")).toBeUndefined();
    expect(newPartyId(["party", "party-2"])).toBe("party-3");
    expect(joined(["a"], ["b", "a"])).toEqual(["a", "b"]);
    expect(joined([], ["b"])).toEqual([]);
  });

  it("ask the world clock only for the part of an advance beyond it, and undo no further back than another party", () => {
    expect(worldPart(1800, 600)).toBe(0);
    expect(worldPart(1800, 3000)).toBe(1200);
    expect(worldPart(0, 600)).toBe(600);
    expect(undoPart(3000, 1200, [1800])).toBe(-1200);
    expect(undoPart(3000, 1200, [600])).toBe(-1800);
    expect(undoPart(3000, 1200, [3000])).toBe(0);
    expect(meeting(600, 1800)).toEqual({ at: 1800, gap: 1200, earlier: "a" });
    expect(meeting(1800, 600)).toEqual({ at: 1800, gap: 1200, earlier: "b" });
  });

  it("take a member's lights with them, burning on under an id of the state they join", () => {
    const keeper = lit("Actor.aldo", "Actor.bea");
    const { kept, taken } = takeLights(keeper.state, ["Actor.bea"]);
    expect(kept.timers.map((t) => t.owner)).toEqual(["Actor.aldo"]);
    expect(taken.map((t) => t.owner)).toEqual(["Actor.bea"]);
    const other = lit("Actor.cid");
    const given = giveLights(other.state, taken);
    const ids = given.timers.map((t: Timer) => t.id);
    expect(new Set(ids).size).toBe(2);
    expect(given.nextId).toBe(other.state.nextId + 1);
    expect(given.timers.find((t) => t.owner === "Actor.bea")).toMatchObject({
      mode: "running",
      endsAt: 3600,
    });
    expect(withoutLog(keeper)).toMatchObject({ log: null, logLength: 0, nextEntry: keeper.nextEntry });
  });
});
