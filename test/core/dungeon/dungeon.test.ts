import { describe, expect, it } from "vitest";
import {
  PLAIN_DUNGEON_CHECK,
  checkCadence,
  dungeonMoveTime,
  dungeonRulesFor,
  lookAround,
  meetMonster,
  partySpeed,
  placeMonster,
  rollDungeonCheck,
  rollLoudCheck,
  rollTrapInitiative,
  scriptedRoller,
  seededRoller,
  socialRulesFor,
  tallyGridSquares,
  type DungeonRules,
} from "../../../src/core";

const four = dungeonRulesFor["four-watches"];
const six = dungeonRulesFor["six-watches"];
const segments = dungeonRulesFor["turns-rounds-segments"];

const raceMovement = () => {
  if (segments.movement.kind !== "race") throw new Error("turns-rounds-segments moves by race");
  return segments.movement;
};

function encounterRate(rules: DungeonRules, area: "normal" | "busy", seed: number, n: number) {
  const dice = seededRoller(seed);
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const check = rollDungeonCheck(rules, area, dice);
    if (check.ok && check.value.effect.type === "encounter") hits++;
  }
  return hits / n;
}

describe("dungeon encounter checks", () => {
  it("R000-03 a check after every third turn: 1d6, an encounter on a 1", () => {
    expect(checkCadence(four, "normal")).toEqual({ ok: true, value: { everyTurns: 3, seconds: 1800 } });
    expect(rollDungeonCheck(four, "normal", scriptedRoller([1]))).toMatchObject({
      ok: true,
      value: { roll: 1, effect: { type: "encounter" } },
    });
    expect(rollDungeonCheck(four, "normal", scriptedRoller([2]))).toMatchObject({
      ok: true,
      value: { roll: 2, effect: { type: "nothing" } },
    });
  });

  it("R000-03 over many seeded checks, 1-in-6 comes up within 1.2 points of 16.7%", () => {
    expect(Math.abs(encounterRate(four, "normal", 3, 12_000) - 1 / 6)).toBeLessThan(0.012);
  });

  it("R000-04 busy areas every other turn, safe ones less often, and the GM's own numbers per area", () => {
    expect(checkCadence(four, "busy")).toMatchObject({ ok: true, value: { everyTurns: 2, seconds: 1200 } });
    const safe = checkCadence(four, "safe");
    expect(safe.ok && safe.value.everyTurns).toBeGreaterThan(3);
    const lair = { everyTurns: 1, danger: 2 };
    expect(checkCadence(four, lair)).toMatchObject({ ok: true, value: { everyTurns: 1, seconds: 600 } });
    expect(rollDungeonCheck(four, lair, scriptedRoller([3]))).toMatchObject({
      ok: true,
      value: { total: 3, effect: { type: "encounter" } },
    });
    expect(rollDungeonCheck(four, lair, scriptedRoller([4]))).toMatchObject({
      value: { effect: { type: "nothing" } },
    });
  });

  it("R000-04 a bad area gets a specific error and rolls nothing", () => {
    const dice = scriptedRoller([]);
    expect(rollDungeonCheck(four, { everyTurns: 0, danger: 0 }, dice)).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "area.everyTurns" },
    });
    expect(checkCadence(four, "crowded" as "busy")).toMatchObject({
      ok: false,
      error: { code: "dungeon.unknownArea", params: { area: "crowded" } },
    });
    expect(dice.history).toHaveLength(0);
  });

  it("R001-09 every turn on an overloaded 2d6 table, with 1-in-6 as the plain alternative", () => {
    expect(checkCadence(six, "normal")).toMatchObject({ ok: true, value: { everyTurns: 1, seconds: 600 } });
    expect(rollDungeonCheck(six, "normal", scriptedRoller([1, 2]))).toMatchObject({
      ok: true,
      value: { roll: 3, total: 3, effect: { type: "encounter" } },
    });
    expect(rollDungeonCheck(six, "normal", scriptedRoller([2, 3]))).toMatchObject({
      value: { effect: { type: "sign" } },
    });
    const plain = { ...six, encounters: { ...six.encounters, check: PLAIN_DUNGEON_CHECK } };
    expect(rollDungeonCheck(plain, "normal", scriptedRoller([1]))).toMatchObject({
      value: { effect: { type: "encounter" } },
    });
  });

  it("R001-09 over many seeded turns the overloaded table meets a monster 3 times in 36, more in busy areas", () => {
    expect(Math.abs(encounterRate(six, "normal", 11, 12_000) - 3 / 36)).toBeLessThan(0.01);
    // Busy areas subtract 1 from the roll: 2-4 meets a monster, 6 in 36.
    expect(Math.abs(encounterRate(six, "busy", 12, 12_000) - 6 / 36)).toBeLessThan(0.012);
  });

  it("R001-08 loud actions call for an extra check where the preset says so, and nowhere else", () => {
    expect(rollLoudCheck(six, "normal", scriptedRoller([1, 1]))).toMatchObject({
      ok: true,
      value: { effect: { type: "encounter" } },
    });
    const quiet = scriptedRoller([]);
    expect(rollLoudCheck(four, "normal", quiet)).toEqual({ ok: true, value: null });
    expect(quiet.history).toHaveLength(0);
  });

  it("R001-12 the overloaded table ticks lights: a light-tick result the host applies to light sources", () => {
    expect(rollDungeonCheck(six, "normal", scriptedRoller([3, 4]))).toMatchObject({
      ok: true,
      value: { total: 7, effect: { type: "lightTick", ticks: 1 } },
    });
    // About one turn in three ticks, so a 2-tick torch lasts roughly an hour of turns.
    const dice = seededRoller(5);
    let ticks = 0;
    for (let i = 0; i < 6000; i++) {
      const check = rollDungeonCheck(six, "normal", dice);
      if (check.ok && check.value.effect.type === "lightTick") ticks++;
    }
    expect(Math.abs(ticks / 6000 - 11 / 36)).toBeLessThan(0.02);
  });
});

