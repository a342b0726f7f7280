import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntries, scriptedRoller } from "../../../src/core";
import { areaOf } from "../../../src/foundry/map/areas";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { newArea } from "../../../src/ui";
import { FakeRoll } from "../../fakes/foundry";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { FakeMap } from "../../fakes/foundry-map";
import { api, clockTable, settle, tkOf, writes } from "./clock-table";
import { combatTable } from "../combat/harness";

afterEach(() => vi.restoreAllMocks());

const TURN = 600;
const WATCH = 21_600;

/** A dungeon area on the scene, in force. */
async function dungeonHere(t: Awaited<ReturnType<typeof clockTable>>, level: "busy" | "normal" = "normal") {
  const area = { ...newArea("dungeon", "Crypt"), level };
  expect(await api(t.gm).setArea(area)).toMatchObject({ ok: true });
  await settle(t.world);
}

describe("the clock in Foundry", () => {
  it("hooks into world time on every client and adds the scene controls for GMs only", async () => {
    const t = await clockTable();
    for (const c of [t.gm, t.gm2, t.alice]) expect(c.Hooks.count("updateWorldTime")).toBe(1);
    const forGM: Record<string, unknown> = {};
    t.gm.Hooks.callAll("getSceneControlButtons", forGM);
    expect(Object.keys(forGM)).toEqual(["turnkeeper"]);
    const group = forGM.turnkeeper as { tools: Record<string, { button?: boolean }>; activeTool: string };
    expect(Object.keys(group.tools)).toEqual([
      "clock",
      "advanceTurn",
      "advanceWatch",
      "encounter",
      "travel",
      "camp",
      "lights",
      "openClock",
      "mapParty",
    ]);
    expect(group.activeTool).toBe("clock");
    const forPlayer: Record<string, unknown> = {};
    t.alice.Hooks.callAll("getSceneControlButtons", forPlayer);
    expect(forPlayer).toEqual({});
  });

  it("follows the preset's combat unit in CONFIG.time.roundTime", async () => {
    const t = await clockTable({ preset: "six-watches" });
    expect(t.gm.config.time.roundTime).toBe(10);
    expect(t.alice.config.time.roundTime).toBe(10);
    await t.gm.settings.set("turnkeeper", "preset", "four-watches");
    expect(t.alice.config.time.roundTime).toBe(60);
  });

  it("one game.time.advance per GM action, and one state write per processed change", async () => {
    const t = await clockTable();
    const cases: [() => Promise<unknown>, number][] = [
      [() => api(t.gm).advanceUnit("turn"), TURN],
      [() => api(t.gm).action("search"), TURN],
      [() => api(t.gm).advance("2 turns"), 2 * TURN],
      [() => api(t.gm).advanceUnit("watch"), WATCH],
      [() => api(t.gm).travel({ terrain: "grassland" }), WATCH],
    ];
    for (const [action, seconds] of cases) {
      const mark = t.world.writes.length;
      const before = t.world.worldTime;
      await action();
      await settle(t.world);
      expect(t.world.worldTime - before).toBe(seconds);
      const w = writes(t.world, mark);
      expect(w.worldTime).toBe(1);
      expect(w.state).toBe(1);
    }
  });

  it("with two GMs and three players connected, one time change is processed exactly once", async () => {
    const t = await clockTable();
    t.world.dice = scriptedRoller([6, 6, 6, 6, 6, 6]);
    await dungeonHere(t);
    await api(t.gm2).light(t.aldo.uuid);
    await settle(t.world);
    const mark = t.world.writes.length;
    // The second GM acts: the active GM's client does it, once.
    await api(t.gm2).advanceUnit("turn", 6);
    await settle(t.world);
    const w = writes(t.world, mark);
    expect(w.worldTime).toBe(1);
    expect(t.world.writes.find((x) => x.kind === "worldTime" && t.world.writes.indexOf(x) >= mark)?.by).toBe(
      t.gm.user.id,
    );
    expect(w.state).toBe(1);
    // Two checks (every third turn), one torch out: three cards, the token's light back once.
    expect(w.messages).toBe(3);
    expect(w.tokens).toBe(1);
    expect(t.world.messages.filter((m) => m.flags.turnkeeper.card === "light")).toHaveLength(2);
    const state = api(t.cara).state();
    expect(state.keeper.state.time).toBe(t.world.worldTime);
    expect(state.keeper.state.timers).toHaveLength(0);
    // Every client reads the same state; syncing again anywhere writes nothing.
    const again = t.world.writes.length;
    for (const c of t.world.clients) await tkOf(c).tk.idle();
    await tkOf(t.gm).tk.sync();
    await settle(t.world);
    expect(t.world.writes.length).toBe(again);
  });

  it("fires timers once when time moves from elsewhere (another module, the calendar, a combat)", async () => {
    const t = await clockTable();
    await api(t.gm).light(t.aldo.uuid);
    await settle(t.world);
    const mark = t.world.writes.length;
    // The second GM's calendar module moves the clock an hour: only the active GM processes it.
    t.world.advanceTime(t.gm2.user, 3600);
    await settle(t.world);
    const w = writes(t.world, mark);
    expect(w.state).toBe(1);
    expect(w.tokens).toBe(1);
    expect(t.world.messages.at(-1)?.content).toContain("Aldo&#x27;s Torch goes out");
    expect(logEntries(api(t.gm).state().keeper)[0]?.reason.kind).toBe("sync");
  });

  it("a reload and a late-joining client read the state and process nothing twice", async () => {
    const t = await clockTable();
    await api(t.gm).advanceUnit("turn", 2);
    await settle(t.world);
    const mark = t.world.writes.length;
    // The active GM reloads: the same user connects a new client, which starts and syncs.
    t.world.disconnect(t.gm);
    const reloaded = t.world.join(t.gm.user);
    const late = t.world.connect("Dana", false);
    for (const c of [reloaded, late]) {
      startTurnkeeper(c);
      await c.boot();
    }
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(0);
    expect(api(late).state().keeper.state.time).toBe(2 * TURN);
  });

  it("when the active GM leaves, the next GM takes over and catches up with what it missed", async () => {
    const t = await clockTable();
    await dungeonHere(t);
    t.world.disconnect(t.gm);
    await settle(t.world);
    const mark = t.world.writes.length;
    t.world.advanceTime(t.gm2.user, 3 * TURN);
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(1);
    expect(api(t.gm2).state().keeper.state.time).toBe(3 * TURN);
    expect(t.world.messages.filter((m) => m.flags.turnkeeper.card === "encounter")).toHaveLength(1);
  });

  it("posts a check card with its Roll objects, whispered to the GMs by default", async () => {
    const t = await clockTable();
    t.world.dice = scriptedRoller([3]);
    await dungeonHere(t);
    const mark = t.world.writes.length;
    await api(t.gm).checkEncounter();
    await settle(t.world);
    expect(writes(t.world, mark).messages).toBe(1);
    const message = t.world.messages.at(-1)!;
    expect(message.rolls).toHaveLength(1);
    expect(message.rolls[0]).toBeInstanceOf(FakeRoll);
    expect(message.rolls[0]?.formula).toBe("1d6");
    expect(message.rolls[0]?.total).toBe(3);
    expect(message.whisper).toEqual([t.gm.user.id, t.gm2.user.id]);
    expect(message.content).toContain("Rolled 3 against 1: nothing");
    expect(message.speaker.alias).toBe("Turnkeeper");
  });

  it("follows the GM's roll mode, or posts publicly, as the card setting says", async () => {
    const t = await clockTable();
    await t.gm.settings.set("turnkeeper", "cardAudience", "rollMode");
    t.gm.rollMode = "blindroll";
    await api(t.gm).reaction();
    await settle(t.world);
    expect(t.world.messages.at(-1)).toMatchObject({ blind: true, whisper: [t.gm.user.id, t.gm2.user.id] });
    await t.gm.settings.set("turnkeeper", "cardAudience", "public");
    await api(t.gm).reaction();
    await settle(t.world);
    expect(t.world.messages.at(-1)).toMatchObject({ blind: false, whisper: [] });
  });

  it("draws an encounter from the area's roll table and shows distance and reaction", async () => {
    const t = await clockTable({ preset: "six-watches" });
    const table = t.world.addTable("Crypt wanderers", "1d6", [
      { range: [1, 3], text: "3 skeletons" },
      { range: [4, 6], text: "a ghoul" },
    ]);
    await t.scene
      .port(t.gm.user)
      .setAreaFlag({ ...newArea("dungeon", ""), table: table.uuid, where: "hall" });
    await api(t.gm).setArea(areaOf(t.scene.port(t.gm.user)));
    await settle(t.world);
    // 2d6 = 2: encounter; table 1d6 = 5; hall 2d6 = 4 (40 ft); reaction 2d6 = 7.
    t.world.dice = scriptedRoller([1, 1, 5, 2, 2, 3, 4]);
    await api(t.gm).checkEncounter();
    await settle(t.world);
    const message = t.world.messages.at(-1)!;
    expect(message.content).toContain("a ghoul");
    expect(message.content).toContain("Crypt wanderers");
    expect(message.content).toContain("The monster is 40 feet away, coming towards the party.");
    expect(message.content).toContain("7: uncertain, open to parley or a bargain");
    expect(message.rolls.map((r) => r.formula)).toEqual(["2d6", "1d6", "2d6", "2d6"]);
  });

  it("lights a torch on the actor's tokens on any scene, whoever is logged in, and puts it out", async () => {
    const t = await clockTable();
    const other = t.world.addScene("Road");
    const elsewhere = t.world.addToken(other, t.aldo);
    t.world.disconnect(t.alice);
    const mark = t.world.writes.length;
    await api(t.gm).light(t.aldo.uuid, "torch");
    await settle(t.world);
    expect(writes(t.world, mark).tokens).toBe(2);
    for (const token of [t.aldoToken, elsewhere]) {
      expect(token.light).toMatchObject({ dim: 30, bright: 15 });
      expect(token.flags.turnkeeper?.light?.previous).toMatchObject({ dim: 0, bright: 0 });
    }
    expect(t.beaToken.light).toMatchObject({ dim: 0 });
    await api(t.gm).advanceUnit("turn", 6);
    await settle(t.world);
    for (const token of [t.aldoToken, elsewhere]) {
      expect(token.light).toMatchObject({ dim: 0, bright: 0 });
      expect(token.flags.turnkeeper?.light).toBeUndefined();
    }
  });

  it("lets a player light their own character's torch through the GM, and refuses someone else's", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    expect(await api(t.alice).light(t.aldo.uuid)).toEqual([{ ok: true, seconds: 0 }]);
    await settle(t.world);
    expect(t.world.socketLog.find((m) => m.from === t.alice.user.id)?.message).toMatchObject({
      kind: "request",
      to: t.gm.user.id,
    });
    expect(writes(t.world, mark).state).toBe(1);
    const refused = await api(t.alice).light(t.bea.uuid);
    expect(refused[0]).toMatchObject({ ok: false });
    expect(t.alice.notifications.shown.at(-1)?.message).toBe(
      "You do not own Bea, so you cannot ask that for it.",
    );
    expect(api(t.gm).state().keeper.state.timers).toHaveLength(1);
  });

  it("never lets a player change world time or timers directly", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    expect(await api(t.cara).advanceUnit("turn")).toMatchObject({ ok: false });
    expect(t.cara.notifications.shown.at(-1)?.message).toBe("Only a game master may do that.");
    // Their own character's search goes to the GM, checked; without a character it is refused.
    expect(await api(t.alice).action("search")).toEqual({ ok: true, seconds: TURN });
    expect(await api(t.cara).action("search")).toMatchObject({ ok: false });
    expect(t.cara.notifications.shown.at(-1)?.message).toMatch(/Say which of your characters/);
    await settle(t.world);
    expect(writes(t.world, mark).worldTime).toBe(1);
    await expect(t.alice.game.time.advance(600)).rejects.toThrow(/Only a GM/);
  });

  it("holds due checks for the GM when checks prompt, and the panel rolls them", async () => {
    const t = await clockTable();
    await t.gm.settings.set("turnkeeper", "dueChecks", "prompt");
    t.world.dice = scriptedRoller([5]);
    await dungeonHere(t);
    await api(t.gm).advanceUnit("turn", 3);
    await settle(t.world);
    expect(api(t.gm).state().pending).toHaveLength(1);
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain('data-action="rollDue"');
    await win.click("rollDue", { id: "1" });
    await settle(t.world);
    expect(api(t.gm).state().pending).toHaveLength(0);
    expect(t.world.messages.at(-1)?.content).toContain("Rolled 5 against 1: nothing");
  });
});

