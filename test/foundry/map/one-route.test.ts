/**
 * One route per scene at a time (issue 20): while the party travels a hex map, its route waiting on the GM's
 * answer (go on into the next watch, force-march), a party token moved again is refused, put back where it
 * stood and its mover told; the party goes down the one route.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormValues } from "../../../src/foundry/env/apps";
import { PARTY_MOVE_WINDOW_MS } from "../../../src/foundry/map/play";
import { diceByFormula } from "../../helpers/dice";
import { moorOfTwo } from "./moor";

afterEach(() => vi.restoreAllMocks());

/** The moor of two, the GM's questions held until answered. */
async function moor() {
  const t = await moorOfTwo();
  // Every navigation save passes and no encounter comes.
  t.world.dice = diceByFormula({ "1d20": [1, 1, 1, 1, 1, 1], "1d6": [6, 6, 6, 6, 6, 6] });
  const answers: ((answer: FormValues | null) => void)[] = [];
  const asked = vi
    .spyOn(t.gm.apps, "ask")
    .mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  return { ...t, answers, asked };
}

const travelCards = (t: Awaited<ReturnType<typeof moor>>) =>
  t.world.messages.map((m) => m.content).filter((c) => c.includes("Travel through"));

/**
 * Waits until `check` holds: while a question waits, the hook that asked it does too, so the table cannot
 * settle; then the party's move window, for a move that would wrongly have begun.
 */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 5000) throw new Error("waited 5 s in vain");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS * 2));
}

describe("one route per scene at a time", () => {
  it("R000-22 a player's move while the GM's route waits on a question is put back, and the player told", async () => {
    const t = await moor();
    const before = t.world.worldTime;
    // Alice drags Aldo two hexes east: the first hex is a watch, then the GM is asked to go on.
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 2 }]]);
    await until(() => t.answers.length === 1);
    // While the GM thinks, Bob drags Bea three hexes east.
    const beaAt = t.map.positions.get(t.beaToken);
    const messages = t.world.messages.length;
    t.map.move(t.bob.user, [[t.beaToken, { i: 1, j: 3 }]]);
    await until(() => t.world.messages.length > messages);
    expect(t.map.positions.get(t.beaToken)).toEqual(beaAt);
    const told = t.world.messages.at(-1);
    expect(told?.whisper).toEqual([t.bob.user.id]);
    expect(told?.content).toContain("Bea");
    // No second journey began: one travel card, one question, one watch.
    expect(travelCards(t)).toHaveLength(1);
    expect(t.asked).toHaveBeenCalledTimes(1);
    expect(t.world.worldTime - before).toBe(6 * 3600);
    // The GM goes on: Aldo's route ends where he was dropped, two watches after it began.
    t.answers.shift()?.({});
    await t.all();
    expect(travelCards(t)).toHaveLength(2);
    expect(t.world.worldTime - before).toBe(12 * 3600);
    expect(t.map.positions.get(t.aldoToken)).toEqual(t.map.at(t.scene, { i: 0, j: 2 }));
  });

  it("R000-22 the GM's own move meanwhile is refused with a notification; once the route ends, moves travel again", async () => {
    const t = await moor();
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 2 }]]);
    await until(() => t.answers.length === 1);
    const shown = t.gm.notifications.shown.length;
    t.map.move(t.gm.user, [[t.beaToken, { i: 1, j: 2 }]]);
    await until(() => t.gm.notifications.shown.length > shown);
    expect(t.gm.notifications.shown.at(-1)).toEqual({
      level: "warn",
      message: expect.stringContaining("Bea"),
    });
    expect(t.map.positions.get(t.beaToken)).toEqual(t.map.at(t.scene, { i: 1, j: 0 }));
    expect(travelCards(t)).toHaveLength(1);
    // The GM stops the route at the first hex; then Bea's move travels.
    t.answers.shift()?.(null);
    await t.all();
    t.map.move(t.bob.user, [[t.beaToken, { i: 1, j: 1 }]]);
    await t.all();
    expect(travelCards(t)).toHaveLength(2);
    expect(t.map.positions.get(t.beaToken)).toEqual(t.map.at(t.scene, { i: 1, j: 1 }));
  });
});
