/**
 * Who is encumbered, in the GM's party form (R000-14): where the rules count hexes a watch the form offers the
 * list as the travel dialog does (names, as camp's members), saves it as the party's `travel.encumbered`, and
 * the hexes the party travels on the map read it from there.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { GRID } from "../../fakes/foundry-map";
import { diceByFormula } from "../../helpers/dice";
import { mapTable, wilds } from "./map-table";

afterEach(() => vi.restoreAllMocks());

type Table = Awaited<ReturnType<typeof mapTable>>;

/** A flat-top moor under `preset`, the party's travel choices as given. */
const moor = (travel: object, preset?: string) =>
  mapTable({
    ...(preset ? { preset } : {}),
    grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
    party: { travel },
    area: wilds,
  });

/** Opens the party form from the scene controls, answers it, and gives back the form the GM saw. */
async function answerForm(t: Table, answer: Record<string, string | boolean>): Promise<string> {
  const controls: Record<string, unknown> = {};
  t.gm.Hooks.callAll("getSceneControlButtons", controls);
  const group = controls.turnkeeper as { tools: Record<string, { onChange: () => void }> };
  t.gm.apps.answers = [answer];
  group.tools.mapParty!.onChange();
  await t.all();
  return t.gm.apps.asked.at(-1)?.content ?? "";
}

describe("who is encumbered, in the party form", () => {
  it("R000-14 under 000 the form shows the party's encumbered members and saves the names typed, which a hex travelled on the map Exerts", async () => {
    const t = await moor({ method: "mounted", encumbered: ["Bram"] });
    const form = await answerForm(t, {
      play: true,
      method: "mounted",
      encumbered: " Aldo, ,Bea ",
      score: "",
    });
    expect(form).toContain('name="encumbered" value="Bram"');
    expect(t.map.partyFlags.get(t.scene)).toMatchObject({ travel: { encumbered: ["Aldo", "Bea"] } });
    // Mounted, 2 hexes a watch, halved: the hex south takes the watch, and each encumbered member Exerts.
    t.world.dice = diceByFormula({ "1d3": [3, 1] });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 1, j: 0 }]]);
    await t.all();
    const card = t.world.messages.map((m) => m.content).find((c) => c.includes("is encumbered")) ?? "";
    expect(card).toContain("Aldo is encumbered: Exerts 3 Brawn for a watch of travel.");
    expect(card).toContain("Bea is encumbered: Exerts 1 Brawn for a watch of travel.");
  });

  it("R000-14 an emptied list leaves nobody encumbered; under 001, which counts hours a hex, the form asks for no one and keeps the list", async () => {
    const emptied = await moor({ encumbered: ["Bram"] });
    await answerForm(emptied, { play: true, method: "foot", encumbered: "", score: "" });
    expect(emptied.map.partyFlags.get(emptied.scene)).not.toHaveProperty("travel.encumbered");

    const six = await moor({ encumbered: ["Bram"] }, "six-watches");
    const form = await answerForm(six, { play: true, inclement: false, forceMarch: false });
    expect(form).not.toContain('name="encumbered"');
    expect(six.map.partyFlags.get(six.scene)).toMatchObject({ travel: { encumbered: ["Bram"] } });
  });
});
