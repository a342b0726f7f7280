/**
 * The clock's cards in Foundry's chat: Roll objects, whispers and roll modes, and encounters drawn from
 * tables.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedRoller } from "../../../src/core";
import { areaOf } from "../../../src/foundry/map/areas";
import { newArea } from "../../../src/ui";
import { FakeRoll } from "../../fakes/foundry";
import { api, clockTable, dungeonHere, settle, writes } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

describe("the clock's cards in chat", () => {
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
});
