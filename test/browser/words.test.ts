/**
 * Words a GM reads at a glance (issue 21), in the sandbox in Chromium: the duration box keeps what was typed
 * on an error and says why under it, names the unit a bare number was read in, and clears its line on an empty
 * submit; what the panels and the chat show never hedges a plural with "(s)" nor shows a localization key.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answer, answerQuestion, press, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const box = (page: Page) => page.locator('.tk-clock input[name="duration"]');
const note = (page: Page) => page.locator(".tk-clock .tk-clock__box-note");

/** Types into the duration box and presses Advance, then waits until the page has settled. */
async function advanceBy(page: Page, text: string): Promise<void> {
  await box(page).fill(text);
  await press(page, '.tk-clock [data-action="advanceBy"]');
}

describe("words in the sandbox", () => {
  it("the duration box keeps a refused duration, says why and what it assumed, and clears", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    const before = await page.locator(".tk-clock__compact").textContent();
    await advanceBy(page, "0 turns");
    await expect(box(page).inputValue()).resolves.toBe("0 turns");
    await expect(note(page).textContent()).resolves.toContain("comes to no time at all");
    await expect(note(page).getAttribute("data-error")).resolves.toBe("true");
    await expect(page.locator(".tk-clock__compact").textContent()).resolves.toBe(before);

    await advanceBy(page, "1e9 rounds");
    await expect(box(page).inputValue()).resolves.toBe("1e9 rounds");
    await expect(note(page).textContent()).resolves.toContain("One advance may move the clock at most");
    await expect(note(page).textContent()).resolves.not.toContain("is not a unit");

    await advanceBy(page, "");
    await expect(note(page).count()).resolves.toBe(0);

    await advanceBy(page, "3");
    await expect(note(page).textContent()).resolves.toBe("3 turns (turns assumed)");
    await expect(box(page).inputValue()).resolves.toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("never hedges a plural nor shows a key, through lights, checks, a noise and undo", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22");
    await answer(page, "lightTorch");
    await press(page, '.tk-clock [data-action="loud"]');
    for (let i = 0; i < 3; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    const entry = page.locator('.tk-clock [data-action="undo"][data-entry]');
    // Undoing back past the newest entry asks first: the GM goes ahead.
    await entry.nth(Math.min(2, (await entry.count()) - 1)).click();
    await answerQuestion(page, true);
    await waitReady(page);
    const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
    expect(text).toContain("undone");
    expect(text).not.toMatch(/\w\((s|es|ies)\)/);
    expect(text).not.toContain("TURNKEEPER.");
    expect(text).not.toMatch(/\b1 (turns|ticks|checks|slots|entries)\b/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
