import { describe, expect, it } from "vitest";
import { currentTurn, scriptedRoller, toClock } from "../../../src/core";
import {
  authorize,
  buildRecoveryView,
  buildSettingsView,
  commonOptions,
  describeError,
  parseTrackerAction,
  previewRecovery,
  readSettingsForm,
  recoveryOptions,
  runIntent,
  TRACKER_BUTTONS,
  type IntentAsker,
  type TrackerIntent,
} from "../../../src/ui/combat";
import { dice, entrant, fight, fresh } from "./fixtures";

const gm: IntentAsker = { isGM: true, owns: () => true };
const player = (...ids: string[]): IntentAsker => ({ isGM: false, owns: (id) => ids.includes(id) });

describe("tracker intents", () => {
  it("lets a player act only for its own combatants, and only on turn actions", () => {
    const act: TrackerIntent = { type: "endTurn", id: "brakka", recovery: 6 };
    expect(authorize(act, player("brakka")).ok).toBe(true);
    expect(authorize(act, player("ilsa"))).toMatchObject({ ok: false, error: { code: "tracker.notOwner" } });
    expect(authorize({ type: "undo" }, player("brakka"))).toMatchObject({
      ok: false,
      error: { code: "tracker.gmOnly" },
    });
    expect(authorize({ type: "reschedule", id: "brakka", to: 5 }, player("brakka")).ok).toBe(false);
    for (const intent of [act, { type: "undo" } as const, { type: "shiftTide", toward: "party" } as const]) {
      expect(authorize(intent, gm).ok).toBe(true);
    }
  });

  it("R003-05 R003-08 rolls with the entrant's own die and surprise, taking a roll made elsewhere", () => {
    const entrants = [entrant("ilsa", { surprise: "partial", initiativeDie: "1d6", initiativeOrder: 3 })];
    const out = runIntent(
      fresh(),
      { type: "roll", id: "ilsa", roll: 6 },
      gm,
      (id) => entrants.find((e) => e.id === id),
      dice,
    );
    expect(out.ok && out.value.step.events).toContainEqual({
      type: "added",
      id: "ilsa",
      roll: 6,
      surprise: "partial",
      start: 11,
    });
    const tooHigh = runIntent(fresh(), { type: "roll", id: "ilsa", roll: 7 }, gm, () => entrants[0], dice);
    expect(tooHigh).toMatchObject({ ok: false, error: { code: "combat.badRoll" } });
  });

  it("R003-12 R003-13 ends a turn with its Recovery Time and hands back the choice to remember", () => {
    const { state, entrants } = fight();
    const out = runIntent(
      state,
      { type: "endTurn", id: "brakka", recovery: 6, label: "Dagger" },
      player("brakka"),
      (id) => entrants.find((e) => e.id === id),
      dice,
    );
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.remember).toEqual({ id: "brakka", recovery: { label: "Dagger", recovery: 6 } });
    expect(out.value.step.events).toContainEqual(
      expect.objectContaining({ type: "turnEnded", id: "brakka", segment: 3, next: 9 }),
    );
    expect(currentTurn(out.value.step.state)).toBe("goblin");
  });

  it("refuses a player's step out of turn with the engine's reason, and keeps the state", () => {
    const { state, entrants } = fight();
    const out = runIntent(
      state,
      { type: "hold", id: "ilsa" },
      player("ilsa"),
      (id) => entrants.find((e) => e.id === id),
      dice,
    );
    expect(out).toMatchObject({ ok: false, error: { code: "combat.beforeFirstTurn" } });
    if (!out.ok) {
      expect(describeError(out.error, (id) => entrants.find((e) => e.id === id)?.name)).toEqual({
        key: "TURNKEEPER.Error.combat.beforeFirstTurn",
        data: { id: "Ilsa" },
      });
    }
  });

  it("R003-04 shifts the Tide one step toward a side, through neutral", () => {
    let { state } = fight();
    const shift = (toward: "party" | "foes") => {
      const out = runIntent(state, { type: "shiftTide", toward }, gm, () => undefined, dice);
      if (!out.ok) throw new Error(out.error.message);
      state = out.value.step.state;
      return state.tide;
    };
    expect(shift("foes")).toEqual({ side: "foes", value: 1 });
    expect(shift("party")).toEqual({ side: null, value: 0 });
    expect(shift("party")).toEqual({ side: "party", value: 1 });
    expect(shift("party")).toEqual({ side: "party", value: 2 });
  });

  it("turns the GM's drag onto a timeline cell into a reschedule", () => {
    const { state, entrants } = fight();
    const action = parseTrackerAction("tkReschedule", { combatantId: "ogre", absolute: "14" });
    expect(action).toEqual({ kind: "intent", intent: { type: "reschedule", id: "ogre", to: 14 } });
    const intent = action?.kind === "intent" ? action.intent : null;
    const out = runIntent(state, intent!, gm, (id) => entrants.find((e) => e.id === id), dice);
    expect(out.ok && out.value.step.events).toContainEqual({ type: "nextSet", id: "ogre", next: 14 });
    expect(parseTrackerAction("tkReschedule", { combatantId: "ogre", absolute: "x" })).toBeNull();
    expect(parseTrackerAction("tkReschedule", { combatantId: "", absolute: "14" })).toBeNull();
  });

  it("reads the tracker's buttons as intents", () => {
    expect(parseTrackerAction("tkEndTurn", { combatantId: "a" })).toEqual({ kind: "endTurn", id: "a" });
    expect(parseTrackerAction("tkDelay", { combatantId: "a", value: "7" })).toEqual({
      kind: "intent",
      intent: { type: "delay", id: "a", to: 7 },
    });
    expect(parseTrackerAction("tkTide", { toward: "party" })).toEqual({
      kind: "intent",
      intent: { type: "shiftTide", toward: "party" },
    });
    expect(parseTrackerAction("tkSurprise", { combatantId: "a", value: "total" })).toEqual({
      kind: "surprise",
      id: "a",
      surprise: "total",
    });
    expect(parseTrackerAction("tkSurprise", { combatantId: "a", value: "very" })).toBeNull();
    expect(parseTrackerAction("tkHold", {})).toBeNull();
    expect(parseTrackerAction("tkCountOn", { absolute: "12" })).toEqual({
      kind: "intent",
      intent: { type: "countOn", to: 12 },
    });
    expect(parseTrackerAction("nothing", { combatantId: "a" })).toBeNull();
  });

  it("reads every button hosts route to it", () => {
    const full = { combatantId: "a", absolute: "12", toward: "party", value: "7", order: "a,b" };
    for (const button of TRACKER_BUTTONS) expect(parseTrackerAction(button, full), button).not.toBeNull();
  });
});

