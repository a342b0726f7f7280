/**
 * A preset switch converts what it can and says what it did: tick lights under time rules get a burn time
 * from the new preset's source of the same id (or end, said, when it has none), fatigue is carried where the
 * new preset counts it and dropped where not, and one GM card names the changes to lights, checks and fatigue.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, type Preset } from "../../../src/core";
import type { WorldState } from "../../../src/ui";
import { dungeon, TURN } from "./fixtures";
import { makeHost } from "./host";

const FOUR = BUILT_IN_PRESETS["four-watches"];
const SIX = BUILT_IN_PRESETS["six-watches"];

/** A table on six-watches with Aldo's torch lit (2 ticks) and `fatigue` slots, in a dungeon area. */
async function underSixWatches(fatigue = 0) {
  const first = makeHost({ preset: "six-watches" });
  await first.session.perform({ type: "setArea", area: dungeon() });
  await first.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  const host = makeHost({ preset: "six-watches", stored: { ...(first.stored as WorldState), fatigue } });
  await host.session.sync();
  return host;
}

async function switchTo(host: Awaited<ReturnType<typeof underSixWatches>>, preset: Preset) {
  const from = host.cards.length;
  host.setPreset(preset);
  await host.session.sync();
  const cards = host.texts(from);
  expect(cards).toHaveLength(1);
  expect(host.cards.at(-1)?.audience).toBe("gm");
  return cards[0];
}

describe("a preset switch", () => {
  it("gives a tick torch a burn time from the new preset's torch, and it burns out", async () => {
    const host = await underSixWatches();
    const card = await switchTo(host, FOUR);
    expect(card?.title).toBe("The rules are now Four watches, six-mile hexes");
    expect(card?.lines.map((l) => l.text)).toContain("Aldo's Torch burns by time now: 6 turns left.");
    const torch = host.session.state().keeper.state.timers[0];
    expect(torch?.mode === "running" && torch.endsAt).toBe(6 * TURN);
    await host.moveClock(6 * TURN);
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
  });

  it("gives a torch burning by time its share of the new preset's ticks", async () => {
    const host = makeHost({ preset: "four-watches" });
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.moveClock(3 * TURN);
    const card = await switchTo(host, SIX);
    expect(card?.lines.map((l) => l.text)).toContain(
      "Aldo's Torch burns by the encounter table's ticks now: 1 tick left.",
    );
    const torch = host.session.state().keeper.state.timers[0];
    expect(torch?.mode === "ticks" && [torch.ticks, torch.capacity]).toEqual([1, 2]);
  });

  it("ends a light the new preset has no source for, and says so", async () => {
    const host = await underSixWatches();
    const sources = FOUR.lights.sources.filter((s) => s.id !== "torch");
    const card = await switchTo(host, { ...FOUR, id: "my-rules", lights: { sources } });
    expect(card?.lines.map((l) => l.text)).toContain(
      "Aldo's Torch goes out: these rules have no such light.",
    );
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
  });

  it("drops fatigue the new preset does not count, and says so", async () => {
    const host = await underSixWatches(3);
    const card = await switchTo(host, FOUR);
    expect(card?.lines.map((l) => l.text)).toContain(
      "The party's 3 slots of fatigue are dropped: Four watches, six-mile hexes does not count fatigue.",
    );
    expect(host.session.state().fatigue).toBe(0);
  });

  it("carries fatigue when the new preset counts it too, and names the checks it changed", async () => {
    const host = await underSixWatches(1);
    const card = await switchTo(host, { ...SIX, id: "my-six" });
    const lines = card?.lines.map((l) => l.text);
    expect(lines).toContain("The party's 1 slot of fatigue carries over.");
    expect(host.session.state().fatigue).toBe(1);
    const back = await switchTo(host, FOUR);
    expect(back?.lines.some((l) => l.text.startsWith("Check changed:"))).toBe(true);
  });

  it("says nothing changed when nothing did, and posts no card without a switch", async () => {
    const host = makeHost({ preset: "four-watches" });
    await host.session.sync();
    expect(host.cards).toHaveLength(0);
    const card = await switchTo(host, { ...FOUR, id: "my-four" });
    expect(card?.lines.map((l) => l.text)).toEqual(["Lights, checks and fatigue carry over as they were."]);
  });
});
