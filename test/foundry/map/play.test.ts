/** Play on the map: the party's finished token moves drive the clock, in the dungeon and hex by hex. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTY_MOVE_WINDOW_MS } from "../../../src/foundry/map/play";
import { GRID } from "../../fakes/foundry-map";
import { diceByFormula } from "../../helpers/dice";
import { api, tkOf, writes } from "../session/clock-table";
import { mapTable, wilds } from "./map-table";

afterEach(() => vi.restoreAllMocks());

describe("dungeon time from the party's token moves", () => {
  it("R002-08 the party's four tokens walking 130 squares of 5 ft is one world-time advance of two turns; 10 squares are kept", async () => {
    const t = await mapTable({ preset: "turns-rounds-segments" });
    const cid = t.world.addToken(t.scene, t.world.addActor("Cid", [t.cara.user]));
    const dot = t.world.addToken(t.scene, t.world.addActor("Dot", [t.alice.user]));
    for (const token of [cid, dot]) t.map.place(token, { i: 0, j: 0 });
    const mark = t.world.writes.length;
    const party = [t.aldoToken, t.beaToken, cid, dot];
    t.map.move(
      t.alice.user,
      party.map((token, row) => [token, { i: row, j: 130 }] as const),
    );
    await t.all();
    expect(writes(t.world, mark).worldTime).toBe(1);
    expect(t.world.worldTime).toBe(1200);
    expect(api(t.gm).state()).toMatchObject({ carryFeet: 50 });
    const card = t.world.messages.at(-1)?.content ?? "";
    expect(card).toContain("50 ft toward the next turn.");
  });

  it("R002-08 a monster's move, Turnkeeper's own move, or a scene without map play moves no time", async () => {
    const t = await mapTable({ preset: "turns-rounds-segments" });
    const rat = t.world.addToken(t.scene, t.world.addActor("Giant rat"));
    t.map.place(rat, { i: 0, j: 0 });
    t.map.move(t.gm.user, [[rat, { i: 0, j: 200 }]]);
    t.map.move(t.gm.user, [[t.aldoToken, { i: 0, j: 200 }]], { operation: { turnkeeperMove: true } });
    await t.all();
    expect(t.world.worldTime).toBe(0);
    t.map.partyFlags.set(t.scene, { version: 1, play: false });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 0 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(0);
    expect(api(t.gm).state().carryFeet).toBe(0);
  });
});

describe("dungeon time from finished moves and the pace", () => {
  it("R002-08 a move that stops at checkpoints counts once it is finished: v13 by no pending waypoints, v14 by `finished`", async () => {
    const t = await mapTable({ preset: "turns-rounds-segments" });
    // v13: two updates of one movement, the first with a waypoint still pending.
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 40 }]], {
      pending: [{ x: 8000, y: 0 }],
      movementId: () => "walk",
    });
    await t.all();
    expect(t.world.worldTime).toBe(0);
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 80 }]], { movementId: () => "walk" });
    await t.all();
    expect(t.world.worldTime).toBe(600);
    expect(api(t.gm).state().carryFeet).toBe(100);
    // v14: the movement's `finished` promise says when it is over.
    let finish!: (done: boolean) => void;
    const finished = new Promise<boolean>((resolve) => (finish = resolve));
    // Two checkpoints of one v14 movement: 20 and 20 squares, counted once when it is finished.
    const v14 = { finished, movementId: () => "v14" };
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 100 }]], v14);
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 120 }]], v14);
    await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS + 20));
    expect(t.world.worldTime).toBe(600);
    finish(true);
    await t.all();
    expect(t.world.worldTime).toBe(1200);
    expect(api(t.gm).state().carryFeet).toBe(0);
  });

  it("R002-04 off the 5-ft grid a party member slower than the rest sets the pace", async () => {
    const t = await mapTable({
      preset: "turns-rounds-segments",
      grid: { type: GRID.GRIDLESS, size: 100, distance: 10 },
      party: {
        members: [
          { id: "elf", race: "elf", load: 0 },
          { id: "dwarf", race: "dwarf", load: 0 },
        ],
      },
    });
    // 100 spaces of 10 ft: 1,000 ft at the dwarf's 900 ft a turn.
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 100 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(600);
    expect(api(t.gm).state().carryFeet).toBeCloseTo(100, 6);
  });

  it("R001-05 quick movement of 1,200 ft is two turns, and the card marks traps unnoticed; undo puts the clock back, not the token", async () => {
    const t = await mapTable({ preset: "six-watches" });
    await tkOf(t.gm).tk.perform({ type: "setPace", pace: "quick" });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 240 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(1200);
    expect(t.world.messages.map((m) => m.content).join()).toContain("Moving quickly: traps are not noticed.");
    await api(t.gm).undo();
    await t.all();
    expect(t.world.worldTime).toBe(0);
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 0, j: 240 });
  });
});

describe("hex travel from the party token's moves", () => {
  it("R000-18 R000-22 a flat-top map: a move of three hexes stops where the party gets lost, its token set down in the veered neighbour", async () => {
    const t = await mapTable({
      grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
      party: { tokens: [], travel: { method: "pushed", navigator: { score: 10 } } },
      area: wilds,
    });
    const party = t.world.addToken(t.scene, null, { name: "The party" });
    t.map.place(party, { i: 0, j: 0 });
    t.map.partyFlags.set(t.scene, {
      version: 1,
      play: true,
      tokens: [party.id],
      travel: { method: "pushed", navigator: { score: 10 } },
    });
    // Four hours into the watch: the first hex ends it (the GM goes on), the next watch's save fails, veering left.
    await tkOf(t.gm).tk.perform({ type: "advance", by: 4 * 3600 });
    await t.all();
    t.world.dice = diceByFormula({ "1d20": [5, 15, 3] });
    t.gm.apps.answers = [{}, null];
    const mark = t.world.writes.length;
    t.map.move(t.gm.user, [[party, { i: 3, j: 0 }]]);
    await t.all();
    // South from (col 0, row 0): row 1 as meant, then lost: left of south is south-east, (col 1, row 1).
    expect(t.map.offsetOf(t.scene, t.map.positions.get(party)!)).toEqual({ i: 1, j: 1 });
    expect(writes(t.world, mark).worldTime).toBe(2);
    expect(t.gm.apps.asked.map((a) => a.content)).toEqual([
      "<p>This watch's travel is spent. Go on into the next watch?</p>",
      "<p>The party is lost: it has veered off its course. Go on toward where the token was dropped?</p>",
    ]);
    expect(t.world.messages.map((m) => m.content).join()).toContain("south-east face");
    expect(api(t.gm).state().lost).toBe("left");
  });

  it("R000-22 a pointy-top map: heading east and veering right, the token goes south-east", async () => {
    const t = await mapTable({
      grid: { type: GRID.HEXODDR, distance: 6, units: "mi" },
      party: { travel: { navigator: { score: 10 } } },
      area: wilds,
    });
    t.world.dice = diceByFormula({ "1d20": [15, 12] });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 1 }]]);
    await t.all();
    // Row 0 of an odd-row layout: south-east of (col 0, row 0) is (col 0, row 1).
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 1, j: 0 });
    expect(api(t.gm).state().lost).toBe("right");
  });
});

/** A mounted party on the moor three hours before its second marching watch ends (a grassland hex takes three). */
async function lateInTheMarch() {
  const t = await mapTable({
    grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
    party: { travel: { method: "mounted", navigator: { score: 10 } } },
    area: wilds,
  });
  await tkOf(t.gm).tk.perform({ type: "advance", by: 9 * 3600 });
  await t.all();
  t.world.dice = diceByFormula({ "1d20": [1, 1] });
  return t;
}