describe("meeting monsters", () => {
  it("R001-11 in a room the monster enters at the start of the next turn; in halls 2d6 x 10 ft away, approaching", () => {
    expect(placeMonster(six, "room", scriptedRoller([]))).toEqual({ where: "room", entersAtNextTurn: true });
    expect(placeMonster(six, "hall", scriptedRoller([3, 4]))).toEqual({
      where: "hall",
      roll: 7,
      feet: 70,
      approaching: true,
    });
    expect(placeMonster(four, "hall", scriptedRoller([]))).toBeNull();
  });

  it("R001-10 a monster met for the first time gets a reaction roll", () => {
    const meeting = meetMonster(
      { dungeon: six, social: socialRulesFor["six-watches"] },
      "hall",
      1,
      scriptedRoller([1, 1, 5, 5]),
    );
    expect(meeting).toEqual({
      location: { where: "hall", roll: 2, feet: 20, approaching: true },
      reaction: { roll: 10, total: 11, attitude: "favourable", fromText: false },
    });
  });
});

describe("dungeon movement", () => {
  it("R000-05 in a round a character crosses a normal-sized room and acts once", () => {
    expect(four.movement).toMatchObject({
      kind: "room",
      roomsPerRound: 1,
      actionsPerRound: 1,
      roundSeconds: 60,
    });
    expect(dungeonMoveTime(four, { feet: 30, pace: "normal" })).toMatchObject({
      ok: true,
      value: { seconds: 60 },
    });
    expect(dungeonMoveTime(four, { feet: 90, pace: "normal" })).toMatchObject({
      ok: true,
      value: { seconds: 180 },
    });
    expect(dungeonMoveTime(four, { feet: 30, pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.paceUnsupported", params: { pace: "quick", movement: "room" } },
    });
  });

  it("R001-04 cautious movement: 200 ft a turn, and traps are noticed", () => {
    expect(dungeonMoveTime(six, { feet: 400, pace: "cautious" })).toEqual({
      ok: true,
      value: { feetPerTurn: 200, turns: 2, seconds: 1200, trapInitiative: false },
    });
  });

  it("R001-05 quick movement: 600 ft a turn, and traps go unnoticed", () => {
    expect(dungeonMoveTime(six, { feet: 900, pace: "quick" })).toEqual({
      ok: true,
      value: { feetPerTurn: 600, turns: 1.5, seconds: 900, trapInitiative: true },
    });
  });

  it("R001-06 a trap sprung at speed: initiative against it; winners see the trigger and may act once", () => {
    // Trap 4; Ana 5 wins, Bo ties (the trap wins ties), Cy 2 loses.
    const result = rollTrapInitiative(
      six,
      [{ id: "ana" }, { id: "bo" }, { id: "cy" }],
      0,
      scriptedRoller([4, 5, 4, 2]),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        trap: 4,
        characters: [
          { id: "ana", total: 5, won: true },
          { id: "bo", total: 4, won: false },
          { id: "cy", total: 2, won: false },
        ],
        triggerDescribed: true,
        mayAct: ["ana"],
      },
    });
    const allLose = rollTrapInitiative(six, [{ id: "ana", modifier: -1 }], 1, scriptedRoller([3, 4]));
    expect(allLose).toMatchObject({ ok: true, value: { trap: 4, triggerDescribed: false, mayAct: [] } });
    expect(rollTrapInitiative(four, [{ id: "ana" }], 0, scriptedRoller([]))).toMatchObject({
      ok: false,
      error: { code: "dungeon.noTrapInitiative" },
    });
  });

  it("R001-07 entering shows the obvious, a turn's search most secrets, well-hidden ones only when named", () => {
    const secrets = [
      { id: "altar", level: "obvious" },
      { id: "falseBottom", level: "hidden" },
      { id: "compartment", level: "wellHidden", feature: "filigree" },
    ] as const;
    expect(lookAround(six, { kind: "enter" }, secrets)).toEqual({ found: ["altar"], seconds: 0 });
    expect(lookAround(six, { kind: "search" }, secrets)).toEqual({
      found: ["altar", "falseBottom"],
      seconds: 600,
    });
    expect(lookAround(six, { kind: "inspect", feature: "chest" }, secrets).found).not.toContain(
      "compartment",
    );
    expect(lookAround(six, { kind: "inspect", feature: "filigree" }, secrets).found).toContain("compartment");
  });

  it("R002-03 base and encumbered speeds by race", () => {
    const expected = {
      draco: [140, 70],
      dwarf: [90, 45],
      elf: [120, 60],
      faun: [150, 75],
      halfling: [90, 45],
      human: [120, 60],
    };
    for (const [race, [base, encumbered]] of Object.entries(expected)) {
      expect(partySpeed(raceMovement(), [{ id: "a", race, load: 0 }])).toMatchObject({
        value: { feetPerRound: base },
      });
      expect(partySpeed(raceMovement(), [{ id: "a", race, load: 1 }])).toMatchObject({
        value: { feetPerRound: encumbered },
      });
    }
  });

  it("R002-04 the party moves at its slowest member's speed", () => {
    const party = [
      { id: "vex", race: "faun", load: 0 },
      { id: "orm", race: "dwarf", load: 0 },
      { id: "ada", race: "human", load: 0.7 },
    ];
    expect(partySpeed(raceMovement(), party)).toEqual({
      ok: true,
      value: { feetPerRound: 60, slowest: "ada" },
    });
    expect(partySpeed(raceMovement(), party.slice(0, 2))).toEqual({
      ok: true,
      value: { feetPerRound: 90, slowest: "orm" },
    });
  });

  it("R002-05 movement halves only above 50% encumbrance", () => {
    expect(partySpeed(raceMovement(), [{ id: "a", race: "elf", load: 0.5 }])).toMatchObject({
      value: { feetPerRound: 120 },
    });
    expect(partySpeed(raceMovement(), [{ id: "a", race: "elf", load: 0.51 }])).toMatchObject({
      value: { feetPerRound: 60 },
    });
  });

  it("R002-06 cautious movement divides the rate by 10", () => {
    const party = [{ id: "a", race: "human", load: 0 }];
    expect(dungeonMoveTime(segments, { feet: 120, pace: "cautious", party })).toEqual({
      ok: true,
      value: { feetPerTurn: 120, turns: 1, seconds: 600, trapInitiative: false },
    });
    expect(dungeonMoveTime(segments, { feet: 120, pace: "normal", party })).toMatchObject({
      value: { feetPerTurn: 1200, seconds: 60 },
    });
  });

  it("R002-07 running doubles movement; in combat only to charge or flee", () => {
    const party = [{ id: "a", race: "human", load: 0 }];
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party })).toMatchObject({
      ok: true,
      value: { feetPerTurn: 2400, seconds: 60 },
    });
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party, combat: "charge" }).ok).toBe(true);
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party, combat: "flee" }).ok).toBe(true);
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party, combat: "other" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.runInCombat" },
    });
  });

  it("R002-08 on a 5-foot grid every 60 squares moved ticks off a turn", () => {
    expect(tallyGridSquares(segments, 0, 59)).toEqual({
      ok: true,
      value: { turns: 0, seconds: 0, carry: 59 },
    });
    expect(tallyGridSquares(segments, 59, 1)).toEqual({
      ok: true,
      value: { turns: 1, seconds: 600, carry: 0 },
    });
    expect(tallyGridSquares(segments, 10, 120)).toEqual({
      ok: true,
      value: { turns: 2, seconds: 1200, carry: 10 },
    });
    expect(tallyGridSquares(segments, 0, -6)).toMatchObject({
      ok: false,
      error: { code: "dungeon.badSquares" },
    });
    expect(tallyGridSquares(four, 0, 6)).toMatchObject({ ok: false, error: { code: "dungeon.noGrid" } });
  });

  it("bad movement input gets specific errors: negative speeds and distances, unknown races, no party", () => {
    const movement = raceMovement();
    expect(partySpeed(movement, [{ id: "a", speeds: { base: -5, encumbered: 10 }, load: 0 }])).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "party[0].speeds.base" },
    });
    expect(partySpeed(movement, [{ id: "a", race: "ogre", load: 0 }])).toMatchObject({
      ok: false,
      error: { code: "dungeon.unknownRace", path: "party[0].race" },
    });
    expect(partySpeed(movement, [])).toMatchObject({ ok: false, error: { code: "dungeon.noParty" } });
    expect(dungeonMoveTime(six, { feet: -10, pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.badDistance", path: "feet" },
    });
  });
});
