/**
 * A new GM's first hour in the sandbox, stage by stage, for test/browser/first-hour.test.ts: each stage plays
 * through the page as the GM would (clicks, keys, forms) and asserts the words it shows. The checks every
 * stage ends with: no plural hedged with "(s)", no localization key or raw id, nothing past the sidebar's
 * 300 px.
 */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { answer, answerQuestion, press, travelTo, waitReady } from "./harness";
import { overflowing, pastWidth } from "./layout";

export const SIDEBAR = { width: 300, height: 900 };

/** The page's visible text on one line. */
export const visibleText = async (page: Page, selector = "body") =>
  (await page.locator(selector).first().innerText()).replace(/\s+/g, " ").trim();

/**
 * Words no GM should read: a plural hedged with "(s)", a localization key or a placeholder left unfilled, an
 * id in camelCase ("lightForest"), a raw state ("pending"), a value that never got one.
 */
export function faults(text: string): string[] {
  const patterns = [
    /\w\((?:s|es|ies)\)/g,
    /TURNKEEPER\.\S*/g,
    /\{\w+\}/g,
    /\b[a-z]+[A-Z]\w*\b/g,
    /\b(?:pending|undefined|null|NaN)\b/g,
    /\[object \w+\]/g,
  ];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

/** The checks each stage ends with, on the page and on the campaign record's tab. */
export async function tidy(page: Page): Promise<void> {
  expect(faults(await visibleText(page))).toEqual([]);
  await press(page, '[data-sandbox="log-tab"][data-tab="record"]');
  expect(faults(await visibleText(page, ".tks-chat"))).toEqual([]);
  await press(page, '[data-sandbox="log-tab"][data-tab="chat"]');
  expect(await pastWidth(page, SIDEBAR.width)).toEqual([]);
  expect(await overflowing(page)).toEqual([]);
  // The clock's compact reading ("D1 W1 T4 R1") reads on one line, not broken around the hour.
  const lines = page.locator(".tk-clock__compact").evaluate((el) => {
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  await expect(lines).resolves.toBe(1);
}

/** The campaign record's tab as the GM reads it, on one line; the chat's tab shown again after. */
export async function recordText(page: Page): Promise<string> {
  await press(page, '[data-sandbox="log-tab"][data-tab="record"]');
  const text = await visibleText(page, ".tks-record");
  await press(page, '[data-sandbox="log-tab"][data-tab="chat"]');
  return text;
}

/** The chat's cards from the `from`th on, each on one line. */
export const cardsFrom = async (page: Page, from: number) =>
  (await page.locator(".tks-chat-entry").allInnerTexts()).slice(from).map((t) => t.replace(/\s+/g, " "));

export const cardCount = (page: Page) => page.locator(".tks-chat-entry").count();

/**
 * The delve: a torch lit, a room searched, turns of exploring until the encounter check falls due. The light
 * shows what it has left; the check's card says what it rolled, against what, and what the roll needed.
 */
export async function delve(page: Page): Promise<void> {
  const from = await cardCount(page);
  await answer(page, "lightTorch");
  await expect(visibleText(page, ".tk-clock__lights")).resolves.toMatch(/Varda: Torch \d+T/);
  await press(page, '.tk-clock [data-action="action"][data-id="search"]');
  for (let turn = 0; turn < 2; turn++) {
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
  }
  await expect(page.locator(".tk-clock__compact").textContent()).resolves.toMatch(/^D1 W1 T4 /);
  const checks = (await cardsFrom(page, from)).filter((card) => card.includes("Encounter check"));
  expect(checks).toHaveLength(1);
  const [, roll, target] =
    /Rolled (\d+) against (\d+): .+ \(an encounter on \d+ or less\)/.exec(checks[0]!) ?? [];
  expect(roll, checks[0]).toBeDefined();
  // The campaign record prints the same roll and what it was read against.
  await expect(recordText(page)).resolves.toContain(`Encounter check: rolled ${roll} against ${target}, `);
  // The time log names what the GM did, one entry each, newest first.
  await expect(page.locator(".tk-log__what").allTextContents()).resolves.toEqual([
    "+1 turn",
    "+1 turn",
    "Search and map a room or corridor",
    "Torch lit",
  ]);
}

/**
 * Sets up the sample fight: every row shows its side, initiative die and surprise before the count; Varda
 * is caught partly unawares, and it shows on her row through the roll. Then everyone rolls, each roll posted
 * in the chat with where it puts the combatant.
 */
export async function setUpFight(page: Page): Promise<void> {
  await press(page, '[data-sandbox="new-fight"]');
  await expect(visibleText(page, ".tk-clock__fight")).resolves.toBe("Fight open: before the count");
  const rows = page.locator("li.tk-member");
  const size = await rows.count();
  await expect(page.locator("li.tk-member .tk-setup").count()).resolves.toBe(size);
  for (const line of await page.locator(".tk-setup").allInnerTexts()) {
    expect(line.replace(/\s+/g, " ")).toMatch(/^With (the party|their foes) Rolls 1d10 /);
  }
  const varda = page.locator('li.tk-member[data-combatant-id="varda"]');
  await varda.locator('.tk-setup select[name="surprise"]').selectOption("partial");
  await waitReady(page);
  const from = await cardCount(page);
  await press(page, '[data-action="tkRollAll"]');
  await expect(varda.locator(".tk-setup").textContent()).resolves.toContain("Partially surprised");
  // Each roll puts its combatant in a segment of the turn order, and its card in the chat says so.
  await expect(page.locator('[data-section="order"] li.tk-member').count()).resolves.toBe(size);
  const rolls = (await cardsFrom(page, from)).filter((card) => card.includes(" rolls initiative"));
  expect(rolls).toHaveLength(size);
  for (const card of rolls)
    expect(card).toMatch(/Rolled \d+ on 1d10: the first turn is in round \d+, segment \d+\./);
  const vardaRoll = rolls.find((card) => card.includes("Varda rolls initiative")) ?? "";
  expect(vardaRoll).toContain("Partially surprised");
  const block = page.locator(".tk-block", { has: varda });
  const [, round, segment] = /round (\d+), segment (\d+)\./.exec(vardaRoll) ?? [];
  await expect(block.locator(".tk-group__when").textContent()).resolves.toBe(
    `Round ${round}, segment ${segment}`,
  );
}

/** The tracker's count and the clock's fight line, read together. */
async function fightReading(page: Page): Promise<{ count: string; line: string }> {
  return {
    count: await visibleText(page, ".tk-tracker__now"),
    line: await visibleText(page, ".tk-clock__fight"),
  };
}

/**
 * One reading of time: the clock's fight line says the tracker's count in its words and numbering, and when
 * that segment began on the clock in the words the tracker's header uses.
 */
export async function oneReading(page: Page): Promise<void> {
  const { count, line } = await fightReading(page);
  expect(count).toMatch(/^Round \d+, segment \d+$/);
  const began = await visibleText(page, ".tk-tracker__began");
  expect(began).toMatch(/^Began at day \d+, watch \d+ of \d+, /);
  expect(line).toBe(`Fight open: ${count}, which began at ${began.slice("Began at ".length)}`);
}

/**
 * Ends the acting combatant's turn with a Recovery Time of `segments` typed in the prompt; the prompt says
 * where the turn lands, and the turn order puts the combatant there.
 */
export async function recover(page: Page, segments: number): Promise<void> {
  const id = await page.locator('.tk-member[data-acting="true"]').first().getAttribute("data-combatant-id");
  await page.locator(`[data-combatant-id="${id}"] [data-action="tkEndTurn"]`).first().click();
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.locator('input[name="custom"]').fill(String(segments));
  const preview = await visibleText(page, "dialog.tks-dialog[open] .tk-recovery__preview");
  const [, round, segment] = /round (\d+), segment (\d+)/i.exec(preview) ?? [];
  expect(round, preview).toBeDefined();
  await dialog.locator('[data-sandbox-dialog="confirm"]').click();
  await dialog.waitFor({ state: "detached" });
  await waitReady(page);
  const block = page.locator(".tk-block", { has: page.locator(`[data-combatant-id="${id}"]`) });
  await expect(block.locator(".tk-group__when").textContent()).resolves.toBe(
    `Round ${round}, segment ${segment}`,
  );
}

/**
 * Ends the fight (the sandbox asks first, as Foundry does): the clock no longer says a fight is open, and its
 * time log holds the fight's time as one entry.
 */
export async function endFight(page: Page): Promise<void> {
  await page.locator('[data-sandbox="end-fight"]').click();
  await expect(answerQuestion(page, true)).resolves.toBe("End the fight? It cannot be taken up again.");
  await waitReady(page);
  await expect(page.locator(".tk-clock__fight").count()).resolves.toBe(0);
  await expect(page.locator("li.tk-member").count()).resolves.toBe(0);
  // The fight's time is one entry of the time log, named for where its count stood.
  await expect(page.locator(".tk-log__what").first().textContent()).resolves.toMatch(
    /^Combat: round 1, segment \d+$/,
  );
}

/** Out of the halls into the wilderness: the hex map, with the party at its start. */
export async function intoTheWild(page: Page): Promise<void> {
  await page.locator('input[name="areaType"][value="wilderness"]').check();
  await waitReady(page);
  await expect(page.locator('.tks-map-svg[data-map="hex"]').count()).resolves.toBe(1);
}

/**
 * Three hexes east on the hex map, each stop answered "go on" in the page's own dialog; returns the travel
 * cards it left and the questions it asked.
 */
export async function threeHexes(page: Page): Promise<{ travel: string[]; asked: string[] }> {
  const from = await cardCount(page);
  const asked = await travelTo(page, 4, 3, true);
  const travel = (await cardsFrom(page, from)).filter((card) => card.includes("Travel through"));
  expect(travel).toHaveLength(3);
  for (const card of travel) expect(card).toMatch(/It takes \d+ (turns?|watch|watches|hours?)\./);
  // The party's marker stands on the hex it was sent to.
  const party = await page.locator('[data-map="party"]').boundingBox();
  const hex = await page.locator('.tks-map-svg [data-col="4"][data-row="3"]').boundingBox();
  const middle = { x: party!.x + party!.width / 2, y: party!.y + party!.height / 2 };
  expect(middle.x).toBeGreaterThan(hex!.x);
  expect(middle.x).toBeLessThan(hex!.x + hex!.width);
  expect(middle.y).toBeGreaterThan(hex!.y);
  expect(middle.y).toBeLessThan(hex!.y + hex!.height);
  return { travel, asked };
}
