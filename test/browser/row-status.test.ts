/**
 * A turn-order row at Foundry's sidebar width (300 px), in Chromium: its status ("Not yet acted") and its ▸ stay
 * on the name's line, the name cut short to make room (its head to an ellipsis, its tail, what tells three
 * goblins apart, kept whole); a tail too wide for the room beside them is the one case that still wraps.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { press, useSandbox } from "./harness";
import { overflowing } from "./layout";

const sandbox = useSandbox();
const SIDEBAR = { width: 300, height: 900 };

/** Each turn-order row saying "Not yet acted": where its name, status and ▸ sit, and what of the name shows. */
const waitingRows = (page: Page) =>
  page.locator('[data-section="order"] li.tk-member:has(.tk-badge[data-kind="first"])').evaluateAll((rows) =>
    rows.map((row) => {
      const box = (selector: string) => row.querySelector(selector)!.getBoundingClientRect();
      const middle = (rect: DOMRect) => rect.top + rect.height / 2;
      const [name, status, open] = [
        ".tk-member__name",
        '.tk-badge[data-kind="first"]',
        ".tk-member__open",
      ].map(box);
      const head = row.querySelector<HTMLElement>(".tk-member__head")!;
      const tail = row.querySelector<HTMLElement>(".tk-member__tail");
      return {
        name: row.querySelector(".tk-member__name")!.getAttribute("title"),
        statusBesideOpen: Math.abs(middle(status!) - middle(open!)) < 4,
        onNameLine: middle(status!) > name!.top && middle(status!) < name!.bottom,
        headCut: head.scrollWidth > head.clientWidth,
        headShown: head.clientWidth > 0,
        tailWhole: tail === null || tail.scrollWidth <= tail.clientWidth,
        tailWidth: tail?.scrollWidth ?? 0,
      };
    }),
  );

describe("a turn-order row at sidebar width", () => {
  it("keeps its status and ▸ on the name's line, the name cut to an ellipsis with its last word whole", async () => {
    const { context, page, problems } = await sandbox.open("?seed=10", SIDEBAR);
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    const rows = await waitingRows(page);
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) {
      expect(row, String(row.name)).toMatchObject({
        statusBesideOpen: true,
        headShown: true,
        tailWhole: true,
      });
    }
    // The archer's name is longer than the room left: "G… archer", on one line with its status.
    const archer = rows.find((row) => row.name === "Goblin archer");
    expect(archer).toMatchObject({ onNameLine: true, headCut: true, tailWhole: true });
    // One-word names, and every tail narrower than the spearman's, keep the status on the name's line; only
    // "spearman" (its whole word wider than the room beside the status) still sends it under the name.
    const spearman = rows.find((row) => row.name === "Goblin spearman");
    for (const row of rows.filter((r) => r.tailWidth < (spearman?.tailWidth ?? Infinity))) {
      expect(row.onNameLine, String(row.name)).toBe(true);
    }
    expect(await overflowing(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
