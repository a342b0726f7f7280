import { describe, expect, it } from "vitest";
import { currentTurn, toClock } from "../../../src/core";
import {
  authorize,
  buildRecoveryView,
  describeError,
  dropIntent,
  parseTrackerAction,
  previewRecovery,
  recoveryOptions,
  runIntent,
  type IntentAsker,
  type TrackerIntent,
} from "../../../src/ui/tracker";
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
    const intent = dropIntent("ogre", "14");
    expect(intent).toEqual({ type: "reschedule", id: "ogre", to: 14 });
    const out = runIntent(state, intent!, gm, (id) => entrants.find((e) => e.id === id), dice);
    expect(out.ok && out.value.step.events).toContainEqual({ type: "nextSet", id: "ogre", next: 14 });
    expect(dropIntent("ogre", "x")).toBeNull();
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
});
