/**
 * The segment tracker in the sandbox, in Chromium: start a fight with the sample party and monsters, roll
 * initiative, begin the count, end turns with Recovery Times chosen in the prompt, watch the segment strip
 * move into the next round, and find the fight as it was after a reload. Then its per-combatant controls:
 * a row's controls opened on demand (by keyboard too), a combatant moved with the "Move" select instead of
 * a drag, a simultaneous group put in order, a combatant's settings changed in the sandbox's dialog, and a
 * count begun before anyone rolled. A fight of 200 stays light: a row each, the controls of those acting,
 * crowded cells counted.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answer, press, reloadedBy, waitReady, useSandbox } from "./harness";

const sandbox = useSandbox();

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
  await page.locator(`[data-combatant-id="${id}"] [data-action="tkEndTurn"]`).first().click();
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

const row = (page: Page, id: string) => page.locator(`li.tk-member.combatant[data-combatant-id="${id}"]`);
const toggle = (page: Page, id: string) => page.locator(`[data-combatant-id="${id}"] [data-action="tkOpen"]`);
/** The combatants' ids in the order their rows show, within one group of the turn order. */
const groupAt = (page: Page, absolute: number) =>
  page
    .locator(`.tk-block:has(.tk-group[data-absolute="${absolute}"]) li.tk-member`)
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-combatant-id")));
/** A fight with the sample party and monsters, everyone rolled and the count begun. */
async function begun(page: Page): Promise<void> {
  await press(page, '[data-sandbox="new-fight"]');
  await press(page, '[data-action="tkRollAll"]');
  await press(page, '[data-action="tkBegin"]');
}

/** Opens a row's controls unless they show already (its turn is open). */
async function openControls(page: Page, id: string): Promise<void> {
  if ((await toggle(page, id).count()) === 0) return;
  if ((await toggle(page, id).getAttribute("aria-expanded")) === "true") return;
  await press(page, `[data-combatant-id="${id}"] [data-action="tkOpen"]`);
}

/** Moves a combatant to an absolute segment with its row's "Move" select and button, by keyboard. */
async function moveTo(page: Page, id: string, absolute: number): Promise<void> {
  await openControls(page, id);
  await row(page, id).locator('select[name="reschedule"]').selectOption(String(absolute));
  await row(page, id).locator('[data-action="tkReschedule"]').focus();
  await page.keyboard.press("Enter");
  await waitReady(page);
}

