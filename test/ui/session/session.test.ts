import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import { buildClockView, newArea, resolveView, type Area } from "../../../src/ui";
import { makeHost, strictI18n } from "./host";

const TURN = 600;
const dungeon = (level: Area["level"] = "normal", name = "Upper halls"): Area => ({
  ...newArea("dungeon", name),
  level,
});

describe("the timekeeping session", () => {
  it("advances the clock once per action and writes the state once per processed change", async () => {
    const host = makeHost();
    const result = await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    expect(result).toEqual({ ok: true, value: { seconds: TURN, cards: 0 } });
    expect(host.advances).toEqual([TURN]);
    expect(host.saves).toHaveLength(1);
    const state = host.session.state();
    expect(state.keeper.state.time).toBe(TURN);
    expect(logEntries(state.keeper)[0]?.reason.kind).toBe("turn");
  });

  it("processes a time change from elsewhere exactly once, and a repeated sync writes nothing", async () => {
    const host = makeHost();
    await host.session.sync();
    const first = host.saves.length;
    await host.moveClock(3 * TURN);
    await host.session.sync(3 * TURN);
    await host.session.sync(3 * TURN);
    expect(host.saves.length - first).toBe(1);
    expect(logEntries(host.session.state().keeper)[0]?.reason.kind).toBe("sync");
  });

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
    expect(host.texts()[0]?.lines[0]?.text).toBe("Rolled 4 against 1: nothing");
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
    await host.session.idle();
    const card = host.texts()[1];
    expect(card?.lines[0]?.text).toBe("Rolled 1 against 1: an encounter!");
    expect(card?.title).toBe("Encounter check");
    expect(card?.subtitle).toMatch(/Upper halls/);
    // An encounter also rolls the monster's reaction (R001-10): 5 + 3 = 8.
    expect(card?.lines.map((l) => l.text)).toContain("8: uncertain, open to parley or a bargain");
  });

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
      "Rolled 1 against 2: an encounter!",
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
    expect(lines[0]).toBe("Rolled 1 against 2: an encounter!");
    expect(lines.some((l) => l.includes("away"))).toBe(false);
  });

  it("R000-04 checks busy areas every other turn", async () => {
    const host = makeHost({ seed: 3 });
    await host.session.perform({ type: "setArea", area: dungeon("busy") });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 4 });
    await host.session.idle();
    expect(host.cards.filter((c) => c.view.kind === "encounter")).toHaveLength(2);
  });

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

  it("undoes an advance: the clock runs back once and the torch burns again", async () => {
    const host = makeHost();
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.session.perform({ type: "advanceUnit", unit: "watch" });
    await host.session.idle();
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
    const entry = logEntries(host.session.state().keeper)[0]!;
    await host.session.perform({ type: "undo", entry: entry.id });
    await host.session.idle();
    expect(host.advances).toEqual([21_600, -21_600]);
    expect(host.time).toBe(0);
    const state = host.session.state();
    expect(state.keeper.state.time).toBe(0);
    expect(state.keeper.state.timers).toHaveLength(1);
    expect(host.lights.at(-1)).toEqual([{ owner: "Actor.aldo", source: "torch" }]);
    expect(host.texts().at(-1)?.title).toBe("Time log: undone");
  });

  it("undoes an entry at the present time without moving the clock", async () => {
    const host = makeHost();
    await host.session.perform({ type: "light", owner: "Actor.aldo", source: "torch" });
    await host.session.perform({ type: "undo" });
    expect(host.advances).toEqual([]);
    expect(host.session.state().keeper.state.timers).toHaveLength(0);
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
    expect(host.texts().at(-1)?.lines[0]?.text).toBe("Rolled 2 against 1: nothing");
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
      "Navigation save (normal): rolled 15 against 12, the party is lost.",
      "Rolled 5: they veer left, leaving one face to the left of their course.",
    ]);
    expect(texts[3]?.lines[0]?.text).toBe("Rolled 12 (needs 14 or less on d20): shelter found.");
    expect(texts[4]?.lines[0]?.text).toMatch(/Rolled 3 .*: the mount lives/);
    expect(host.cards.every((c) => c.rolls.length > 0)).toBe(true);
    expect(host.advances).toEqual([]);
  });

  it("travels a hex: time by terrain, one navigation save a watch, one advance and one write", async () => {
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
    expect(host.saves.length - saves).toBe(1);
    expect(host.texts()[0]?.lines.map((l) => l.text)).toEqual([
      "It takes 2 watches.",
      "Navigation save (normal): rolled 18 against 12, the party is lost.",
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

  it("refuses a bad duration with a typed error and changes nothing", async () => {
    const host = makeHost();
    const result = await host.session.perform({ type: "advance", by: "three turnips" });
    expect(result.ok).toBe(false);
    expect(host.advances).toEqual([]);
    expect(host.saves).toEqual([]);
  });

  it("advances by a typed duration with dice, logging the roll", async () => {
    const host = makeHost({ faces: [3] });
    await host.session.perform({ type: "advance", by: "1d4 turns", note: "eating" });
    await host.session.idle();
    expect(host.advances).toEqual([3 * TURN]);
    const entry = logEntries(host.session.state().keeper)[0];
    expect(entry?.reason).toEqual({
      kind: "advance",
      note: "eating",
      rolls: [{ formula: "1d4", total: 3, dice: [{ faces: 4, results: [3] }] }],
    });
  });

  it("builds a clock panel view a GM and a player read differently", async () => {
    const host = makeHost({ options: { playerLights: "fuzzy" } });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "lantern" });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await host.session.idle();
    const preset = BUILT_IN_PRESETS["four-watches"];
    const state = host.session.state();
    const ctx = { i18n: strictI18n, scale: preset.time };
    const gm = resolveView(
      buildClockView(state, preset, { isGM: true, owns: () => true }, host.options()),
      ctx,
    );
    expect(gm.reading).toBe("day 1, watch 1 of 4, turn 3 of 36, round 1 of 10");
    expect(gm.lights.map((l) => [l.name, l.left])).toEqual([
      ["Aldo", "4T"],
      ["Bea", "22T"],
    ]);
    expect(gm.nextCheck?.in).toBe("1T");
    expect(gm.units.map((u) => u.label)).toEqual(["+1 round", "+1 turn", "+1 watch"]);
    expect(gm.log[0]?.what).toBe("+ turn");
    // The checks set up for the area are bookkeeping, not shown; four watches' short rest is its Rest.
    expect(gm.log.map((e) => e.what)).not.toContain("Checks set up");
    expect(gm.rest).toBe(false);
    expect(gm.area?.danger).toBe("Normal: a check every 3 turns");
    const player = resolveView(
      buildClockView(state, preset, { isGM: false, owns: (o) => o === "Actor.aldo" }, host.options()),
      ctx,
    );
    expect(player.lights.map((l) => [l.name, l.left])).toEqual([
      ["Aldo", "about 4 turns"],
      ["Bea", null],
    ]);
    expect(player.log).toEqual([]);
    expect(player.units).toEqual([]);
    expect(player.nextCheck).toBeNull();
    expect(player.area).toMatchObject({ name: "Upper halls", danger: null });
  });
});

