/** Region area flags become Turnkeeper region behaviours, once, on the active GM's client. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeMap } from "../../fakes/foundry-map";
import { clockTable, settle } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

describe("migrating region area flags", () => {
  it("migrates region area flags to behaviours once on the active GM's client, every field kept; an unreadable flag stays", async () => {
    let map!: FakeMap;
    const flagged = {
      version: 1,
      name: "Fungus cave",
      type: "wilderness",
      level: "custom",
      everyTurns: 2,
      danger: 3,
      terrain: "swamp",
      table: "RollTable.abc",
      where: "room",
    };
    const t = await clockTable({
      setup: (world) => {
        map = new FakeMap(world);
        const scene = world.scenes[0]!;
        map.setGrid(scene);
        const cave = world.addRegion(scene, "Cave");
        cave.flags.turnkeeper = { area: flagged };
        const broken = world.addRegion(scene, "Broken");
        broken.flags.turnkeeper = { area: { version: 1, type: "lava" } };
        map.install();
      },
    });
    await settle(t.world);
    const [cave, broken] = t.scene.regions;
    expect(cave!.flags.turnkeeper?.area).toBeUndefined();
    const { version: _version, ...fields } = flagged;
    expect(map.behaviors.get(cave!)?.map((b) => b.system)).toEqual([
      { ...fields, road: false, landmark: false, vantage: false },
    ]);
    expect(broken!.flags.turnkeeper?.area).toEqual({ version: 1, type: "lava" });
    expect(map.behaviors.get(broken!)).toBeUndefined();
    // Only the active GM wrote: one behaviour and one flag removal.
    const byOthers = t.world.writes.filter((w) => w.kind === "document" && w.by !== t.gm.user.id);
    expect(byOthers).toEqual([]);
    expect(t.gm.notifications.shown.at(-1)?.message).toContain("(1 in all: unreadable");
  });
});
