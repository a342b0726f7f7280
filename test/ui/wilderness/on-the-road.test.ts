/**
 * 000's road rules in play, through the session's travel step (the one the travel dialog and the map's routes
 * perform): encumbrance, movement rounded down per watch, and a watch that ends with the party short of its hex.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { dialogFor, newArea, type Intent } from "../../../src/ui";
import { travelRoute } from "../../../src/ui/map";
import { diceByFormula } from "../../helpers/dice";
import { makeHost } from "../session/host";

const WATCH = 21_600;
type TravelHex = Extract<Intent, { type: "travelHex" }>;

async function travel(host: ReturnType<typeof makeHost>, ...hexes: Omit<TravelHex, "type">[]) {
  for (const hex of hexes) {
    const done = await host.session.perform({ type: "travelHex", ...hex });
    if (!done.ok) throw new Error(done.error.code);
    await host.session.idle();
  }
}

const linesOf = (host: ReturnType<typeof makeHost>, card: number) =>
  host.texts()[card]?.lines.map((l) => l.text) ?? [];
/** Every card's lines, in order. */
const allLines = (host: ReturnType<typeof makeHost>) =>
  host.texts().flatMap((c) => c.lines.map((l) => l.text));

describe("R000-14 encumbrance on the road, through the travel step", () => {
  it("R000-14 an encumbered member halves the party's pace and Exerts 1d3 Brawn, shown with its roll", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d3": [2] }) });
    await travel(host, { terrain: "grassland", method: "mounted", encumbered: ["Bram"] });
    // Mounted is 2 hexes a watch; halved, a hex takes the whole watch.
    expect(host.advances).toEqual([WATCH]);
    expect(linesOf(host, 0)).toContain("Bram is encumbered: Exerts 2 Brawn for a watch of travel.");
    expect(host.cards[0]?.rolls.map((r) => [r.formula, r.total])).toContainEqual(["1d3", 2]);
  });

  it("R000-14 each watch spent travelling once: a second hex in the watch Exerts nothing, the next watch again", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d3": [1, 3, 2] }) });
    // Pushed mounts on a road, halved by the load: 3 hexes a watch.
    const hex: Omit<TravelHex, "type"> = {
      terrain: "grassland",
      road: true,
      method: "pushed",
      encumbered: ["Bram"],
    };
    await travel(host, hex, hex, hex);
    const exerting = (card: number) => linesOf(host, card).filter((l) => l.includes("Exerts"));
    expect([0, 1, 2].map(exerting)).toEqual([
      ["Bram is encumbered: Exerts 1 Brawn for a watch of travel."],
      [],
      [],
    ]);
    await travel(host, hex);
    expect(exerting(3)).toEqual(["Bram is encumbered: Exerts 3 Brawn for a watch of travel."]);
  });

  it("R000-14 undoing the watch's first hex leaves the watch unpaid: travelling it again Exerts again", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d3": [1, 2] }) });
    const hex: Omit<TravelHex, "type"> = {
      terrain: "grassland",
      road: true,
      method: "pushed",
      encumbered: ["Bram"],
    };
    await travel(host, hex);
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    await travel(host, hex);
    expect(linesOf(host, host.cards.length - 1)).toContain(
      "Bram is encumbered: Exerts 2 Brawn for a watch of travel.",
    );
  });
});

describe("R000-14 encumbrance from the travel dialog and the map", () => {
  it("R000-14 the map's route takes the party's encumbered members from its travel choices", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d3": [3, 1] }) });
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness", "Moor"), terrain: "grassland" },
    });
    const four = BUILT_IN_PRESETS["four-watches"];
    const outcome = await travelRoute(
      host.session,
      (intent) => host.session.perform(intent),
      {
        layout: { orientation: "flat", parity: "odd" },
        from: { col: 0, row: 0 },
        to: { col: 0, row: 1 },
        travel: { method: "mounted", encumbered: ["Bram", "Cy"] },
        hexInfo: () => ({ terrain: "grassland" }),
        arrived: async () => undefined,
        goOn: async () => false,
      },
      four.wilderness.day,
      four.time.dayStart,
    );
    expect(outcome).toMatchObject({ ok: true, value: { hexes: 1, stopped: null } });
    expect(host.advances).toEqual([WATCH]);
    expect(allLines(host)).toEqual(
      expect.arrayContaining([
        "Bram is encumbered: Exerts 3 Brawn for a watch of travel.",
        "Cy is encumbered: Exerts 1 Brawn for a watch of travel.",
      ]),
    );
  });

  it("R000-14 the travel dialog asks who is encumbered where the rules count hexes a watch", () => {
    const dialog = dialogFor("travel", { preset: BUILT_IN_PRESETS["four-watches"], area: null });
    expect(dialog?.view).toMatchObject({ encumbrance: true });
    expect(dialog?.read({ terrain: "swamp", encumbered: " Bram, ,Cy " })).toMatchObject({
      ok: true,
      value: [{ type: "travelHex", terrain: "swamp", encumbered: ["Bram", "Cy"] }],
    });
    const six = dialogFor("travel", { preset: BUILT_IN_PRESETS["six-watches"], area: null });
    expect(six?.view).toMatchObject({ encumbrance: false });
    const read = six?.read({ terrain: "swamp", encumbered: "Bram" });
    expect(read?.ok && read.value[0]).not.toHaveProperty("encumbered");
  });

  it("R000-14 the gate keeps the list within its bound", async () => {
    const host = makeHost();
    const many = Array.from({ length: 1_000 }, (_, i) => `m${i}`);
    const refused = await host.session.perform({ type: "travelHex", terrain: "grassland", encumbered: many });
    expect(refused).toMatchObject({ ok: false });
    expect(host.advances).toEqual([]);
  });
});

