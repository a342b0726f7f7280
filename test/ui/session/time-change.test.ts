/**
 * A change of world time in the session: encounter checks fall due and roll or wait, lights burn and go out.
 */
import { describe, expect, it } from "vitest";
import { dungeon, TURN } from "./fixtures";
import { makeHost } from "./host";

describe("encounter checks as time passes", () => {
  it("R000-03 rolls the area's due encounter check after every third turn and posts it with its dice", async () => {
    const host = makeHost({ faces: [4, 1, 5, 3] });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await host.session.idle();
    expect(host.cards).toHaveLength(0);
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(host.cards).toHaveLength(1);
    expect(host.cards[0]?.rolls.map((r) => r.formula)).toEqual(["1d6"]);
    expect(host.cards[0]?.audience).toBe("gm");
    expect(host.texts()[0]?.lines[0]?.text).toBe("Rolled 4 against 1: nothing (an encounter on 1 or less)");
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
    await host.session.idle();
    const card = host.texts()[1];
    expect(card?.lines[0]?.text).toBe("Rolled 1 against 1: an encounter (an encounter on 1 or less)");
    expect(card?.title).toBe("Encounter check");
    expect(card?.subtitle).toMatch(/Upper halls/);
    // An encounter also rolls the monster's reaction (R001-10): 5 + 3 = 8.
    expect(card?.lines.map((l) => l.text)).toContain("8: uncertain, open to parley or a bargain");
  });

  it("R000-04 checks busy areas every other turn", async () => {
    const host = makeHost({ seed: 3 });
    await host.session.perform({ type: "setArea", area: dungeon("busy") });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 4 });
    await host.session.idle();
    expect(host.cards.filter((c) => c.view.kind === "encounter")).toHaveLength(2);
  });

  it("holds due checks for the GM when checks prompt, then rolls them on request", async () => {
    const host = makeHost({ options: { dueChecks: "prompt" }, faces: [2] });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
    await host.session.idle();
    expect(host.session.state().pending).toHaveLength(1);
    expect(host.cards.at(-1)?.view.kind).toBe("notice");
    await host.session.perform({ type: "rollDue" });
    expect(host.session.state().pending).toHaveLength(0);
    expect(host.texts().at(-1)?.lines[0]?.text).toBe(
      "Rolled 2 against 1: nothing (an encounter on 1 or less)",
    );
  });

  it("sums up a long advance on one card instead of dozens", async () => {
    const host = makeHost({ seed: 11 });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "advanceUnit", unit: "day" });
    await host.session.idle();
    const encounterCards = host.cards.filter((c) => c.view.kind === "encounter");
    expect(encounterCards).toHaveLength(1);
    expect(host.texts().at(-1)?.title).toBe("48 encounter checks");
  });
});

describe("lights as time passes", () => {
  it("lights a torch, burns it by time, puts it out when it runs out and tells the host's token lights", async () => {
    const host = makeHost();
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    expect(host.lights).toEqual([[{ owner: "Actor.aldo", source: "torch" }]]);
    expect(host.texts()[0]?.title).toBe("Aldo lights a Torch");
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 6 });
    await host.session.idle();
    expect(host.lights[1]).toEqual([{ owner: "Actor.aldo", source: null }]);
    expect(host.texts().map((c) => c.title)).toContain("Aldo's Torch goes out");
    expect(host.events.map((e) => e.name)).toContain("lightExpired");
  });

  it("R001-12 burns tick lights when the overloaded table says so (2 ticks put out a torch)", async () => {
    // 2d6 = 7 reads "lightTick" on six-watches' dungeon table; each turn is a check.
    const host = makeHost({ preset: "six-watches", faces: [3, 4, 3, 4] });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(host.session.state().keeper.state.timers).toHaveLength(1);
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
    expect(host.texts().map((c) => c.title)).toContain("Aldo's Torch goes out");
    expect(host.lights.at(-1)).toEqual([{ owner: "Actor.aldo", source: null }]);
  });

  it("lets a new torch ride along with a burning one, or replace it, as the option says", async () => {
    const along = makeHost();
    await along.session.perform({ type: "light", owner: "Actor.a", source: "torch" });
    await along.session.perform({ type: "light", owner: "Actor.a", source: "torch" });
    expect(along.session.state().keeper.state.timers).toHaveLength(2);
    const replace = makeHost({ options: { lightStacking: "replace" } });
    await replace.session.perform({ type: "light", owner: "Actor.a", source: "torch" });
    await replace.session.perform({ type: "advanceUnit", unit: "turn" });
    await replace.session.idle();
    await replace.session.perform({ type: "light", owner: "Actor.a", source: "torch" });
    const timers = replace.session.state().keeper.state.timers;
    expect(timers).toHaveLength(1);
    expect(timers[0]?.mode === "running" && timers[0].endsAt).toBe(TURN + 6 * TURN);
  });
});

describe("a clock the state has not caught up with", () => {
  it("is caught up within the intent's own write before the intent acts", async () => {
    const first = makeHost();
    await first.session.perform({ type: "light", owner: "Actor.aldo", source: "torch" });
    // The clock moved three turns while nothing processed it (say, no GM was connected).
    const host = makeHost({ stored: first.stored, time: 3 * TURN });
    await host.session.perform({ type: "light", owner: "Actor.bea", source: "torch" });
    expect(host.saves).toHaveLength(1);
    const timers = host.session.state().keeper.state.timers;
    expect(timers.map((t) => (t.mode === "running" ? t.endsAt : null))).toEqual([6 * TURN, 9 * TURN]);
  });
});
