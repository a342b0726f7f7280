/**
 * Two parties in the sandbox, in Chromium (issue 22): the GM splits the sample party from the clock panel's
 * form, each party has its marker on the map and its own time under the clock, a click on the other party's
 * marker (or its Play button) puts it in play, and a move of the party in play leaves the other where it was,
 * on the map and in time.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answer, closeDialog, press, travelTo, useSandbox, waitReady } from "./harness";
import { overflowing, pastWidth } from "./layout";

const sandbox = useSandbox();

const square = (col: number, row: number) => `.tks-map-svg [data-col="${col}"][data-row="${row}"]`;
const partyTime = (page: Page, id: string) =>
  page.locator(`.tk-party[data-party="${id}"] .tk-party__time`).textContent();
const inPlayAt = (page: Page) =>
  page.locator('[data-map="party"]').evaluate((el) => [el.getAttribute("cx"), el.getAttribute("cy")]);
const otherAt = (page: Page, id: string) =>
  page
    .locator(`[data-map-party="${id}"] circle`)
    .evaluate((el) => [Number(el.getAttribute("cx")) - 6, Number(el.getAttribute("cy")) + 6].map(String));

describe("two parties in the sandbox", () => {
  it("splits the party, shows each one's time and marker, switches, and moves only the party in play", async () => {
    const { context, page, problems } = await sandbox.open("?seed=31");
    await answer(page, "splitParty", { name: "Scouts", "member-1": true });
    await expect(page.locator(".tk-party").count()).resolves.toBe(2);
    await expect(page.locator(".tk-clock__party-name").textContent()).resolves.toBe("In play: The party");
    await expect(page.locator('[data-map-party="party-2"]').count()).resolves.toBe(1);

    // The party in play goes on a turn and walks away; the scouts stay where and when they were.
    const scoutsAt = await otherAt(page, "party-2");
    const scoutsTime = await partyTime(page, "party-2");
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await press(page, square(8, 6));
    expect(await otherAt(page, "party-2")).toEqual(scoutsAt);
    await expect(partyTime(page, "party-2")).resolves.toBe(scoutsTime);
    const firstTime = await partyTime(page, "party");
    expect(firstTime).not.toBe(scoutsTime);
    await expect(
      page.locator('.tk-party[data-party="party-2"] .tk-party__behind').textContent(),
    ).resolves.toBe("1 turn behind");

    // A click on the scouts' marker puts them in play at their own time; the first party stays where it stopped.
    const firstAt = await inPlayAt(page);
    await press(page, '[data-map-party="party-2"]');
    await expect(page.locator(".tk-clock__party-name").textContent()).resolves.toBe("In play: Scouts");
    await expect(page.locator(".tk-clock__compact").textContent()).resolves.toBe(scoutsTime);
    expect(await inPlayAt(page)).toEqual(scoutsAt);
    expect(await otherAt(page, "party")).toEqual(firstAt);
    await press(page, square(2, 8));
    expect(await otherAt(page, "party")).toEqual(firstAt);
    await expect(partyTime(page, "party")).resolves.toBe(firstTime);
    // The scouts' own turn goes in the record under their name.
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await press(page, '.tk-clock [data-action="record"]');
    // Every entry names its party: the first party's, unnamed, as "The party".
    const parties = await page.locator(".tk-record__party").allTextContents();
    expect(parties.at(-1)).toBe("· Scouts");
    expect(new Set(parties)).toEqual(new Set(["· The party", "· Scouts"]));

    // The clock panel's Play button switches back; renamed, the first party's entries read as its name.
    await press(page, '.tk-clock [data-action="switchParty"][data-id="party"]');
    await expect(page.locator(".tk-clock__party-name").textContent()).resolves.toBe("In play: The party");
    expect(await inPlayAt(page)).toEqual(firstAt);
    await answer(page, "renameParty", { name: "Rose" });
    await expect(page.locator(".tk-clock__party-name").textContent()).resolves.toBe("In play: Rose");
    await press(page, '.tk-clock [data-action="record"]');
    const renamed = await page.locator(".tk-record__party").allTextContents();
    expect(new Set(renamed)).toEqual(new Set(["· Rose", "· Scouts"]));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the light bearer's player their own party's time when it is out of play, with no party buttons", async () => {
    const { context, page, problems } = await sandbox.open("?seed=32");
    // Varda, who carries the light, scouts ahead; the others go on a turn.
    await answer(page, "splitParty", { name: "Scouts", "member-0": true });
    const scoutsTime = await partyTime(page, "party-2");
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    const worldTime = await page.locator(".tk-clock__compact").textContent();
    expect(worldTime).not.toBe(scoutsTime);
    await page.locator('[data-sandbox="as-player"]').check();
    await waitReady(page);
    await expect(page.locator(".tk-clock__compact").textContent()).resolves.toBe(scoutsTime);
    await expect(page.locator('.tk-party[data-own="true"]').getAttribute("data-party")).resolves.toBe(
      "party-2",
    );
    await expect(page.locator('.tk-party[data-party="party"] .tk-party__time').count()).resolves.toBe(0);
    await expect(
      page.locator('.tk-clock [data-action="switchParty"], .tk-clock [data-action="splitParty"]').count(),
    ).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("two parties meeting on the sandbox's map", () => {
  it("asks the GM in the merge form when the party walks up beside the scouts; a merge leaves one party", async () => {
    const { context, page, problems } = await sandbox.open("?seed=35");
    await answer(page, "splitParty", { name: "Scouts", "member-1": true });
    await press(page, square(6, 4));
    await expect(page.locator("dialog.tks-dialog[open]").count()).resolves.toBe(0);
    // Back beside the scouts at (1, 1): the merge form opens on the two that met.
    await page.locator(square(2, 2)).click();
    const dialog = page.locator("dialog.tks-dialog[open]");
    await dialog.waitFor();
    await expect(dialog.locator(".tk-dialog__met").textContent()).resolves.toBe(
      "The party and Scouts meet on the map.",
    );
    await expect(dialog.locator('select[name="from"]').inputValue()).resolves.toBe("party");
    await expect(dialog.locator('select[name="into"]').inputValue()).resolves.toBe("party-2");
    await closeDialog(page, "confirm");
    await waitReady(page);
    await expect(page.locator(".tk-party").count()).resolves.toBe(0);
    await expect(page.locator("[data-map-party]").count()).resolves.toBe(0);
    await expect(page.locator(".tk-clock__party-name").textContent()).resolves.toBe("In play: Scouts");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("two parties in the sandbox, on the hex map and at 300 px", () => {
  it("shows both parties on the hex map, a hex travelled by the party in play leaving the other's marker", async () => {
    const { context, page, problems } = await sandbox.open("?seed=33");
    await page.locator('input[name="areaType"][value="wilderness"]').check();
    await waitReady(page);
    await answer(page, "splitParty", { name: "Riders", "member-1": true, "member-2": true });
    await expect(
      page.locator('.tks-map-svg[data-map="hex"] [data-map-party="party-2"]').count(),
    ).resolves.toBe(1);
    const ridersAt = await otherAt(page, "party-2");
    const before = await inPlayAt(page);
    await travelTo(page, 2, 3, true);
    expect(await inPlayAt(page)).not.toEqual(before);
    expect(await otherAt(page, "party-2")).toEqual(ridersAt);
    // The riders, put in play by their marker, stand where they were split off.
    await press(page, '[data-map-party="party-2"]');
    expect(await inPlayAt(page)).toEqual(ridersAt);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the parties' list inside Foundry's 300 px sidebar width, each party's name, time and Play in sight", async () => {
    const { context, page, problems } = await sandbox.open("?seed=34", { width: 300, height: 900 });
    await answer(page, "splitParty", { name: "The long way round", "member-1": true });
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    expect(await overflowing(page)).toEqual([]);
    expect(await pastWidth(page, 300)).toEqual([]);
    const other = page.locator('.tk-party[data-party="party-2"]');
    await expect(other.locator(".tk-party__name").textContent()).resolves.toBe("The long way round");
    await expect(other.locator(".tk-party__behind").textContent()).resolves.toBe("1 turn behind");
    await expect(other.locator('[data-action="switchParty"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
