/**
 * A long jump of the clock in the sandbox (issue 19, time from anywhere): the page asks the GM in its own
 * dialog which encounter checks to roll, and the summary card says what was chosen.
 */
import { describe, expect, it } from "vitest";
import { useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

describe("a long jump in the sandbox", () => {
  it("asks which checks to roll, then posts one summary card", async () => {
    const { context, page, problems } = await sandbox.open("?seed=3");
    await page.locator('.tk-clock [name="duration"]').fill("30 days");
    await page.locator('.tk-clock [data-action="advanceBy"]').click();
    const dialog = page.locator("dialog.tks-dialog[open]");
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("encounter checks fell due");
    await dialog.locator('[name="choice"]').selectOption("skip");
    await dialog.locator('[data-sandbox-dialog="confirm"]').click();
    await dialog.waitFor({ state: "detached" });
    await waitReady(page);
    const chat = (await page.locator(".tks-chat-entry").allTextContents()).join("\n");
    expect(chat).toMatch(/\d+ encounter checks fell due; none was rolled\./);
    expect(problems).toEqual([]);
    await context.close();
  });
});
