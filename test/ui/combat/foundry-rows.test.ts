/**
 * The turns' part as Foundry's own combatant list: each block's members an ol.combat-tracker of li.combatant
 * rows carrying Foundry's row action, picture and name where Foundry puts them, and no other li in the part
 * (game systems read every li of it as a combatant); Foundry's own row controls where the host has them; and
 * a combat Turnkeeper does not run, offered to the GM to run with it.
 */
import { describe, expect, it } from "vitest";
import type { TrackerInput } from "../../../src/ui/combat";
import { parseHTML } from "../../fakes/dom";
import { entrant, fight } from "./fixtures";
import { controlsOf, renderTracker, rowsOf } from "./render";

function input(isGM: boolean, coreControls?: boolean): TrackerInput {
  const { state, entrants } = fight();
  return {
    state,
    entrants: [...entrants, entrant("rat", { hidden: true })].map((e) => ({
      ...e,
      canPing: e.id !== "ilsa",
    })),
    viewer: { isGM, ...(coreControls === undefined ? {} : { coreControls }) },
  };
}

/** The turns' part of a render (Foundry's `tracker` part), parsed. */
const turnsPart = (i: TrackerInput) => parseHTML(renderTracker(i).parts[2]!)[0]!;

describe("the turns' part as Foundry's combatant list", () => {
  it("has Foundry's rows in its lists, and no other li, for the GM and a player", () => {
    for (const isGM of [true, false]) {
      const shown = input(isGM, true);
      const part = turnsPart(shown);
      const lis = part.querySelectorAll("li");
      expect(lis.length).toBe(shown.entrants.filter((e) => isGM || !e.hidden).length);
      for (const li of lis) {
        expect(
          li.matches("ol.combat-tracker > li.combatant[data-combatant-id][data-action=activateCombatant]"),
        ).toBe(true);
        expect(li.querySelector(".token-name > strong.name")!.textContent).not.toBe("");
        expect(li.querySelector("img.token-image")).not.toBeNull();
        // The row alone names its combatant; its buttons find it there.
        expect(li.querySelectorAll("[data-combatant-id]")).toEqual([]);
      }
      expect(part.querySelectorAll("[data-combatant-id]")).toEqual(lis);
    }
  });

  it("marks the row acting, hidden or defeated as Foundry's own list does", () => {
    const rows = rowsOf(renderTracker(input(true, true)).html);
    expect(rows.get("brakka")!.classList.contains("active")).toBe(true);
    expect(rows.get("ogre")!.classList.contains("active")).toBe(false);
    expect(rows.get("rat")!.classList.contains("hide")).toBe(true);
  });

  it("carries Foundry's row controls where the host has them: the GM's hide and defeated, ping, a player's pan", () => {
    const gm = controlsOf(rowsOf(renderTracker(input(true, true)).html).get("rat")!);
    expect([...gm.keys()]).toEqual(
      expect.arrayContaining(["toggleHidden", "toggleDefeated", "pingCombatant"]),
    );
    expect(gm.get("toggleHidden")!.getAttribute("aria-pressed")).toBe("true");
    expect(gm.get("toggleDefeated")!.getAttribute("aria-pressed")).toBe("false");
    expect(gm.has("panToCombatant")).toBe(false);
    const player = rowsOf(renderTracker(input(false, true)).html);
    expect([...controlsOf(player.get("ogre")!).keys()]).toEqual(
      expect.arrayContaining(["pingCombatant", "panToCombatant"]),
    );
    expect(controlsOf(player.get("ilsa")!).has("pingCombatant")).toBe(false);
    expect(controlsOf(player.get("ogre")!).has("toggleHidden")).toBe(false);
    // A host without them (the sandbox) has none.
    const sandbox = renderTracker(input(true));
    expect(parseHTML(sandbox.parts[2]!)[0]!.querySelectorAll(".combatant-controls")).toEqual([]);
  });
});

describe("a combat Turnkeeper does not run", () => {
  it("says whose fight it is, and offers the GM to run it with Turnkeeper, keeping its order or rolling again", () => {
    const adoptable = (isGM: boolean): TrackerInput => ({
      ...input(isGM, true),
      state: null,
      adoptable: true,
    });
    const gm = renderTracker(adoptable(true));
    expect(gm.missing).toEqual([]);
    expect(gm.html).toContain("Turnkeeper does not count this fight");
    const offers = parseHTML(gm.parts[3]!)[0]!.querySelectorAll('[data-action="tkAdopt"]');
    expect(offers.map((b) => [b.dataset.order, b.textContent.trim()])).toEqual([
      ["kept", "Run this fight with Turnkeeper, in the order it has"],
      ["rolled", "Run this fight with Turnkeeper, everyone rolling initiative"],
    ]);
    expect(rowsOf(gm.html).size).toBe(0);
    const player = renderTracker(adoptable(false));
    expect(player.html).toContain("Turnkeeper does not count this fight");
    expect(player.html).not.toContain("tkAdopt");
  });
});
