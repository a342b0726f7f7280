/**
 * One reading of time in a fight (issue 21), in the sandbox in Chromium: once the count begins, the clock panel
 * says a fight is open and reads its count in the tracker's words and numbering, and the tracker's header says
 * when its segment began in the panel's words; "+1 watch" asks first (in the page's own dialog) while it is open,
 * and no leaves the clock where it was.
 */
import { describe, expect, it } from "vitest";
import { answerQuestion, press, reloadedBy, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

describe("one reading of time in a fight", () => {
  it("shows the tracker's round and segment on the clock, and asks before a watch passes", async () => {
    const { context, page, problems } = await sandbox.open("?seed=41");
    // A preset whose clock counts segments, as the tracker does.
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("segment-combat"));
    await press(page, '[data-sandbox="new-fight"]');
    await expect(page.locator(".tk-clock__fight").textContent()).resolves.toBe(
      "Fight open: before the count",
    );
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    const count = (await page.locator(".tk-tracker__now").textContent()) ?? "";
    const [, round, segment] = /^Round (\d+), segment (\d+)$/.exec(count) ?? [];
    expect(round).toBeDefined();
    const line = (await page.locator(".tk-clock__fight").textContent()) ?? "";
    // The tracker's words, then the clock's reading of the moment that segment began: the same round and segment.
    expect(line.startsWith(`Fight open: ${count}, which began at `)).toBe(true);
    expect(line).toContain(`round ${round} of 10, segment ${segment} of 10`);
    // The tracker's header reads the same: its count, then the clock's reading of when that segment began.
    const began = (await page.locator(".tk-tracker__began").textContent()) ?? "";
    const [, clock] = /^Began at (.+)$/.exec(began) ?? [];
    expect(line).toBe(`Fight open: ${count}, which began at ${clock}`);

    const reading = await page.locator(".tk-clock__long").textContent();
    const watch = page.locator('.tk-clock [data-action="advanceUnit"][data-unit="watch"]');
    await watch.click();
    await expect(answerQuestion(page, false)).resolves.toBe(
      "A fight is open. Move the clock on by 1 watch? The fight's count stays where it is.",
    );
    await waitReady(page);
    await expect(page.locator(".tk-clock__long").textContent()).resolves.toBe(reading);
    expect(problems).toEqual([]);
    await context.close();
  });
});
