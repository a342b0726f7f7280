/**
 * The campaign record in the sandbox, driven as a game master would: watches go by, an entry is undone, and
 * the log panel's record tab shows the days with every entry left, each entry's outcomes set apart, then
 * exports them as Markdown.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { answer, press, reloadedBy, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

describe("the campaign record in the sandbox", () => {
  it("shows the record by day, takes an undone entry back, keeps it through a reload and exports it", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    for (let i = 0; i < 6; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="watch"]');
    await press(page, '.tk-clock [data-action="undo"]');
    await press(page, '.tk-clock [data-action="record"]');
    const days = page.locator(".tks-record-day");
    await expect(days.locator("h3").allTextContents()).resolves.toEqual(["Day 1", "Day 2"]);
    await expect(page.locator(".tks-record .tk-record__entry").count()).resolves.toBe(5);
    await expect(page.locator(".tks-chat-log").isHidden()).resolves.toBe(true);

    await reloadedBy(page, () => page.reload());
    await press(page, '[data-sandbox="log-tab"][data-tab="record"]');
    await expect(page.locator(".tks-record .tk-record__entry").count()).resolves.toBe(5);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator('[data-sandbox="export-record"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe("campaign-record.md");
    const markdown = readFileSync((await download.path()) ?? "", "utf8");
    expect(markdown).toMatch(/^# Turnkeeper sandbox\n\n## Day 1\n\n- \*\*/);
    expect(markdown.match(/^- \*\*/gm)).toHaveLength(5);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sets each of an entry's outcomes apart: a torch and a lantern going out in one watch", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await answer(page, "lightTorch");
    await page.locator('select[name="bearer"]').selectOption("osric");
    await waitReady(page);
    await answer(page, "lightTorch", { source: "lantern" });
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="watch"]');
    await press(page, '.tk-clock [data-action="record"]');
    const entry = page.locator(".tks-record .tk-record__entry").last();
    const text = ((await entry.innerText()) ?? "").replace(/\s+/g, " ");
    expect(text).toMatch(/ · Torch went out at D1 W1 T\d+ R\d+ · Lantern went out at /);
    expect(text).not.toMatch(/\S·/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
