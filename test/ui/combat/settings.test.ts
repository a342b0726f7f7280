/** A combatant's settings (settings.ts): read from the GM's form, and the step they make or do not make. */
import { describe, expect, it } from "vitest";
import { currentTurn } from "../../../src/core";
import { buildSettingsView, readSettingsForm, runIntent } from "../../../src/ui/combat";
import { dice, entrant, fight, gm, lookup, player } from "./fixtures";

describe("a combatant's settings, once chosen", () => {
  it("R003-11 R003-04 a new Initiative Order or side moves a rolled combatant at once; the host keeps all three", () => {
    const { state, entrants } = fight();
    const intent = readSettingsForm("goblin", {
      initiativeOrder: "2",
      initiativeDie: " 1d6 ",
      side: "neutral",
    });
    expect(intent).toEqual({
      type: "configure",
      id: "goblin",
      initiativeOrder: 2,
      initiativeDie: "1d6",
      side: "neutral",
    });
    const out = runIntent(state, intent, gm, lookup(entrants), dice);
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.configured).toEqual({
      id: "goblin",
      initiativeOrder: 2,
      initiativeDie: "1d6",
      side: "neutral",
    });
    expect(out.value.step.events).toContainEqual({
      type: "configured",
      id: "goblin",
      side: "neutral",
      initiativeOrder: 2,
    });
    expect(currentTurn(out.value.step.state)).toBe("goblin");
    expect(out.value.step.state.undo).not.toBeNull();
  });

  it("R003-05 a new die alone, or settings for one not rolled yet, make no engine step (nothing to undo)", () => {
    const { state, entrants } = fight();
    const dieOnly = runIntent(
      state,
      { type: "configure", id: "brakka", initiativeOrder: 0, initiativeDie: "1d8", side: "party" },
      gm,
      lookup(entrants),
      dice,
    );
    expect(dieOnly.ok && dieOnly.value.step).toEqual({ state, events: [], seconds: 0 });
    expect(dieOnly.ok && dieOnly.value.configured?.initiativeDie).toBe("1d8");
    const waiting = runIntent(
      state,
      { type: "configure", id: "wolf", initiativeOrder: 3, initiativeDie: null, side: "foes" },
      gm,
      lookup(entrants),
      dice,
    );
    expect(waiting.ok && waiting.value.step.state).toBe(state);
    expect(waiting.ok && waiting.value.configured).toEqual({
      id: "wolf",
      initiativeOrder: 3,
      initiativeDie: null,
      side: "foes",
    });
  });
});

describe("a combatant's settings refused, and their prompt", () => {
  it("refuses settings that cannot work, and settings from a player", () => {
    const { state, entrants } = fight();
    const configure = (changes: object) =>
      runIntent(
        state,
        {
          type: "configure",
          id: "brakka",
          initiativeOrder: 0,
          initiativeDie: null,
          side: "party",
          ...changes,
        },
        gm,
        lookup(entrants),
        dice,
      );
    expect(configure({ initiativeDie: "1d0" })).toMatchObject({ error: { code: "combat.badInitiativeDie" } });
    expect(configure({ initiativeDie: "d-2" })).toMatchObject({ error: { code: "combat.badInitiativeDie" } });
    expect(configure({ side: "" })).toMatchObject({ error: { code: "combat.badSide" } });
    expect(configure({ initiativeOrder: Number.NaN })).toMatchObject({
      error: { code: "combat.badInitiativeOrder" },
    });
    expect(readSettingsForm("brakka", { initiativeOrder: "" }).initiativeOrder).toBeNaN();
    const asPlayer = runIntent(
      state,
      { type: "configure", id: "brakka", initiativeOrder: 5, initiativeDie: null, side: "party" },
      player("brakka"),
      lookup(entrants),
      dice,
    );
    expect(asPlayer).toMatchObject({ ok: false, error: { code: "tracker.gmOnly" } });
  });

  it("builds the settings prompt from the engine once rolled, else from what the host keeps", () => {
    const { state, entrants } = fight();
    const ogre = buildSettingsView(
      state,
      state.rules,
      entrants.find((e) => e.id === "ogre")!,
    );
    expect(ogre).toMatchObject({ initiativeOrder: 1, initiativeDie: "", defaultDie: "1d10", rolled: true });
    expect(ogre.sides.find((s) => s.selected)).toEqual({
      value: "foes",
      key: "TURNKEEPER.Tracker.Side.foes",
      selected: true,
    });
    const wolf = buildSettingsView(
      state,
      state.rules,
      entrant("wolf", { side: "monsters", initiativeOrder: 4, initiativeDie: "1d6" }),
    );
    expect(wolf).toMatchObject({ initiativeOrder: 4, initiativeDie: "1d6", rolled: false });
    expect(wolf.sides.map((s) => s.value)).toEqual(["party", "foes", "neutral", "monsters"]);
    expect(wolf.sides.at(-1)).toEqual({ value: "monsters", key: "monsters", selected: true });
  });
});
