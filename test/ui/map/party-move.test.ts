/** Dungeon time from the party token's moves: one advance for whole turns, the rest of the walk carried. */
import { describe, expect, it } from "vitest";
import { makeHost } from "../session/host";

describe("dungeon time from the party's moves", () => {
  it("R002-08 a 130-square walk on a 5-ft grid advances the clock once by two turns and keeps 10 squares", async () => {
    const host = makeHost({ preset: "turns-rounds-segments" });
    const moved = await host.session.perform({ type: "moveParty", feet: 650, squareFeet: 5 });
    await host.session.idle();
    expect(moved).toMatchObject({ ok: true, value: { seconds: 1200 } });
    expect(host.advances).toEqual([1200]);
    expect(host.session.state().carryFeet).toBe(50);
    expect(
      host
        .texts()
        .at(-1)
        ?.lines.map((l) => l.text),
    ).toEqual(["Time passes: 2 turns.", "50 ft toward the next turn."]);
    // A short move only adds to the walk: no advance, no card.
    await host.session.perform({ type: "moveParty", feet: 25, squareFeet: 5 });
    await host.session.idle();
    expect(host.advances).toEqual([1200]);
    expect(host.session.state().carryFeet).toBe(75);
  });

  it("R002-06 the GM's cautious pace divides the rate by 10; a pace the preset lacks is refused", async () => {
    const host = makeHost({ preset: "turns-rounds-segments" });
    expect(await host.session.perform({ type: "setPace", pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.paceUnsupported" },
    });
    await host.session.perform({ type: "setPace", pace: "cautious" });
    await host.session.perform({ type: "moveParty", feet: 65, squareFeet: 5 });
    await host.session.idle();
    expect(host.advances).toEqual([1200]);
    expect(host.session.state()).toMatchObject({ pace: "cautious", carryFeet: 5 });
  });

  it("R001-05 quick movement of 1,200 ft is two turns, and the card says traps go unnoticed", async () => {
    const host = makeHost({ preset: "six-watches" });
    await host.session.perform({ type: "setPace", pace: "quick" });
    await host.session.perform({ type: "moveParty", feet: 1200 });
    await host.session.idle();
    expect(host.advances).toEqual([1200]);
    const card = host.texts().find((c) => c.title === "The party moves quickly");
    expect(card?.lines.map((l) => l.text)).toContain("Moving quickly: traps are not noticed.");
  });

  it("R002-04 a party member slower than the rest sets the pace off the grid", async () => {
    const host = makeHost({ preset: "turns-rounds-segments" });
    const party = [
      { id: "elf", race: "elf", load: 0 },
      { id: "dwarf", race: "dwarf", load: 0 },
    ];
    await host.session.perform({ type: "moveParty", feet: 1000, party });
    await host.session.idle();
    // The dwarf's 900 ft a turn: one turn, 100 ft carried (the elf alone would not have made a turn).
    expect(host.advances).toEqual([600]);
    expect(host.session.state().carryFeet).toBe(100);
  });

  it("R002-08 undo puts the clock and the walk back as they were before the move", async () => {
    const host = makeHost({ preset: "turns-rounds-segments" });
    await host.session.perform({ type: "moveParty", feet: 200, squareFeet: 5 });
    await host.session.perform({ type: "moveParty", feet: 450, squareFeet: 5 });
    await host.session.idle();
    expect(host.session.state().carryFeet).toBe(50);
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.time).toBe(0);
    expect(host.session.state().carryFeet).toBe(200);
  });
});
