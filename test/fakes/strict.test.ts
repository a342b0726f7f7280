import { describe, expect, it } from "vitest";
import { FakeWorld } from "./foundry";
import { fakeCoreCalendar, fakeSeasonsStars, fakeSimpleCalendar, installLighting } from "./foundry-record";
import { isStrict, strict, UnfakedMemberError } from "./strict";

describe("the strict Foundry fake", () => {
  it("throws with the member's name on anything it does not implement, and answers what it does", () => {
    const o = strict({ known: 1 }, "CONFIG.time");
    expect(o.known).toBe(1);
    expect(() => (o as Record<string, unknown>).roundTime).toThrow(
      new UnfakedMemberError("The Foundry fake does not implement CONFIG.time.roundTime"),
    );
    expect("roundTime" in o).toBe(false);
  });

  it("covers every object a client hands the adapter", () => {
    const client = new FakeWorld().connect("GM", true);
    for (const part of [
      client,
      client.game,
      client.game.time,
      client.game.users,
      client.game.socket,
      client.game.modules,
      client.game.combats,
      client.config,
      client.config.time,
      client.config.Combat,
      client.config.ui,
      client.utils,
      client.settings,
      client.Hooks,
      client.notifications,
      client.documents,
      client.dice,
      client.chat,
      client.templates,
      client.apps,
      client.menus,
      client.user,
    ])
      expect(isStrict(part)).toBe(true);
    expect(() => (client.game as unknown as Record<string, unknown>).canvas).toThrow(/game\.canvas/);
  });

  it("covers the campaign record's journal, its pages, the calendars and the scenes' lighting", async () => {
    const world = new FakeWorld();
    const client = world.connect("GM", true);
    world.addScene("Crypt", true);
    installLighting(world);
    const journal = await client.journals.createRecord("Record", false);
    await journal.createPages([
      {
        name: "Day 1",
        sort: 0,
        text: { content: "" },
        flags: { turnkeeper: { day: 0, part: 1, entries: {} } },
      },
    ]);
    for (const part of [
      journal,
      ...journal.pages(),
      fakeCoreCalendar(),
      fakeSeasonsStars(),
      fakeSimpleCalendar(),
      ...(client.lighting?.scenes() ?? []),
    ])
      expect(isStrict(part)).toBe(true);
    expect(() => (journal as unknown as Record<string, unknown>).delete).toThrow(
      /JournalEntry Record\.delete/,
    );
  });
});
