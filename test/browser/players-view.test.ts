/**
 * The players' view in the sandbox (issue 22): the table's settings choose what players may know, and a switch
 * shows the clock panel through the light bearer's player's eyes: the time exactly, roughly or not at all, no
 * GM buttons, and back to the GM's view; and the tracker as that player sees it.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answer, press, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const panel = (page: Page) => page.locator(".tk-clock").first().innerText();

/** The combatants whose rows in the tracker carry a control the viewer may use. */
const actingFor = async (page: Page) =>
  new Set(
    await page
      .locator("li.tk-member [data-action]")
      .evaluateAll((els) =>
        els.map((el) => el.closest("[data-combatant-id]")?.getAttribute("data-combatant-id")),
      ),
  );

/** Chooses a part of the player view in the table's settings, and waits for the panels to draw again. */
async function choose(page: Page, part: string, value: string) {
  await page.locator(`[data-sandbox-table] select[name="player-${part}"]`).selectOption(value);
  await waitReady(page);
}

describe("the players' view in the sandbox", () => {
  it("shows the clock panel as the light bearer's player sees it, under each choice of the time", async () => {
    const { context, page, problems } = await sandbox.open("?seed=31");
    await answer(page, "lightTorch");
    for (let i = 0; i < 2; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await expect(panel(page)).resolves.toContain("turn 3 of 36");
    await page.locator('[data-sandbox="as-player"]').check();
    await waitReady(page);
    let seen = await panel(page);
    expect(seen).toContain("turn 3 of 36");
    expect(seen).toMatch(/Varda: Torch/);
    await expect(page.locator('.tk-clock [data-action="advanceUnit"]').count()).resolves.toBe(0);
    await choose(page, "time", "rough");
    seen = await panel(page);
    expect(seen).toContain("Night, day 1");
    expect(seen).not.toMatch(/turn 3 of 36|T3 R1|00:20/);
    await choose(page, "time", "none");
    seen = await panel(page);
    expect(seen).not.toMatch(/turn 3|T3|00:20|Night|day 1/);
    await page.locator('[data-sandbox="as-player"]').uncheck();
    await waitReady(page);
    await expect(page.locator('.tk-clock [data-action="advanceUnit"]').count()).resolves.toBeGreaterThan(0);
    await expect(panel(page)).resolves.toContain("turn 3 of 36");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the tracker as the bearer's player sees it: their own turn's controls, the clock only exactly", async () => {
    const { context, page, problems } = await sandbox.open("?seed=32");
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    await expect(page.locator(".tk-tracker__began").count()).resolves.toBe(1);
    expect((await actingFor(page)).size).toBeGreaterThan(1);
    await page.locator('[data-sandbox="as-player"]').check();
    await waitReady(page);
    await expect(page.locator('[data-action="tkRollAll"], [data-action="tkUndo"]').count()).resolves.toBe(0);
    // No row but Varda's (the bearer's) carries a control for this player; the GM's view has many.
    expect([...(await actingFor(page))].every((id) => id === "varda")).toBe(true);
    await expect(page.locator(".tk-tracker__began").count()).resolves.toBe(1);
    await choose(page, "time", "rough");
    await expect(page.locator(".tk-tracker__began").count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