describe("the clock panel", () => {
  it("shows GMs the controls and the log, and advances one unit per click", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain("day 1, watch 1 of 4, turn 1 of 36, round 1 of 10");
    expect(win.html).toContain('data-action="advanceUnit" data-unit="watch"');
    // Enter in the duration field advances by it; the rules preset in force is named for the GM.
    expect(win.html).toContain('data-enter="advanceBy"');
    expect(win.html).toContain("Four watches, six-mile hexes");
    const mark = t.world.writes.length;
    await win.click("advanceUnit", { unit: "turn" });
    await settle(t.world);
    expect(writes(t.world, mark).worldTime).toBe(1);
    expect(win.renders).toBeGreaterThan(1);
    expect(win.html).toContain("turn 2 of 36");
    await win.click("advanceBy", {}, { duration: "3 rounds" });
    await settle(t.world);
    expect(t.world.worldTime).toBe(TURN + 180);
    await win.click("undo", { entry: String(logEntries(api(t.gm).state().keeper)[0]?.id) });
    await settle(t.world);
    expect(t.world.worldTime).toBe(TURN);
  });

  it("shows players only the reading when details are hidden, and their own light roughly", async () => {
    const t = await clockTable();
    await api(t.gm).light(t.aldo.uuid);
    await api(t.gm).light(t.bea.uuid);
    await settle(t.world);
    tkOf(t.alice).panel.open();
    await settle(t.world);
    const html = t.alice.apps.windows.get("clock")!.html;
    expect(html).toContain("Aldo: Torch");
    expect(html).toContain("about 6 turns");
    expect(html).not.toContain('data-action="advanceUnit"');
    // No area is in force: the GM's hint about setting one is not a player's business.
    expect(html).not.toContain("No area in force");
    await t.gm.settings.set("turnkeeper", "playerDetails", false);
    await settle(t.world);
    const hidden = t.alice.apps.windows.get("clock")!.html;
    expect(hidden).toContain("Aldo: Torch");
    expect(hidden).not.toContain("Bea: Torch");
  });

  it("remembers where each user left it, and reopens it after a reload", async () => {
    const t = await clockTable();
    const panel = tkOf(t.bob).panel;
    panel.open();
    panel.moved({ left: 40, top: 80, minimized: true });
    expect(panel.position()).toEqual({ left: 40, top: 80, minimized: true, open: true });
    expect(tkOf(t.alice).panel.position()).toEqual({});
    t.world.disconnect(t.bob);
    const again = t.world.join(t.bob.user);
    startTurnkeeper(again);
    await again.boot();
    expect(again.apps.windows.get("clock")?.rendered).toBe(true);
  });
});

