/**
 * Turnkeeper's tracker window over Foundry's own tracker and each game system's (test/fakes/systems/*-tracker.ts,
 * from their public source), rendered by the fake tracker application (test/fakes/foundry-tracker.ts): its
 * parts among the system's, put back where the system removes them; its rows Foundry's own list
 * (ol.combat-tracker > li.combatant with Foundry's actions), and no other li in the part, so the system's own
 * render work (dnd5e's groups, pf2e's walk of the rows, DCC's pips) finds what it looks for. The last test of
 * each system checks that its tracker fake was exercised: every behaviour it fakes ran, each named in the
 * contract's systems section.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeElement } from "../../fakes/dom";
import type { FakeClient, FakeWorld } from "../../fakes/foundry";
import type { FakeTrackerApp } from "../../fakes/foundry-tracker";
import { systemLog, type SystemFake } from "../../fakes/systems";
import type { CombatTracker5e } from "../../fakes/systems/dnd5e-tracker";
import type { EncounterTracker } from "../../fakes/systems/pf2e-tracker";
import { TRACKERS, type TrackerSystem } from "../../fakes/systems/trackers";
import { begun } from "./fixtures";
import { combatTable, type Table } from "./harness";

/** docs/contract/systems.md, where each system's behaviour is named with its public source. */
const CONTRACT = readFileSync(path.resolve(import.meta.dirname, "../../../docs/contract/systems.md"), "utf8");

/** The windows a test opened, closed after it (the clock's refresh forgets them). */
const opened: FakeTrackerApp[] = [];
afterEach(() => opened.splice(0).forEach((app) => app.close()));

/** The tracker window on a client: Turnkeeper's class over the system's, showing the table's combat. */
async function rendered<A extends FakeTrackerApp = FakeTrackerApp>(t: Table, c: FakeClient): Promise<A> {
  const Tracker = c.config.ui.combat as unknown as new (options: object) => A;
  const app = new Tracker({ client: c, viewed: t.combat(c) });
  opened.push(app);
  await app.render();
  return app;
}

const partIds = (app: FakeTrackerApp) => app.element!.children.map((el) => el.dataset.applicationPart);
const rows = (app: FakeTrackerApp) => app.parts.tracker!.querySelectorAll("li.combatant[data-combatant-id]");
const rowOf = (app: FakeTrackerApp, id: string) =>
  app.parts.tracker!.querySelector(`[data-combatant-id="${id}"]`)!;
/** The actions of an element and those within it. */
const actionsOf = (el: FakeElement) =>
  [el, ...el.querySelectorAll("[data-action]")].flatMap((a) => a.dataset.action ?? []);

/** The worlds of this file's tables, whose systems' logs the last tests read. */
const worlds: FakeWorld[] = [];

async function table(system: SystemFake, options: { inProgress?: boolean } = {}): Promise<Table> {
  const t = await combatTable({ system, ...options });
  worlds.push(t.world);
  return t;
}

/** The table under one system's tracker. */
const under = (id: string, options: { inProgress?: boolean } = {}) =>
  table(TRACKERS.find((s) => s.tracker.id === id)!.system, options);

describe.each(TRACKERS)("Turnkeeper's tracker over $tracker.id's", ({ system }: TrackerSystem) => {
  it("renders its parts among the system's, its rows Foundry's own list with Foundry's actions, no other li", async () => {
    const t = await table(system);
    await begun(t);
    const gm = await rendered(t, t.gm);
    expect(partIds(gm)).toEqual(expect.arrayContaining(["tkCount", "tkStrip", "tracker", "tkControls"]));
    const lis = gm.parts.tracker!.querySelectorAll("li");
    expect(lis).toHaveLength(4);
    for (const li of lis) {
      expect(li.matches("ol.combat-tracker > li.combatant[data-action=activateCombatant]")).toBe(true);
      expect(t.combat(t.gm).combatants.get(li.dataset.combatantId!)).toBeDefined();
      // Only the row names its combatant: a system that groups rows by id finds the rows alone.
      expect(li.querySelectorAll("[data-combatant-id]")).toEqual([]);
      expect(li.querySelector(".token-name > strong.name")).not.toBeNull();
      expect(li.querySelector("img.token-image")).not.toBeNull();
    }
    expect(actionsOf(rowOf(gm, t.ids.ogre))).toEqual(
      expect.arrayContaining(["toggleHidden", "toggleDefeated", "pingCombatant"]),
    );
    const player = await rendered(t, t.alice);
    expect(rows(player)).toHaveLength(3);
    expect(actionsOf(rowOf(player, t.ids.brakka))).toEqual(
      expect.arrayContaining(["activateCombatant", "panToCombatant", "tkEndTurn"]),
    );
    expect(actionsOf(rowOf(player, t.ids.brakka))).not.toContain("toggleHidden");
  });
});

