/**
 * Setting up a fight in the sandbox, in Chromium: before the count every row shows its side, initiative die
 * and surprise without opening ▸; a surprise chosen there goes into the roll; after "Roll for all", "Undo
 * last step" takes back each roll in turn until none is left, and then it is no longer offered.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { press, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const rowsToRoll = (page: Page) => page.locator('li.tk-member [data-action="tkRoll"]').count();

describe("setting up a fight in the sandbox", () => {
  it("shows the step before the count on every row, and undo takes back every roll", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await press(page, '[data-sandbox="new-fight"]');
    const size = await page.locator("li.tk-member").count();
    expect(size).toBeGreaterThan(2);
    await expect(page.locator("li.tk-member .tk-setup").count()).resolves.toBe(size);
    await expect(page.locator('li.tk-member[data-expanded="true"]').count()).resolves.toBe(0);
    await expect(page.locator(".tk-setup").first().textContent()).resolves.toMatch(/With .+Rolls 1d\d+/s);

    const varda = page.locator('li.tk-member[data-combatant-id="varda"]');
    await varda.locator('.tk-setup select[name="surprise"]').selectOption("partial");
    await waitReady(page);
    await expect(varda.locator(".tk-setup").textContent()).resolves.toContain("Partially surprised");

    await press(page, '[data-action="tkRollAll"]');
    await expect(rowsToRoll(page)).resolves.toBe(0);
    await expect(page.locator('.tk-setup select[name="surprise"]').count()).resolves.toBe(0);
    await expect(varda.locator(".tk-setup").textContent()).resolves.toContain("Partially surprised");

    for (let undone = 1; undone <= size; undone++) {
      await press(page, '[data-action="tkUndo"]');
      await expect(rowsToRoll(page)).resolves.toBe(undone);
    }
    await expect(page.locator('[data-action="tkUndo"]').count()).resolves.toBe(0);
    await expect(page.locator('.tk-setup select[name="surprise"]').count()).resolves.toBe(size);
    expect(problems).toEqual([]);
    await context.close();
  });
});
