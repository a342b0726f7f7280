/**
 * What players may know, on a player's client of the fake (issue 22; the v13 and v14 projects both run it): the
 * clock panel Alice renders under each choice of the time, the next check and the area's danger, its text and
 * the context it was rendered from; the cards the GMs' setting would post publicly stay the GMs' while the time
 * is hidden; the tracker's count without the clock's reading; and an older Turnkeeper's two choices folded in on
 * the active GM's start.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedRoller } from "../../../src/core";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { t as uiText, type PlayerDetail } from "../../../src/ui";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { trackerModel } from "../../../src/foundry/combat/tracker-view";
import { tellMover } from "../../../src/foundry/map/tell-mover";
import { FakeWorld, type FakeClient } from "../../fakes/foundry";
import { begun } from "../combat/fixtures";
import { combatTable } from "../combat/harness";
import { api, clockTable, dungeonHere, settle, tkOf } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

type Table = Awaited<ReturnType<typeof clockTable>>;

/** The GM's choice for the time, the next check and the danger; Alice's panel: its text and its context. */
async function aliceSees(t: Table, detail: PlayerDetail) {
  for (const key of ["playerTime", "playerNextCheck", "playerDanger"] as const)
    await t.gm.settings.set("turnkeeper", key, detail);
  await settle(t.world);
  tkOf(t.alice).panel.open();
  await settle(t.world);
  const win = t.alice.apps.windows.get("clock")!;
  return { html: win.html, context: JSON.stringify(await win.controller.context()) };
}

/** The crypt, Aldo's torch, 2 turns and 7 minutes on: 00:27, the next check in 3 rounds. */
async function crypt(): Promise<Table> {
  const t = await clockTable();
  await dungeonHere(t);
  await api(t.gm).light(t.aldo.uuid);
  await api(t.gm).advance(2 * 600 + 7 * 60);
  await settle(t.world);
  return t;
}

describe("a player's clock panel under each player view", () => {
  it("exact: the reading, the minute, the next check by name and the area's danger", async () => {
    const t = await crypt();
    const { html, context } = await aliceSees(t, "exact");
    expect(html).toContain("turn 3 of 36, round 8 of 10");
    expect(html).toContain("00:27");
    expect(html).toContain("Encounter check");
    expect(html).toContain("a check every 3 turns");
    expect(context).toContain("00:27");
  });

  it("rough: a part of the day and the day, roughly when the next check comes, the danger in a word", async () => {
    const t = await crypt();
    const { html, context } = await aliceSees(t, "rough");
    expect(html).toContain("Night, day 1");
    expect(html).toContain("in less than a turn");
    expect(html).toContain("Normal");
    for (const text of [html, context]) {
      expect(text).not.toContain("00:27");
      expect(text).not.toContain("round 8");
      expect(text).not.toContain("R8");
      expect(text).not.toContain("Encounter check");
      expect(text).not.toContain("a check every");
    }
  });

  it("none: no reading of the time, no next check, no area", async () => {
    const t = await crypt();
    const { html, context } = await aliceSees(t, "none");
    for (const text of [html, context]) {
      expect(text).not.toMatch(/day 1|\d\d:\d\d|R8|Night/);
      expect(text).not.toContain("Encounter check");
      expect(text).not.toContain("Crypt");
    }
    // Her own torch still burns in her panel, with its time left roughly (the lights' own setting).
    expect(html).toContain("Aldo: Torch");
    expect(html).toContain("about 3 turns");
  });
});

describe("cards and older settings under the player view", () => {
  it("posts public check cards only while players may know the exact time and the danger; light cards the time", async () => {
    const t = await clockTable();
    t.world.dice = scriptedRoller([3, 3]);
    await dungeonHere(t);
    await t.gm.settings.set("turnkeeper", "cardAudience", "public");
    await api(t.gm).checkEncounter();
    await settle(t.world);
    expect(t.world.messages.at(-1)?.whisper).toEqual([]);
    await t.gm.settings.set("turnkeeper", "playerTime", "rough");
    await api(t.gm).checkEncounter();
    await api(t.gm).light(t.aldo.uuid);
    await settle(t.world);
    const gms = [t.gm.user.id, t.gm2.user.id];
    expect(t.world.messages.slice(-2).map((m) => m.whisper)).toEqual([gms, gms]);
    // The exact time again, but no danger: a check's roll against its chance would tell it.
    await t.gm.settings.set("turnkeeper", "playerTime", "exact");
    await t.gm.settings.set("turnkeeper", "playerDanger", "none");
    t.world.dice = scriptedRoller([3]);
    await api(t.gm).checkEncounter();
    await settle(t.world);
    expect(t.world.messages.at(-1)?.whisper).toEqual(gms);
  });

  it("a card whispered to a player alone says when only while players may know the time", async () => {
    const t = await clockTable();
    await api(t.gm).advance(2 * 600 + 7 * 60);
    await settle(t.world);
    const tell = () =>
      tellMover(t.gm, tkOf(t.gm).tk.textContext(), t.alice.user, uiText("TURNKEEPER.Map.putBack"));
    await tell();
    expect(t.world.messages.at(-1)?.content).toContain("round 8 of 10");
    await t.gm.settings.set("turnkeeper", "playerTime", "none");
    await tell();
    const told = t.world.messages.at(-1)!;
    expect(told.whisper).toEqual([t.alice.user.id]);
    expect(told.content).toContain("Move put back");
    expect(told.content).not.toMatch(/round 8|day 1|R8/);
  });

  it("folds an older Turnkeeper's choices in: its light words read as today's, details off as no area", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const world = new FakeWorld();
    world.worldSettings.set("turnkeeper.playerLights", "hidden");
    world.worldSettings.set("turnkeeper.playerDetails", false);
    const gm = world.connect("GM One", true);
    const alice = world.connect("Alice", false);
    for (const c of [gm, alice]) {
      startTurnkeeper(c);
      await c.boot();
    }
    await settle(world);
    expect(world.worldSettings.get("turnkeeper.playerLights")).toBe("none");
    expect(world.worldSettings.get("turnkeeper.playerDanger")).toBe("none");
    expect(world.worldSettings.get("turnkeeper.playerDetails")).toBe(true);
    // The GM's next choice stands: the old "details off" no longer holds the area hidden.
    await gm.settings.set("turnkeeper", "playerDanger", "rough");
    expect(alice.settings.get("turnkeeper", "playerDanger")).toBe("rough");
  });
});

describe("a player's fight and running clock under the player view", () => {
  it("the tracker's count says when its segment began on the clock only while players may know the time", async () => {
    const t = await combatTable();
    await begun(t);
    const clock = () => ({ worldTime: t.world.worldTime, timers: [] });
    const began = (client: FakeClient) =>
      trackerModel(client, combatSetupFor(client)!.services, t.combat(client), clock).view.began;
    expect(began(t.alice)).not.toBeNull();
    await t.gm.settings.set("turnkeeper", "playerTime", "rough");
    await t.settle();
    expect(began(t.alice)).toBeNull();
    expect(began(t.gm)).not.toBeNull();
  });

  it("the running clock shows a player it runs, and the time it has reached only exactly", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    await t.gm.apps.windows.get("clock")!.click("runningSwitch", { on: "true" });
    await settle(t.world);
    expect(tkOf(t.alice).running.view().reading).not.toBeNull();
    await t.gm.settings.set("turnkeeper", "playerTime", "none");
    expect(tkOf(t.alice).running.view()).toMatchObject({ on: true, reading: null });
    expect(tkOf(t.gm).running.view().reading).not.toBeNull();
  });
});
