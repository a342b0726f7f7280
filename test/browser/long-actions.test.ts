/**
 * Issue 21 in the sandbox in Chromium: a search asks the room's size (R002-09) and the time log names the
 * areas searched; while a fight is open, a long action from the clock panel's buttons and forms (camp, a
 * search that outlasts the fight's moment) asks first, and no leaves the clock as it was.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answerQuestion, closeDialog, press, reloadedBy, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const reading = (page: Page) => page.locator(".tk-clock__long").textContent();

/** Clicks a clock button whose form opens, fills its fields and goes ahead; resolves once the form is gone. */
async function fillForm(page: Page, selector: string, fields: Readonly<Record<string, string>> = {}) {
  await page.locator(selector).click();
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.waitFor();
  for (const [name, value] of Object.entries(fields)) await dialog.locator(`[name="${name}"]`).fill(value);
  await closeDialog(page, "confirm");
}

const SEARCH = '.tk-clock [data-action="action"][data-id="search"]';

describe("long actions and a room's size", () => {
  it("R002-09 a search asks the room's size, takes a turn per 30 x 30 ft area, and the log says so", async () => {
    const { context, page, problems } = await sandbox.open("?seed=51");
    await reloadedBy(page, () =>
      page.locator('[data-sandbox="preset"]').selectOption("turns-rounds-segments"),
    );
    await fillForm(page, SEARCH, { areas: "2" });
    await waitReady(page);
    await expect(page.locator(".tk-log__what").first().textContent()).resolves.toBe(
      "Search a room (per 30 x 30 ft): 2 areas of 30 x 30 ft",
    );
    await expect(page.locator(".tk-log__span").first().textContent()).resolves.toBe("2T");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("while a fight is open, camp and a search past the fight's moment ask before the clock moves", async () => {
    const { context, page, problems } = await sandbox.open("?seed=52");
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("segment-combat"));
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    const before = await reading(page);

    await fillForm(page, '.tk-clock [data-action="camp"]');
    await expect(answerQuestion(page, false)).resolves.toBe(
      "A fight is open. Camp for the night moves the clock on for a long time, and the fight's count stays where it is. Move the clock?",
    );
    await waitReady(page);
    await expect(reading(page)).resolves.toBe(before);

    await fillForm(page, SEARCH);
    await expect(answerQuestion(page, true)).resolves.toMatch(
      /^A fight is open\. Search a room \(per 30 x 30 ft\) takes up to 1 turn,/,
    );
    await waitReady(page);
    await expect(reading(page)).resolves.not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});
