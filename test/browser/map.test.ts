/**
 * The sandbox's map in Chromium: the party's marker walked across the sample dungeon's 5-ft squares by mouse
 * and by keyboard moves the clock by the preset's grid time, and dropped on a hex several hexes away it
 * travels there hex by hex, stopping where the GM says no at a stop: asked in the sandbox's own dialog, never
 * the browser's confirm box.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { press, reloadedBy, travelTo, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

const clock = (page: Page) => page.locator(".tk-clock__compact").textContent();
const square = (col: number, row: number) => `.tks-map-svg [data-col="${col}"][data-row="${row}"]`;
/** The browser's own dialogs (confirm, alert) are a fault: the sandbox asks in its own. */
const noBrowserDialogs = (page: Page, problems: string[]) =>
  page.on("dialog", (dialog) => {
    problems.push(`browser dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
const party = (page: Page) =>
  page.locator('[data-map="party"]').evaluate((el) => [el.getAttribute("cx"), el.getAttribute("cy")]);

describe("the map in the sandbox", () => {
  it("R002-08 R002-06 walks the party across 5-ft squares by mouse and keys: 60 squares a turn, the rest shown", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await reloadedBy(page, () =>
      page.locator('[data-sandbox="preset"]').selectOption("turns-rounds-segments"),
    );
    await expect(page.locator('.tks-map-svg[data-map="dungeon"]').count()).resolves.toBe(1);
    // From (1, 1) to (15, 1) and back: 28 squares, no turn yet.
    await press(page, square(15, 1));
    await press(page, square(1, 1));
    await expect(page.locator(".tk-clock__toward").textContent()).resolves.toBe(
      "140 ft toward the next turn",
    );
    // Cautious movement: a tenth of the rate, 6 squares a turn. With the 28 carried, 2 more make 5 turns.
    await press(page, '.tk-clock [data-action="setPace"][data-id="cautious"]');
    await press(page, square(1, 3));
    await expect(page.locator(".tk-clock__toward").textContent()).resolves.toBe("0 ft toward the next turn");
    await expect(clock(page)).resolves.toMatch(/^D1 W1 T6 /);
    // The keyboard: focus the party and step right twice.
    await page.locator('[data-map="party"]').focus();
    const before = await party(page);
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press("ArrowRight");
      await waitReady(page);
    }
    expect(await party(page)).not.toEqual(before);
    await expect(page.locator(".tk-clock__toward").textContent()).resolves.toBe("10 ft toward the next turn");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R000-18 R000-22 a hex several hexes away is travelled hex by hex, with a travel card for each", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22");
    await page.locator('input[name="areaType"][value="wilderness"]').check();
    await waitReady(page);
    await expect(page.locator('.tks-map-svg[data-map="hex"]').count()).resolves.toBe(1);
    // Stops (the watch spent, lost, an encounter) ask the GM in the page's dialog; this GM says no.
    noBrowserDialogs(page, problems);
    const asked = await travelTo(page, 4, 3, false);
    expect(asked.length).toBeLessThanOrEqual(1);
    const cards = await page.locator(".tks-chat-entry", { hasText: "Travel through" }).count();
    expect(cards).toBeGreaterThanOrEqual(1);
    expect(cards).toBeLessThanOrEqual(3);
    await expect(clock(page)).resolves.not.toMatch(/^D1 W1 /);
    // The party stands where the travel left it, on the map.
    const [cx] = await party(page);
    expect(Number(cx)).toBeGreaterThan(22);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R001-21 R000-11 bad weather and a force march are choices above the hex map; under 001 bad weather doubles a hex's crossing", async () => {
    const { context, page, problems } = await sandbox.open("?seed=23");
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("six-watches"));
    await page.locator('input[name="areaType"][value="wilderness"]').check();
    await waitReady(page);
    await expect(page.locator('[data-map-choice="forceMarch"]').count()).resolves.toBe(1);
    await page.locator('[data-map-choice="inclement"]').check();
    await waitReady(page);
    noBrowserDialogs(page, problems);
    // From (1, 3) into the grassland to the south, off the road: 2 hours, 4 in bad weather.
    await travelTo(page, 1, 4, false);
    const card = page.locator(".tks-chat-entry", { hasText: "Travel through grassland" }).last();
    await expect(card.textContent()).resolves.toContain("It takes 1 watch.");
    // The choice is kept with the map, across a reload.
    await page.reload();
    await waitReady(page);
    await expect(page.locator('[data-map-choice="inclement"]').isChecked()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a stop on the hex map", () => {
  it("R000-22 a move that crosses into the next watch stops there and asks in the page's own dialog", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22");
    await page.locator('input[name="areaType"][value="wilderness"]').check();
    await waitReady(page);
    noBrowserDialogs(page, problems);
    // Five hexes east; the first, into the light forest, spends the first watch: the move stops and asks.
    await page.locator(square(6, 3)).click();
    const dialog = page.locator("dialog.tks-dialog[open]");
    await expect(dialog.locator(".tks-dialog-title").textContent()).resolves.toBe("Go on travelling?");
    await expect(dialog.locator(".tks-dialog-question").textContent()).resolves.toBe(
      "This watch's travel is spent. Go on into the next watch?",
    );
    await expect(dialog.locator('[data-sandbox-dialog="confirm"]').textContent()).resolves.toBe("Go on");
    await dialog.locator('[data-sandbox-dialog="cancel"]').click();
    await waitReady(page);
    // No: the party stays in the light forest, at the start of the next watch.
    await expect(clock(page)).resolves.toMatch(/^D1 W2 /);
    await expect(page.locator(".tk-clock").textContent()).resolves.toContain("light forest");
    await expect(page.locator("dialog").count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
