/**
 * The sandbox at Foundry's sidebar width (300 px), in Chromium: the tracker and the clock laid out in a fight,
 * nothing wider than its panel, each goblin's name told apart by what stays visible of it, the Move menu inside
 * its card, and the Tide of Battle's bar wide enough to read.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { press, reloadedBy, useSandbox } from "./harness";
import { overflowing } from "./layout";

const sandbox = useSandbox();
const SIDEBAR = { width: 300, height: 900 };

/** A goblin's name as it shows: the visible part of its head, and its tail when that is shown in full. */
const goblinTails = (page: Page) =>
  page.locator(".tk-member__name", { hasText: "Goblin" }).evaluateAll((names) =>
    names.map((name) => {
      const tail = name.querySelector<HTMLElement>(".tk-member__tail");
      const head = name.querySelector<HTMLElement>(".tk-member__head");
      return {
        tail: tail?.textContent?.trim() ?? "",
        tailWhole: tail !== null && tail.scrollWidth <= tail.clientWidth,
        headShown: (head?.clientWidth ?? 0) > 0,
      };
    }),
  );

async function begun(page: Page): Promise<void> {
  await press(page, '[data-sandbox="new-fight"]');
  await press(page, '[data-action="tkRollAll"]');
  await press(page, '[data-action="tkBegin"]');
}

describe("the sandbox at sidebar width", () => {
  it("lays out a fight in 300 px: no panel overflows, each goblin told apart, the Move menu inside its card", async () => {
    const { context, page, problems } = await sandbox.open("?seed=10", SIDEBAR);
    await begun(page);
    expect(await overflowing(page)).toEqual([]);

    const goblins = await goblinTails(page);
    expect(goblins).toHaveLength(3);
    expect(new Set(goblins.map((g) => g.tail)).size).toBe(3);
    for (const goblin of goblins) expect(goblin).toMatchObject({ tailWhole: true, headShown: true });

    const card = await page.locator('.tk-member[data-acting="true"]').first().boundingBox();
    const move = await page.locator('select[name="reschedule"]').first().boundingBox();
    expect(card).not.toBeNull();
    expect(move).not.toBeNull();
    expect(move!.x).toBeGreaterThanOrEqual(card!.x);
    expect(move!.x + move!.width).toBeLessThanOrEqual(card!.x + card!.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R003-04 gives the Tide of Battle's bar most of the tracker panel's width, and the clock fits too", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22", SIDEBAR);
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("segment-combat"));
    await begun(page);
    const tracker = await page.locator(".tks-tracker").boundingBox();
    const meter = await page.locator(".tk-tide__meter").boundingBox();
    expect(meter!.width).toBeGreaterThan(tracker!.width / 2);
    expect(await overflowing(page)).toEqual([]);
    const clock = page.locator(".tks-clock");
    await expect(clock.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