describe("areas", () => {
  it("saves an area on the scene in a GM form and puts it in force", async () => {
    const t = await clockTable();
    const region = t.world.addRegion(t.scene, "Lair");
    const form = await tkOf(t.gm).areas();
    form.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("areas")!;
    expect(win.html).toContain("Crypt");
    expect(win.html).toContain("Lair");
    await win.click(
      "makeCurrent",
      { key: "h1" },
      { "h1.type": "dungeon", "h1.level": "busy", "h1.where": "room" },
    );
    await settle(t.world);
    // A region's area is its Turnkeeper behaviour (a scene's own stays its flag).
    expect(region.flags.turnkeeper?.area).toBeUndefined();
    expect(
      FakeMap.of(t.world)
        .behaviors.get(region)
        ?.map((b) => b.system),
    ).toMatchObject([{ type: "dungeon", level: "busy", where: "room" }]);
    expect(api(t.gm).state().area).toMatchObject({ name: "Lair", level: "busy" });
    expect(api(t.gm).state().keeper.state.checks[0]).toMatchObject({ id: "encounter", every: 2 * TURN });
  });

  it("puts the active scene's area in force when the GM activates a scene", async () => {
    const t = await clockTable();
    const wilds = t.world.addScene("Wilds");
    await wilds.port(t.gm.user).setAreaFlag({ ...newArea("wilderness", ""), terrain: "hills" });
    for (const s of t.world.scenes) s.active = s === wilds;
    for (const c of t.world.clients) c.Hooks.callAll("updateScene", { uuid: wilds.uuid }, { active: true });
    await settle(t.world);
    expect(api(t.gm).state().area).toMatchObject({ name: "Wilds", type: "wilderness", terrain: "hills" });
  });
});