describe("stored state", () => {
  it("never overwrites state it cannot read (say, from a newer Turnkeeper), and says why", async () => {
    const first = makeHost();
    await first.session.perform({ type: "advanceUnit", unit: "turn" });
    await first.session.idle();
    const host = makeHost({ stored: { ...(first.stored as object), version: 99 }, time: TURN });
    expect(host.session.storageError()?.code).toBe("schema.futureVersion");
    expect(await host.session.sync(2 * TURN)).toEqual({ from: 2 * TURN, to: 2 * TURN, wrote: false });
    const result = await host.session.perform({ type: "advanceUnit", unit: "turn" });
    expect(result.ok).toBe(false);
    expect(host.saves).toEqual([]);
    expect(host.advances).toEqual([]);
  });

  it("reads back exactly what it wrote after a reload", async () => {
    const first = makeHost({ seed: 5 });
    await first.session.perform({ type: "setArea", area: dungeon() });
    await first.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await first.session.perform({ type: "advanceUnit", unit: "turn", count: 4 });
    await first.session.idle();
    const reloaded = makeHost({ stored: first.stored, time: first.time, seed: 5 });
    expect(reloaded.session.state()).toEqual(first.session.state());
    expect(await reloaded.session.sync()).toMatchObject({ wrote: false });
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
