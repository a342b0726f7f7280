/**
 * A fight fought by a party behind the world, in the sandbox in Chromium (issue 22): the scouts, a turn behind
 * the first party, fight on their own time; the first party's time and the world's stay where they were.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { answer, press, reloadedBy, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

/** The world clock the page keeps (where Foundry has game.time.worldTime). */
const worldTime = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("turnkeeper.sandbox.time") ?? "null") as unknown);

const partyText = (page: Page, id: string, part: "time" | "behind") =>
  page.locator(`.tk-party[data-party="${id}"] .tk-party__${part}`).textContent();

/** Ends the acting combatant's turn with a Recovery Time of 6, typed in the prompt. */
async function endTurn(page: Page): Promise<void> {
  const id = await page.locator('.tk-member[data-acting="true"]').first().getAttribute("data-combatant-id");
  await page
    .locator(`[data-combatant-id="${id ?? ""}"] [data-action="tkEndTurn"]`)
    .first()
    .click();
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.waitFor();
  await dialog.locator('input[name="custom"]').fill("6");
  await dialog.locator('[data-sandbox-dialog="confirm"]').click();
  await dialog.waitFor({ state: "detached" });
  await waitReady(page);
}

describe("a fight of a party behind the world, in the sandbox", () => {
  it("moves the scouts' time by the fight's and leaves the first party and the world clock where they were", async () => {
    const { context, page, problems } = await sandbox.open("?seed=41");
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("segment-combat"));
    await answer(page, "splitParty", { name: "Scouts", "member-1": true });
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await press(page, '.tk-clock [data-action="switchParty"][data-id="party-2"]');
    const world = await worldTime(page);
    const first = await partyText(page, "party", "time");
    const scouts = await partyText(page, "party-2", "time");
    const behind = await partyText(page, "party-2", "behind");
    expect(behind).toBe("1 turn behind");

    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    for (let i = 0; i < 4; i++) await endTurn(page);

    await expect(partyText(page, "party", "time")).resolves.toBe(first);
    await expect(partyText(page, "party-2", "time")).resolves.not.toBe(scouts);
    await expect(partyText(page, "party-2", "behind")).resolves.not.toBe(behind);
    await expect(worldTime(page)).resolves.toBe(world);
    expect(problems).toEqual([]);
    await context.close();
  });
});
