/**
 * The README's picture of two parties (issue 22, docs/sandbox-parties.png), taken by `npm run screenshots`:
 * the sample party splits in the Sunken Halls, the scouts go ahead a turn on their own time, and the GM is
 * back with the party in play, its marker ringed on the map and the scouts' reading under the clock.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { answer, press, type Sandbox } from "../test/browser/harness";

const square = (col: number, row: number) => `.tks-map-svg [data-col="${col}"][data-row="${row}"]`;

/** Plays the split on a fresh page of the sandbox; returns the page. */
async function splitEvening(sandbox: Sandbox): Promise<{ page: Page; problems: string[] }> {
  const opened = await sandbox.open("?seed=12", { width: 1366, height: 1000, scale: 2 });
  const { page } = opened;
  await answer(page, "lightTorch");
  await answer(page, "splitParty", { name: "Scouts", "member-2": true, "member-3": true });
  await press(page, square(4, 2));
  await press(page, '[data-map-party="party-2"]');
  await press(page, square(11, 6));
  await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
  await press(page, '.tk-clock [data-action="switchParty"][data-id="party"]');
  await page
    .locator("body")
    .evaluate((body) => (body.ownerDocument.activeElement as HTMLElement | null)?.blur());
  return opened;
}

/** A part of the page from the top of `from` to the bottom of `to`, as PNG bytes. */
async function crop(page: Page, from: string, to: string): Promise<Buffer> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await page.locator(from).boundingBox();
  const bottom = await page.locator(to).boundingBox();
  if (!top || !bottom) throw new Error(`${from} or ${to} is not on the page`);
  const clip = { x: top.x, y: top.y, width: top.width, height: bottom.y + bottom.height - top.y + 8 };
  return page.screenshot({ clip, fullPage: true });
}

/**
 * The clock panel's reading and parties beside the map, as the GM sees them at a laptop's width: two crops of
 * the page (the GM's buttons between them are left out), set side by side.
 */
export async function photographParties(sandbox: Sandbox, docs: string): Promise<string[]> {
  const { page, problems } = await splitEvening(sandbox);
  const clock = await crop(page, ".tks-clock", ".tk-clock__parties");
  const map = await crop(page, ".tks-map", ".tks-map");
  const img = (png: Buffer) => `<img src="data:image/png;base64,${png.toString("base64")}" width="50%">`;
  await page.setContent(
    `<body style="margin:0;background:#1d1b18"><div style="display:flex;gap:16px;align-items:flex-start;padding:16px;width:max-content">${img(clock)}${img(map)}</div></body>`,
  );
  await page.locator("div").screenshot({ path: path.join(docs, "sandbox-parties.png") });
  return problems;
}
