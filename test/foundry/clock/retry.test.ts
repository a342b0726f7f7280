/**
 * Issue 19 in Foundry: a session task that fails leaves the clock waiting at the last time it saved. The GM's
 * notification says so and points to the clock panel, which shows why with a Retry button (Foundry's
 * notifications take no buttons); Retry runs the same sync again, and the line goes once a task succeeds.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { seededRoller, type DicePort } from "../../../src/core";
import { api, clockTable, dungeonHere, settle, tkOf } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

/** Dice that throw while `tipped` is set, and roll from a seed otherwise. */
function tippingDice(): DicePort & { tipped: boolean } {
  const seeded = seededRoller(3);
  return {
    tipped: true,
    roll(formula) {
      if (this.tipped) throw new Error("the dice tray tipped over");
      return seeded.roll(formula);
    },
  };
}

describe("a failed session task in Foundry", () => {
  it("shows on the GM's clock panel with a Retry that runs the sync again; players see no such line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await clockTable();
    await dungeonHere(t);
    for (const c of [t.gm, t.alice]) tkOf(c).panel.open();
    const dice = tippingDice();
    t.world.dice = dice;
    expect(await api(t.gm).advance("3 turns", { note: "down the stair" })).toMatchObject({ ok: true });
    await settle(t.world);
    expect(api(t.cara).state().keeper.state.time).toBe(0);
    const notice = t.gm.notifications.shown.at(-1);
    expect(notice).toMatchObject({ level: "error", permanent: true });
    expect(notice?.message).toContain("press Retry on the clock panel");
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain("The clock waits at the last time it saved: the dice tray tipped over");
    expect(win.html).toContain('data-action="retry"');
    expect(t.alice.apps.windows.get("clock")!.html).not.toContain('data-action="retry"');

    // A retry that fails again keeps the line; one that succeeds brings the clock up to the world's time.
    await win.click("retry");
    await settle(t.world);
    expect(win.html).toContain('data-action="retry"');
    dice.tipped = false;
    await win.click("retry");
    await settle(t.world);
    expect(api(t.cara).state().keeper.state.time).toBe(t.world.worldTime);
    expect(win.html).not.toContain('data-action="retry"');
  });
});
