/**
 * A preset switch while a party is out of play (issue 22): its lights are converted when it comes back into
 * play, as the party in play's were at the switch.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { makeHost } from "../session/host";

describe("a party out of play at a preset switch", () => {
  it("has its tick torch given a burn time when it comes back into play", async () => {
    const host = makeHost({ preset: "six-watches" });
    const { session } = host;
    await session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "torch" });
    await session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
    host.setPreset(BUILT_IN_PRESETS["four-watches"]);
    await session.sync();
    const snapshot = session.state().others[0];
    expect(snapshot?.keeper.state.timers[0]?.mode).toBe("ticks");
    const from = host.cards.length;
    await session.perform({ type: "switchParty", id: "party-2" });
    const torch = session.state().keeper.state.timers[0];
    expect(torch).toMatchObject({ owner: "Actor.bea", mode: "running" });
    expect(host.texts(from).map((c) => c.title)).toEqual(["The rules are now Four watches, six-mile hexes"]);
    expect(session.state().others[0]?.presetId).toBe("four-watches");
  });
});
