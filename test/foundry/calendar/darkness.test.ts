import { afterEach, describe, expect, it, vi } from "vitest";
import { darknessAt } from "../../../src/foundry/calendar/darkness";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld } from "../../fakes/foundry";
import { installLighting } from "../../fakes/foundry-record";
import { api, settle } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

async function lightingTable(on: boolean) {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld();
  const gm = world.connect("GM", true);
  const alice = world.connect("Alice", false);
  const crypt = world.addScene("Crypt", true);
  const wilds = world.addScene("Wilds");
  const levels = installLighting(world);
  world.worldSettings.set("turnkeeper.sceneDarkness", on);
  for (const c of world.clients) {
    startTurnkeeper(c);
    await c.boot();
  }
  await settle(world);
  return { world, gm, alice, crypt, wilds, levels };
}

const sceneWrites = (world: FakeWorld, since: number) =>
  world.writes.slice(since).filter((w) => w.kind === "document" && w.type === "Scene").length;

describe("scene darkness that follows the time of day", () => {
  it("is darkest at midnight and brightest at noon", () => {
    expect(darknessAt(0, 0)).toBe(1);
    expect(darknessAt(12, 0)).toBe(0);
    expect(darknessAt(6, 0)).toBe(0.5);
    expect(darknessAt(18, 0)).toBe(0.5);
  });

  it("sets only opted-in scenes, once per time change, from the active GM", async () => {
    const t = await lightingTable(true);
    expect(await api(t.alice).followDarkness(t.wilds.uuid)).toBe(false);
    expect(await api(t.gm).followDarkness(t.wilds.uuid)).toBe(true);
    const mark = t.world.writes.length;
    await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    expect(t.levels.get(t.wilds)).toBe(0.5);
    expect(t.levels.get(t.crypt)).toBe(0);
    expect(sceneWrites(t.world, mark)).toBe(1);
    await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    expect(t.levels.get(t.wilds)).toBe(0);
    expect(sceneWrites(t.world, mark)).toBe(2);
    // A change within the hundredth writes nothing.
    await api(t.gm).advanceUnit("round");
    await settle(t.world);
    expect(sceneWrites(t.world, mark)).toBe(2);
  });

  it("writes nothing while the setting is off (the default)", async () => {
    const t = await lightingTable(false);
    await api(t.gm).followDarkness(t.wilds.uuid);
    const mark = t.world.writes.length;
    await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    expect(sceneWrites(t.world, mark)).toBe(0);
    expect(t.levels.get(t.wilds)).toBe(0);
  });
});
