/**
 * The Recovery Time prompt's words when "Another Recovery Time" is picked (issue 21): the radio stays picked
 * without a number, and the preview says the number is missing rather than nothing happening.
 */
import { describe, expect, it } from "vitest";
import { buildRecoveryView, recoveryOptions, TRACKER_TEMPLATES } from "../../../src/ui/combat";
import { entrant, fight } from "./fixtures";
import { renderer } from "./render";

describe("Another Recovery Time", () => {
  const { state } = fight();
  const brakka = entrant("brakka", { recoveryOptions: [{ id: "dagger", label: "Dagger", recovery: 9 }] });
  const options = recoveryOptions(brakka);

  it("stays picked with no number typed, and says the number is missing", () => {
    const view = buildRecoveryView(state, brakka, options, { value: null });
    expect(view).toMatchObject({
      custom: { selected: true, value: null },
      canConfirm: false,
      missingNumber: true,
    });
    const r = renderer();
    const html = r.compile(TRACKER_TEMPLATES.recovery)(view);
    expect(r.missing).toEqual([]);
    expect(html).toMatch(/value="custom" checked/);
    expect(html).toContain("Type the Recovery Time in segments: a whole number, 1 or more.");
    expect(html).not.toContain("Choose an action or enter a Recovery Time.");
  });

  it("says the same of a number the rules refuse, and nothing once the number is usable", () => {
    expect(buildRecoveryView(state, brakka, options, { value: 0 }).missingNumber).toBe(true);
    expect(buildRecoveryView(state, brakka, options, { value: 2.5 }).missingNumber).toBe(true);
    expect(buildRecoveryView(state, brakka, options, { value: 4 })).toMatchObject({
      canConfirm: true,
      missingNumber: false,
    });
  });

  it("asks for a choice, not a number, while no option is picked", () => {
    const view = buildRecoveryView(state, brakka, options);
    expect(view).toMatchObject({ custom: { selected: false }, missingNumber: false, canConfirm: false });
    const html = renderer().compile(TRACKER_TEMPLATES.recovery)(view);
    expect(html).toContain("Choose an action or enter a Recovery Time.");
  });
});
