/**
 * The clock panel's parties in Foundry (issue 22): the GM splits off the selected tokens, switches between the
 * parties, merges and renames them from the panel; each player's panel reads their own party's time, and theirs has no
 * party buttons. Every client's panel follows the switch.
 */
import { describe, expect, it } from "vitest";
import { api, clockTable, settle, tkOf, TURN } from "../session/clock-table";

/** The GM splits Bea (her token selected) off as the scouts from the panel; the first party then goes on two turns. */
async function splitFromPanel() {
  const t = await clockTable();
  for (const c of [t.gm, t.alice, t.bob]) tkOf(c).panel.open();
  await settle(t.world);
  t.gm.controlled = [t.beaToken];
  t.gm.apps.answers = [{ name: "Scouts", "member-0": true }];
  await t.gm.apps.windows.get("clock")!.click("splitParty");
  await settle(t.world);
  await api(t.gm).advanceUnit("turn", 2);
  await settle(t.world);
  return t;
}

type Client = Awaited<ReturnType<typeof clockTable>>["gm"];
const panel = (c: Client) => c.apps.windows.get("clock")!;
/** The clock view the client's panel shows. */
const view = (c: Client) => tkOf(c).tk.clockView();

describe("the clock panel's parties in Foundry", () => {
  it("splits off the selected tokens, and shows the GM both parties with a switch to the one out of play", async () => {
    const t = await splitFromPanel();
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "Split the party", confirm: "Split" });
    expect(t.gm.apps.asked.at(-1)?.content).toContain('name="member-0" /> Bea');
    expect(
      api(t.cara)
        .state()
        .others.map((o) => [o.party.name, o.party.members]),
    ).toEqual([["Scouts", [t.bea.uuid]]]);
    const html = panel(t.gm).html;
    expect(html).toContain("In play: The party");
    expect(html).toContain("2 turns behind");
    expect(html).toMatch(/data-action="switchParty"\s+data-id="party-2"/);
    expect(html).toContain('data-action="mergeParties"');
  });

  it("reads each player's panel at their own party's time, with no party buttons", async () => {
    const t = await splitFromPanel();
    const world = t.world.worldTime;
    expect(view(t.alice).compact).toBe(view(t.gm).compact);
    const bob = view(t.bob);
    expect(bob.compact).not.toBe(view(t.alice).compact);
    expect(api(t.gm).parties()[1]?.details?.time).toBe(world - 2 * TURN);
    expect(panel(t.bob).html).toContain(`${bob.compact}`);
    expect(panel(t.bob).html).toMatch(/data-party="party-2"\s+data-in-play="false"\s+data-own="true"/);
    for (const c of [t.alice, t.bob]) {
      expect(panel(c).html).not.toContain('data-action="switchParty"');
      expect(panel(c).html).not.toContain('data-action="splitParty"');
    }
    // A player's click that reaches the panel anyway is refused at the active GM.
    await panel(t.bob).click("switchParty", { id: "party-2" });
    await settle(t.world);
    expect(api(t.cara).state().party.id).toBe("party");
  });

  it("switches the party in play from the GM's panel, every client's panel following, the world clock still", async () => {
    const t = await splitFromPanel();
    const world = t.world.worldTime;
    await panel(t.gm).click("switchParty", { id: "party-2" });
    await settle(t.world);
    expect(t.world.worldTime).toBe(world);
    for (const c of t.world.clients) expect(api(c).state().party.id).toBe("party-2");
    expect(panel(t.gm).html).toContain("In play: Scouts");
    expect(panel(t.alice).html).toContain("In play: Scouts");
    // Alice's party is out of play now: her panel reads its time, ahead of the scouts'.
    expect(view(t.alice).compact).not.toBe(view(t.gm).compact);
    expect(view(t.bob).compact).toBe(view(t.gm).compact);
  });

  it("merges from the GM's panel, the party behind resting up to the later time", async () => {
    const t = await splitFromPanel();
    const world = t.world.worldTime;
    t.gm.apps.answers = [{ from: "party-2", into: "party", gap: "rest" }];
    await panel(t.gm).click("mergeParties");
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "Merge two parties", confirm: "Merge" });
    const state = api(t.cara).state();
    expect(state.others).toEqual([]);
    expect(state.keeper.state.time).toBe(world);
    expect(panel(t.gm).html).not.toContain('data-action="mergeParties"');
  });

  it("renames the party in play from the GM's panel, every client's panel naming it; a player has no Rename", async () => {
    const t = await splitFromPanel();
    expect(panel(t.alice).html).not.toContain('data-action="renameParty"');
    t.gm.apps.answers = [{ name: "  Company of the Rose " }];
    await panel(t.gm).click("renameParty");
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "Rename the party", confirm: "Rename" });
    expect(api(t.cara).state().party.name).toBe("Company of the Rose");
    for (const c of [t.gm, t.alice]) expect(panel(c).html).toContain("Company of the Rose");
  });
});
