/**
 * Issue 19 in the sandbox: a catch-up of the session that the browser's storage refuses (its quota) leaves the
 * clock waiting; the clock panel says why with a Retry button, which catches up once the storage has room.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { press, useSandbox } from "./harness";

const sandbox = useSandbox();

/** The page's storage refuses the world state's writes after the next `allowed` of them, until `refusing` is false. */
async function fillStorage(page: Page, allowed: number): Promise<void> {
  await page.evaluate((left) => {
    const w = window as unknown as { refusing: boolean };
    w.refusing = true;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (w.refusing && key === "turnkeeper.sandbox.world" && left-- <= 0)
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      setItem.call(this, key, value);
    };
  }, allowed);
}

describe("a failed catch-up in the sandbox", () => {
  it("shows in the clock panel with a Retry that catches up once the storage has room", async () => {
    const { context, page } = await sandbox.open();
    const reading = await page.locator(".tk-clock__long").textContent();
    // The advance's own write goes through; the catch-up it starts is refused.
    await fillStorage(page, 1);
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    const failed = page.locator(".tk-clock__failed");
    await expect(failed.textContent()).resolves.toContain(
      "The clock waits at the last time it saved: The quota has been exceeded.",
    );
    await press(page, '.tk-clock [data-action="retry"]');
    await expect(failed.count()).resolves.toBe(1);
    await page.evaluate(() => void ((window as unknown as { refusing: boolean }).refusing = false));
    await press(page, '.tk-clock [data-action="retry"]');
    await expect(failed.count()).resolves.toBe(0);
    await expect(page.locator(".tk-clock__long").textContent()).resolves.not.toBe(reading);
    await context.close();
  });
});
