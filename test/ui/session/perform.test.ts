/** The game master's intents worked out in the session: encounter checks, rolls on cards, travel and camp. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { newArea } from "../../../src/ui";
import { dungeon } from "./fixtures";
import { makeHost } from "./host";

describe("checking for encounters", () => {
  it("R000-25 a wilderness encounter's card says how far off it begins (4d6 x 10 yards), then the reaction", async () => {
    // 1d6 = 1: an encounter; 4d6 = 12: 120 yards; reaction 2d6 = 8.
    const host = makeHost({ faces: [1, 3, 3, 3, 3, 4, 4] });
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness", "Moor"), terrain: "hills" },
    });
    await host.session.perform({ type: "checkEncounter" });
    const card = host.texts().at(-1);
    expect(card?.lines.map((l) => l.text).slice(0, 3)).toEqual([
      "Rolled 1 against 2: an encounter (an encounter on 2 or less)",
      "The encounter begins 120 yards away.",
      "8: uncertain, open to parley or a bargain",
    ]);
    expect(host.cards.at(-1)?.rolls.map((r) => r.formula)).toEqual(["1d6", "4d6", "2d6"]);
    expect(host.events.find((e) => e.name === "encounter")?.payload).toMatchObject({
      distance: { roll: 12, distance: 120, unit: "yards" },
    });
  });

  it("R001-11 a dungeon encounter in the halls is 2d6 x 10 feet away; a preset without a wilderness distance shows none", async () => {
    const six = makeHost({ preset: "six-watches", faces: [1, 1, 3, 4, 3, 4] });
    await six.session.perform({ type: "setArea", area: dungeon() });
    await six.session.perform({ type: "checkEncounter" });
    expect(
      six
        .texts()
        .at(-1)
        ?.lines.map((l) => l.text),
    ).toContain("The monster is 70 feet away, coming towards the party.");
    expect(six.events.find((e) => e.name === "encounter")?.payload).toMatchObject({
      distance: { roll: 7, distance: 70, unit: "feet" },
    });
    const preset = BUILT_IN_PRESETS["four-watches"];
    const silent = makeHost({
      preset: { ...preset, wilderness: { ...preset.wilderness, encounterDistance: null } },
      faces: [1, 4, 4],
    });
    await silent.session.perform({ type: "setArea", area: newArea("wilderness", "Moor") });
    await silent.session.perform({ type: "checkEncounter" });
    const lines =
      silent
        .texts()
        .at(-1)
        ?.lines.map((l) => l.text) ?? [];
    expect(lines[0]).toBe("Rolled 1 against 2: an encounter (an encounter on 2 or less)");
    expect(lines.some((l) => l.includes("away"))).toBe(false);
  });
});

describe("rolls onto cards", () => {
  it("rolls a reaction, a morale check, navigation, shelter and a pushed mount onto localized cards", async () => {
    const host = makeHost({ faces: [6, 6, 3, 4, 15, 5, 12, 3, 3] });
    await host.session.perform({ type: "reaction", modifier: 1, name: "Goblins" });
    await host.session.perform({ type: "morale", score: 7, name: "Goblins" });
    await host.session.perform({ type: "navigation", score: 12 });
    await host.session.perform({ type: "shelter", terrain: "hills", season: "summer", members: ["aldo"] });
    await host.session.perform({ type: "pushedMount", mount: "Bessie", pushedDays: 0 });
    const texts = host.texts();
    expect(texts.map((c) => c.title)).toEqual([
      "Reaction: Goblins",
      "Morale: Goblins",
      "Navigation",
      "Seeking shelter: hills in summer",
      "Pushed mount: Bessie",
    ]);
    expect(texts[0]?.lines[0]?.text).toBe("13: very favourable, may cooperate");
    expect(texts[1]?.lines[0]?.text).toMatch(/Rolled 7 against morale 7: it holds/);
    expect(texts[2]?.lines.map((l) => l.text)).toEqual([
      "Navigation save (normal): rolled 15 against 12, the party is lost (a save needs 12 or less).",
      "Rolled 5: they veer left, leaving one face to the left of their course.",
    ]);
    expect(texts[3]?.lines[0]?.text).toBe("Rolled 12 (needs 14 or less on d20): shelter found.");
    expect(texts[4]?.lines[0]?.text).toMatch(/Rolled 3 .*: the mount lives/);
    expect(host.cards.every((c) => c.rolls.length > 0)).toBe(true);
    expect(host.advances).toEqual([]);
  });
});

describe("travelling hexes", () => {
  it("travels a hex: time by terrain, one navigation save a watch, one advance and two writes", async () => {
    const host = makeHost({ faces: [18, 15] });
    await host.session.sync();
    const saves = host.saves.length;
    await host.session.perform({
      type: "travelHex",
      terrain: "swamp",
      method: "foot",
      navigator: { score: 12 },
    });
    await host.session.idle();
    // Swamp is poor terrain: one hex on foot takes two watches (R000-09, R000-12).
    expect(host.advances).toEqual([2 * 21_600]);
    // What travel decided, with the change it asks for, before the clock moves; then the change processed.
    expect(host.saves.length - saves).toBe(2);
    expect(host.texts()[0]?.lines.map((l) => l.text)).toEqual([
      "It takes 2 watches.",
      "Watch 1 ends with the party still short of the hex, 1 watch into its crossing of 2 watches: the rest (1 watch) carries into watch 2.",
      "Navigation save (normal): rolled 18 against 12, the party is lost (a save needs 12 or less).",
      "Rolled 15: they veer right, leaving one face to the right of their course.",
    ]);
  });

  it("R000-18 travels two hexes mounted in one watch with one navigation save; the next watch saves again", async () => {
    const host = makeHost({ faces: [5, 6] });
    const hex = {
      type: "travelHex",
      terrain: "grassland",
      method: "mounted",
      navigator: { score: 12 },
    } as const;
    await host.session.perform(hex);
    await host.session.perform(hex);
    await host.session.idle();
    expect(host.advances).toEqual([10_800, 10_800]);
    expect(host.cards.map((c) => c.rolls.length)).toEqual([1, 0]);
    await host.session.perform(hex);
    await host.session.idle();
    expect(host.cards.at(-1)?.rolls.map((r) => r.total)).toEqual([6]);
    expect(host.session.state().navigatedWatch).toBe(21_600);
    // Undoing that hex gives the navigator back the save it used in its watch.
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.session.state().navigatedWatch).toBe(0);
  });

  it("R001-20 carries travel's part of a fatigue slot from one hex to the next, and undo takes it back", async () => {
    const host = makeHost({ preset: "six-watches" });
    const roadHex = { type: "travelHex", terrain: "grassland", road: true } as const;
    await host.session.perform(roadHex);
    await host.session.idle();
    expect(host.session.state()).toMatchObject({ fatigue: 0, fatigueProgress: 0.5 });
    await host.session.perform(roadHex);
    await host.session.idle();
    expect(host.session.state()).toMatchObject({ fatigue: 1, fatigueProgress: 0 });
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.session.state()).toMatchObject({ fatigue: 0, fatigueProgress: 0.5 });
  });
});

describe("camping", () => {
  it("camps: seeks shelter and rests until the next day begins", async () => {
    const host = makeHost({ faces: [20, 2, 3] });
    await host.session.perform({ type: "advanceUnit", unit: "watch", count: 3 });
    await host.session.idle();
    await host.session.perform({ type: "camp", terrain: "grassland", season: "winter", members: ["a", "b"] });
    await host.session.idle();
    expect(host.time).toBe(86_400);
    const shelter = host.texts().find((c) => c.title.startsWith("Seeking shelter"));
    expect(shelter?.lines.map((l) => l.text)).toEqual([
      "Rolled 20 (needs 6 or less on d20): no shelter.",
      "A night without shelter: heal only the recovery die.",
      "a Exerts 2 in an attribute of their choice at the start of the next day.",
      "b Exerts 3 in an attribute of their choice at the start of the next day.",
    ]);
  });
});