describe("pushed mounts", () => {
  it("R000-10 the clock panel's Pushed mount button asks for the mount and rolls for its life", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain('data-action="pushedMount"');
    t.gm.apps.answers = [{ mount: "Bessie", hd: "2", pushedDays: "2" }];
    // Dies on 2 + 2 = 4 or less on a d6: a 4 kills it.
    t.world.dice = scriptedRoller([4]);
    await win.click("pushedMount");
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)?.content).toContain("dies on 2 in 6");
    const card = t.world.messages.at(-1)!;
    expect(card.flags.turnkeeper.card).toBe("pushedMount");
    expect(card.content).toContain("Pushed mount: Bessie");
    expect(card.content).toContain("the mount dies");
    tkOf(t.alice).panel.open();
    await settle(t.world);
    expect(t.alice.apps.windows.get("clock")!.html).not.toContain('data-action="pushedMount"');
  });

  it("has no button under rules without pushed mounts (hours a hex)", async () => {
    const t = await clockTable({ preset: "six-watches" });
    tkOf(t.gm).panel.open();
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")!.html).not.toContain('data-action="pushedMount"');
    expect(await api(t.gm).pushedMount()).toBeNull();
  });
});

describe("the procedures' forms in Foundry", () => {
  it("R000-18 Travel asks the shared form, the area's terrain first, and reads DialogV2's numbers", async () => {
    const t = await clockTable();
    await api(t.gm).setArea({ ...newArea("wilderness", "Thornwood"), terrain: "hills" });
    tkOf(t.gm).panel.open();
    await settle(t.world);
    // DialogV2.input gives a number field's value as a number.
    t.gm.apps.answers = [{ terrain: "hills", method: "foot", score: 20, road: false }];
    t.world.dice = scriptedRoller(Array.from({ length: 20 }, () => 3));
    await t.gm.apps.windows.get("clock")!.click("travel");
    await settle(t.world);
    const asked = t.gm.apps.asked.at(-1)!;
    expect(asked).toMatchObject({ title: "Travel a hex", confirm: "Travel" });
    expect(asked.content).toMatch(/name="terrain">\s*<option value="hills">hills<\/option>/);
    const card = t.world.messages.find((m) => m.flags.turnkeeper.card === "navigation")!;
    expect(card.content).toContain("Travel through hills");
    expect(card.content).toMatch(/against 20/);
  });

  it("R001-24 R001-27 Reaction and Morale roll from the panel; a morale score left empty is refused, shown", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    t.gm.apps.answers = [
      { name: "Goblins", modifier: 1 },
      { name: "", score: null, modifier: 0 },
    ];
    await win.click("reaction");
    await win.click("morale");
    await settle(t.world);
    expect(t.gm.apps.asked.map((a) => [a.title, a.confirm])).toEqual([
      ["Reaction roll", "Roll"],
      ["Morale check", "Roll"],
    ]);
    expect(t.world.messages.map((m) => m.flags.turnkeeper.card)).toEqual(["reaction"]);
    expect(t.world.messages[0]!.content).toContain("Reaction: Goblins");
    expect(t.gm.notifications.shown.at(-1)).toMatchObject({
      level: "warn",
      message: "Type the morale score, a whole number from 2 to 12.",
    });
  });

  it("lights for the selected tokens ticked in the form", async () => {
    const t = await clockTable();
    t.gm.controlled = [t.aldoToken, t.beaToken];
    tkOf(t.gm).panel.open();
    await settle(t.world);
    t.gm.apps.answers = [{ source: "lantern", "owner-0": false, "owner-1": true }];
    await t.gm.apps.windows.get("clock")!.click("lightTorch");
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)?.content).toContain('name="owner-1" checked /> Bea');
    const lights = api(t.gm).state().keeper.state.timers;
    expect(lights.map((l) => [l.owner, l.source])).toEqual([[t.bea.uuid, "lantern"]]);
  });
});

