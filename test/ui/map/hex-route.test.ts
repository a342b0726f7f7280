/** Hex travel along a route on the map: where it stops, the force march, the weather and landmarks. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, type OffsetHex } from "../../../src/core";
import type { HexLayout } from "../../../src/core/wilderness/map";
import { newArea } from "../../../src/ui";
import { stopQuestion, travelRoute, type RouteStop } from "../../../src/ui/map";
import { diceByFormula } from "../../helpers/dice";
import { makeHost } from "../session/host";

const flat: HexLayout = { orientation: "flat", parity: "odd" };

async function route(
  host: ReturnType<typeof makeHost>,
  to: OffsetHex,
  goOn: (stop: RouteStop) => boolean = () => false,
  {
    preset = BUILT_IN_PRESETS["four-watches"],
    travel = { method: "pushed", navigator: { score: 10 } },
  }: {
    preset?: (typeof BUILT_IN_PRESETS)["four-watches"];
    travel?: Parameters<typeof travelRoute>[2]["travel"];
  } = {},
) {
  const visited: OffsetHex[] = [];
  const asked: RouteStop[] = [];
  const outcome = await travelRoute(
    host.session,
    (intent) => host.session.perform(intent),
    {
      layout: flat,
      from: { col: 0, row: 0 },
      to,
      travel,
      hexInfo: () => ({ terrain: "grassland" }),
      arrived: async (hex) => void visited.push(hex),
      goOn: async (stop) => {
        asked.push(stop);
        return goOn(stop);
      },
    },
    preset.wilderness.day,
    preset.time.dayStart,
  );
  return { outcome, visited, asked };
}

describe("hex travel from the party token's moves", () => {
  it("R000-18 R000-22 a move of three hexes stops at the first hex where the party gets lost, in the veered neighbour", async () => {
    // Pushed mounts make 3 hexes a watch (2-hour hexes); the first save passes, the next watch's fails.
    const host = makeHost({ dice: diceByFormula({ "1d20": [5, 15, 3] }) });
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness", "Moor"), terrain: "grassland" },
    });
    // Two hours before a watch ends: the first hex uses up the watch, the second begins a new one (a new save).
    await host.moveClock(4 * 3600);
    const { outcome, visited, asked } = await route(host, { col: 0, row: 3 }, (stop) => stop !== "lost");
    // South from (0,0): (0,1) as meant; then lost, veering left (3) of south: the south-east face, (1,1).
    expect(visited).toEqual([
      { col: 0, row: 1 },
      { col: 1, row: 1 },
    ]);
    expect(asked).toEqual(["watch", "lost"]);
    expect(outcome).toMatchObject({ ok: true, value: { at: { col: 1, row: 1 }, hexes: 2, stopped: "lost" } });
    expect(host.session.state().lost).toBe("left");
    expect(host.texts().some((c) => c.lines.some((l) => l.text.includes("south-east face")))).toBe(true);
  });

  it("R000-25 an encounter on the way stops the move and asks the GM; going on finishes it", async () => {
    // Every save passes; the watch's encounter check (2 in 6, at its end) finds something.
    const host = makeHost({ dice: diceByFormula({ "1d20": [1, 1, 1], "1d6": [1] }) });
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness", "Moor"), terrain: "grassland" },
    });
    await host.moveClock(4 * 3600);
    const { outcome, visited, asked } = await route(host, { col: 0, row: 2 }, () => true);
    expect(asked).toEqual(["encounter"]);
    expect(visited).toEqual([
      { col: 0, row: 1 },
      { col: 0, row: 2 },
    ]);
    expect(outcome).toMatchObject({ ok: true, value: { stopped: null, hexes: 2 } });
  });
});

const HOUR = 3600;
const four = BUILT_IN_PRESETS["four-watches"];
const six = BUILT_IN_PRESETS["six-watches"];
/** The party's route south from (0, 0) across grassland, under a preset, with its standing choices. */
const march = (
  host: ReturnType<typeof makeHost>,
  preset: typeof four,
  to: OffsetHex,
  travel: Parameters<typeof travelRoute>[2]["travel"],
  goOn: (stop: RouteStop) => boolean,
) => route(host, to, goOn, { preset, travel });
const lines = (host: ReturnType<typeof makeHost>) =>
  host
    .texts()
    .filter((c) => c.title === "Travel through grassland")
    .map((c) => c.lines.map((l) => l.text));
const FORCE = "Force march: a third watch of travel today.";
const PUSHED =
  "The mounts are pushed: at the day's end each rolls for its life (dies on 2 in 6, +1 for each day in a row pushed before; the clock panel's pushed mount roll).";

async function wilds(preset: "four-watches" | "six-watches" = "four-watches") {
  // Saves pass, encounter checks find nothing.
  const host = makeHost({ preset, dice: diceByFormula({ "1d20": [1, 1, 1, 1], "2d6": [12, 12] }) });
  await host.session.perform({
    type: "setArea",
    area: { ...newArea("wilderness", "Moor"), terrain: "grassland" },
  });
  return host;
}

