/**
 * The tracker in Foundry, against the fake: its parts among the sidebar's, a simultaneous group put in
 * order, a combatant's settings, the table's common actions in the Recovery Time prompt, Foundry's
 * per-combatant context menu and combatant form going through the engine.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TurnkeeperApi } from "../../../src/foundry/setup/api";
import { combatSetupFor, followChange } from "../../../src/foundry/combat/register";
import { engineFlag, readState } from "../../../src/foundry/combat/store";
import {
  ENGINE_ENTRIES,
  handleTrackerAction,
  routeEntryOptions,
  trackerModel,
  type EntryTarget,
} from "../../../src/foundry/combat/tracker-view";
import type { RecoveryView } from "../../../src/ui/combat";
import type { FakeClient } from "../../fakes/foundry";
import { coreEntryOptions } from "../../fakes/foundry-combat";
import { combatTable, type Table } from "./harness";

afterEach(() => vi.restoreAllMocks());

const api = (c: FakeClient) => c.module.api as TurnkeeperApi;
const setup = (c: FakeClient) => combatSetupFor(c)!;
const names = (t: Table, c: FakeClient) => t.combat(c).turns.map((x) => x.name);
const flagsOf = (doc: { flags: object }) => (doc.flags as Record<string, Record<string, unknown>>).turnkeeper;
const noPrompt = async () => null;

/** Clicks a tracker button on a client, as the tracker application forwards it. */
function click(t: Table, c: FakeClient, action: string, data: Record<string, string> = {}) {
  return handleTrackerAction(c, setup(c).services, setup(c).client, t.combat(c), action, data, noPrompt);
}

/** Rolls for everyone (Brakka 3, goblin 3, ogre 6, Ilsa 8) and begins: Brakka and the goblin act together. */
async function begun(t: Table) {
  t.roller.queue.push(3, 3, 6, 8);
  await t.combat(t.gm).rollInitiative([t.ids.brakka, t.ids.goblin, t.ids.ogre, t.ids.ilsa]);
  await t.combat(t.gm).startCombat();
}

function engineOf(t: Table, id: string) {
  const read = readState(t.combat(t.gm));
  if (!read.ok || read.value === null) throw new Error("no engine state");
  return [...read.value.queue, ...read.value.aside].find((c) => c.id === id);
}

describe("the tracker's parts in Foundry's combat sidebar", () => {
  it("come in the place of Foundry's tracker part, between its header and footer, each with its partials", async () => {
    const t = await combatTable();
    const { PARTS } = t.gm.config.ui.combat as unknown as {
      PARTS: Record<string, { template: string; templates?: string[]; scrollable?: string[] }>;
    };
    expect(Object.keys(PARTS)).toEqual(["header", "tkCount", "tkStrip", "tracker", "tkControls", "footer"]);
    expect(PARTS.footer).toEqual({ template: "templates/sidebar/tabs/combat/footer.hbs" });
    const path = (file: string) => `modules/turnkeeper/templates/combat/${file}`;
    expect(PARTS.tkStrip).toEqual({ template: path("strip.hbs") });
    // The rows' part: loaded with the templates it includes as partials, its scroll kept across renders.
    expect(PARTS.tracker).toEqual({
      template: path("turns.hbs"),
      templates: ["turns.hbs", "block.hbs", "member-actions.hbs"].map(path),
      scrollable: [""],
    });
  });
});

