/**
 * The GM's first hour (issue 21), played in the sandbox at Foundry's sidebar width as a new GM would, through
 * the page alone: a delve, a fight, three hexes of travel on the hex map. At each stage the page says what
 * happened in words a GM reads at a glance: one reading of time in the fight, each roll and cost, no "(s)",
 * no key or raw id, nothing wider than the sidebar. Seeded dice (?seed=) make every roll the same each run.
 */
import { describe, expect, it } from "vitest";
import { press, reloadedBy, useSandbox } from "./harness";
import {
  SIDEBAR,
  delve,
  endFight,
  intoTheWild,
  oneReading,
  recordText,
  recover,
  setUpFight,
  threeHexes,
  tidy,
  visibleText,
} from "./first-hour";

const sandbox = useSandbox();

describe("the GM's first hour in the sandbox", () => {
  it("R000-18 a delve, a fight and three hexes, each roll and cost in words, in the sidebar's width", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22", SIDEBAR);
    page.on("dialog", (dialog) => problems.push(`browser dialog: ${dialog.message()}`));
    await delve(page);
    await tidy(page);

    await setUpFight(page);
    await press(page, '[data-action="tkBegin"]');
    await oneReading(page);
    await recover(page, 4);
    await recover(page, 6);
    await oneReading(page);
    await tidy(page);
    await endFight(page);

    await intoTheWild(page);
    const { travel, asked } = await threeHexes(page);
    // The first hex spends the watch the fight left: the move stops and asks before the next.
    expect(asked[0]).toBe("This watch's travel is spent. Go on into the next watch?");
    for (const card of travel) expect(card).toContain("Navigating: Varda, Cunning 12");
    // Begun partway through a watch, the hex's watch of travel runs into the next: the card says how.
    expect(travel[0]).toMatch(
      /It takes 1 watch\. Watch 1 ends with the party still short of the hex, (about )?\d+ turns? into its crossing of 1 watch: the rest \(((about )?\d+ turns?|less than a turn)\) carries into watch 2\./,
    );
    expect(travel.join(" ")).toMatch(/rolled \d+ against 12, .+ \(a save needs 12 or less\)/);
    // The third hex's check finds wolves: the record reads it as a sentence, the table's words after it as written.
    await expect(recordText(page)).resolves.toMatch(
      /Encounter check: rolled \d+ against \d+, an encounter \(an encounter on \d+ or less\)\. From the encounter table: A wolf pack/,
    );
    await tidy(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R001-20 three hexes under the six watches' rules: each card says the fatigue its hex cost", async () => {
    const { context, page, problems } = await sandbox.open("?seed=22", SIDEBAR);
    await reloadedBy(page, () => page.locator('[data-sandbox="preset"]').selectOption("six-watches"));
    await intoTheWild(page);
    const { travel } = await threeHexes(page);
    const carried = travel.map((card) => {
      const [, cost, total] =
        /Fatigue: (\d+) slots? for this hex; the party now carries (\d+)\./.exec(card) ?? [];
      expect(cost, card).toBeDefined();
      return Number(total);
    });
    // The clock panel counts the same fatigue the last card left.
    await expect(visibleText(page, ".tk-clock")).resolves.toContain(`Fatigue slots ${carried.at(-1)}`);
    await tidy(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