describe("Recovery Time prompt", () => {
  it("R003-13 previews where the next turn lands: segment 6 with Speed 6 is round 2, segment 2", () => {
    const { state } = fight();
    const at6 = { ...state, now: 6 };
    expect(previewRecovery(at6, 6)).toMatchObject({ absolute: 12, round: 2, segment: 2, nextRound: true });
    expect(previewRecovery(at6, 0)).toBeNull();
    expect(previewRecovery(at6, 2.5)).toBeNull();
    expect(toClock(12, state.rules)).toMatchObject({ round: 2, segment: 2 });
  });

  it("offers the remembered choice, the entrant's weapons and common actions, each once", () => {
    const { state } = fight();
    const brakka = entrant("brakka", {
      recovery: { label: "Dagger", recovery: 6 },
      recoveryOptions: [
        { id: "dagger", label: "Dagger", recovery: 6 },
        { id: "axe", label: "Axe", recovery: 9 },
      ],
    });
    const options = recoveryOptions(brakka, [
      { id: "move", label: "TURNKEEPER.Tracker.Recovery.Move", recovery: 3 },
      { id: "axe", label: "Axe", recovery: 9 },
      { id: "broken", label: "Broken", recovery: 0 },
    ]);
    expect(options.map((o) => o.id)).toEqual(["dagger", "axe", "move"]);
    const view = buildRecoveryView(state, brakka, options);
    expect(view.options.find((o) => o.selected)?.id).toBe("dagger");
    expect(view.preview).toMatchObject({ round: 1, segment: 9 });
    expect(view.options[1]!.lands).toMatchObject({ round: 2, segment: 2, nextRound: true });
    const typed = buildRecoveryView(state, brakka, options, { value: 12 });
    expect(typed).toMatchObject({
      custom: { selected: true, value: 12 },
      chosen: { label: null, recovery: 12 },
    });
    expect(typed.preview).toMatchObject({ round: 2, segment: 5 });
    const empty = buildRecoveryView(state, brakka, options, { value: null });
    expect(empty).toMatchObject({ preview: null, canConfirm: false });
  });

  it("R003-13 offers the table's common actions after a combatant's own, not twice when one is the same", () => {
    const common = commonOptions([
      { name: "Dagger", recovery: 6 },
      { name: "Shove", recovery: 4 },
    ]);
    expect(common).toEqual([
      { id: "common.Dagger", label: "Dagger", recovery: 6 },
      { id: "common.Shove", label: "Shove", recovery: 4 },
    ]);
    const armed = entrant("brakka", { recoveryOptions: [{ id: "item.d", label: "Dagger", recovery: 6 }] });
    expect(recoveryOptions(armed, common).map((o) => o.id)).toEqual(["item.d", "common.Shove"]);
    expect(recoveryOptions(entrant("ilsa"), common).map((o) => o.id)).toEqual([
      "common.Dagger",
      "common.Shove",
    ]);
  });
});

describe("the GM's tracker controls: a group's order, a combatant's settings", () => {
  const lookup = (entrants: readonly { id: string }[]) => (id: string) =>
    entrants.find((e) => e.id === id) as ReturnType<typeof entrant> | undefined;

  it("R003-11 reads the reorder buttons as the group's new order, stored with no dice rolled", () => {
    expect(parseTrackerAction("tkReorder", { order: "goblin,brakka" })).toEqual({
      kind: "intent",
      intent: { type: "reorder", ids: ["goblin", "brakka"] },
    });
    expect(parseTrackerAction("tkReorder", { order: "goblin" })).toBeNull();
    expect(parseTrackerAction("tkReorder", {})).toBeNull();
    expect(parseTrackerAction("tkSettings", { combatantId: "ogre" })).toEqual({
      kind: "settings",
      id: "ogre",
    });
    const { state, entrants } = fight();
    const rolls = scriptedRoller([]);
    const out = runIntent(state, { type: "reorder", ids: ["goblin", "brakka"] }, gm, lookup(entrants), rolls);
    expect(out.ok && currentTurn(out.value.step.state)).toBe("goblin");
    expect(rolls.history).toEqual([]);
    expect(authorize({ type: "reorder", ids: ["brakka", "goblin"] }, player("brakka", "goblin")).ok).toBe(
      false,
    );
  });

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