describe("a simultaneous group put in order (R003-11)", () => {
  it("R003-11 the GM moves the goblin ahead of Brakka: one write, the same order on every client, no dice", async () => {
    const t = await combatTable();
    await begun(t);
    const rolled = t.roller.log.length;
    const mark = t.server.writes.length;
    const view = trackerModel(t.gm, setup(t.gm).services, t.combat(t.gm)).view;
    const later = view.members[t.ids.brakka]!.reorder!.later!;
    expect(later).toBe(`${t.ids.goblin},${t.ids.brakka}`);
    await click(t, t.gm, "tkReorder", { order: later, combatantId: t.ids.brakka });
    expect(t.writesSince(mark)).toBe(1);
    for (const c of t.clients) {
      expect(names(t, c)).toEqual(["Goblin", "Brakka", "Ogre", "Ilsa"]);
      expect(t.combat(c).combatant?.name).toBe("Goblin");
    }
    expect(t.roller.log).toHaveLength(rolled);
    // The stored tie-breaks were shared out, not re-rolled: the goblin now holds Brakka's.
    expect(engineOf(t, t.ids.goblin)!.tie).toBeLessThan(engineOf(t, t.ids.brakka)!.tie);
    // A player cannot reorder, even its own combatant's group.
    const refused = await setup(t.alice).client.perform(t.combat(t.alice), [
      { type: "reorder", ids: [t.ids.brakka, t.ids.goblin] },
    ]);
    expect(refused).toBeNull();
    expect(t.writesSince(mark)).toBe(1);
  });
});

describe("a row's controls, opened in one window", () => {
  it("shows the opened row's controls to that GM only, and sends nothing", async () => {
    const t = await combatTable();
    await begun(t);
    const mark = t.server.writes.length;
    expect(await click(t, t.gm, "tkOpen", { combatantId: t.ids.ogre })).toBeNull();
    expect(t.writesSince(mark)).toBe(0);
    const opened = trackerModel(t.gm, setup(t.gm).services, t.combat(t.gm), undefined, t.ids.ogre).view;
    expect(opened.members[t.ids.ogre]).toMatchObject({ expanded: true, canOpen: true });
    expect(opened.members[t.ids.ogre]!.rescheduleTo.find((o) => o.selected)?.absolute).toBe(6);
    const closed = trackerModel(t.gm2, setup(t.gm2).services, t.combat(t.gm2)).view;
    expect(closed.members[t.ids.ogre]).toMatchObject({ expanded: false, rescheduleTo: [] });
    // A player has no row to open: its own acting combatant shows its turn's controls.
    const player = trackerModel(
      t.alice,
      setup(t.alice).services,
      t.combat(t.alice),
      undefined,
      t.ids.ogre,
    ).view;
    expect(Object.values(player.members).some((m) => m.canOpen)).toBe(false);
    expect(player.members[t.ids.brakka]).toMatchObject({ expanded: true, actions: { endTurn: true } });
  });
});