describe("the force march on the map", () => {
  it("R000-11 R000-10 at the end of the marching watches the GM is asked to force march; mounted, the cards mark the mounts pushed", async () => {
    const t = await lateInTheMarch();
    t.gm.apps.answers = [{}];
    const mark = t.world.writes.length;
    t.map.move(t.alice.user, [[t.aldoToken, { i: 3, j: 0 }]]);
    await t.all();
    expect(t.gm.apps.asked.map((a) => [a.content, a.confirm])).toEqual([
      [
        "<p>The day's marching watches are spent. Force march into the spare watch? Mounted, that pushes the mounts: they roll for their lives at the day's end.</p>",
        "Force march",
      ],
    ]);
    // One world-time advance a hex, the token where it was dropped.
    expect(writes(t.world, mark).worldTime).toBe(3);
    expect(t.world.worldTime).toBe(18 * 3600);
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 3, j: 0 });
    const travelCards = t.world.messages.map((m) => m.content).filter((c) => c.includes("Travel through"));
    expect(travelCards.map((c) => c.includes("Force march: a third watch of travel today."))).toEqual([
      false,
      true,
      true,
    ]);
    expect(travelCards.at(-1)).toContain("The mounts are pushed");
  });

  it("R000-11 a GM who says no keeps the party where the marching watches ended", async () => {
    const t = await lateInTheMarch();
    t.gm.apps.answers = [null];
    t.map.move(t.alice.user, [[t.aldoToken, { i: 3, j: 0 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(12 * 3600);
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 1, j: 0 });
  });
});
