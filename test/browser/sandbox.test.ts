/**
 * The sandbox page in Debian's Chromium: it boots on the real templates and core, loads nothing from outside
 * its own origin, and keeps its state in localStorage, exportable and importable as JSON.
 */
import { describe, expect, it } from "vitest";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  answerQuestion,
  press,
  reloadedBy,
  startSandbox,
  waitReady,
  watchProblems,
  useSandbox,
} from "./harness";

const sandbox = useSandbox();

describe("the sandbox page", () => {
  it("boots with its chrome, loading nothing from outside its origin", async () => {
    const { context, page, problems } = await sandbox.open();
    await expect(page.locator(".tks-title").textContent()).resolves.toBe("Turnkeeper sandbox");
    const options = await page.locator('[data-sandbox="preset"] option').allTextContents();
    expect(options).toContain("Six watches, overloaded dice");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("rolls dice through the dice library behind the core's dice port", async () => {
    const { context, page } = await sandbox.open("?seed=7");
    const roll = await page.evaluate(() => window.turnkeeperSandbox!.dice.roll("2d20kh+1"));
    expect(roll.formula).toBe("2d20kh+1");
    expect(roll.dice).toHaveLength(1);
    expect(roll.dice[0]!.faces).toBe(20);
    expect(roll.dice[0]!.results).toHaveLength(2);
    expect(roll.total).toBe(Math.max(...roll.dice[0]!.results) + 1);
    await context.close();
  });
});

describe("the static build", () => {
  it("opens straight from disk (file://) and runs with no server and no network", async () => {
    const context = await sandbox.browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page, "file:///");
    await page.goto(pathToFileURL(path.join(sandbox.dir!, "index.html")).href);
    await waitReady(page);
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await expect(page.locator(".tk-clock__compact").textContent()).resolves.toBe("D1 W1 T2 R1");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the preset and reset", () => {
  it("switches the rules preset, keeps it through a reload, and starts over on reset", async () => {
    const { context, page, problems } = await sandbox.open();
    await expect(page.locator(".tk-clock__long").textContent()).resolves.toContain("watch 1 of 4");
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("six-watches"));
    await expect(page.locator(".tk-clock__long").textContent()).resolves.toContain("watch 1 of 6");
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="watch"]');
    await page.reload();
    await waitReady(page);
    await expect(page.locator(".tk-clock__long").textContent()).resolves.toContain("watch 2 of 6");

    await reloadedBy(page, async () => {
      await page.locator('[data-sandbox="reset"]').click();
      await answerQuestion(page, true);
    });
    await expect(page.locator(".tk-clock__long").textContent()).resolves.toContain("watch 1 of 4");
    await expect(page.locator(".tks-chat-entry").count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("npm start's server", () => {
  it("serves the same page from the sources, on a free port of 127.0.0.1", async () => {
    const dev = await startSandbox({ dev: true });
    try {
      expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const { context, page, problems } = await dev.open();
      await expect(page.locator(".tks-title").textContent()).resolves.toBe("Turnkeeper sandbox");
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await dev.close();
    }
  });
});