describe("the systems' own work on Turnkeeper's rows", () => {
  it("dnd5e groups two unlinked tokens of one actor acting together: the rows alone, in Turnkeeper's list", async () => {
    const t = await under("dnd5e");
    const goblin = t.combat(t.gm).combatants.get(t.ids.goblin)!;
    const [second] = t.server.addCombatants(t.gm.user, t.combatId, [
      { name: "Goblin 2", actorId: goblin.actor!.id, disposition: -1 },
    ]);
    t.roller.queue.push(3);
    await t.combat(t.gm).rollInitiative([second!]);
    await begun(t);
    const app = await rendered<CombatTracker5e>(t, t.gm);
    const [grouped] = [...app.grouped.values()];
    expect(grouped?.map((el) => el.localName)).toEqual(["li", "li"]);
    expect(grouped?.map((el) => el.dataset.combatantId).sort()).toEqual([t.ids.goblin, second].sort());
    const group = app.parts.tracker!.querySelector("li.combatant-group")!;
    expect(group.closest("ol.combat-tracker")).not.toBeNull();
    expect(group.querySelectorAll(".group-children > li.combatant")).toHaveLength(2);
  });

  it("pf2e reads every li of the tracker part as a combatant: it finds the rows, and sorts Turnkeeper's list", async () => {
    const t = await under("pf2e");
    await begun(t);
    const app = await rendered<EncounterTracker>(t, t.gm);
    expect(
      rows(app)
        .map((r) => r.querySelector(".token-name > strong > span.name")?.textContent)
        .sort(),
    ).toEqual(["Brakka", "Goblin", "Ilsa", "Ogre"]);
    expect(app.sortable).toBe(app.parts.tracker!.querySelector("ol.combat-tracker"));
    // Its metrics render with the rows, and sit after the header's nav.
    expect(app.parts.metrics!.parent).toBe(app.parts.header);
    await app.render({ parts: ["tracker"] });
    expect(app.parts.metrics!.parent).toBe(app.parts.header);
  });

  it("DCC puts its action dice pips in each row's name", async () => {
    const t = await under("dcc");
    await begun(t);
    const app = await rendered(t, t.gm);
    for (const row of rows(app))
      expect(row.querySelector(".token-name > .dcc-action-dice-pips")).not.toBeNull();
  });

  it("OSE's own context menu entry stays, before Foundry's", async () => {
    const t = await under("ose");
    const app = await rendered(t, t.gm);
    const menu = app as unknown as { _getEntryContextOptions(): { name?: string; label?: string }[] };
    expect(menu._getEntryContextOptions().map((e) => e.name ?? e.label)).toEqual([
      "OSE.combat.SetCombatantAsActive",
      "COMBAT.CombatantUpdate",
      "COMBAT.CombatantClear",
      "COMBAT.CombatantReroll",
      "COMBAT.CombatantRemove",
    ]);
  });
});

/** The parts of Turnkeeper's tracker over Draw Steel's, in its own initiative mode. */
const DRAW_STEEL_PARTS = ["header", "tkCount", "tkStrip", "tracker", "tkControls", "dsTracker", "dsFooter"];

describe("Draw Steel's tracker in its own initiative mode", () => {
  it("deletes Foundry's tracker part: Turnkeeper's is put back in its place, Draw Steel's footer kept, its list hidden", async () => {
    const t = await under("draw-steel");
    await begun(t);
    const app = await rendered(t, t.gm);
    expect(partIds(app)).toEqual(DRAW_STEEL_PARTS);
    expect(rows(app)).toHaveLength(4);
    expect(app.parts.dsTracker!.hidden).toBe(true);
    await app.render({ parts: ["tkStrip", "tracker"] });
    expect(partIds(app)).toEqual(DRAW_STEEL_PARTS);
    expect(app.parts.dsTracker!.hidden).toBe(true);
    const shown = Object.values(app.parts).filter((part) => !part.hidden);
    expect(shown.flatMap((part) => part.querySelectorAll("li.combatant"))).toHaveLength(4);
  });

  it("a click on a row is Foundry's own there, not Draw Steel's, which would move the combatant's initiative", async () => {
    const t = await under("draw-steel");
    await begun(t);
    const app = await rendered(t, t.gm);
    const mark = t.server.writes.length;
    await app.click(rowOf(app, t.ids.ogre).querySelector(".token-name > strong")!);
    await t.settle();
    expect(app.coreCalls).toEqual([`activateCombatant ${t.ids.ogre}`]);
    expect(t.combat(t.gm).combatants.get(t.ids.ogre)!.initiative).toBe(6);
    expect(t.writesSince(mark)).toBe(0);
  });
});

