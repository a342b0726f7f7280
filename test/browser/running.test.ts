/**
 * Time that runs on its own in the sandbox (issue 22), in Chromium with the page's clock under the test's hand:
 * the GM runs the clock, the panel marks it running, a minute of real time moves the world clock a minute at 1:1
 * and ten at 10:1, and once stopped, what ran before is written and the time stands.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { press, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const compact = (page: Page) => page.locator(".tk-clock__compact").textContent();

/** Real time passes in the page (its timers run), then the page settles. */
async function minutes(page: Page, count: number) {
  await page.clock.runFor(count * 60_000 + 500);
  await waitReady(page);
}

describe("time that runs on its own in the sandbox", () => {
  it("runs the world clock a minute of game time a minute at 1:1, ten at 10:1, and stops", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await page.clock.install();
    const start = await compact(page);
    await press(page, '.tk-clock [data-action="runningSwitch"][data-on="true"]');
    await expect(page.locator('.tk-clock__running[data-running="true"]').textContent()).resolves.toContain(
      "Runs at 1:1",
    );
    await minutes(page, 1);
    // Four watches: a round is a minute, a turn ten.
    expect(start).toBe("D1 W1 T1 R1");
    await expect(compact(page)).resolves.toBe("D1 W1 T1 R2");
    await page.locator('.tk-clock input[name="runningRatio"]').fill("10");
    await press(page, '.tk-clock [data-action="runningRate"]');
    await expect(page.locator(".tk-clock__running").textContent()).resolves.toContain("Runs at 10:1");
    // The page's clock flows while the test clicks: most of the next minute runs at 10:1.
    await minutes(page, 1);
    await expect(compact(page)).resolves.toMatch(/^D1 W1 T2 R\d+$/);
    await press(page, '.tk-clock [data-action="runningSwitch"][data-on="false"]');
    // What ran before the stop is written when its minute is up; then the time stands.
    await minutes(page, 1);
    const stopped = await compact(page);
    await minutes(page, 3);
    await expect(compact(page)).resolves.toBe(stopped);
    expect(problems).toEqual([]);
    await context.close();
  });
});