describe("the force march on the map", () => {
  it("R000-11 R000-10 when the marching watches are spent the route asks to force march; mounted, the cards mark the mounts pushed", async () => {
    const host = await wilds();
    // Mounted: 3-hour hexes. Three hours before the second marching watch ends.
    await host.moveClock(9 * HOUR);
    const { outcome, asked } = await march(host, four, { col: 0, row: 3 }, { method: "mounted" }, () => true);
    // The first hex ends the marching watches; the force march is the question, not the new watch.
    expect(asked).toEqual(["forceMarch"]);
    expect(outcome).toMatchObject({ ok: true, value: { at: { col: 0, row: 3 }, hexes: 3, stopped: null } });
    expect(host.advances.slice(-3)).toEqual([3 * HOUR, 3 * HOUR, 3 * HOUR]);
    const [first, ...forced] = lines(host);
    expect(first).not.toContain(FORCE);
    for (const card of forced) expect(card).toEqual(expect.arrayContaining([FORCE, PUSHED]));
  });

  it("R000-11 a GM who says no to the force march stops the party at the end of the marching watches", async () => {
    const host = await wilds();
    await host.moveClock(9 * HOUR);
    const { outcome, asked } = await march(
      host,
      four,
      { col: 0, row: 3 },
      { method: "mounted" },
      () => false,
    );
    expect(asked).toEqual(["forceMarch"]);
    expect(outcome).toMatchObject({
      ok: true,
      value: { at: { col: 0, row: 1 }, hexes: 1, stopped: "forceMarch" },
    });
    expect(host.time).toBe(12 * HOUR);
    // A new move in the spare watch asks again before its first hex.
    const again = await march(host, four, { col: 0, row: 1 }, { method: "foot" }, () => false);
    expect(again.asked).toEqual(["forceMarch"]);
    expect(host.time).toBe(12 * HOUR);
  });

  it("R000-11 a party whose settings say it force-marches is not asked; on foot its mounts are not pushed", async () => {
    const host = await wilds();
    await host.moveClock(6 * HOUR);
    const { asked } = await march(
      host,
      four,
      { col: 0, row: 2 },
      { method: "foot", forceMarch: true },
      () => true,
    );
    // One hex a watch on foot: the second hex is begun in the spare watch (only the ordinary new-watch stop).
    expect(asked).toEqual(["watch"]);
    const [first, second] = lines(host);
    expect(first).not.toContain(FORCE);
    expect(second).toContain(FORCE);
    expect(second).not.toContain(PUSHED);
  });

  it("R000-11 R000-10 the force march question says the mounts are pushed only when they are", () => {
    expect(stopQuestion("forceMarch", four.wilderness, "mounted")).toEqual([
      "TURNKEEPER.Map.stop.forceMarch",
      "TURNKEEPER.Map.stop.pushes",
    ]);
    expect(stopQuestion("forceMarch", four.wilderness, "foot")).toEqual(["TURNKEEPER.Map.stop.forceMarch"]);
    expect(stopQuestion("forceMarch", six.wilderness, undefined)).toEqual(["TURNKEEPER.Map.stop.forceMarch"]);
    expect(stopQuestion("watch", four.wilderness, "pushed")).toEqual(["TURNKEEPER.Map.stop.watch"]);
  });
});

describe("the weather on the map", () => {
  it("R001-21 a map move in bad weather takes twice the crossing time, and costs a fatigue slot an hour", async () => {
    const fair = await wilds("six-watches");
    await march(fair, six, { col: 0, row: 1 }, {}, () => true);
    const foul = await wilds("six-watches");
    await march(foul, six, { col: 0, row: 1 }, { inclement: true }, () => true);
    expect(fair.advances).toEqual([2 * HOUR]);
    expect(foul.advances).toEqual([4 * HOUR]);
    expect(lines(foul)[0]?.[0]).toBe("It takes 1 watch.");
    expect(fair.session.state().fatigue).toBe(1);
    expect(foul.session.state().fatigue).toBe(4);
  });
});

describe("landmarks and vantage points on the map", () => {
  it.each([
    ["a landmark in the hex entered", { landmarkAt: { col: 0, row: 1 }, vantage: false }, null],
    [
      "a landmark a hex away, seen from a vantage point",
      { landmarkAt: { col: 1, row: 0 }, vantage: true },
      null,
    ],
    [
      "a landmark a hex away, not seen without a vantage point",
      { landmarkAt: { col: 1, row: 0 }, vantage: false },
      "left",
    ],
  ] as const)(
    "R000-17 R000-18 %s: the navigator saves only when no landmark is in sight",
    async (_, map, lost) => {
      const host = makeHost({ dice: diceByFormula({ "1d20": [20, 5] }) });
      await host.session.perform({
        type: "setArea",
        area: { ...newArea("wilderness", "Moor"), terrain: "grassland" },
      });
      const at = (hex: OffsetHex, where: OffsetHex) => hex.col === where.col && hex.row === where.row;
      await travelRoute(
        host.session,
        (intent) => host.session.perform(intent),
        {
          layout: flat,
          from: { col: 0, row: 0 },
          to: { col: 0, row: 1 },
          travel: { navigator: { score: 10 } },
          hexInfo: (hex) => ({
            terrain: "grassland",
            landmark: at(hex, map.landmarkAt),
            vantage: map.vantage && at(hex, { col: 0, row: 0 }),
          }),
          arrived: async () => undefined,
          goOn: async () => false,
        },
        BUILT_IN_PRESETS["four-watches"].wilderness.day,
        0,
      );
      expect(host.session.state().lost).toBe(lost);
    },
  );
});
