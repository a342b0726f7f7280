/**
 * Dice at the table (issue 19): Turnkeeper's background rolls never ask a table that enters physical dice by
 * hand (core's `allowInteractive: false`); a task that fails drops the rolls it made, so they never reach the
 * next card, and tells the GM what failed and that the clock waits, which the next sync or action takes up.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedRoller, type DicePort } from "../../../src/core";
import { areaOf } from "../../../src/foundry/map/areas";
import { newArea } from "../../../src/ui";
import { api, clockTable, dungeonHere, settle, TURN } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

/** Dice that fail at their `nth` roll (a tray knocked over), and roll `then` after. */
function failingAt(nth: number, then: DicePort): DicePort {
  let rolled = 0;
  return {
    roll(formula) {
      if (++rolled === nth) throw new Error("the dice tray tipped over");
      return then.roll(formula);
    },
  };
}

const errors = (t: Awaited<ReturnType<typeof clockTable>>) =>
  t.gm.notifications.shown.filter((n) => n.level === "error");

describe("dice at the table", () => {
  it("a wandering monster check due on a change of time never asks a GM who enters dice by hand", async () => {
    const t = await clockTable();
    await dungeonHere(t);
    t.gm.manualDice = true;
    await api(t.gm).advance(3 * TURN);
    await settle(t.world);
    expect(t.world.messages.at(-1)?.rolls.map((r) => r.formula)).toEqual(["1d6"]);
    expect(t.gm.dicePrompts).toEqual([]);
  });

  it("the rolls of an encounter that failed half-way never show on the next card; the GM is told", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await clockTable({ preset: "six-watches" });
    const table = t.world.addTable("Crypt wanderers", "1d6", [{ range: [1, 6], text: "a ghoul" }]);
    await t.scene
      .port(t.gm.user)
      .setAreaFlag({ ...newArea("dungeon", ""), table: table.uuid, where: "hall" });
    await api(t.gm).setArea(areaOf(t.scene.port(t.gm.user)));
    await settle(t.world);
    const cards = t.world.messages.length;
    // 2d6 = 2: an encounter; the table's 1d6; the hall's 2d6 for its distance; then the reaction's roll fails.
    t.world.dice = failingAt(4, scriptedRoller([1, 1, 5, 2, 2]));
    await expect(api(t.gm).checkEncounter()).rejects.toThrow("the dice tray tipped over");
    await settle(t.world);
    expect(t.world.messages).toHaveLength(cards);
    expect(errors(t)).toEqual([
      {
        level: "error",
        message:
          "Turnkeeper could not carry out that action (the dice tray tipped over). Its clock waits at the last time it saved: try the action again, move the clock, or press Retry on the clock panel, and Turnkeeper catches up from there.",
        permanent: true,
      },
    ]);
    // The next card carries its own roll only, not the distance rolled before the failure.
    t.world.dice = scriptedRoller([3, 4]);
    await api(t.gm).reaction();
    await settle(t.world);
    expect(t.world.messages.at(-1)?.rolls.map((r) => [r.formula, r.total])).toEqual([["2d6", 7]]);
  });

  it("a change of time whose check fails waits, tells the GM, and is processed by the next action", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await clockTable();
    await dungeonHere(t);
    t.world.dice = failingAt(1, scriptedRoller([6, 3, 4]));
    await api(t.gm).advance(3 * TURN);
    await settle(t.world);
    expect(t.world.worldTime).toBe(3 * TURN);
    expect(api(t.gm).state().keeper.state.time).toBe(0);
    expect(errors(t).map((n) => [n.message, n.permanent])).toEqual([
      [
        "Turnkeeper could not bring its clock up to the world's time (the dice tray tipped over). Its timers, lights and checks wait at the last time it saved; it tries again at the next change of time or clock action, or when you press Retry on the clock panel.",
        true,
      ],
    ]);
    // The GM's next action catches up first: the check is rolled, then the reaction.
    await api(t.gm).reaction();
    await settle(t.world);
    expect(api(t.gm).state().keeper.state.time).toBe(3 * TURN);
    const rolls = t.world.messages.slice(-2).map((m) => m.rolls.map((r) => [r.formula, r.total]));
    expect(rolls).toEqual([[["1d6", 6]], [["2d6", 7]]]);
  });
});
