/** The strip's chip labels (chips.ts). */
import { describe, expect, it } from "vitest";
import { chipLabel, chipLabels } from "../../../src/ui/combat";

describe("chip labels", () => {
  it("are initials and a trailing number, a letter more where two would read the same", () => {
    const names = ["Brakka", "Goblin skulker", "Goblin skulker 12", "  ogre  ", "Éowyn of Rohan"];
    expect(names.map((n) => chipLabel(n))).toEqual(["Br", "GS", "GS12", "Og", "ÉO"]);
    // Two goblins would both be "GS": each takes a letter more.
    const fight = [
      { id: "a", name: "Goblin skulker" },
      { id: "b", name: "Goblin spearman" },
      { id: "c", name: "Brakka" },
    ];
    expect([...chipLabels(fight).values()]).toEqual(["GSk", "GSp", "Br"]);
  });
});
