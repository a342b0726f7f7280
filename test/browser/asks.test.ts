/**
 * Confirmations a GM meets in the first hour (issue 21), in the sandbox in Chromium: ending the fight and
 * undoing several entries of the time log ask first, in the page's own dialog; no leaves everything as it was,
 * yes goes ahead.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { answerQuestion, press, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

/** Clicks, answers the question in the page's own dialog (yes or no), and says what it asked. */
async function answered(page: Page, button: Locator, yes: boolean): Promise<string> {
  await button.click();
  const message = await answerQuestion(page, yes);
  await waitReady(page);
  return message;
}

describe("what the sandbox asks first", () => {
  it("asks before ending the fight, in the page's own dialog", async () => {
    const { context, page, problems } = await sandbox.open("?seed=31");
    await press(page, '[data-sandbox="new-fight"]');
    const end = page.locator('[data-sandbox="end-fight"]');
    await expect(answered(page, end, false)).resolves.toBe("End the fight? It cannot be taken up again.");
    await expect(end.isVisible()).resolves.toBe(true);
    await answered(page, end, true);
    await expect(end.isHidden()).resolves.toBe(true);
    await expect(page.locator('[data-sandbox="new-fight"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("asks before undoing several entries of the time log, and not before undoing the newest", async () => {
    const { context, page, problems } = await sandbox.open("?seed=32");
    for (let i = 0; i < 3; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    const entries = page.locator('.tk-clock [data-action="undo"][data-entry]');
    const shown = await entries.count();
    expect(shown).toBeGreaterThanOrEqual(3);
    // The list is newest first: its last button undoes back through every entry shown.
    await expect(answered(page, entries.last(), false)).resolves.toMatch(/undoes the \d+ newest entries/);
    await expect(entries.count()).resolves.toBe(shown);
    await answered(page, entries.last(), true);
    await expect(entries.count()).resolves.toBe(0);
    // The newest entry alone is undone without a question (press would wait on an unanswered one).
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    const before = await entries.count();
    await press(page, '.tk-clock [data-action="undo"][data-entry]');
    await expect(entries.count()).resolves.toBe(before - 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
