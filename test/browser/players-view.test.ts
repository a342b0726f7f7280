/**
 * The players' view in the sandbox (issue 22): the table's settings choose what players may know, and a switch
 * shows the clock panel through the light bearer's player's eyes: the time exactly, roughly or not at all, no
 * GM buttons, and back to the GM's view.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answer, press, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const panel = (page: Page) => page.locator(".tk-clock").first().innerText();

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
});
