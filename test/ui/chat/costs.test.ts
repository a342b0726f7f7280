/**
 * Every roll and cost a travel card shows, through the session's travel step: the fatigue a hex cost and the
 * party's total (001), who navigated and with what score, and what the save needed (at most the score, R000-18).
 */
import { describe, expect, it } from "vitest";
import type { Intent } from "../../../src/ui";
import { diceByFormula } from "../../helpers/dice";
import { makeHost } from "../session/host";

type TravelHex = Omit<Extract<Intent, { type: "travelHex" }>, "type">;

async function travel(host: ReturnType<typeof makeHost>, hex: TravelHex) {
  const done = await host.session.perform({ type: "travelHex", ...hex });
  if (!done.ok) throw new Error(done.error.code);
  await host.session.idle();
  return (
    host
      .texts()
      .at(-1)
      ?.lines.map((l) => l.text) ?? []
  );
}

describe("a travel card's costs", () => {
  it("R001-20 says the fatigue each hex cost and what the party carries after it", async () => {
    const host = makeHost({ preset: "six-watches", seed: 3 });
    const first = await travel(host, { terrain: "grassland" });
    const second = await travel(host, { terrain: "grassland" });
    const fatigue = (lines: string[]) => lines.filter((l) => l.startsWith("Fatigue:"));
    expect(fatigue(first)).toEqual(["Fatigue: 1 slot for this hex; the party now carries 1."]);
    expect(fatigue(second)).toEqual(["Fatigue: 1 slot for this hex; the party now carries 2."]);
  });

  it("says no fatigue where the rules count none (000)", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d20": [5] }) });
    const lines = await travel(host, { terrain: "grassland", navigator: { score: 12 } });
    expect(lines.some((l) => l.startsWith("Fatigue"))).toBe(false);
  });
});

describe("a travel card's navigation save", () => {
  it("R000-18 names the navigator and their Cunning, and says the save needs the score or less", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d20": [13, 5] }) });
    const lines = await travel(host, { terrain: "grassland", navigator: { name: "Varda", score: 12 } });
    expect(lines).toContain("Navigating: Varda, Cunning 12.");
    expect(lines).toContain(
      "Navigation save (normal): rolled 13 against 12, the party is lost (a save needs 12 or less).",
    );
  });

  it("R000-18 says when the navigator was the map's default, not the GM's choice", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d20": [3] }) });
    const navigator = { name: "Varda", score: 12, assumed: true };
    const lines = await travel(host, { terrain: "grassland", navigator });
    expect(lines).toContain(
      "Navigating: Varda, Cunning 12, the map's default navigator (nobody was chosen).",
    );
    expect(lines).toContain(
      "Navigation save (normal): rolled 3 against 12, on course (a save needs 12 or less).",
    );
  });

  it("names nobody when the intent names no navigator", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d20": [3] }) });
    const lines = await travel(host, { terrain: "grassland", navigator: { score: 12 } });
    expect(lines.some((l) => l.startsWith("Navigating"))).toBe(false);
  });
});
