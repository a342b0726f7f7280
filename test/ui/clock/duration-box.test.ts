/**
 * The duration box beside Advance, read once for both hosts (src/ui/clock/duration-box.ts): the typed text
 * stays on an error, a bare number names the unit it was read in, nothing is refused by name, an empty submit
 * clears the line under the box.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import {
  EMPTY_DURATION_BOX,
  parseClockAction,
  resolveView,
  submitDurationBox,
  type AdvancePerformer,
  type Intent,
} from "../../../src/ui";
import { strictI18n } from "../session/host";

const preset = BUILT_IN_PRESETS["four-watches"];
const ctx = { i18n: strictI18n, scale: preset.time };

/** A performer that keeps what it was asked and answers `answer`. */
function performer(answer: string | null = null): AdvancePerformer & { asked: Intent[] } {
  const asked: Intent[] = [];
  return Object.assign(async (intent: Intent) => (asked.push(intent), answer), { asked });
}

const submit = async (typed: string, perform = performer()) =>
  resolveView(await submitDurationBox(typed, preset, perform), ctx);

describe("the duration box", () => {
  it("is read on every submit, even an empty one", () => {
    expect(parseClockAction("advanceBy", {})).toEqual({ kind: "advanceBy", text: "" });
  });

  it("advances by what was typed and empties itself", async () => {
    const perform = performer();
    expect(await submit(" 2 turns ", perform)).toEqual({ text: "", note: null, error: false });
    expect(perform.asked).toEqual([{ type: "advance", by: "2 turns" }]);
  });

  it("names the unit a bare number was read in", async () => {
    expect((await submit("3")).note).toBe("3 turns (turns assumed)");
    expect((await submit("1")).note).toBe("1 turn (turns assumed)");
    expect((await submit("1d4")).note).toBe("1d4 turns (turns assumed)");
  });

  it("keeps the typed text and says why when the duration does not read, without performing", async () => {
    const perform = performer();
    const box = await submit("1e20 rounds", perform);
    expect(box).toEqual({
      text: "1e20 rounds",
      note: '"1e20 rounds" is longer than Turnkeeper can count.',
      error: true,
    });
    expect((await submit("0 turns", perform)).note).toBe(
      '"0 turns" comes to no time at all; type how long, as in "3 turns".',
    );
    expect(perform.asked).toEqual([]);
  });

  it("keeps the typed text when performing fails, with the host's words for why", async () => {
    const box = await submit("1e9 rounds", performer("Too far at once."));
    expect(box).toEqual({ text: "1e9 rounds", note: "Too far at once.", error: true });
  });

  it("clears an old error on an empty submit, performing nothing", async () => {
    const perform = performer();
    expect(await submitDurationBox("   ", preset, perform)).toBe(EMPTY_DURATION_BOX);
    expect(perform.asked).toEqual([]);
  });
});