describe("R000-12 movement rounded down per watch, through the travel step", () => {
  it("R000-12 pushed mounts make 1 swamp hex a watch: 2 in a day of two marching watches", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await travel(host, { terrain: "swamp", method: "pushed" }, { terrain: "swamp", method: "pushed" });
    expect(host.advances).toEqual([WATCH, WATCH]);
  });

  it("R000-12 below a hex a watch the fraction carries: a walker crosses a swamp in two watches", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await travel(host, { terrain: "swamp", method: "foot" });
    expect(host.advances).toEqual([2 * WATCH]);
  });
});

describe("no progress: the GM told of a watch that ends with the party short of its hex", () => {
  it("R000-12 the walker's first watch in the swamp ends with the party still outside it, on the card", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await travel(host, { terrain: "swamp", method: "foot" });
    const short = host.texts()[0]?.lines.filter((l) => l.text.includes("still short of the hex"));
    expect(short).toEqual([
      {
        text: "Watch 1 ends with the party still short of the hex, 1 watch into its crossing of 2 watches: the rest (1 watch) carries into watch 2.",
        tone: "warning",
      },
    ]);
  });

  it("R000-07 R000-09 a hex begun partway through a watch: what it costs, what the watch covered, the rest carried", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
    await host.session.idle();
    await travel(host, { terrain: "grassland", method: "foot" });
    // A walker's grassland hex takes a watch: 33 turns of it in watch 1, which then ends, and 3 turns of watch 2.
    expect(host.advances).toEqual([1800, WATCH]);
    expect(linesOf(host, host.cards.length - 1).slice(0, 2)).toEqual([
      "It takes 1 watch.",
      "Watch 1 ends with the party still short of the hex, 33 turns into its crossing of 1 watch: the rest (3 turns) carries into watch 2.",
    ]);
  });

  it("R000-07 a hex begun between turns: the card reads the parts to the nearest turn, not to the second", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
    await host.session.perform({ type: "advanceUnit", unit: "round", count: 4 });
    await host.session.idle();
    await travel(host, { terrain: "grassland", method: "foot" });
    // Watch 1 has 32 turns and 6 rounds left: about 33 turns of the crossing; 3 turns and 4 rounds carry.
    expect(linesOf(host, host.cards.length - 1)[1]).toBe(
      "Watch 1 ends with the party still short of the hex, about 33 turns into its crossing of 1 watch: the rest (about 3 turns) carries into watch 2.",
    );
  });

  it("R000-07 the day's last watch ends short of the hex: the rest carries into the next day's first watch", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await host.session.perform({ type: "advanceUnit", unit: "watch", count: 3 });
    await host.session.idle();
    await travel(host, { terrain: "swamp", method: "foot" });
    expect(linesOf(host, host.cards.length - 1).filter((l) => l.includes("still short"))).toEqual([
      "Watch 4 ends with the party still short of the hex, 1 watch into its crossing of 2 watches: the rest (1 watch) carries into watch 1 of the next day.",
    ]);
  });

  it("R000-12 R000-14 each watch that ends short is named: an encumbered walker's swamp takes four", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d3": [1, 1, 1, 1] }) });
    await travel(host, { terrain: "swamp", encumbered: ["Bram"] });
    expect(host.advances).toEqual([4 * WATCH]);
    expect(linesOf(host, 0).filter((l) => l.includes("still short"))).toEqual([
      "Watch 1 ends with the party still short of the hex, 1 watch into its crossing of 1 day: the rest (3 watches) carries into watch 2.",
      "Watch 2 ends with the party still short of the hex, 2 watches into its crossing of 1 day: the rest (2 watches) carries into watch 3.",
      "Watch 3 ends with the party still short of the hex, 3 watches into its crossing of 1 day: the rest (1 watch) carries into watch 4.",
    ]);
  });

  it("R000-09 a hex entered as the watch ends says nothing of the kind", async () => {
    const host = makeHost({ dice: diceByFormula({}) });
    await travel(host, { terrain: "grassland", method: "foot" });
    expect(linesOf(host, 0).some((l) => l.includes("still short"))).toBe(false);
  });
});
