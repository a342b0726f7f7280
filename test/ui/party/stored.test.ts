/**
 * Stored parties (issue 22): an older state becomes the world's first party, nothing lost; a party out of play
 * that does not read is set aside part by part (issue 20), and the rest of the state loads.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { createWorldState, readWorldState, storedWorldState, WORLD_STATE_VERSION } from "../../../src/ui";
import { makeHost } from "../session/host";

const preset = BUILT_IN_PRESETS["four-watches"];

/** A stored state of two parties, as a host writes it. */
async function storedTwo() {
  const host = makeHost();
  await host.session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "torch" });
  await host.session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
  await host.session.idle();
  return JSON.parse(JSON.stringify(host.stored)) as Record<string, unknown> & {
    others: Record<string, unknown>[];
  };
}

describe("stored parties", () => {
  it("read an older state as the world's first party, everyone in it, its fields as they were", () => {
    const v3 = { ...storedWorldState(createWorldState(1200, preset)), version: 3, fatigue: 2 } as Record<
      string,
      unknown
    >;
    delete v3.party;
    delete v3.others;
    const read = readWorldState(v3);
    expect(read.ok && read.value.setAside).toEqual([]);
    expect(read.ok && read.value.value).toMatchObject({
      version: WORLD_STATE_VERSION,
      party: { id: "party", name: "", members: [] },
      others: [],
      fatigue: 2,
      worldTime: 1200,
    });
  });

  it("read back two parties exactly", async () => {
    const stored = await storedTwo();
    const read = readWorldState(stored);
    expect(read.ok && read.value.setAside).toEqual([]);
    const others = read.ok ? read.value.value.others : [];
    expect(others.map((o) => [o.party.name, o.behind, o.keeper.state.timers.length])).toEqual([
      ["Scouts", 0, 1],
    ]);
  });

  it("set aside a party whose keeper does not read, and a bad field of another, keeping the rest", async () => {
    const stored = await storedTwo();
    const good = stored.others[0] as Record<string, unknown>;
    stored.others = [
      { ...good, keeper: { version: 2, state: "broken" } },
      { ...good, party: { id: "party-3", name: "Rearguard", members: [] }, fatigue: -4 },
    ];
    const read = readWorldState(stored);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.setAside.map((p) => p.path)).toEqual(["others[0]", "others[1].fatigue"]);
    expect(read.value.value.others.map((o) => [o.party.id, o.fatigue])).toEqual([["party-3", 0]]);
    expect(read.value.value.party.id).toBe("party");
  });

  it("set aside a party without a name that reads, whole, as it was stored", async () => {
    const stored = await storedTwo();
    const bad = { ...(stored.others[0] as Record<string, unknown>), party: { id: "party-2", name: 7 } };
    stored.others = [bad];
    const read = readWorldState(stored);
    expect(read.ok && read.value.setAside).toMatchObject([{ path: "others[0]", value: bad }]);
    expect(read.ok && read.value.setAside[0]?.error.path).toBe("others[0].party.name");
  });

  it("set aside a party whose id another has", async () => {
    const stored = await storedTwo();
    stored.others = [
      stored.others[0] as Record<string, unknown>,
      stored.others[0] as Record<string, unknown>,
    ];
    const read = readWorldState(stored);
    expect(read.ok && read.value.setAside.map((p) => [p.path, p.error.code])).toEqual([
      ["others[1]", "schema.duplicate"],
    ]);
  });
});
