/** The Recovery Time prompt's view (recovery.ts): its options, each once, and where the turn lands. */
import { describe, expect, it } from "vitest";
import { toClock } from "../../../src/core";
import { buildRecoveryView, commonOptions, previewRecovery, recoveryOptions } from "../../../src/ui/combat";
import { entrant, fight } from "./fixtures";

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
