/**
 * Small words of issue 21 in the sandbox, in Chromium: "Another Recovery Time" puts the keyboard in its number
 * box and says the number is missing, a combatant dropped on a segment already past says why nothing moved,
 * and the chosen pace looks chosen rather than focused.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { endTurn, press, reloadedBy, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

/** A fight with the sample party and monsters, everyone rolled and the count begun. */
async function begun(page: Page): Promise<void> {
  await press(page, '[data-sandbox="new-fight"]');
  await press(page, '[data-action="tkRollAll"]');
  await press(page, '[data-action="tkBegin"]');
}

describe("small words in the sandbox", () => {
  it("'Another Recovery Time' focuses its number box and says what is missing", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await begun(page);
    await page.locator('.tk-member[data-acting="true"] [data-action="tkEndTurn"]').first().click();
    const dialog = page.locator("dialog.tks-dialog[open]");
    await dialog.waitFor();
    await dialog.locator('input[name="option"][value="custom"]').check();
    await expect(
      dialog.locator('input[name="custom"]').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await expect(dialog.locator('input[name="option"][value="custom"]').isChecked()).resolves.toBe(true);
    await expect(dialog.locator(".tk-recovery__preview").textContent()).resolves.toContain(
      "Type the Recovery Time in segments",
    );
    await expect(dialog.locator('[data-sandbox-dialog="confirm"]').isDisabled()).resolves.toBe(true);
    await page.keyboard.type("4");
    await expect(dialog.locator('[data-sandbox-dialog="confirm"]').isDisabled()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a pressed pace button is filled and marked, unlike the focus ring, and keeps that look unfocused", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await reloadedBy(page, () =>
      page.locator('[data-sandbox="preset"]').selectOption("turns-rounds-segments"),
    );
    await press(page, '.tk-clock [data-action="setPace"][data-id="cautious"]');
    const look = (id: string) =>
      page.locator(`.tk-clock [data-action="setPace"][data-id="${id}"]`).evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          pressed: el.getAttribute("aria-pressed"),
          background: style.backgroundColor,
          outline: style.outlineStyle,
          mark: getComputedStyle(el, "::before").content,
        };
      });
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    const chosen = await look("cautious");
    const other = await page
      .locator('.tk-clock [data-action="setPace"][aria-pressed="false"]')
      .first()
      .getAttribute("data-id");
    const plain = await look(other ?? "");
    expect(chosen).toMatchObject({ pressed: "true", outline: "none" });
    expect(chosen.mark).toContain("✓");
    expect(chosen.background).not.toBe(plain.background);
    expect(plain.mark).toBe("none");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a drop on a segment already past tells the GM why nothing moved", async () => {
    const { context, page, problems } = await sandbox.open("?seed=21");
    await begun(page);
    const past = page.locator('.tk-cell[data-drop-refused="true"]');
    for (let turn = 0; turn < 6 && (await past.count()) === 0; turn++) await endTurn(page, "none");
    await expect(past.count()).resolves.toBeGreaterThan(0);
    const id = await page.locator(".tk-chip[data-combatant-id]").first().getAttribute("data-combatant-id");
    const before = await page.locator(".tk-tracker").first().innerHTML();
    await past.first().evaluate((cell, combatant) => {
      const data = new DataTransfer();
      data.setData("text/plain", combatant ?? "");
      for (const type of ["dragover", "drop"])
        cell.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    }, id);
    await waitReady(page);
    await expect(page.locator('[data-sandbox="notice"]').textContent()).resolves.toBe(
      "That segment has passed: a combatant can be moved only to the current segment or a later one.",
    );
    await expect(page.locator(".tk-tracker").first().innerHTML()).resolves.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});
