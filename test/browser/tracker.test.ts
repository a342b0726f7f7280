/**
 * The segment tracker in the sandbox, in Chromium: start a fight with the sample party and monsters, roll
 * initiative, begin the count, end turns with Recovery Times chosen in the prompt, watch the segment strip
 * move into the next round, and find the fight as it was after a reload.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Page } from "playwright-core";
import { answer, press, reloadedBy, type Sandbox, startSandbox, waitReady } from "./harness";

// A browser test is a few seconds of clicking; leave room for a slow or busy machine.
vi.setConfig({ testTimeout: 60_000 });

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

const trackerClock = (page: Page) => page.locator(".tk-tracker__now").textContent();
/** The absolute segment of the strip's "now" cell. */
const nowCell = async (page: Page) =>
  Number(await page.locator('.tk-cell[data-now="true"]').first().getAttribute("data-absolute"));
/** Where a combatant's chip sits on the strip. */
const chipAt = async (page: Page, id: string) =>
  Number(
    await page
      .locator(`.tk-cell:has(.tk-chip[data-combatant-id="${id}"])`)
      .first()
      .getAttribute("data-absolute"),
  );
const actingId = async (page: Page) =>
  (await page.locator('.tk-member[data-acting="true"]').first().getAttribute("data-combatant-id")) ?? "";

/** Ends the acting combatant's turn with the option `option` (a weapon id), through the prompt. */
async function endTurn(page: Page, option: string): Promise<void> {
  const id = await actingId(page);
  await page.locator(`[data-action="tkEndTurn"][data-combatant-id="${id}"]`).first().click();
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.waitFor();
  const choice = dialog.locator(`input[name="option"][value="${option}"]`);
  if ((await choice.count()) > 0) await choice.check();
  else {
    await dialog.locator('input[name="custom"]').fill("6");
  }
  await dialog.locator('[data-sandbox-dialog="confirm"]').click();
  await dialog.waitFor({ state: "detached" });
  await waitReady(page);
}

describe("the tracker in the sandbox", () => {
  it("R003-12 starts a fight, rolls initiative, acts with Recovery Times and moves the segment strip", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await press(page, '[data-sandbox="new-fight"]');
    await expect(page.locator(".tk-member").count()).resolves.toBe(8);
    await expect(trackerClock(page)).resolves.toBe("Roll initiative, then begin the count.");

    await press(page, '[data-action="tkRoll"][data-combatant-id="varda"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    await expect(trackerClock(page)).resolves.toMatch(/^Round 1, segment \d+$/);
    const clockBefore = await page.locator(".tk-clock__compact").textContent();

    // The prompt previews where the turn lands before anything is committed (R003-13: speed 6 from segment s).
    const first = await actingId(page);
    const now = await nowCell(page);
    await page.locator(`[data-action="tkEndTurn"][data-combatant-id="${first}"]`).first().click();
    const dialog = page.locator("dialog.tks-dialog[open]");
    await dialog.locator('input[name="custom"]').fill("6");
    const landing = ((now + 6 - 1) % 10) + 1;
    await expect(dialog.locator(".tk-recovery__preview").textContent()).resolves.toContain(
      `Speed 6: round ${now + 6 > 10 ? 2 : 1}, segment ${landing}`,
    );
    await dialog.locator('[data-sandbox-dialog="confirm"]').click();
    await dialog.waitFor({ state: "detached" });
    await waitReady(page);
    await expect(chipAt(page, first)).resolves.toBe(now + 6);

    // Turn after turn, the count moves along the strip and into round 2.
    let turns = 0;
    while ((await trackerClock(page))?.startsWith("Round 1") && turns < 20) {
      await endTurn(page, "dagger");
      turns++;
    }
    await expect(trackerClock(page)).resolves.toMatch(/^Round 2, segment \d+$/);
    expect(await nowCell(page)).toBeGreaterThan(10);
    // The fight took world time: the clock panel moved on with it.
    await expect(page.locator(".tk-clock__compact").textContent()).resolves.not.toBe(clockBefore);

    // A reload finds the fight as it was.
    const strip = await page.locator(".tk-timeline").innerHTML();
    await page.reload();
    await waitReady(page);
    await expect(page.locator(".tk-timeline").innerHTML()).resolves.toBe(strip);
    await expect(trackerClock(page)).resolves.toMatch(/^Round 2, segment \d+$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the tracker's other controls", () => {
  it("R003-04 under the segment-combat preset: shifts the Tide of Battle, and the GM drags a combatant to another segment", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22");
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("segment-combat"));
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    await expect(page.locator(".tk-tide__text").textContent()).resolves.toContain("Neutral Tide");
    await press(page, '[data-action="tkTide"][data-toward="party"]');
    await press(page, '[data-action="tkTide"][data-toward="party"]');
    await expect(page.locator(".tk-tide__text").textContent()).resolves.toContain(
      "+2 to attacks and defenses for the party",
    );

    // Drag the ogre's chip to the last segment of round 2.
    const target = page.locator('.tk-cell[data-absolute="20"]');
    await page.locator('.tk-chip[data-combatant-id="ogre"]').dragTo(target);
    await waitReady(page);
    await expect(chipAt(page, "ogre")).resolves.toBe(20);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the clock's countdowns on the tracker", () => {
  it("R003-02 shows a torch burning out during the fight on the segment strip", async () => {
    const { context, page, problems } = await sandbox.open("?seed=23");
    await answer(page, "lightTorch");
    // Six turns of torch: leave it one round (ten 6-second segments) to burn.
    await page.locator('.tk-clock input[name="duration"]').fill("5 turns 9 rounds");
    await press(page, '.tk-clock [data-action="advanceBy"]');
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    const now = await nowCell(page);
    const countdown = page.locator('.tk-cell__effect[data-kind="clock"]');
    await expect(countdown.getAttribute("title")).resolves.toBe("Torch");
    await expect(
      page.locator('.tk-cell:has(.tk-cell__effect[data-kind="clock"])').getAttribute("data-absolute"),
    ).resolves.toBe("10");
    expect(now).toBeLessThanOrEqual(10);
    expect(problems).toEqual([]);
    await context.close();
  });
});
