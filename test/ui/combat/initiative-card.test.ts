/**
 * An initiative roll as a chat card (issue 21: every roll shown), as the sandbox posts it: who rolled, the roll
 * on its die and where the first turn falls, the surprise that pushed it later, the GM's alone when hidden.
 */
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  applyCombatCommand,
  createCombat,
  scriptedRoller,
  type RollOutcome,
} from "../../../src/core";
import { resolveView } from "../../../src/ui";
import { initiativeCard } from "../../../src/ui/combat";
import { strictI18n } from "../../fakes/foundry";

const preset = BUILT_IN_PRESETS["turns-rounds-segments"];

/** Rolls `face` for a combatant with `surprise` into a new fight; returns the card the roll makes. */
function rolled(face: number, surprise: "none" | "partial" | "total", hidden = false) {
  const state = createCombat(preset.combat);
  if (!state.ok) throw new Error(state.error.code);
  const command = { type: "add", id: "varda", side: "party", initiativeOrder: 0, surprise } as const;
  const step = applyCombatCommand(state.value, command, scriptedRoller([face]));
  if (!step.ok) throw new Error(step.error.code);
  const added = step.value.events.find((e) => e.type === "added");
  if (added?.type !== "added") throw new Error("no roll");
  const outcome: RollOutcome = { formula: "1d10", total: face, dice: [{ faces: 10, results: [face] }] };
  const roll = { name: "Varda", hidden, outcome, added };
  const card = initiativeCard(roll, step.value.state.rules, 0);
  return { card, view: resolveView(card.view, { i18n: strictI18n, scale: preset.time }), start: added.start };
}

describe("an initiative roll's card", () => {
  it("R003-05 says who rolled, the roll on its die and the segment of the first turn, with the dice", () => {
    const { card, view } = rolled(7, "none");
    expect(view.title).toBe("Varda rolls initiative");
    expect(view.lines.map((l) => l.text)).toEqual([
      "Rolled 7 on 1d10: the first turn is in round 1, segment 7.",
    ]);
    expect(view.dice).toEqual([{ formula: "1d10", total: 7, faces: "7" }]);
    expect(card.audience).toBe("all");
  });

  it("R003-08 names the surprise that puts the first turn later than the roll", () => {
    const { view, start } = rolled(4, "partial");
    // Partially surprised: 5 segments later than the roll.
    expect(start).toBe(9);
    expect(view.lines.map((l) => l.text)).toEqual([
      "Rolled 4 on 1d10: the first turn is in round 1, segment 9.",
      "Partially surprised",
    ]);
  });

  it("keeps a hidden combatant's roll for the GM", () => {
    expect(rolled(3, "none", true).card.audience).toBe("gm");
  });
});
