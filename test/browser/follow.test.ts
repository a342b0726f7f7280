/**
 * The sandbox's hex map follows the party: a legend names each terrain drawn (and the road and the landmark),
 * and the wilderness area in force takes the terrain of the hex the party stops in, in the clock panel, the
 * table's settings and the camp form.
 */
import { describe, expect, it } from "vitest";
import { travelTo, useSandbox, waitReady } from "./harness";

const sandbox = useSandbox();

describe("the hex map follows the party", () => {
  it("shows a legend of the terrains drawn, and the area takes the terrain of the hex the party reaches", async () => {
    const { context, page, problems } = await sandbox.open("?seed=23");
    await page.locator('input[name="areaType"][value="wilderness"]').check();
    await waitReady(page);
    const legend = page.locator(".tks-map-legend li > span");
    await expect(legend.allTextContents()).resolves.toEqual([
      "grassland",
      "light forest",
      "hills",
      "heavy forest",
      "swamp",
      "mountains",
      "road",
      "landmark (a ruined tower)",
    ]);
    // From (1, 3) one hex east into the light forest; any stop's question is answered yes.
    await travelTo(page, 2, 3, true);
    await expect(page.locator(".tk-clock").textContent()).resolves.toContain("light forest");
    await expect(page.locator('select[name="terrain"]').inputValue()).resolves.toBe("lightForest");
    expect(problems).toEqual([]);
    await context.close();
  });
});
