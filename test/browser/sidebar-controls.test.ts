/**
 * An acting row's controls at Foundry's sidebar width (about 300 px) and at a laptop's (issue 21): in the
 * sidebar the turn's own controls and the GM's each close up into at most two lines, where they once stacked
 * one a line, no menu clips its options nor leaves its card, the timeline's chips show all their initials and
 * a short name's row in the turn order stays one line; at a laptop's width each takes one line.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { endTurn, press, useSandbox } from "./harness";
import { clippedChips, clippedMenus, controlLines, overflowing } from "./layout";

const sandbox = useSandbox();

/** Osric and the ogre acting together in segment 3 (seed 10), one of them with a turn behind it. */
async function twoActing(page: Page): Promise<void> {
  await press(page, '[data-sandbox="new-fight"]');
  await press(page, '[data-action="tkRollAll"]');
  await press(page, '[data-action="tkBegin"]');
  await endTurn(page, "dagger", "7");
}

describe("an acting row's controls", () => {
  it("close up into two lines each in the sidebar, every menu whole and inside its card", async () => {
    const { context, page, problems } = await sandbox.open("?seed=10", { width: 300, height: 1000 });
    await twoActing(page);
    const lines = await controlLines(page);
    expect(lines).toHaveLength(2);
    for (const row of lines) {
      expect(row.turn).toBeLessThanOrEqual(2);
      expect(row.gm).toBeLessThanOrEqual(2);
    }
    expect(await clippedMenus(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    expect(await clippedChips(page)).toEqual([]);
    // Acting on their first turn, neither row also says it has not yet acted.
    for (const row of await page.locator('.tk-member[data-acting="true"]').all()) {
      await expect(row.innerText()).resolves.not.toContain("Not yet acted");
    }
    // A short name's row in the turn order keeps its ▸ on the name's line.
    const short = page.locator('[data-section="order"] li.tk-member', {
      hasText: /^\s*(Brakka|Elowen|Varda)/,
    });
    await expect(short.count()).resolves.toBe(3);
    for (const row of await short.all()) {
      const name = (await row.locator(".tk-member__name").boundingBox())!;
      const open = (await row.locator(".tk-member__open").boundingBox())!;
      expect(open.y + open.height / 2).toBeLessThan(name.y + name.height);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("take one line each at a laptop's width, every menu whole", async () => {
    const { context, page, problems } = await sandbox.open("?seed=10", { width: 1366, height: 900 });
    await twoActing(page);
    await expect(controlLines(page)).resolves.toEqual([
      { turn: 1, gm: 1 },
      { turn: 1, gm: 1 },
    ]);
    expect(await clippedMenus(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