describe("a combatant's settings, set by the GM in the tracker", () => {
  it("R003-11 R003-04 a new Initiative Order and side move a rolled combatant at once, in one write", async () => {
    const t = await combatTable();
    await begun(t);
    const mark = t.server.writes.length;
    t.gm.apps.answers.push({ initiativeOrder: "2", initiativeDie: "1d6", side: "neutral" });
    await click(t, t.gm, "tkSettings", { combatantId: t.ids.goblin });
    expect(t.gm.apps.asked[0]!.title).toBe("Settings: Goblin");
    expect(t.gm.apps.asked[0]!.content).toMatch(/name="initiativeOrder"\s+step="any"\s+value="0"/);
    expect(t.gm.apps.asked[0]!.content).toMatch(/<option value="foes" selected>their foes<\/option>/);
    expect(t.writesSince(mark)).toBe(1);
    const goblin = t.combat(t.bob).combatants.get(t.ids.goblin)!;
    expect(flagsOf(goblin)).toMatchObject({ order: 2, die: "1d6", side: "neutral" });
    expect(engineOf(t, t.ids.goblin)).toMatchObject({ initiativeOrder: 2, side: "neutral" });
    for (const c of t.clients) expect(t.combat(c).combatant?.name).toBe("Goblin");
    // Undo takes the settings' engine step back like any other.
    await t.combat(t.gm).previousTurn();
    expect(engineOf(t, t.ids.goblin)).toMatchObject({ initiativeOrder: 0, side: "foes" });
    expect(t.combat(t.alice).combatant?.name).toBe("Brakka");
  });

  it("R003-05 settings for one not rolled yet, or a die alone, are kept with it: a write of its flags only", async () => {
    const t = await combatTable();
    const mark = t.server.writes.length;
    t.gm.apps.answers.push({ initiativeOrder: "1", initiativeDie: "1d4", side: "party" });
    await click(t, t.gm, "tkSettings", { combatantId: t.ids.ogre });
    expect(t.writesSince(mark)).toBe(1);
    expect(Object.keys(t.server.writes.at(-1)!.changed)).toEqual(["combatants"]);
    expect(api(t.gm).combat.state(t.combatId)).toBeNull();
    // It rolls on its own die now: a 6 cannot come up on 1d4.
    t.roller.queue.push(6);
    await t.combat(t.gm).rollInitiative([t.ids.ogre]);
    expect(t.gm.notifications.shown.at(-1)?.message).toBe("6 cannot be rolled on 1d4.");
    expect(t.writesSince(mark)).toBe(1);
    t.roller.queue.push(4);
    await t.combat(t.gm).rollInitiative([t.ids.ogre]);
    expect(engineOf(t, t.ids.ogre)).toMatchObject({ next: 4, side: "party", initiativeOrder: 1 });
    // A die alone changes nothing in the count: no engine step, nothing for undo to take back.
    const before = JSON.stringify(flagsOf(t.combat(t.gm)));
    t.gm.apps.answers.push({ initiativeOrder: "1", initiativeDie: "", side: "party" });
    await click(t, t.gm, "tkSettings", { combatantId: t.ids.ogre });
    expect(JSON.stringify(flagsOf(t.combat(t.gm)))).toBe(before);
    expect(flagsOf(t.combat(t.gm).combatants.get(t.ids.ogre)!)?.die).toBeNull();
  });

  it("refuses settings that cannot work, and settings from a player; nothing is written", async () => {
    const t = await combatTable();
    await begun(t);
    const mark = t.server.writes.length;
    t.gm.apps.answers.push({ initiativeOrder: "1", initiativeDie: "1d0", side: "foes" });
    await click(t, t.gm, "tkSettings", { combatantId: t.ids.goblin });
    expect(t.gm.notifications.shown.at(-1)?.message).toContain('"1d0" is not an initiative die');
    const asPlayer = await setup(t.alice).client.perform(t.combat(t.alice), [
      { type: "configure", id: t.ids.brakka, initiativeOrder: 9, initiativeDie: null, side: "party" },
    ]);
    expect(asPlayer).toBeNull();
    expect(t.alice.notifications.shown.at(-1)?.message).toBe("Only a game master may do that.");
    // Cancelled: nothing asked of the GM's client.
    await click(t, t.gm, "tkSettings", { combatantId: t.ids.goblin });
    expect(t.writesSince(mark)).toBe(0);
  });
});

/** The Recovery Time options the GM is offered when a combatant's turn ends, as "label recovery". */
async function offered(t: Table, id: string): Promise<string[]> {
  let seen: RecoveryView | null = null;
  await handleTrackerAction(
    t.gm,
    setup(t.gm).services,
    setup(t.gm).client,
    t.combat(t.gm),
    "tkEndTurn",
    { combatantId: id },
    async (view) => {
      seen = view;
      return null;
    },
  );
  return (seen as RecoveryView | null)?.options.map((o) => `${o.label} ${o.recovery}`) ?? [];
}

describe("the table's common actions in the Recovery Time prompt", () => {
  it("R003-13 start with the rules' Dagger, once beside a combatant's own dagger", async () => {
    const t = await combatTable();
    await begun(t);
    expect(await offered(t, t.ids.goblin)).toEqual(["Dagger 6"]);
    expect(await offered(t, t.ids.brakka)).toEqual(["Dagger 6", "Axe 9"]);
  });
});

