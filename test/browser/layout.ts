/**
 * What the browser tests measure of the sandbox's layout: panels wider than they are, lines of an acting
 * row's controls, menus too narrow for their longest option (which clip its last letters) and the timeline's
 * chips that cut their initials.
 */
import type { Page } from "playwright-core";

/** The panels (and the page itself) whose content is wider than they are. */
export const overflowing = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>(".tks-region, .tk-member")]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `${el.className || el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`),
  );

/** The visible elements whose right edge passes `width` pixels from the page's left. */
export const pastWidth = (page: Page, width: number) =>
  page.evaluate(
    (limit) =>
      [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > limit + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    width,
  );

/** For each acting row: how many lines its turn's controls take, and the GM's. */
export const controlLines = (page: Page) =>
  page.locator('.tk-member[data-acting="true"]').evaluateAll((rows) =>
    rows.map((row) => {
      const lines = (group: Element | null) => {
        const boxes = [...(group?.querySelectorAll("button, select") ?? [])]
          .map((el) => el.getBoundingClientRect())
          .sort((a, b) => a.top - b.top);
        let count = 0;
        let bottom = -Infinity;
        // A control that starts below the line so far opens a new line (controls of one line differ in height).
        for (const box of boxes) {
          if (box.top >= bottom - 2) count++;
          bottom = box.top >= bottom - 2 ? box.bottom : Math.max(bottom, box.bottom);
        }
        return count;
      };
      return {
        turn: lines(row.querySelector(".tk-member__turn")),
        gm: lines(row.querySelector(".tk-member__gm")),
      };
    }),
  );

/**
 * The tracker's menus that clip an option or leave their row: each is measured against a copy of itself as
 * wide as its longest option would make it (what the browser draws unclipped).
 */
export const clippedMenus = (page: Page) =>
  page.locator(".tk-member select").evaluateAll((selects) =>
    selects.flatMap((select) => {
      const copy = select.cloneNode(true) as HTMLSelectElement;
      copy.style.cssText =
        "contain: none; width: auto; min-width: 0; max-width: none; position: absolute; visibility: hidden";
      select.after(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      const box = select.getBoundingClientRect();
      const row = select.closest(".tk-member")!.getBoundingClientRect();
      const name = (select as HTMLSelectElement).name;
      return [
        ...(needed > box.width + 0.5 ? [`${name}: ${box.width} wide, needs ${needed}`] : []),
        ...(box.left < row.left || box.right > row.right ? [`${name}: outside its row`] : []),
      ];
    }),
  );

/** The timeline's chips whose initials are cut (wider than the chip shows). */
export const clippedChips = (page: Page) =>
  page
    .locator(".tk-chip")
    .evaluateAll((chips) =>
      chips.filter((chip) => chip.scrollWidth > chip.clientWidth).map((chip) => chip.textContent ?? ""),
    );
