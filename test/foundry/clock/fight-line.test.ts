/**
 * Issue 21 in Foundry: the clock panel reads the fight the combat tracker shows (`game.combats.viewed`) in the
 * tracker's own round and segment, redraws as a step moves the count, and asks before a watch moves the clock;
 * the tracker's header says when the segment began in the panel's words.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import type { FakeClient } from "../../fakes/foundry";
import type { FakeTrackerApp } from "../../fakes/foundry-tracker";
import { TRACKERS } from "../../fakes/systems/trackers";
import { combatTable, type Table } from "../combat/harness";
import { settle, tkOf } from "../session/clock-table";

/** The tracker windows a test opened, closed after it (the clock's refresh forgets them). */
const opened: FakeTrackerApp[] = [];
afterEach(() => {
  opened.splice(0).forEach((app) => app.close());
  vi.restoreAllMocks();
});

/** The combat tracker on a client, rendered showing the table's combat. */
async function trackerOf(t: Table, c: FakeClient): Promise<FakeTrackerApp> {
  const Tracker = c.config.ui.combat as unknown as new (options: object) => FakeTrackerApp;
  const app = new Tracker({ client: c, viewed: t.combat(c) });
  opened.push(app);
  await app.render();
  return app;
}

describe("the clock panel's fight line in Foundry", () => {
  it("shows the viewed fight's round and segment as steps move it, and asks before a watch", async () => {
    // Foundry's own tracker, rendered by the fake.
    const t = await combatTable({ system: TRACKERS[0]!.system });
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).not.toContain("Fight open");
    t.roller.queue.push(3, 8, 3, 6);
    await t.combat(t.gm).rollInitiative([t.ids.brakka, t.ids.ilsa, t.ids.goblin, t.ids.ogre]);
    await t.combat(t.gm).startCombat();
    await combatSetupFor(t.gm)!.client.perform(t.combat(t.gm), [
      { type: "endTurn", id: t.ids.brakka, recovery: 10 },
    ]);
    await settle(t.world);
    // The count is at segment 3 (2-second segments): the clock stands at 6 s, the segment began at 4 s.
    expect(t.world.worldTime).toBe(6);
    expect(win.html).toMatch(/Fight open: Round 1, segment 3, which began at /);
    // The tracker's header names the same segment and when it began, in the panel's words.
    const began = (await trackerOf(t, t.gm)).parts.tkCount!.querySelector(".tk-tracker__began")?.textContent;
    const [, clock] = /^Began at (.+)$/.exec(began ?? "") ?? [];
    expect(win.html).toContain(`Fight open: Round 1, segment 3, which began at ${clock}`);
    // Players read it too while the GM lets them know the time exactly, as by default (issue 22).
    const theirs = (await trackerOf(t, t.alice)).parts.tkCount!.querySelector(".tk-tracker__began");
    expect(theirs?.textContent).toBe(began);
    await win.click("advanceUnit", { unit: "watch" });
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "A fight is open", confirm: "Move the clock" });
    expect(t.world.worldTime).toBe(6);
    // Camp, from its form, asks the same question before the clock moves; no leaves it where it was.
    t.gm.apps.answers = [{ tents: true }, null];
    await win.click("camp");
    await settle(t.world);
    expect(t.gm.apps.asked.map((a) => a.title).slice(-2)).toEqual(["Make camp", "A fight is open"]);
    expect(t.gm.apps.asked.at(-1)?.content).toContain(
      "Camp for the night moves the clock on for a long time",
    );
    expect(t.world.worldTime).toBe(6);
    // The scene controls' watch asks as the panel's does.
    const controls: Record<string, { tools: Record<string, { onChange: () => void }> }> = {};
    t.gm.Hooks.callAll("getSceneControlButtons", controls);
    const asked = t.gm.apps.asked.length;
    controls.turnkeeper!.tools.advanceWatch!.onChange();
    await settle(t.world);
    expect(t.gm.apps.asked.slice(asked).map((a) => a.title)).toEqual(["A fight is open"]);
    expect(t.world.worldTime).toBe(6);
  });
});