describe("the table's common actions, edited by the GM", () => {
  it("R003-12 are the GM's to edit, in their own window; a list with a mistake is not saved and the last valid stays", async () => {
    const t = await combatTable();
    await begun(t);
    expect(t.gm.menus.registered.get("combatActions")?.data).toMatchObject({ restricted: true });
    expect(() => t.alice.menus.press("combatActions")).toThrow(/Only a GM/);
    t.gm.menus.press("combatActions");
    // The editor is loaded on first use; then it opens.
    await combatSetupFor(t.gm)!.actions();
    const win = t.gm.apps.windows.get("turnkeeper-combat-actions")!;
    /** A button of the window, with its fields as typed; then the window as it renders again. */
    const press = async (...args: Parameters<typeof win.click>) => {
      await win.click(...args);
      await t.world.settle();
    };
    await t.world.settle();
    expect(win.html).toMatch(/name="name-0"\s+value="Dagger"/);
    expect(win.html).toMatch(/name="recovery-0"\s+min="1"\s+step="1"\s+inputmode="numeric"\s+value="6"/);
    // Add a row, type into both, and save: only a valid list is stored.
    await press("addRow", {}, { "name-0": "Dagger", "recovery-0": "6" });
    expect(win.html).toContain('name="name-1"');
    const mark = t.world.writes.length;
    await press("save", {}, { "name-0": "Dagger", "recovery-0": "6", "name-1": "Shove", "recovery-1": "0" });
    expect(t.world.writes.length).toBe(mark);
    expect(win.html).toContain("Row 2, Recovery Time (segments) must be &gt;&#x3D;1, got 0.");
    expect(t.gm.notifications.shown.at(-1)?.level).toBe("error");
    expect(await offered(t, t.ids.goblin)).toEqual(["Dagger 6"]);
    // An empty row is dropped; a name used twice is refused where the second one is.
    await press("addRow", {}, { "name-0": "Shove", "recovery-0": "4", "name-1": "", "recovery-1": "" });
    await press(
      "save",
      {},
      {
        "name-0": "Shove",
        "recovery-0": "4",
        "name-1": "",
        "recovery-1": "",
        "name-2": "Shove",
        "recovery-2": "5",
      },
    );
    expect(win.html).toContain("Row 3, Action: &quot;Shove&quot; is used twice");
    await press(
      "removeRow",
      { index: "2" },
      {
        "name-0": "Shove",
        "recovery-0": "4",
        "name-1": "",
        "recovery-1": "",
        "name-2": "Shove",
        "recovery-2": "5",
      },
    );
    await press("save", {}, { "name-0": "Shove", "recovery-0": "4", "name-1": "", "recovery-1": "" });
    expect(t.gm.notifications.shown.at(-1)).toEqual({
      level: "info",
      message: "Turnkeeper offers the new common actions when a turn ends.",
    });
    expect(win.html).not.toContain('name="name-1"');
    // Every client offers the saved list; the starting list comes back only when saved again.
    expect(await offered(t, t.ids.goblin)).toEqual(["Shove 4"]);
    await press("startingList", {}, { "name-0": "Shove", "recovery-0": "4" });
    expect(await offered(t, t.ids.goblin)).toEqual(["Shove 4"]);
    await press("save", {}, { "name-0": "Dagger", "recovery-0": "6" });
    expect(await offered(t, t.ids.brakka)).toEqual(["Dagger 6", "Axe 9"]);
  });
});