describe("the tracker in the sandbox", () => {
  it("R003-12 starts a fight, rolls initiative, acts with Recovery Times and moves the segment strip", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await press(page, '[data-sandbox="new-fight"]');
    await expect(page.locator(".tk-member").count()).resolves.toBe(8);
    await expect(trackerClock(page)).resolves.toBe("Roll initiative, then begin the count.");

    await press(page, '[data-combatant-id="varda"] [data-action="tkRoll"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    await expect(trackerClock(page)).resolves.toMatch(/^Round 1, segment \d+$/);
    const clockBefore = await page.locator(".tk-clock__compact").textContent();

    // The prompt previews where the turn lands before anything is committed (R003-13: speed 6 from segment s).
    const first = await actingId(page);
    const now = await nowCell(page);
    await page.locator(`[data-combatant-id="${first}"] [data-action="tkEndTurn"]`).first().click();
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
    await begun(page);
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
    await begun(page);
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

describe("a row's controls, on demand", () => {
  it("opens and closes by keyboard, one row at a time, the focus kept on its button", async () => {
    const { context, page, problems } = await sandbox.open("?seed=31");
    await begun(page);
    // Only those acting show their controls; every other row has one button to open its own.
    const acting = await page.locator('li.tk-member[data-acting="true"]').count();
    await expect(page.locator(".tk-member__actions").count()).resolves.toBe(acting);
    await expect(page.locator('select[name="reschedule"]').count()).resolves.toBe(acting);
    const closed = page.locator('li.tk-member[data-acting="false"]:has([data-action="tkOpen"])');
    await expect(closed.count()).resolves.toBe(8 - acting);
    const id = (await closed.first().getAttribute("data-combatant-id")) ?? "";
    await expect(toggle(page, id).getAttribute("title")).resolves.toMatch(/^Controls for /);

    await toggle(page, id).focus();
    await page.keyboard.press("Enter");
    await waitReady(page);
    await expect(toggle(page, id).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(row(page, id).locator('[data-action="tkSettings"]').count()).resolves.toBe(1);
    await expect(
      page.evaluate(
        () =>
          (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("[data-combatant-id]")?.dataset
            .combatantId,
      ),
    ).resolves.toBe(id);
    // Opening another row closes the first.
    const other = (await closed.nth(1).getAttribute("data-combatant-id")) ?? "";
    await press(page, `[data-combatant-id="${other}"] [data-action="tkOpen"]`);
    await expect(row(page, id).locator(".tk-member__actions").count()).resolves.toBe(0);
    await expect(row(page, other).locator(".tk-member__actions").count()).resolves.toBe(1);
    await toggle(page, other).focus();
    await page.keyboard.press("Space");
    await waitReady(page);
    await expect(toggle(page, other).getAttribute("aria-expanded")).resolves.toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the GM's controls for a combatant", () => {
  it("R003-11 moves two goblins to one segment without a drag, then puts the simultaneous pair in order", async () => {
    const { context, page, problems } = await sandbox.open("?seed=32");
    await begun(page);
    // The skulker and the spearman share Initiative Order 2: in segment 20 they act together.
    await moveTo(page, "goblin1", 20);
    await moveTo(page, "goblin2", 20);
    await expect(chipAt(page, "goblin1")).resolves.toBe(20);
    await expect(chipAt(page, "goblin2")).resolves.toBe(20);
    const group = page.locator('.tk-block:has(.tk-group[data-absolute="20"])');
    await expect(group.locator(".tk-group").getAttribute("data-simultaneous")).resolves.toBe("true");
    await expect(group.locator(".tk-block__kinds").textContent()).resolves.toContain("Simultaneous");
    const before = await groupAt(page, 20);
    expect([...before].sort()).toEqual(["goblin1", "goblin2"]);
    const [first, second] = before as [string, string];

    // The first moves one place later: the pair swaps, on the strip too.
    await openControls(page, first);
    await expect(row(page, first).locator('[data-action="tkReorder"]').count()).resolves.toBe(1);
    const later = row(page, first).locator('[data-action="tkReorder"]');
    await expect(later.getAttribute("aria-label")).resolves.toMatch(/later among those acting together/);
    await later.click();
    await waitReady(page);
    await expect(groupAt(page, 20)).resolves.toEqual([second, first]);
    const chips = await page
      .locator('.tk-cell[data-absolute="20"] .tk-chip')
      .evaluateAll((all) => all.map((c) => c.getAttribute("data-combatant-id")));
    expect(chips).toEqual([second, first]);
    // And back, with the other's "earlier".
    await openControls(page, first);
    await press(page, `li.tk-member[data-combatant-id="${first}"] [data-action="tkReorder"]`);
    await expect(groupAt(page, 20)).resolves.toEqual([first, second]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R003-11 R003-04 R003-05 changes the ogre's Initiative Order, die and side in the settings dialog", async () => {
    const { context, page, problems } = await sandbox.open("?seed=33");
    await begun(page);
    await expect(row(page, "ogre").getAttribute("data-side")).resolves.toBe("foes");
    const chip = page.locator('.tk-chip[data-combatant-id="ogre"]');
    await expect(chip.textContent()).resolves.toBe("Og");
    await expect(chip.getAttribute("title")).resolves.toBe("Ogre (their foes)");

    await openControls(page, "ogre");
    await row(page, "ogre").locator('[data-action="tkSettings"]').click();
    const dialog = page.locator("dialog.tks-dialog[open]");
    await dialog.waitFor();
    await expect(dialog.locator(".tks-dialog-title").textContent()).resolves.toBe("Settings: Ogre");
    await expect(dialog.locator('input[name="initiativeOrder"]').inputValue()).resolves.toBe("1");
    await expect(dialog.locator('select[name="side"]').inputValue()).resolves.toBe("foes");
    // Cancelled: nothing changes.
    await dialog.locator('[data-sandbox-dialog="cancel"]').click();
    await dialog.waitFor({ state: "detached" });
    await expect(row(page, "ogre").getAttribute("data-side")).resolves.toBe("foes");

    await openControls(page, "ogre");
    await row(page, "ogre").locator('[data-action="tkSettings"]').click();
    await dialog.waitFor();
    await dialog.locator('input[name="initiativeOrder"]').fill("5");
    await dialog.locator('input[name="initiativeDie"]').fill("1d6");
    await dialog.locator('select[name="side"]').selectOption("party");
    await dialog.locator('[data-sandbox-dialog="confirm"]').click();
    await dialog.waitFor({ state: "detached" });
    await waitReady(page);
    // The count follows the new side and order at once: the ogre leads its segment, with the party. (Polled: on a
    // loaded machine the redraw after the dialog may land a moment after the page reads ready.)
    await expect.poll(() => row(page, "ogre").getAttribute("data-side"), { timeout: 10_000 }).toBe("party");
    await expect(chip.getAttribute("data-side")).resolves.toBe("party");
    await expect(chip.getAttribute("title")).resolves.toBe("Ogre (the party)");
    const segment = await chipAt(page, "ogre");
    const firstThere = await page
      .locator(`.tk-cell[data-absolute="${segment}"] .tk-chip`)
      .first()
      .getAttribute("data-combatant-id");
    expect(firstThere).toBe("ogre");
    // The dialog shows what was kept, the die with it; after a reload too.
    await page.reload();
    await waitReady(page);
    await openControls(page, "ogre");
    await row(page, "ogre").locator('[data-action="tkSettings"]').click();
    await dialog.waitFor();
    await expect(dialog.locator('input[name="initiativeOrder"]').inputValue()).resolves.toBe("5");
    await expect(dialog.locator('input[name="initiativeDie"]').inputValue()).resolves.toBe("1d6");
    await expect(dialog.locator('select[name="side"]').inputValue()).resolves.toBe("party");
    await dialog.locator('[data-sandbox-dialog="cancel"]').click();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the count and the strip", () => {
  it("R003-09 begun before anyone rolled, waits for initiative instead of reading round 0", async () => {
    const { context, page, problems } = await sandbox.open("?seed=34");
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkBegin"]');
    await expect(page.locator(".tk-tracker__now").textContent()).resolves.toBe("Waiting for initiative");
    await expect(page.locator('[data-region="tracker"]').textContent()).resolves.not.toContain("Round 0");
    await expect(page.locator('[data-section="acting"] .tk-tracker__empty').textContent()).resolves.toBe(
      "The count starts from the first initiative rolled.",
    );
    await press(page, '[data-combatant-id="varda"] [data-action="tkRoll"]');
    await expect(page.locator(".tk-tracker__now").textContent()).resolves.toMatch(/^Round 1, segment \d+$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps a fight of 200 light: a row each, the controls of those acting, crowded cells counted", async () => {
    const { context, page, problems } = await sandbox.open("?seed=35");
    await page.evaluate(() => window.turnkeeperSandbox!.bench.sampleFight(200));
    await waitReady(page);
    await expect(page.locator("li.tk-member.combatant").count()).resolves.toBe(200);
    const acting = await page.locator('li.tk-member[data-acting="true"]').count();
    expect(acting).toBeGreaterThan(0);
    // Delay and Move for each one acting; nobody else has a select.
    await expect(page.locator(".tk-tracker select").count()).resolves.toBe(2 * acting);
    const more = page.locator(".tk-cell__more").first();
    await expect(more.textContent()).resolves.toMatch(/^\+\d+$/);
    await expect(more.getAttribute("title")).resolves.toMatch(/^\d+ more: /);
    for (const cell of await page.locator(".tk-cell").all()) {
      await expect(cell.locator(".tk-chip").count()).resolves.toBeLessThanOrEqual(4);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
