/** A drop on a segment already past (issue 21): the strip marks it refused for the GM, so a host says why. */
import { describe, expect, it } from "vitest";
import { buildTrackerView, PAST_DROP } from "../../../src/ui/combat";
import { translations } from "../../fakes/foundry";
import { lastRoundOfMoment } from "./fixtures";

describe("a drop on a past segment", () => {
  it("is refused with a reason for the GM; a player's strip takes no drops at all", () => {
    const { state, entrants } = lastRoundOfMoment();
    const [gm] = buildTrackerView({ state, entrants, viewer: { isGM: true } }).timeline.rounds;
    expect(gm!.cells[1]).toMatchObject({ isPast: true, dropTarget: false, dropRefused: true });
    expect(gm!.cells[2]).toMatchObject({ isNow: true, dropTarget: true, dropRefused: false });
    const [player] = buildTrackerView({ state, entrants, viewer: { isGM: false } }).timeline.rounds;
    expect(player!.cells[1]).toMatchObject({ dropTarget: false, dropRefused: false });
    expect(translations.get(PAST_DROP)).toContain("That segment has passed");
  });
});