describe("a fight's time in the clock's log", () => {
  it("logs the time Combat updates move as the fight's: one entry, shortened when a step is taken back", async () => {
    const t = await combatTable();
    await settle(t.world);
    t.roller.queue.push(3, 8, 3, 6);
    await t.combat(t.gm).rollInitiative([t.ids.brakka, t.ids.ilsa, t.ids.goblin, t.ids.ogre]);
    await t.combat(t.gm).startCombat();
    const gm = combatSetupFor(t.gm)!.client;
    await gm.perform(t.combat(t.gm), [{ type: "endTurn", id: t.ids.brakka, recovery: 10 }]);
    await gm.perform(t.combat(t.gm), [{ type: "endTurn", id: t.ids.goblin, recovery: 10 }]);
    await settle(t.world);
    // 2-second segments: the count went 0 → 3 → 6 (the ogre's turn), 12 seconds in all.
    expect(t.world.worldTime).toBe(12);
    const entries = () => logEntries(api(t.gm).state().keeper).filter((e) => e.reason.kind !== "setup");
    expect(entries()).toMatchObject([
      { from: 0, to: 12, reason: { kind: "combat", combat: { fight: t.combatId, round: 1, segment: 6 } } },
    ]);
    tkOf(t.gm).panel.open();
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")!.html).toContain("Combat: round 1, segment 6");
    await t.combat(t.gm).previousTurn();
    await settle(t.world);
    expect(t.world.worldTime).toBe(6);
    expect(entries()).toMatchObject([{ from: 0, to: 6, reason: { combat: { round: 1, segment: 3 } } }]);
  });
});
