/**
 * `npm run screenshots`: photographs the sandbox for the README (docs/sandbox-*.png) in Debian's Chromium:
 * the whole table, the clock panel, a chat card, the map and the tracker, after a short scripted evening of play
 * with seeded dice (so the pictures only change when the interface does), two parties (./sandbox-parties-shot.ts),
 * and the fight at Foundry's sidebar width.
 */
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import {
  answer,
  answerQuestion,
  endTurn,
  press,
  startSandbox,
  travelTo,
  waitReady,
} from "../test/browser/harness";
import { photographParties } from "./sandbox-parties-shot";

const docs = path.resolve(import.meta.dirname, "../docs");
mkdirSync(docs, { recursive: true });

/** No focus ring on the last button pressed. */
async function blur(page: Page) {
  await page
    .locator("body")
    .evaluate((body) => (body.ownerDocument.activeElement as HTMLElement | null)?.blur());
}

const sandbox = await startSandbox();
try {
  // Twice the pixels, so the pictures stay sharp on high-density screens (the README sizes them down).
  const { page, problems } = await sandbox.open("?seed=10", { width: 1440, height: 1000, scale: 2 });

  // An hour in the Sunken Halls: a torch, a lantern, a search, a few turns, a loud door.
  await answer(page, "lightTorch");
  await page.locator('select[name="bearer"]').selectOption("osric");
  await waitReady(page);
  await answer(page, "lightTorch", { source: "lantern" });
  await press(page, '.tk-clock [data-action="action"]');
  for (let i = 0; i < 3; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
  await press(page, '.tk-clock [data-action="loud"]');
  await blur(page);
  await page.locator(".tks-clock").screenshot({ path: path.join(docs, "sandbox-clock.png") });

  // The party walks the halls on the map: a click on a square, then the arrow keys.
  await press(page, '.tks-map-svg [data-col="9"][data-row="4"]');
  await page.locator('[data-map="party"]').focus();
  await page.keyboard.press("ArrowDown");
  await waitReady(page);
  await page.locator(".tks-map").screenshot({ path: path.join(docs, "sandbox-map-dungeon.png") });

  // Out into the Thornwood, where the navigator loses the way.
  await page.locator('input[name="areaType"][value="wilderness"]').check();
  await waitReady(page);
  await page.locator('select[name="terrain"]').selectOption("denseForest");
  await waitReady(page);
  await answer(page, "travel", { score: "9" });
  const card = page.locator(".tks-chat-entry", { hasText: "Travel through" }).last();
  await card.locator("details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
  await card.screenshot({ path: path.join(docs, "sandbox-chat-card.png") });

  // On the hex map the party heads three hexes east; at each stop the GM says go on.
  await travelTo(page, 4, 3, true);
  await blur(page);
  await page.locator(".tks-map").screenshot({ path: path.join(docs, "sandbox-map-hex.png") });

  // Then a fight: initiative, the count begun, a few turns taken.
  await press(page, '[data-sandbox="new-fight"]');
  await press(page, '[data-action="tkRollAll"]');
  await press(page, '[data-action="tkBegin"]');
  for (const weapon of ["dagger", "sword", "spear", "bow", "dagger"]) await endTurn(page, weapon, "7");
  await blur(page);
  await page.locator(".tks-tracker").screenshot({ path: path.join(docs, "sandbox-tracker.png") });

  // The whole table at its real size, from the top of the page.
  await page.mouse.wheel(0, -10_000);
  await page.locator(".tks-bar").scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(docs, "sandbox.png"), scale: "css" });

  // The fight over (the page asks first), the campaign record: the night's camp, the next morning's march,
  // shown by day in the log panel.
  await page.locator('[data-sandbox="end-fight"]').click();
  await answerQuestion(page, true);
  await waitReady(page);
  for (let i = 0; i < 3; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="watch"]');
  await press(page, '.tk-clock [data-action="record"]');
  await blur(page);
  await page.locator(".tks-chat").screenshot({ path: path.join(docs, "sandbox-record.png") });

  // Two parties: the scouts gone ahead on their own time, the party in play ringed on the map.
  problems.push(...(await photographParties(sandbox, docs)));

  // The same fight at Foundry's sidebar width: every name told apart, every menu inside its card.
  const sidebar = await sandbox.open("?seed=10", { width: 300, height: 1000, scale: 2 });
  await press(sidebar.page, '[data-sandbox="new-fight"]');
  await press(sidebar.page, '[data-action="tkRollAll"]');
  await press(sidebar.page, '[data-action="tkBegin"]');
  await endTurn(sidebar.page, "dagger", "7");
  await blur(sidebar.page);
  await sidebar.page.locator(".tks-tracker").screenshot({ path: path.join(docs, "sandbox-sidebar.png") });
  problems.push(...sidebar.problems);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  console.info(`Screenshots written to ${path.relative(process.cwd(), docs)}/`);
} finally {
  await sandbox.close();
}