describe("Foundry's per-combatant context menu and combatant form", () => {
  const li = (id: string): EntryTarget => ({ dataset: { combatantId: id } });
  const menu = (t: Table, c: FakeClient) => {
    const entries = coreEntryOptions(c.world, vi.fn);
    const routed = routeEntryOptions(entries, c, setup(c).client, () => t.combat(c));
    const find = (name: string) => routed.find((e) => ("label" in e ? e.label : e.name) === name)!;
    // An entry as Foundry's context menu uses it, in the world's generation's shape.
    const entry = (name: string) => {
      const e = find(name);
      return {
        callback: (target: EntryTarget) => {
          if ("onClick" in e && e.onClick) return e.onClick(new Event("click"), target);
          if ("callback" in e && e.callback) return e.callback(target);
          throw new Error(`no action on ${name}`);
        },
      };
    };
    const shows = (name: string, id: string) => {
      const e = find(name);
      const test = "visible" in e ? e.visible : "condition" in e ? e.condition : undefined;
      return typeof test === "function" ? test(li(id)) : test !== false;
    };
    return { entries, routed, entry, shows };
  };

  it("keeps Foundry's own entries, and runs Clear and Reroll Initiative through the engine, one write each", async () => {
    const t = await combatTable();
    const { entries, routed, entry, shows } = menu(t, t.gm);
    expect(routed[0]).toBe(entries[0]);
    expect(routed[3]).toBe(entries[3]);
    t.roller.queue.push(3);
    await t.combat(t.gm).rollInitiative([t.ids.brakka]);
    expect(shows(ENGINE_ENTRIES.clear, t.ids.brakka)).toBe(true);
    expect(shows(ENGINE_ENTRIES.clear, t.ids.goblin)).toBe(false);
    expect(shows(ENGINE_ENTRIES.reroll, t.ids.brakka)).toBe(true);
    // R003-05 before the count begins, a reroll rolls Brakka's die afresh: out and back in, one write.
    let mark = t.server.writes.length;
    t.roller.queue.push(7);
    await entry(ENGINE_ENTRIES.reroll).callback(li(t.ids.brakka));
    expect(t.writesSince(mark)).toBe(1);
    expect(t.roller.log).toEqual(["Brakka rolls initiative: 3", "Brakka rolls initiative: 7"]);
    expect(t.combat(t.alice).combatants.get(t.ids.brakka)!.initiative).toBe(7);
    // Clearing takes it out of the count: no initiative, waiting to roll again.
    mark = t.server.writes.length;
    await entry(ENGINE_ENTRIES.clear).callback(li(t.ids.brakka));
    expect(t.writesSince(mark)).toBe(1);
    const brakka = t.combat(t.bob).combatants.get(t.ids.brakka)!;
    expect([brakka.initiative, engineFlag(brakka)]).toEqual([null, undefined]);
    const view = trackerModel(t.gm, setup(t.gm).services, t.combat(t.gm)).view;
    expect(view.waiting.map((m) => m.id)).toContain(t.ids.brakka);
    // Players see neither.
    const player = menu(t, t.alice);
    expect(player.shows(ENGINE_ENTRIES.reroll, t.ids.brakka)).toBe(false);
    expect(player.shows(ENGINE_ENTRIES.clear, t.ids.goblin)).toBe(false);
  });

  it("R003-12 mid-fight offers no reroll for one in the count; clearing the one acting counts on to the next", async () => {
    const t = await combatTable();
    await begun(t);
    const { entry, shows } = menu(t, t.gm);
    expect(shows(ENGINE_ENTRIES.reroll, t.ids.ogre)).toBe(false);
    const [wolf] = t.server.addCombatants(t.gm.user, t.combatId, [{ name: "Wolf", disposition: -1 }]);
    expect(shows(ENGINE_ENTRIES.reroll, wolf!)).toBe(true);
    await entry(ENGINE_ENTRIES.clear).callback(li(t.ids.brakka));
    await entry(ENGINE_ENTRIES.clear).callback(li(t.ids.goblin));
    expect(t.combat(t.alice).combatant?.name).toBe("Ogre");
    expect(t.combat(t.alice).round).toBe(1);
  });

  it("follows an initiative changed in Foundry's combatant form: moved, or out of the count when cleared", async () => {
    const t = await combatTable();
    await begun(t);
    t.server.updateCombatant(t.gm.user, t.combatId, t.ids.ogre, { initiative: 9 });
    await vi.waitFor(() => expect(engineOf(t, t.ids.ogre)?.next).toBe(9));
    expect(names(t, t.bob)).toEqual(["Brakka", "Goblin", "Ilsa", "Ogre"]);
    t.server.updateCombatant(t.gm.user, t.combatId, t.ids.ilsa, { initiative: null });
    await vi.waitFor(() => expect(engineOf(t, t.ids.ilsa)).toBeUndefined());
    // What Turnkeeper writes itself (initiative and engine state together) asks for nothing more.
    const ogre = t.combat(t.gm).combatants.get(t.ids.ogre)!;
    expect(followChange(ogre, { initiative: ogre.initiative })).toBeNull();
    expect(followChange(ogre, { name: "Big ogre" })).toBeNull();
  });
});