describe("a combat Turnkeeper does not run", () => {
  it("shows as the system's own, Draw Steel's row click its own, with the GM's offer to run it with Turnkeeper", async () => {
    const t = await under("draw-steel", { inProgress: true });
    const app = await rendered(t, t.gm);
    expect(rows(app)).toEqual([]);
    const list = app.parts.dsTracker!;
    expect(list.hidden).toBe(false);
    await app.click(list.querySelector(`[data-combatant-id="${t.ids.ogre}"]`)!);
    await t.settle();
    expect(app.coreCalls).toEqual([]);
    expect(systemLog(t.world).map((c) => c.behaviour)).toContain("DrawSteelCombatTracker#activateCombatant");
    expect(actionsOf(app.parts.tkControls!)).toEqual(["tkAdopt", "tkAdopt"]);
    const player = await rendered(t, t.alice);
    expect(actionsOf(player.parts.tkControls!)).toEqual([]);
    // Once the GM runs it with Turnkeeper, Turnkeeper's rows are the list: Draw Steel's is hidden, not removed.
    await app.click(app.parts.tkControls!.querySelector('[data-order="kept"]')!);
    await t.settle();
    await app.render();
    expect([partIds(app), rows(app).length, app.parts.dsTracker!.hidden]).toEqual([
      DRAW_STEEL_PARTS,
      4,
      true,
    ]);
  });

  it("shows core's own list, and becomes Turnkeeper's when the GM runs it with Turnkeeper", async () => {
    const t = await under("core", { inProgress: true });
    const app = await rendered(t, t.gm);
    expect(app.parts.tracker!.matches("ol.combat-tracker")).toBe(true);
    expect(app.parts.tkCount!.textContent).toContain("Turnkeeper does not count this fight");
    await app.click(app.parts.tkControls!.querySelector('[data-order="kept"]')!);
    await t.settle();
    await app.render();
    expect(partIds(app)).toEqual(["header", "tkCount", "tkStrip", "tracker", "tkControls", "footer"]);
    expect(rows(app)).toHaveLength(4);
    expect(app.parts.tkControls!.querySelector('[data-action="tkAdopt"]')).toBeNull();
  });
});

describe("Foundry's row actions and turn buttons on Turnkeeper's tracker", () => {
  it("a row selects its token as in Foundry's list; a click in its open controls stays there", async () => {
    const t = await under("core");
    await begun(t);
    const app = await rendered(t, t.gm);
    await app.click(rowOf(app, t.ids.ilsa).querySelector("img.token-image")!);
    expect(app.coreCalls).toEqual([`activateCombatant ${t.ids.ilsa}`]);
    // Brakka acts: its controls are open; a click on a select there is not a click on the row.
    const select = rowOf(app, t.ids.brakka).querySelector('select[name="delay"]')!;
    await app.click(select);
    expect(app.coreCalls).toHaveLength(1);
    await app.click(rowOf(app, t.ids.ogre).querySelector('[data-action="pingCombatant"]')!);
    expect(app.coreCalls.at(-1)).toBe(`pingCombatant ${t.ids.ogre}`);
  });

  it("the GM's defeated control marks the combatant defeated, and the count sets it aside", async () => {
    const t = await under("core");
    await begun(t);
    const app = await rendered(t, t.gm);
    await app.click(rowOf(app, t.ids.ogre).querySelector('[data-action="toggleDefeated"]')!);
    await t.settle();
    await vi.waitFor(async () => {
      const again = await rendered(t, t.gm);
      expect(rowOf(again, t.ids.ogre).closest('[data-section="defeated"]')).not.toBeNull();
    });
  });

  it("a player's End Turn asks for the Recovery Time, as the row's own button does", async () => {
    const t = await under("core");
    await begun(t);
    const asked: string[] = [];
    vi.stubGlobal("foundry", {
      applications: {
        api: {
          DialogV2: {
            wait: async (config: { window: { title: string } }) => {
              asked.push(config.window.title);
              return JSON.stringify({ label: "Axe", recovery: 9 });
            },
          },
        },
        handlebars: { renderTemplate: async () => "" },
      },
    });
    try {
      const app = await rendered(t, t.alice);
      await app.click(app.parts.footer!.querySelector('[data-action="endTurn"]')!);
      await t.settle();
      expect(asked).toEqual(["End turn: Brakka"]);
      expect(t.combat(t.gm).combatants.get(t.ids.brakka)!.initiative).toBe(12);
      expect(app.unhandled).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe.each(TRACKERS)("$tracker.id's tracker fake", ({ tracker }: TrackerSystem) => {
  it("ran every behaviour it records in this file's tests, each named in the contract's systems section", () => {
    const ran = new Set(worlds.flatMap((w) => systemLog(w).map((c) => c.behaviour)));
    expect(tracker.behaviours.filter((b) => !ran.has(b))).toEqual([]);
    expect(tracker.behaviours.filter((b) => !CONTRACT.includes(`\`${b}\``))).toEqual([]);
  });
});
